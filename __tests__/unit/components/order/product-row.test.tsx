import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOrderStore } from '@/components/order/order-store';
import { ProductRow } from '@/components/order/product-row';
import type { Product } from '@/lib/order/catalogue';
import { installDialogPolyfill, pressEscapeOn, product, renderWithStore } from './helpers';

beforeAll(installDialogPolyfill);

function renderRow(item: string | Product, season?: { note: string }) {
  const row = <ProductRow product={typeof item === 'string' ? product(item) : item} season={season} />;
  return { user: userEvent.setup(), store: renderWithStore(<ul>{row}</ul>).store };
}

it('shows a product the owner switched off as ‘Tijdelijk niet beschikbaar’, without amount or buttons', () => {
  renderRow({ ...product('Biefstuk'), available: false });
  const row = screen.getByRole('listitem');
  expect(row).toHaveTextContent(/^Biefstuk.*Tijdelijk niet beschikbaar$/);
  expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(row).queryAllByRole('button')).toEqual([]);
});

it('starts at 0 kg with the minus button disabled, steps by 0,25 kg, also with the arrow keys, and switches to pieces (clearing the weight) and back to kg (clearing the pieces); takes a typed weight with a decimal comma; refuses what it cannot read, saying why, never rewriting it', async () => {
  const { user, store } = renderRow('Biefstuk');
  const amount = screen.getByRole('textbox', { name: 'Biefstuk in kg' });
  const minus = screen.getByRole('button', { name: 'Minder Biefstuk' });
  expect(amount).toHaveValue('0');
  expect(amount).toHaveAttribute('inputmode', 'decimal');
  expect(minus).toHaveAttribute('aria-disabled', 'true');

  // (the 0,25 grid and nothing below 0: quantity.test.ts)
  await user.click(screen.getByRole('button', { name: 'Meer Biefstuk' }));
  expect(amount).toHaveValue('0,25');
  expect(minus).not.toHaveAttribute('aria-disabled');
  await user.click(minus);
  expect(amount).toHaveValue('0');
  expect(minus).toHaveAttribute('aria-disabled', 'true');
  await user.click(amount);
  await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
  expect(amount).toHaveValue('0,25');

  const line = () => store.getRow(product('Biefstuk').id).line;
  await user.click(screen.getByRole('button', { name: 'Per stuk: Biefstuk' }));
  const pieces = screen.getByRole('textbox', { name: 'Biefstuk in stuks' });
  expect(line()).toMatchObject({ isPerPiece: true, kg: 0, aantalStuks: 0 });
  expect(pieces).toHaveValue('0');
  expect(pieces).toHaveAttribute('inputmode', 'numeric');

  await user.click(screen.getByRole('button', { name: 'Meer Biefstuk' }));
  expect(pieces).toHaveValue('1');
  // (what a pieces field refuses, and why: quantity.test.ts)
  await user.type(pieces, '{selectall}4');
  expect(line().aantalStuks).toBe(4);

  await user.click(screen.getByRole('button', { name: 'Per kg: Biefstuk' }));
  expect(line()).toMatchObject({ isPerPiece: false, kg: 0, aantalStuks: 0 });
  const weight = screen.getByRole('textbox', { name: 'Biefstuk in kg' });
  expect(weight).toHaveValue('0');
  // a typed weight (what is refused, and the messages: quantity.test.ts)
  await user.clear(weight);
  await user.type(weight, '1,5');
  expect(line().kg).toBe(1.5);
  await user.type(weight, ',5');
  // shown as typed, refused with a reason, and nothing of it ordered (not the 1,5 before)
  const refusal = 'Geef het gewicht in kg, met hoogstens één komma, bv. 1,5.';
  expect(screen.getByRole('alert')).toHaveTextContent(refusal);
  expect(weight).toHaveAttribute('aria-invalid', 'true');
  expect(weight).toHaveAccessibleDescription(refusal);
  expect(line().kg).toBe(0);
  await user.tab();
  expect(weight).toHaveValue('1,5,5');

  await user.clear(weight);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(weight).not.toHaveAttribute('aria-invalid');
  await user.tab();
  expect(weight).toHaveValue('0');
});

