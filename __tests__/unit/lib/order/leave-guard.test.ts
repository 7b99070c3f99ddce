import { leavingLosesOrder } from '@/lib/order/leave-guard';
import type { PageOrder } from '@/lib/order/order-state';
import type { MailState, OrderRecord } from '@/lib/order/stored';

const mail = (status: MailState['status']): MailState => ({
  status,
  mayHaveArrived: status !== 'not-sent',
  attempts: 1,
  retry: false,
});
const order = (shop: MailState['status'], customer: MailState['status']): PageOrder => ({
  record: {
    reference: 'DL-AAAAA',
    lines: [],
    contact: { naam: 'Els', email: 'els@example.be', telefoon: '0470123456', bericht: '' },
    dag: '2026-11-27',
    uur: '10:30',
    placedAt: '2026-11-23T09:00:00.000Z',
    mails: { shop: mail(shop), customer: mail(customer) },
  } satisfies OrderRecord,
  running: false,
  offline: false,
});

describe('leavingLosesOrder', () => {
  it('asks before leaving only while an order that could not be kept is not fully sent', () => {
    expect(leavingLosesOrder({ storageFailed: true, order: order('in-flight', 'not-sent') })).toBe(true);
    expect(leavingLosesOrder({ storageFailed: true, order: order('accepted', 'unknown') })).toBe(true);
    expect(leavingLosesOrder({ storageFailed: true, order: order('accepted', 'accepted') })).toBe(false);
    expect(leavingLosesOrder({ storageFailed: true, order: null })).toBe(false);
    expect(leavingLosesOrder({ storageFailed: false, order: order('refused', 'not-sent') })).toBe(false);
  });
});
