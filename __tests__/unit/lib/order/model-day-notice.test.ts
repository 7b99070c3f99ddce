import { createModel } from '@/lib/order/order-model';
import { dayStillOffered } from '@/lib/order/pickup';
import { openedEvent } from '@/__tests__/fixtures/orders';

// The reopened dialog says why the day chosen before went off offer, as dayStillOffered decides it.
jest.mock('@/lib/order/pickup', () => ({
  ...jest.requireActual('@/lib/order/pickup'),
  dayStillOffered: jest.fn(),
}));

const line = { id: 1, naam: 'Fondue', isPerPiece: true, toggleDisabled: true, kg: 0, aantalStuks: 2 };
const thursday = { value: '2026-12-24', label: 'Donderdag 24/12/2026' };
const opened = (days: (typeof thursday)[]) =>
  openedEvent([line], days, null, new Date('2026-12-18T09:00:00Z'));

it.each([
  [
    'products',
    'Donderdag 24/12/2026 kan niet: Fondue is alleen af te halen op donderdag 31/12.',
    'Donderdag 24/12/2026 kan niet: Fondue is alleen af te halen op donderdag 31/12. Kies een andere dag.',
  ],
  // the orders for the day are said to be closed only when its deadline passed
  [
    'deadline',
    'Bestellen voor donderdag 24/12/2026 kan niet meer.',
    'Donderdag 24/12/2026 kan niet meer: de bestellingen voor die dag zijn afgesloten. Kies een andere dag.',
  ],
] as const)(
  'says why the remembered day is ruled out (%s): the product named, or the orders closed',
  (reason, message, notice) => {
    jest.mocked(dayStillOffered).mockReturnValue({ offered: false, reason, message });
    const model = createModel();
    model.dispatch(opened([thursday]));
    model.dispatch({ type: 'picked', dag: thursday.value, uur: '10:00' });
    model.dispatch({ type: 'closed' });
    model.dispatch(opened([]));
    expect(model.get().dialog?.notice).toBe(notice);
    expect(dayStillOffered).toHaveBeenCalledWith(
      expect.objectContaining({ dag: '2026-12-24', now: new Date('2026-12-18T09:00:00Z') }),
    );
  },
);
