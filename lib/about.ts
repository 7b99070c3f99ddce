import aboutFile from '@/content/over-ons.json';
import type { AboutContent } from '@/lib/content/schemas';

// The 'Over ons' text (content/over-ons.json, edited in /admin); the video id lives there too and is
// read through `shop.aboutVideo`.
export const aboutText: Pick<AboutContent, 'lead' | 'paragraphs' | 'highlights'> = aboutFile as AboutContent;
