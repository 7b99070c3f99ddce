import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderShop } from '@/components/order/order-shop';
import { fixtureCatalogue } from '../../../fixtures/catalogue';
import { createOrderRuntime, type OrderRuntime } from '@/lib/device/order-runtime';
import { LAST_SENT_KEY, ORDER_KEY_PREFIX } from '@/lib/device/storage-keys';
import { parseKeptOrder } from '@/lib/order/stored';
import { toStored } from '@/lib/order/stored-format';
import { anOrder } from '../../../fixtures/orders';
import { buildCalendar } from '@/lib/shop/zone-calendar';
import { EmailJSResponseStatus } from '@emailjs/browser';
import { installDialogPolyfill, texts } from './helpers';

// E-mail traffic faked at the boundary: the transport module.
const transport = jest.fn<Promise<void>, [string, Record<string, unknown>]>();
jest.mock('@/lib/order/emailjs', () => ({ loadEmailJsTransport: async () => transport }));
jest.mock('@/lib/env', () => ({
  builtAt: 0,
  buildMoment: new Date(),
  emailJsConfig: { templateShop: 'template_winkel', templateCustomer: 'template_klant' },
}));

// The page's clock fixed on Monday 23/11 10:00 in Brussels: the days on offer never depend on the run.
jest.mock('@/lib/clock/page-clock', () => {
  const monday = () => new Date('2026-11-23T09:00:00Z');
  return { askHostClock: async () => undefined, pageNow: monday, orderTime: async () => monday() };
});

const keptOrders = () =>
  Object.keys(localStorage).flatMap((key) =>
    key.startsWith(ORDER_KEY_PREFIX) ? [parseKeptOrder(localStorage.getItem(key))?.order] : [],
  );

jest.setTimeout(30_000); // a whole order page in jsdom: role queries over ~30 rows take their time

beforeAll(installDialogPolyfill);
let runtime: OrderRuntime;
beforeEach(() => {
  transport.mockReset().mockResolvedValue(undefined);
  localStorage.clear();
  runtime = createOrderRuntime();
});
afterEach(() => runtime.stop());