// Issue 31.4: the row says the recorded allergens in one short line (each case: allergens.test).
it.each([
  ['Cordon bleu', 'stuks', 'per stuk', 'Allergenen: gluten, eieren, melk (lactose)'],
  ['Stoofvlees', 'kg', 'per kg', 'Allergenen: vraag ons'],
])('states the unit and allergens of %s as plain text, without a toggle', (naam, unit, text, allergens) => {
  renderRow(naam);
  expect(screen.getByText(allergens)).toBeVisible();
  expect(screen.getByRole('textbox', { name: `${naam} in ${unit}` })).toBeInTheDocument();
  expect(screen.getByText(text)).toBeVisible();
  expect(screen.queryByRole('button', { name: /^Per (stuk|kg)/ })).not.toBeInTheDocument();
});

it('opens the info popup (with how to ask for the allergens) as a dialog with Sluiten, and returns focus; steps a fixed-weight product through its allowed weights and snaps a typed weight; a seasonal product says in its row and in its info when it can be picked up (issue 53)', async () => {
  const note = 'Alleen af te halen op donderdag 24/12 of donderdag 31/12';
  const { user } = renderRow('Gehaktbroodje', { note });
  expect(screen.getByRole('listitem')).toHaveTextContent(note);
  const info = screen.getByRole('button', { name: 'Info over Gehaktbroodje' });
  await user.click(info);
  const dialog = screen.getByRole('dialog', { name: 'Enkel 0,5 kg of 1 kg' });
  expect(dialog).toHaveTextContent('0,5 kg of 1 kg');
  expect(within(dialog).getByText(`${note}.`)).toBeVisible();
  // Issue 31.4: nothing recorded, so the popup says how to ask
  expect(
    within(dialog).getByText('Vraag naar de allergenen: bel 050 36 12 34 of vraag het in de winkel.'),
  ).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(info).toHaveFocus();

  await user.click(info);
  let escape: Event | undefined;
  act(() => void (escape = pressEscapeOn(screen.getByRole('dialog'))));
  expect(escape?.defaultPrevented).toBe(true);
  expect(await screen.findByRole('button', { name: 'Info over Gehaktbroodje' })).toHaveFocus();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  const amount = screen.getByRole('textbox', { name: 'Gehaktbroodje in kg' });
  const plus = screen.getByRole('button', { name: 'Meer Gehaktbroodje' });
  await user.click(plus);
  expect(amount).toHaveValue('0,5');
  await user.click(plus);
  expect(amount).toHaveValue('1');
  expect(plus).toHaveAttribute('aria-disabled', 'true');

  await user.type(amount, '{selectall}0,7');
  await user.tab();
  expect(amount).toHaveValue('0,5');
  expect(screen.getByRole('alert')).toHaveTextContent('Gehaktbroodje bestelt u per 0,5 kg of 1 kg');
});

it('leaves out restored products that are gone or no longer available, and names them', () => {
  const biefstuk = product('Biefstuk');
  const filet = product('Filet pur');
  const store = createOrderStore([biefstuk, { ...filet, available: false }]);
  const dropped = store.load({
    [biefstuk.id]: { isPerPiece: false, kg: 1.5, aantalStuks: 0 },
    [filet.id]: { isPerPiece: true, kg: 0, aantalStuks: 2 },
    9999: { isPerPiece: false, kg: 1, aantalStuks: 0 },
  });
  expect(dropped).toEqual([filet.naam, '']);
  expect(store.getChosen().map((line) => line.naam)).toEqual(['Biefstuk']);
  // and an unavailable product cannot be ordered at all
  store.step(filet.id, 1);
  expect(store.getChosen()).toHaveLength(1);
});
