import { createOrderRuntime } from '@/lib/device/order-runtime';
import { DAYS, kgLine, openedEvent } from '@/__tests__/fixtures/orders';

jest.mock('@/lib/env', () => ({
  emailJsConfig: { templateShop: 'template_winkel', templateCustomer: 'template_klant' },
}));

// Bevestig reads the device before the model decides: a second click in that moment is no second confirm.
it('of two confirms at once, only the one that starts the round says so', async () => {
  const runtime = createOrderRuntime();
  runtime.model.dispatch(openedEvent([kgLine(1, 0.5)]));
  runtime.model.dispatch({ type: 'picked', dag: DAYS[0]!.value, uur: '10:00' });
  const event = {
    type: 'confirmed',
    daysNow: DAYS,
    reference: 'DL-AAAAA',
    placedAt: '2026-11-23T09:00:00.000Z',
  } as const;
  expect(await Promise.all([runtime.confirm(event), runtime.confirm(event)])).toEqual([true, false]);
  expect(runtime.model.get().order).toMatchObject({ running: true, record: { reference: 'DL-AAAAA' } });
});