function renderShop() {
  render(<OrderShop catalogue={fixtureCatalogue} calendar={buildCalendar()} runtime={runtime} />);
  return { user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillContact(user: User, phone = '0470 12 34 56') {
  await user.type(screen.getByLabelText('Naam'), 'Jan Peeters');
  await user.type(screen.getByLabelText('E-mail'), 'jan@example.be');
  await user.type(screen.getByLabelText('Telefoonnummer'), phone);
}

const submit = () => screen.getByRole('button', { name: 'Bestelling Plaatsen' });

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Meer Biefstuk' }));
  await fillContact(user);
  await user.click(submit());
  return screen.findByRole('dialog', { name: 'Bestelling Bevestigen' });
}

it('links to the privacy statement; keeps a pasted message that is too long whole and says so; shows Dutch errors next to the fields and focuses the first invalid one; then refuses a refused amount (naming the product) or no products, focusing the summary; pretends success and sends nothing when the honeypot is filled', async () => {
  const { user } = renderShop();
  expect(screen.getByRole('link', { name: 'privacy' })).toHaveAttribute('href', '/privacy');
  const bericht = screen.getByLabelText('Bericht (optioneel)');
  await user.type(bericht, 'Graag dun gesneden');
  expect(bericht).toHaveAccessibleDescription('Nog 982 van 1000 tekens');
  expect(screen.queryByText(/Uw bericht is te lang/)).not.toBeInTheDocument();

  const long = `${'Een lang verhaal over de barbecue. '.repeat(30)}Einde.`;
  await user.clear(bericht);
  await user.click(bericht);
  await user.paste(long);
  expect(bericht).toHaveValue(long);
  expect(bericht).toHaveAccessibleDescription(
    `${long.length - 1000} tekens te veel (${long.length}/1000): er is niets weggelaten, maak het wat korter`,
  );
  expect(screen.getByText('Uw bericht is te lang.')).toHaveAttribute('role', 'status');
  await user.clear(bericht);

  await user.click(submit());
  const naam = screen.getByLabelText('Naam');
  await waitFor(() => expect(naam).toHaveFocus());
  expect(naam).toHaveAttribute('aria-invalid', 'true');
  expect(naam).toHaveAccessibleDescription('Vul uw naam in');
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Vul uw e-mailadres in');
  expect(texts(document.body, 'alert')).toEqual(
    expect.arrayContaining(['Vul uw naam in', 'Vul uw e-mailadres in', 'Kies minstens één product']),
  );

  await user.type(screen.getByLabelText('Telefoonnummer'), '0470 12 34');
  await user.click(submit());
  await screen.findByText(/^Vul een geldig telefoonnummer in/);
  expect(screen.getByLabelText('Telefoonnummer')).toHaveAccessibleDescription(
    'Vul een geldig telefoonnummer in, bv. 0470 12 34 56 of 050 36 12 34, of uit het buitenland met + (+31 6 12345678) Bv. 0470 12 34 56 of 050 36 12 34; uit het buitenland met + (+31 6 12345678)',
  );

  const amount = screen.getByRole('textbox', { name: 'Biefstuk in kg' });
  await user.type(amount, '{selectall}1,5,5');
  await fillContact(user, ' 56'); // (the phone completed)
  await user.click(submit());
  expect(await screen.findByText('Verbeter eerst de hoeveelheid bij Biefstuk.')).toBeInTheDocument();
  await user.clear(amount);
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent('Kies minstens één product');
  expect(screen.getByRole('region', { name: 'Uw bestelling' })).toHaveFocus();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // the honeypot filled: success pretended, nothing sent (out of reach of people: order-lifecycle.spec.ts)
  await user.click(screen.getByRole('button', { name: 'Meer Biefstuk' }));
  await user.type(document.querySelector('input[name="website"]')!, 'https://spam.example');
  await user.click(submit());
  expect(await screen.findByRole('region', { name: 'Bestelling succesvol verzonden' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(transport).not.toHaveBeenCalled();
});

it('opens the confirmation with the contact details and lines, requires a day, cancels with Annuleer keeping everything (the day too); then shows the sending state, sends each mail once on a double click; when the copy failed, shows the order the shop has with its own actions, and sends only the rest', async () => {
  let release: () => void = () => undefined;
  const keptAsMailsLeft: number[] = [];
  transport.mockImplementation(async (template) => {
    keptAsMailsLeft.push(keptOrders().length);
    if (template === 'template_winkel') return new Promise<void>((resolve) => (release = resolve));
    throw new EmailJSResponseStatus(400, 'The template ID is invalid');
  });
  const { user } = renderShop();
  await user.type(screen.getByLabelText('Bericht (optioneel)'), 'Graag vacuüm');
  let dialog = await openDialog(user);
  expect(dialog).toHaveTextContent(/jan@example\.be.*Jan Peeters.*0470 12 34 56.*Graag vacuüm/);
  expect(within(dialog).getByRole('listitem')).toHaveTextContent('Biefstuk0,25 kg');

  // the days and hours on offer: pickup.test.ts; here, no day is chosen for the customer
  const day = within(dialog).getByRole('combobox', { name: 'Kies een dag' });
  expect(day).toHaveValue('');
  await user.click(within(dialog).getByRole('button', { name: 'Bevestig Bestelling' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Kies een afhaaldag');
  expect(day).toHaveFocus();

  const first = within(day).getAllByRole('option')[1]!;
  await user.selectOptions(day, first);
  const dag = first.getAttribute('value');
  await user.click(within(dialog).getByRole('button', { name: 'Annuleer' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(submit()).toHaveFocus();
  expect(screen.getByLabelText('Naam')).toHaveValue('Jan Peeters');
  expect(screen.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0,25');

  await user.click(submit());
  dialog = await screen.findByRole('dialog', { name: 'Bestelling Bevestigen' });
  expect(within(dialog).getByRole('combobox', { name: 'Kies een dag' })).toHaveValue(dag);
  expect(transport).not.toHaveBeenCalled();

  await user.dblClick(within(dialog).getByRole('button', { name: 'Bevestig Bestelling' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent('Bezig met verzenden...');
  expect(within(dialog).getByRole('button', { name: 'Bevestig Bestelling' })).toBeDisabled();
  await act(async () => release());

  const panel = await screen.findByRole('alert', { name: 'De slagerij heeft uw bestelling' });
  expect(transport.mock.calls.map(([template]) => template)).toEqual(['template_winkel', 'template_klant']);
  expect(panel).toHaveTextContent('De slagerij heeft uw bestelling ontvangen');
  // a copy for the customer himself, never a second mail to the shop
  expect(within(panel).queryByRole('link', { name: 'Mail de bestelling zelf' })).toBeNull();
  expect(within(panel).getByRole('link', { name: 'Mail mezelf een kopie' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^mailto:jan@example\.be\?subject=Kopie%20van%20uw%20bestelling%20DL-/),
  );
  // kept on the device before each mail left, until settled; then nothing personal stays behind
  expect(keptAsMailsLeft).toEqual([1, 1]);
  expect(screen.getByLabelText('Naam')).toHaveValue('');
  expect(keptOrders()).toMatchObject([{ dag, mails: { customer: { status: 'refused' } } }]);

  const reference = transport.mock.calls[0]?.[1].referentie as string;
  transport.mockReset().mockResolvedValue(undefined);
  await user.click(within(panel).getByRole('button', { name: 'Verstuur de rest' }));
  await screen.findByRole('region', { name: 'Bestelling succesvol verzonden' });
  expect(transport.mock.calls).toEqual([
    ['template_klant', expect.objectContaining({ referentie: reference, herzending: '' })],
  ]);
  // nothing personal stays: only when this device last sent an order (issue 54)
  expect(Object.keys(localStorage)).toEqual([LAST_SENT_KEY]);
});

// Issue 54: the rule is the model's (model-second-order.test.ts); here the customer's answer.
it("asks 'Nog een bestelling?' before a second order within a minute: no sends nothing, yes sends it", async () => {
  localStorage.setItem(LAST_SENT_KEY, '2026-11-23T08:59:30.000Z'); // 30 s before the page clock
  const { user } = renderShop();
  const dialog = await openDialog(user);
  const day = within(dialog).getByRole('combobox', { name: 'Kies een dag' });
  await user.selectOptions(day, within(day).getAllByRole('option')[1]!);
  await user.click(within(dialog).getByRole('button', { name: 'Bevestig Bestelling' }));
  const question = within(dialog).getByRole('region', { name: 'Nog een bestelling?' });
  expect(within(dialog).queryByText(/reCAPTCHA/)).toBeNull();
  expect(within(question).getByRole('alert')).toHaveTextContent('minder dan een minuut geleden');
  expect(within(dialog).queryByRole('button', { name: 'Bevestig Bestelling' })).toBeNull();
  const no = within(question).getByRole('button', { name: 'Nee, niet versturen' });
  expect(no).toHaveFocus();
  await user.click(no);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(transport).not.toHaveBeenCalled();

  await user.click(submit());
  const again = await screen.findByRole('dialog', { name: 'Bestelling Bevestigen' });
  await user.click(within(again).getByRole('button', { name: 'Bevestig Bestelling' }));
  await user.click(within(again).getByRole('button', { name: 'Ja, verstuur ook deze' }));
  await screen.findByRole('region', { name: 'Bestelling succesvol verzonden' });
  expect(transport.mock.calls.map(([template]) => template)).toEqual(['template_winkel', 'template_klant']);
  expect(localStorage.getItem(LAST_SENT_KEY)).toBe('2026-11-23T09:00:00.000Z');
  // without a reCAPTCHA key the dialog never loaded Google's script (no token: emailjs.test.ts's bodies)
  expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
});

// Another tab placed its order while this dialog was open: Bevestig reads the device again and asks.
it('asks at Bevestig about an order another tab placed while the dialog was open, and sends nothing', async () => {
  const { user } = renderShop();
  const dialog = await openDialog(user);
  const day = within(dialog).getByRole('combobox', { name: 'Kies een dag' });
  await user.selectOptions(day, within(day).getAllByRole('option')[1]!);
  const other = anOrder('DL-EEEEE', '2099-01-02', '10:00');
  const sending = { ...other, mails: { ...other.mails, shop: { ...other.mails.shop, status: 'in-flight' } } };
  const kept = { order: sending, owner: 'ander-tabblad', writtenAt: Date.now() };
  localStorage.setItem(`${ORDER_KEY_PREFIX}DL-EEEEE`, toStored(kept));
  await user.click(within(dialog).getByRole('button', { name: 'Bevestig Bestelling' }));
  expect(await within(dialog).findByText(/Intussen werd in een ander venster/)).toHaveTextContent('DL-EEEEE');
  expect(
    within(dialog).getByRole('group', { name: /DL-EEEEE .* Is dit dezelfde bestelling\?/ }),
  ).toBeInTheDocument();
  expect(transport).not.toHaveBeenCalled();
});
