import { render, screen } from '@testing-library/react';
import { OrderResult } from '@/components/order/order-result';
import type { OrderActions } from '@/components/order/use-order-flow';
import { initialModel } from '@/lib/order/order-state';
import { anOrder } from '../../../fixtures/orders';

// The copy refused for the e-mail service's monthly quota: the panel names it, as it does for an order.
it('names the quota when the copy was refused for it', () => {
  const record = {
    ...anOrder('DL-AAAAA', '2099-01-02', '10:00'),
    mails: {
      shop: { status: 'accepted', mayHaveArrived: true, attempts: 1, retry: false },
      customer: { status: 'refused', mayHaveArrived: false, attempts: 1, retry: false, reason: 'quota' },
    },
  } as const;
  const state = { ...initialModel, order: { record, running: false, offline: false } };
  render(<OrderResult state={state} actions={{} as OrderActions} />);
  expect(screen.getByRole('alert', { name: 'De slagerij heeft uw bestelling' })).toHaveTextContent(
    'kon niet verstuurd worden: de e-maildienst van de slagerij heeft haar limiet bereikt.',
  );
});
