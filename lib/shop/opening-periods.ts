// Weekly opening hours with a start date (issue 31): the current hours hold until the first change,
// each change from its date until the day before the next. Pure: the pages show the period of the
// visitor's day (components/layout/shop-hours.tsx), the JSON-LD writes each with validFrom/validThrough.

type Dated<Day> = { from: string; openingHours: readonly Day[] };

export type OpeningPeriod<Day> = {
  /** First day (yyyy-MM-dd); null: since always. */
  from: string | null;
  /** Last day (yyyy-MM-dd); null: until further notice. */
  until: string | null;
  days: readonly Day[];
};

const DAY_MS = 86_400_000;
const dayBefore = (value: string) =>
  new Date(Date.parse(`${value}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

export function openingPeriods<Day>(
  openingHours: readonly Day[],
  changes: readonly Dated<Day>[] = [],
): OpeningPeriod<Day>[] {
  const sorted = [...changes].sort((a, b) => (a.from < b.from ? -1 : 1));
  const starts: { from: string | null; days: readonly Day[] }[] = [
    { from: null, days: openingHours },
    ...sorted.map((change) => ({ from: change.from, days: change.openingHours })),
  ];
  return starts.map((start, index) => {
    const next = starts[index + 1];
    return { from: start.from, until: next?.from ? dayBefore(next.from) : null, days: start.days };
  });
}
