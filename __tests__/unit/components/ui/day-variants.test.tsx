import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { dayText, dayVariants } from '@/components/ui/day-variants';
import { useShopDay } from '@/components/ui/use-shop-today';
import { hiddenOn } from '@/lib/early/day-marks';
import type { ShopCalendar } from '@/lib/shop/day';

// Built on 20/11 (UTC+1 from then on); what is dated changes on 28/11 and 25/12; the visitor comes on 1/12.
const calendar: ShopCalendar = {
  day: '2026-11-20',
  offsets: [[Date.parse('2026-11-20T08:00:00Z'), 3_600_000]],
  until: Date.parse('2029-11-20T08:00:00Z'),
};
const changes = ['2026-11-28', '2026-12-25'];
const notice = (day: string) =>
  day < '2026-11-28' ? 'Gewoon' : day < '2026-12-25' ? 'Kerstmis' : 'Nieuwjaar';

function Dated({ now }: { now: () => Date }) {
  const today = useShopDay(calendar, now);
  return (
    <ul>
      {dayVariants(today, calendar.day, changes, notice).map(({ key, value, marks }) => (
        <li key={key} {...marks}>
          {value}
        </li>
      ))}
      <li>{dayText(today, calendar.day, changes, (day) => `${notice(day)}!`)}</li>
    </ul>
  );
}

/** The texts a visitor on `today` sees of `container`, the shop-day script's rule applied. */
const shown = (container: HTMLElement, today: string) =>
  [...container.querySelectorAll('li, li > span')]
    .filter((element) => !element.closest(hiddenOn(today)) && !element.querySelector('span'))
    .map((element) => element.textContent);

it('the static HTML holds every run’s variant, marked with its days: the visitor’s alone is shown, and without JavaScript the build day’s', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Dated now={() => new Date('2026-12-01T09:00:00Z')} />);
  expect(shown(container, '2026-12-01')).toEqual(['Kerstmis', 'Kerstmis!']);
  expect(shown(container, '2026-11-20')).toEqual(['Gewoon', 'Gewoon!']);
  expect(shown(container, '2027-03-01')).toEqual(['Nieuwjaar', 'Nieuwjaar!']);
  const noScript = [...container.querySelectorAll('li, li > span')].filter(
    (element) => !element.closest('[data-day-other]') && !element.querySelector('span'),
  );
  expect(noScript.map((element) => element.textContent)).toEqual(['Gewoon', 'Gewoon!']);
});

it('hydrates that HTML without a mismatch, then renders the visitor’s variant alone, unmarked, in the element that showed it', async () => {
  const now = () => new Date('2026-12-01T09:00:00Z');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Dated now={now} />);
  document.body.append(container);
  const visitors = container.querySelector('li[data-day-from="2026-11-28"]');
  const errors = jest.spyOn(console, 'error');

  await act(async () => {
    hydrateRoot(container, <Dated now={now} />, { onRecoverableError: (error) => console.error(error) });
  });

  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(container.innerHTML).toBe('<ul><li>Kerstmis</li><li>Kerstmis!</li></ul>');
  expect(container.querySelector('li')).toBe(visitors);
  container.remove();
});
