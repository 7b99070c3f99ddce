// The shop-day script (components/ui/shop-day-script.tsx puts it before what a page shows by the shop's
// day): the shop's day on this device, from the zone's offsets the server gave and never before the
// build, as the order page's clock tells it before the host answers (lib/clock/page-clock.ts); then
// one rule in the head that hides the variants of other days (day-marks.ts) before the first paint.
import { dayOn, type ShopCalendar } from '@/lib/shop/day';
import { hiddenOn } from './day-marks';

const own = document.currentScript?.getAttribute('data-shop-calendar');
if (own) {
  const calendar = JSON.parse(own) as ShopCalendar;
  const day = dayOn(calendar, new Date(Math.max(Date.now(), calendar.offsets[0]?.[0] ?? 0)));
  const style = document.createElement('style');
  style.textContent = `${hiddenOn(day)}{display:none!important}`;
  document.head.append(style);
}
