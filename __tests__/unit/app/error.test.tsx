import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorScreen from '@/app/error';

it('says in Dutch that something went wrong, retries with reset and links home', async () => {
  const reset = jest.fn();
  render(<ErrorScreen error={new Error('kapot')} reset={reset} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeVisible();
  expect(screen.queryByText('kapot')).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  expect(reset).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/home');
});
