import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOrderStore } from '@/components/order/order-store';
import { ProductRow } from '@/components/order/product-row';
import type { Product } from '@/lib/order/catalogue';
import { installDialogPolyfill, pressEscapeOn, product, renderWithStore } from './helpers';

beforeAll(installDialogPolyfill);

function renderRow(item: string | Product) {
  const user = userEvent.setup();
  const result = renderWithStore(
    <ul>
      <ProductRow product={typeof item === 'string' ? product(item) : item} />
    </ul>,
  );
  return { user, ...result };
}

describe('ProductRow', () => {
  it('shows a product the owner switched off as ‘Tijdelijk niet beschikbaar’, without amount or buttons', () => {
    renderRow({ ...product('Biefstuk'), available: false });
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Biefstuk')).toBeInTheDocument();
    expect(within(row).getByText('Tijdelijk niet beschikbaar')).toBeInTheDocument();
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Meer Biefstuk' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Per stuk/ })).not.toBeInTheDocument();
  });

  it('starts at 0 kg with the minus button disabled, and steps by 0,25 kg', async () => {
    const { user } = renderRow('Biefstuk');
    const amount = screen.getByRole('textbox', { name: 'Biefstuk in kg' });
    const minus = screen.getByRole('button', { name: 'Minder Biefstuk' });
    const plus = screen.getByRole('button', { name: 'Meer Biefstuk' });

    expect(amount).toHaveValue('0');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(minus).toHaveAttribute('aria-disabled', 'true');

    // (the 0,25 grid and nothing below 0: quantity.test.ts)
    await user.click(plus);
    expect(amount).toHaveValue('0,25');
    expect(minus).not.toHaveAttribute('aria-disabled');
    await user.click(minus);
    expect(amount).toHaveValue('0');
    expect(minus).toHaveAttribute('aria-disabled', 'true');
  });

  it('takes a typed weight with a decimal comma; refuses what it cannot read, saying why, never rewriting it', async () => {
    const { user, store } = renderRow('Biefstuk');
    const amount = screen.getByRole('textbox', { name: 'Biefstuk in kg' });
    const id = product('Biefstuk').id;

    await user.clear(amount);
    await user.type(amount, '1,5');
    expect(amount).toHaveValue('1,5');
    expect(store.getRow(id).line.kg).toBe(1.5);
    await user.type(amount, ',5');
    // shown as typed, refused with a reason, and nothing of it ordered
    expect(amount).toHaveValue('1,5,5');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Geef het gewicht in kg, met hoogstens één komma, bv. 1,5.',
    );
    expect(store.getRow(id).line.kg).toBe(0);
    await user.tab();
    expect(amount).toHaveValue('1,5,5');

    await user.clear(amount);
    await user.type(amount, '2,5 kg');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getRow(id).line.kg).toBe(2.5);
    await user.tab();
    expect(amount).toHaveValue('2,5');
  });

  it('rejects more than 50 kg with the exact message, orders nothing of it, and clears on empty', async () => {
    const { user, store } = renderRow('Biefstuk');
    const amount = screen.getByRole('textbox', { name: 'Biefstuk in kg' });

    await user.clear(amount);
    await user.type(amount, '5');
    await user.type(amount, '1');
    // what the field shows is what counts: not the '5' of the keystroke before
    expect(amount).toHaveValue('51');
    expect(store.getRow(product('Biefstuk').id).line.kg).toBe(0);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Gewicht boven 50 kg kan niet besteld worden, contacteer ons hiervoor.');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(
      'Gewicht boven 50 kg kan niet besteld worden, contacteer ons hiervoor.',
    );

    await user.clear(amount);
    expect(amount).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(store.getRow(product('Biefstuk').id).line.kg).toBe(0);

    await user.tab();
    expect(amount).toHaveValue('0');
  });

  it('switches to pieces (clearing the weight) and back to kg (clearing the pieces)', async () => {
    const { user, store } = renderRow('Biefstuk');
    const id = product('Biefstuk').id;
    await user.click(screen.getByRole('button', { name: 'Meer Biefstuk' }));
    expect(store.getRow(id).line.kg).toBe(0.25);

    await user.click(screen.getByRole('button', { name: 'Per stuk: Biefstuk' }));
    const pieces = screen.getByRole('textbox', { name: 'Biefstuk in stuks' });
    expect(pieces).toHaveValue('0');
    expect(pieces).toHaveAttribute('inputmode', 'numeric');
    expect(store.getRow(id).line).toMatchObject({ isPerPiece: true, kg: 0, aantalStuks: 0 });

    await user.click(screen.getByRole('button', { name: 'Meer Biefstuk' }));
    await user.click(screen.getByRole('button', { name: 'Meer Biefstuk' }));
    expect(pieces).toHaveValue('2');
    // (what a pieces field refuses, and why: quantity.test.ts)
    await user.clear(pieces);
    await user.type(pieces, '4');
    expect(store.getRow(id).line.aantalStuks).toBe(4);

    await user.click(screen.getByRole('button', { name: 'Per kg: Biefstuk' }));
    expect(screen.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0');
    expect(store.getRow(id).line).toMatchObject({ isPerPiece: false, kg: 0, aantalStuks: 0 });
  });

  it('states the unit as plain text, without a toggle, for piece-only and kg-only products', () => {
    renderRow('Cordon bleu');
    const pieceRow = screen.getByRole('listitem');
    expect(within(pieceRow).getByRole('textbox', { name: 'Cordon bleu in stuks' })).toBeInTheDocument();
    expect(within(pieceRow).getByText('per stuk')).toBeVisible();
    expect(within(pieceRow).queryByRole('button', { name: /^Per (stuk|kg)/ })).not.toBeInTheDocument();
    cleanup();

    renderRow('Stoofvlees');
    const kgRow = screen.getByRole('listitem');
    expect(within(kgRow).getByRole('textbox', { name: 'Stoofvlees in kg' })).toBeInTheDocument();
    expect(within(kgRow).getByText('per kg')).toBeVisible();
    expect(within(kgRow).queryByRole('button', { name: /^Per (stuk|kg)/ })).not.toBeInTheDocument();
  });

  it('opens the info popup as a dialog with Sluiten, and returns focus to the info button', async () => {
    const { user } = renderRow('Gehaktbroodje');
    const info = screen.getByRole('button', { name: 'Info over Gehaktbroodje' });
    await user.click(info);
    const dialog = screen.getByRole('dialog', { name: 'Enkel 0,5 kg of 1 kg' });
    expect(dialog).toHaveTextContent('0,5 kg of 1 kg');
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(info).toHaveFocus();

    await user.click(info);
    const dialog2 = screen.getByRole('dialog');
    let event: Event | undefined;
    act(() => {
      event = pressEscapeOn(dialog2);
    });
    expect(event?.defaultPrevented).toBe(true);
    expect(await screen.findByRole('button', { name: 'Info over Gehaktbroodje' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('steps a fixed-weight product through its allowed weights and snaps a typed weight', async () => {
    const { user } = renderRow('Gehaktbroodje');
    const amount = screen.getByRole('textbox', { name: 'Gehaktbroodje in kg' });
    const plus = screen.getByRole('button', { name: 'Meer Gehaktbroodje' });
    await user.click(plus);
    expect(amount).toHaveValue('0,5');
    await user.click(plus);
    expect(amount).toHaveValue('1');
    expect(plus).toHaveAttribute('aria-disabled', 'true');

    await user.clear(amount);
    await user.type(amount, '0,7');
    await user.tab();
    expect(amount).toHaveValue('0,5');
    expect(screen.getByRole('alert')).toHaveTextContent('Gehaktbroodje bestelt u per 0,5 kg of 1 kg');
  });

  it('steps with the arrow keys in the amount field', async () => {
    const { user } = renderRow('Biefstuk');
    const amount = screen.getByRole('textbox', { name: 'Biefstuk in kg' });
    await user.click(amount);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(amount).toHaveValue('0,25');
  });
});

// Issue 31.4: the row says the recorded allergens in one short line, or how to ask; the popup in full.
describe('ProductRow allergens', () => {
  it.each([
    ['the recorded allergens', 'Cordon bleu', 'Allergenen: gluten, eieren, melk (lactose)'],
    ['a product recorded without allergens', 'Biefstuk', 'Geen allergenen'],
  ])('names %s on the row', (_, naam, text) => {
    renderRow(naam);
    expect(within(screen.getByRole('listitem')).getByText(text)).toBeVisible();
  });

  it('tells how to ask when nothing is recorded, in the info popup by phone or in the shop', async () => {
    const { user } = renderRow('Gehaktbroodje');
    expect(screen.getByText('Allergenen: vraag ons')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Info over Gehaktbroodje' }));
    expect(
      within(screen.getByRole('dialog')).getByText(
        'Vraag naar de allergenen: bel 050 36 12 34 of vraag het in de winkel.',
      ),
    ).toBeVisible();
  });
});

describe('restoring a stored order', () => {
  it('leaves out products that are gone or no longer available, and names them', () => {
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
});
