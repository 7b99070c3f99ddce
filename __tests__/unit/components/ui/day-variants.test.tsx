import { dayVariants, keyOn, variantsText, type DayVariant } from '@/components/ui/day-variants';
import { useShopDay } from '@/components/ui/use-shop-today';
import { hiddenOn } from '@/lib/early/day-marks';
import { hydrate, serverHtml } from '@/__tests__/fixtures/server-html';
import { builtOn } from '@/__tests__/fixtures/schedules';

// Built on 20/11 (UTC+1 from then on); what is dated changes on 28/11 and 25/12; the visitor comes on 1/12.
const calendar = builtOn('2026-11-20', '2029-11-20');
const notice = (day: string) =>
  day < '2026-11-28' ? 'Gewoon' : day < '2026-12-25' ? 'Kerstmis' : 'Nieuwjaar';
// the server's variants, as a page gets them in its props
const variants = dayVariants(calendar.day, ['2026-11-28', '2026-12-01', '2026-12-25'], notice);
const texts = dayVariants(calendar.day, ['2026-11-28'], (day) => `${notice(day)}!`);

function Dated({ now }: { now: () => Date }) {
  const today = useShopDay(calendar, now);
  const shown: DayVariant<string>[] = today
    ? [{ key: keyOn(variants, today), value: notice(today) }]
    : variants;
  return (
    <ul>
      {shown.map(({ key, value, marks }) => (
        <li key={key} {...marks}>
          {value}
        </li>
      ))}
      <li>{today ? `${notice(today)}!` : variantsText(texts)}</li>
    </ul>
  );
}

/** The texts a visitor sees of `container` with `hidden` elements hidden. */
const shown = (container: HTMLElement, hidden: string) =>
  [...container.querySelectorAll('li, li > span')]
    .filter((element) => !element.closest(hidden) && !element.querySelector('span'))
    .map((element) => element.textContent);

it('the server’s variants: one per run of days (equal neighbours joined), marked with their days; the static HTML holds every variant: the visitor’s alone is shown, and without JavaScript the build day’s; it hydrates without a mismatch, then renders the visitor’s variant alone, unmarked, in the element that showed it', async () => {
  expect(variants).toEqual([
    { key: '2026-11-20', value: 'Gewoon', marks: { 'data-day-until': '2026-11-27' } },
    {
      key: '2026-11-28',
      value: 'Kerstmis',
      marks: { 'data-day-from': '2026-11-28', 'data-day-until': '2026-12-24', 'data-day-other': '' },
    },
    { key: '2026-12-25', value: 'Nieuwjaar', marks: { 'data-day-from': '2026-12-25', 'data-day-other': '' } },
  ]);
  expect(keyOn(variants, '2026-12-01')).toBe('2026-11-28');
  expect(variantsText([{ key: 'x', value: 'alleen' }])).toBe('alleen');
  const now = () => new Date('2026-12-01T09:00:00Z');
  const container = serverHtml(<Dated now={now} />);
  expect(shown(container, hiddenOn('2026-12-01'))).toEqual(['Kerstmis', 'Kerstmis!']);
  expect(shown(container, hiddenOn('2026-11-20'))).toEqual(['Gewoon', 'Gewoon!']);
  expect(shown(container, hiddenOn('2027-03-01'))).toEqual(['Nieuwjaar', 'Kerstmis!']);
  expect(shown(container, '[data-day-other]')).toEqual(['Gewoon', 'Gewoon!']);
  const visitors = container.querySelector('li[data-day-from="2026-11-28"]');
  await hydrate(container, <Dated now={now} />);
  expect(container.innerHTML).toBe('<ul><li>Kerstmis</li><li>Kerstmis!</li></ul>');
  expect(container.querySelector('li')).toBe(visitors);
  container.remove();
});
