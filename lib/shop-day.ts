// Kept only for lib/order/order-record.ts (changed concurrently by the order work): the shop's day lives
// in lib/shop/day.ts; remove this file once that import reads '@/lib/shop/day'.
export { shopDayOf } from './shop/day';
