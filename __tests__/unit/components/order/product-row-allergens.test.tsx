import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductRow } from '@/components/order/product-row';
import { installDialogPolyfill, product, renderWithStore } from './helpers';

beforeAll(installDialogPolyfill);

// Issue 31.4: each row says, in one short line a screen reader reads as shown, which allergens the
// owner recorded, or how to ask; the info popup says it in full.
const renderRow = (item: ReturnType<typeof product>) =>
  renderWithStore(
    <ul>
      <ProductRow product={item} />
    </ul>,
  );

describe('ProductRow allergens', () => {
  it('names the recorded allergens on the row', () => {
    renderRow(product('Cordon bleu'));
    expect(
      within(screen.getByRole('listitem')).getByText('Allergenen: gluten, eieren, melk (lactose)'),
    ).toBeVisible();
  });

  it('says so for a product recorded without allergens', () => {
    renderRow(product('Biefstuk'));
    expect(screen.getByText('Geen allergenen')).toBeVisible();
  });

  it('tells how to ask when nothing is recorded, in the info popup by phone or in the shop', async () => {
    const user = userEvent.setup();
    renderRow(product('Gehaktbroodje'));
    expect(screen.getByText('Allergenen: vraag ons')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Info over Gehaktbroodje' }));
    expect(
      within(screen.getByRole('dialog')).getByText(
        'Vraag naar de allergenen: bel 050 36 12 34 of vraag het in de winkel.',
      ),
    ).toBeVisible();
  });
});
