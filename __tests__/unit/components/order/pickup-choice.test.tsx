import { render, screen } from '@testing-library/react';
import { catalogue, setCatalogue } from '@/lib/order/catalogue';
import { PickupChoice } from '@/components/order/pickup-choice';
import { initialModel } from '@/lib/order/order-state';
import { kgLine, openedEvent, reduce } from '@/__tests__/fixtures/orders';

// Issue 51.8: a kept order with a product whose season ended: the dialog names it and says the way on.
it('with no day left because of a product, names it and says how to go on', () => {
  const [first] = catalogue();
  setCatalogue({
    categories: [
      { naam: 'Feestmenu', season: { until: '2026-01-01' }, products: [{ ...first!, category: undefined }] },
    ],
  } as never);
  // the dialog as the model opens it with no day on offer
  const { dialog } = reduce(initialModel, openedEvent([kgLine(first!.id, 1, first!.naam)], []));
  render(<PickupChoice dialog={dialog!} disabled={false} onPick={() => undefined} />);
  expect(screen.getByRole('list', { name: 'Niet mogelijk met uw producten' })).toHaveTextContent(first!.naam);
  expect(screen.getByText(/Met deze producten is er geen afhaaldag meer/)).toBeInTheDocument();
});
