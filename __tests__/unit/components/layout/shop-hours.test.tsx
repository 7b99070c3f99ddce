import { act, screen } from '@testing-library/react';
import { builtOn, decemberCalendar } from '@/__tests__/fixtures/schedules';
import { hydrate, serverHtml } from '@/__tests__/fixtures/server-html';
import { ShopHours } from '@/components/layout/shop-hours';
import { hiddenOn } from '@/lib/early/day-marks';
import { hoursNotes, hoursPeriods } from '@/lib/shop/hours';
import { texts } from '../order/helpers';

// Issue 53: the hours box, built on 18/12 (UTC+1 for months), read on the visitor's day.
const calendar = builtOn('2026-12-18', '2027-03-01');
const box = (
  <ShopHours
    periods={hoursPeriods(decemberCalendar as Parameters<typeof hoursPeriods>[0])}
    notes={hoursNotes(calendar.day, decemberCalendar)}
    calendar={calendar}
    classes={{}}
  />
);

let unmount = () => {};
afterEach(() => {
  act(() => unmount());
  document.body.innerHTML = '';
  jest.useRealTimers();
});

async function visitOn(iso: string) {
  const container = serverHtml(box);
  jest.useFakeTimers({ now: new Date(iso), advanceTimers: true });
  const root = await hydrate(container, box);
  unmount = () => root.unmount();
}

const ALL_DAY = 'Doorlopend van 8u00 tot 18u00';
const CHRISTMAS = [
  'Extra open: donderdag 24/12, 9u–15u (bestellen tot zondag 20/12 om 18u)',
  'Gesloten op vrijdag 25/12 (Kerstmis)',
  'Gesloten op zaterdag 26/12 (Kerstverlof)',
  'Extra open: donderdag 31/12, 9u–15u (bestellen tot zondag 27/12 om 18u)',
  'Gesloten van vrijdag 01/01 tot en met zaterdag 02/01 (Nieuwjaar)',
];
const coming = () => texts(screen.getByRole('list', { name: 'De komende weken' }));

it('names the closures and special days of the coming four weeks under the weekly hours, from the server HTML on', async () => {
  await visitOn('2026-12-18T09:00:00Z');
  expect(coming()).toEqual(CHRISTMAS);
  expect(texts(document.body, 'definition')).toEqual([ALL_DAY, ALL_DAY]);
  expect(screen.queryByText(/^Vandaag/)).not.toBeInTheDocument();
  expect(screen.getByText(/^Vanaf vrijdag 1 januari 2027: /)).toBeInTheDocument();
});

// (what the built site does with it, on a host and a browser in December: december.spec.ts, 18/12)
it.each([
  ['2026-12-26T09:00:00Z', 'Kerstverlof', CHRISTMAS.slice(2)],
  // the last day of a run of closed days, in January's hours
  ['2027-01-02T09:00:00Z', 'Nieuwjaar', CHRISTMAS.slice(4)],
])(
  'on a closed day (%s), by the visitor’s day without a rebuild: "Vandaag gesloten (%s)", and that weekday’s row never shows its usual hours',
  async (iso, reason, stillComing) => {
    await visitOn(iso);
    const closed = `Vandaag gesloten (${reason})`;
    expect(screen.getByText(closed, { selector: 'strong' })).toBeInTheDocument();
    const rows = screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(rows).toEqual([
      ['Vrijdag', ALL_DAY],
      ['Zaterdag', closed],
    ]);
    expect(coming()).toEqual(stillComing);
  },
);

it('on an extra opening day (24/12, a Thursday): its hours said first, the days after it still named', async () => {
  await visitOn('2026-12-24T09:00:00Z');
  expect(texts(document.body, 'paragraph')[0]).toBe('Vandaag open van 9u tot 15u');
  expect(coming()).toEqual(expect.arrayContaining(CHRISTMAS.slice(1)));
});

it('after the holidays: January’s hours, nothing that has passed', async () => {
  await visitOn('2027-01-04T09:00:00Z');
  expect(screen.queryByRole('list', { name: 'De komende weken' })).not.toBeInTheDocument();
  expect(texts(document.body, 'definition')).toEqual([ALL_DAY, 'Doorlopend van 8u00 tot 12u00']);
  expect(screen.queryByText(/^Vanaf /)).not.toBeInTheDocument();
});

/** What a visitor reads of `container`: each paragraph, term, definition, heading and list item, with `hidden` hidden. */
function seen(container: HTMLElement, hidden?: string) {
  const visible = container.cloneNode(true) as HTMLElement;
  if (hidden) for (const element of visible.querySelectorAll(hidden)) element.remove();
  return [...visible.querySelectorAll('p, dt, dd, h3, li')].map(
    (element) => `${element.tagName}: ${element.textContent}`,
  );
}

// Built on 18/12, opened later: the first paint (the script's hiddenOn) reads as the hydrated box does.
it.each(['2026-12-18', '2026-12-24', '2026-12-26', '2027-01-01', '2027-01-02', '2027-01-04', '2027-06-01'])(
  'opened on %s: the first paint shows what the box shows once the framework came',
  async (day) => {
    const firstPaint = seen(serverHtml(box), hiddenOn(day));
    await visitOn(`${day}T09:00:00Z`);
    expect(firstPaint).toEqual(seen(document.body));
    expect(document.querySelectorAll('[data-day-from], [data-day-until]')).toHaveLength(0);
  },
);

// Without JavaScript globals.css hides [data-day-other]; a clock before the build once dropped the weeks.
it('without JavaScript, or with a clock before the build: the build day’s box', async () => {
  const withoutScript = seen(serverHtml(box), '[data-day-other]');
  expect(seen(serverHtml(box), hiddenOn(calendar.day))).toEqual(withoutScript);
  await visitOn('2026-12-01T09:00:00Z');
  expect(seen(document.body)).toEqual(withoutScript);
  expect(coming()).toEqual(CHRISTMAS);
});
