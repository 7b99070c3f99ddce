import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useShopToday } from '@/components/ui/use-shop-today';

function Today({ renderedDay, now }: { renderedDay: string; now: () => Date }) {
  return <p>{useShopToday(renderedDay, now)}</p>;
}

// The first date format a page makes costs ~80 ms on a slow phone: it must not fall in the hydration.
it("hydrates on the server's day without formatting a date, and shows the visitor's day once idle", async () => {
  jest.useFakeTimers();
  const formats = jest.spyOn(Intl, 'DateTimeFormat');
  const now = () => new Date('2026-12-01T09:00:00Z');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Today renderedDay="2026-11-20" now={now} />);
  document.body.append(container);
  formats.mockClear();

  await act(async () => {
    hydrateRoot(container, <Today renderedDay="2026-11-20" now={now} />);
  });
  expect(container).toHaveTextContent('2026-11-20');
  expect(formats).not.toHaveBeenCalled();

  await act(async () => {
    jest.runAllTimers();
  });
  expect(container).toHaveTextContent('2026-12-01');
  formats.mockRestore();
  jest.useRealTimers();
});
