import { inlineScript } from '@/lib/early/inline-script';
import type { ShopCalendar } from '@/lib/shop/day';

const SHOP_DAY_SCRIPT = inlineScript('shop-day-script.ts');

/**
 * Server component, before the first part of a page that shows what holds on the visitor's day
 * (day-variants.tsx): the script that hides the other days' variants before the first paint, with
 * the zone's offsets it tells the day by (lib/early/shop-day-script.ts).
 */
export function ShopDayScript({ calendar }: { calendar: ShopCalendar }) {
  return (
    <script
      data-shop-calendar={JSON.stringify(calendar)}
      dangerouslySetInnerHTML={{ __html: SHOP_DAY_SCRIPT }}
    />
  );
}
