import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { ConfirmDialog as Dialog } from '@/components/order/confirm-dialog';
import { DAYS } from '@/__tests__/fixtures/orders';
import { installDialogPolyfill, texts } from './helpers';

// The shop's schedule replaced by the fixture one with Saturday closing at 12:00.
jest.mock('@/lib/order/pickup', () => {
  const actual = jest.requireActual('@/lib/order/pickup');
  const { ownerEdits } = jest.requireActual('@/__tests__/fixtures/schedules');
  return {
    ...actual,
    pickupHoursFor: (dag: string) => actual.pickupHoursFor(dag, ownerEdits.saturdayNoon),
    allPickupHours: () => actual.allPickupHours(ownerEdits.saturdayNoon),
  };
});

beforeAll(installDialogPolyfill);

const NO_CHOICE = { notice: null, dayError: null, unsettled: null, choice: null, choiceError: null };
const contact = { naam: 'Jan', email: 'jan@example.be', telefoon: '0470123456', bericht: '' };
const renderDialog = (dag: string) =>
  render(
    <Dialog
      dialog={{ ...NO_CHOICE, contact, dag, uur: '09:00', lines: [], days: DAYS }}
      warning={null}
      sending={false}
      actions={{ pick: () => {}, choose: () => {}, confirm: async () => {}, close: () => {} }}
      returnFocus={createRef()}
    />,
  );

it('offers the chosen day’s own hours: Saturday until 12:00, Friday until 18:00', () => {
  const hours = (dag: string) => {
    const { unmount } = renderDialog(dag);
    const shown = texts(screen.getByRole('combobox', { name: 'Kies een uur' }), 'option');
    unmount();
    return shown;
  };
  expect(hours('2026-11-27').at(-1)).toBe('18:00');
  expect(hours('2026-11-28')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00']);
});
