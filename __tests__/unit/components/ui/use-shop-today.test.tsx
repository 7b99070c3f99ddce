import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useShopToday } from '@/components/ui/use-shop-today';
import type { ShopCalendar } from '@/lib/shop/day';

// Rendered on 20/11 (UTC+1 from then on, for three years); the visitor comes on 1/12.
const calendar: ShopCalendar = {
  day: '2026-11-20',
  offsets: [[Date.parse('2026-11-20T08:00:00Z'), 3_600_000]],
  until: Date.parse('2029-11-20T08:00:00Z'),
};
const now = () => new Date('2026-12-01T09:00:00Z');

const rendered: string[] = [];
function Today() {
  const day = useShopToday(calendar, now);
  rendered.push(day);
  return <p>{day}</p>;
}

// The first date format a page makes costs ~80 ms on a slow phone: the day comes from the offsets.
// A day shown by a client-side navigation has no server HTML to match: the visitor's from its first render.
it("hydrates on the server's day and shows the visitor's, without formatting a date; mounted later, the visitor's at once", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Today />);
  document.body.append(container);
  expect(container).toHaveTextContent('2026-11-20');
  const formats = jest.spyOn(Intl, 'DateTimeFormat');

  await act(async () => {
    hydrateRoot(container, <Today />);
  });

  expect(container).toHaveTextContent('2026-12-01');
  expect(formats).not.toHaveBeenCalled();
  formats.mockRestore();

  rendered.length = 0;
  render(<Today />);
  expect(rendered).toEqual(['2026-12-01']);
});
