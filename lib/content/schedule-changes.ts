// Issue 52: new opening hours from a date replace the whole week. A weekday the week before has and
// the new hours leave out is closed from that date on: /admin asks before saving, so closing a day is
// a choice and never what is left when only the changed day was typed.
import { weekdayNames, type Weekday } from './lists';
import { formatDutchDate } from './values';

type Day = { day?: unknown };
type Change = { from?: unknown; openingHours?: unknown };
type Shop = { openingHours?: unknown; scheduleChanges?: unknown };

const days = (list: unknown): Weekday[] =>
  Array.isArray(list)
    ? list
        .map((each: Day) => each?.day)
        .filter((day): day is Weekday => typeof day === 'string' && day in weekdayNames)
    : [];
const changesOf = (shop: unknown): Change[] => {
  const list = (shop as Shop | null)?.scheduleChanges;
  return Array.isArray(list) ? list.filter((each): each is Change => typeof each?.from === 'string') : [];
};

/**
 * One Dutch sentence per change from a date, new or edited since `before`, that leaves out weekdays the
 * week before it has (the current hours, or the change before it): those days close from that date.
 */
export function weekdaysClosedByChanges(before: unknown, after: unknown): string[] {
  const known = new Set(changesOf(before).map((change) => JSON.stringify(change)));
  const changes = [...changesOf(after)].sort((a, b) => String(a.from).localeCompare(String(b.from)));
  let week = days((after as Shop | null)?.openingHours);
  return changes.flatMap((change) => {
    const previous = week;
    const next = days(change.openingHours);
    week = next;
    if (known.has(JSON.stringify(change))) return [];
    const closed = previous.filter((day) => !next.includes(day)).map((day) => weekdayNames[day]);
    if (closed.length === 0) return [];
    const named = closed.length === 1 ? closed[0] : `${closed.slice(0, -1).join(', ')} en ${closed.at(-1)}`;
    return [
      `Vanaf ${formatDutchDate(String(change.from))} is de winkel op ${named} dicht: ${closed.length === 1 ? 'die dag staat' : 'die dagen staan'} niet in de nieuwe openingsuren.`,
    ];
  });
}
