import { leavingLosesOrder } from '@/lib/order/leave-guard';
import type { PageOrder } from '@/lib/order/order-state';
import type { MailState } from '@/lib/order/stored';
import { CONTACT, newOrder } from '@/__tests__/fixtures/orders';

const mail = (status: MailState['status']): MailState => ({
  status,
  mayHaveArrived: status !== 'not-sent',
  attempts: 1,
  retry: false,
});
const order = (shop: MailState['status'], customer: MailState['status']): PageOrder => ({
  record: {
    ...newOrder({ lines: [], contact: CONTACT, dag: '2026-11-27', uur: '10:30' }, 'DL-AAAAA', 'x'),
    mails: { shop: mail(shop), customer: mail(customer) },
  },
  running: false,
  offline: false,
});

it('asks before leaving only while an order that could not be kept is not fully sent', () => {
  expect(leavingLosesOrder({ storageFailed: true, order: order('in-flight', 'not-sent') })).toBe(true);
  expect(leavingLosesOrder({ storageFailed: true, order: order('accepted', 'unknown') })).toBe(true);
  expect(leavingLosesOrder({ storageFailed: true, order: order('accepted', 'accepted') })).toBe(false);
  expect(leavingLosesOrder({ storageFailed: true, order: null })).toBe(false);
  expect(leavingLosesOrder({ storageFailed: false, order: order('refused', 'not-sent') })).toBe(false);
});
