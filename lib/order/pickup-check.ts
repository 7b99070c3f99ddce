import { isPickupValue, pickupHoursFor, type PickupOption } from './pickup';

// The check of a chosen pick-up at confirm (the order model is its caller): a day that is offered, and
// an hour that day offers.

const PICKUP_DAY_MESSAGE = 'Kies een afhaaldag';
const PICKUP_HOUR_MESSAGE = 'Kies een afhaaluur';

/**
 * What is wrong with a chosen pick-up: no day, a day no longer offered ('gone'), or an hour that day
 * does not offer; null when it can be sent.
 */
export function pickupProblem(
  pickup: { dag: string; uur: string },
  offered: readonly PickupOption[],
  hoursFor: (dag: string) => readonly string[] = (dag) => pickupHoursFor(dag),
): { kind: 'no-day' | 'gone' | 'hour'; message: string } | null {
  if (!isPickupValue(pickup.dag)) return { kind: 'no-day', message: PICKUP_DAY_MESSAGE };
  if (!offered.some((day) => day.value === pickup.dag))
    return { kind: 'gone', message: 'Deze afhaaldag kan niet meer, kies een andere dag' };
  if (!hoursFor(pickup.dag).includes(pickup.uur)) return { kind: 'hour', message: PICKUP_HOUR_MESSAGE };
  return null;
}
