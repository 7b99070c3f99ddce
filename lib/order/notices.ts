import orderPageFile from '@/content/bestelpagina.json';
import type { OrderPageContent } from '@/lib/content/schemas';

// The order page's notices (deadline, per kg or per piece, payment): content/bestelpagina.json,
// checked by the build's content check.
export const orderNotices: OrderPageContent['notices'] = (orderPageFile as OrderPageContent).notices;
