import { render } from '@testing-library/react';
import { useShopDay } from '@/components/ui/use-shop-today';
import { hydrate, serverHtml } from '@/__tests__/fixtures/server-html';
import { builtOn } from '@/__tests__/fixtures/schedules';

// Rendered on 20/11 (UTC+1 from then on, for three years); the visitor comes on 1/12.
const calendar = builtOn('2026-11-20', '2029-11-20');
const now = () => new Date('2026-12-01T09:00:00Z');

const rendered: (string | null)[] = [];
function Today() {
  const day = useShopDay(calendar, now);
  rendered.push(day);
  return <p>{day ?? 'bij het laden'}</p>;
}

// The first date format a page makes costs ~80 ms on a slow phone: the day comes from the offsets.
it("hydrates with no day (the server's HTML holds each day's variant) and shows the visitor's, without formatting a date; mounted later, the visitor's at once", async () => {
  const container = serverHtml(<Today />);
  expect(container).toHaveTextContent('bij het laden');
  const formats = jest.spyOn(Intl, 'DateTimeFormat');
  await hydrate(container, <Today />);
  expect(container).toHaveTextContent('2026-12-01');
  expect(formats).not.toHaveBeenCalled();
  formats.mockRestore();

  rendered.length = 0;
  render(<Today />);
  expect(rendered).toEqual(['2026-12-01']);
});
