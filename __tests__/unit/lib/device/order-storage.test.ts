import {
  forgetAll,
  keptOrders,
  readConcept,
  readHistory,
  upgradeOldOrders,
  writeConcept,
  writeHistory,
  writeOrder,
} from '@/lib/device/order-storage';
import { CONTACT as contact, anOrder, kgLine, pieceLine } from '@/__tests__/fixtures/orders';
import { CONCEPT_KEY_PREFIX, HISTORY_KEY, ORDER_KEY_PREFIX, TAB_ID_KEY } from '@/lib/device/storage-keys';

const order = anOrder();
const NOW = Date.parse('2026-11-23T10:00:00Z');
const quantities = { '1': { isPerPiece: false, kg: 0.5, aantalStuks: 0 } };
const readOwnOrder = async (now: number) => (await keptOrders(now))[0]?.order ?? null;
const NOBODY = { naam: '', email: '', telefoon: '', bericht: '' };
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

// Web Locks as the browser answers a query: the tab ids whose tabs are alive (the one sign of life).
const liveTabIds: string[] = [];
const held = () => liveTabIds.map((id) => ({ name: `bestelling-v3:lock:tab:${id}` }));
Object.defineProperty(navigator, 'locks', {
  value: { query: () => Promise.resolve({ held: held(), pending: [] }) },
  configurable: true,
});

beforeEach(() => {
  localStorage.clear();
  liveTabIds.length = 0;
});

it('this device keeps the order as written, in this version’s format, also for a tab still open on the previous version (each weight also as its text, the time as its heartbeat); drops it a week after its pick-up day; what the previous version kept is written again in this version’s format as it is read', async () => {
  const lines = [kgLine(1, 0.5), kgLine(2, 0.125), kgLine(3, 2), pieceLine(4, 3)];
  writeOrder({ ...order, lines }, NOW);
  writeConcept({ quantities, contact, savedAt: NOW });
  writeHistory([{ reference: order.reference, dag: order.dag, quantities, contact }]);
  // the previous version's schemas require `gewicht` as Dutch text on every line and amount
  const kept = stored(`${ORDER_KEY_PREFIX}${order.reference}`);
  expect(kept).toMatchObject({ version: 4, writtenAt: NOW, heartbeat: NOW });
  const weights = kept.order.lines.map((each: { gewicht: string }) => each.gewicht);
  expect(weights).toEqual(['0,5', '0,125', '2', '0']);
  const conceptKey = Object.keys(localStorage).find((key) => key.startsWith(CONCEPT_KEY_PREFIX))!;
  expect(stored(conceptKey).quantities['1'].gewicht).toBe('0,5');
  expect(stored(HISTORY_KEY)).toMatchObject({ version: 4, orders: [{ reference: 'DL-AAAAA' }] });
  // and this version reads the number: the order as written
  expect(await readOwnOrder(NOW)).toEqual({ ...order, lines });
  expect(await readOwnOrder(Date.parse('2026-12-06T10:00:00Z'))).toBeNull();
  expect(stored(`${ORDER_KEY_PREFIX}${order.reference}`)).toBeNull();
  const { kg: _kg, ...line } = kgLine(1, 0.5);
  const old = { order: { ...order, lines: [{ ...line, gewicht: '0,50' }] }, owner: 'tab', heartbeat: NOW };
  localStorage.setItem(`${ORDER_KEY_PREFIX}DL-AAAAA`, JSON.stringify(old));
  const history = [{ reference: 'DL-AAAAA', dag: order.dag, quantities, contact }];
  localStorage.setItem(HISTORY_KEY, JSON.stringify(history));
  expect(await readOwnOrder(NOW)).toEqual({ ...order, lines: [{ ...line, kg: 0.5 }] });
  expect(await readHistory()).toHaveLength(1);
  expect(stored(`${ORDER_KEY_PREFIX}DL-AAAAA`)).toMatchObject({ version: 4, writtenAt: NOW });
  expect(stored(HISTORY_KEY)).toMatchObject({ version: 4, orders: [{ reference: 'DL-AAAAA' }] });
});

// Issue 51.5: what the previous version kept (0,05 kg lines too) is read as that order, never dropped.
const v2 = (tab: string, draft: object) =>
  localStorage.setItem(
    `bestelling-concept-v2:${tab}`,
    JSON.stringify({ version: 2, savedAt: NOW, ...draft }),
  );
const oldMail = (status: string, roundAttempts = 1) => ({
  status,
  mayHaveArrived: !['not-sent', 'failed-known'].includes(status),
  roundAttempts,
  retry: false,
});
const oldOrder = (shop: string, lines: object[] = []) => ({
  ...order,
  lines,
  contact: { ...contact, website: '' },
  mails: { shop: oldMail(shop), customer: oldMail('not-sent', 0) },
});
const OUTCOMES = {
  'not-sent': 'not-sent',
  'in-flight': 'in-flight',
  accepted: 'accepted',
  'failed-known': 'refused',
  'outcome-unknown': 'unknown',
};

it.each(Object.entries(OUTCOMES))(
  'a v2 order whose shop mail was %s comes back as that order (%s)',
  async (old, now) => {
    v2('oud', { quantities: {}, contact, order: oldOrder(old) });
    await upgradeOldOrders();
    expect(localStorage.getItem('bestelling-concept-v2:oud')).toBeNull();
    expect(await readOwnOrder(NOW)).toMatchObject({
      reference: 'DL-AAAAA',
      mails: { shop: { status: now, attempts: 0 } },
    });
  },
);

it('migrates an unfinished order with a line today’s rules refuse (0,05 kg) as that order, and a composition', async () => {
  const { kg: _kg, ...line } = kgLine(1, 0.05);
  v2('oud', { quantities: {}, contact, order: oldOrder('outcome-unknown', [{ ...line, gewicht: '0,05' }]) });
  v2('ander', {
    quantities: { '2': { isPerPiece: false, aantalStuks: 0, gewicht: '1,5' } },
    contact: { ...contact, website: '' },
    savedAt: NOW,
  });
  await Promise.all([upgradeOldOrders(), upgradeOldOrders()]);
  expect(await readOwnOrder(NOW)).toMatchObject({
    reference: 'DL-AAAAA',
    lines: [{ ...line, kg: 0.05 }],
    mails: { shop: { status: 'unknown', mayHaveArrived: true } },
  });
  // another tab's composition: its amounts are taken over, never its name, e-mail, phone or message
  expect(await readConcept(NOW)).toMatchObject({
    quantities: { '2': { isPerPiece: false, kg: 1.5, aantalStuks: 0 } },
    contact: NOBODY,
  });
  expect(Object.keys(localStorage).filter((key) => key.startsWith('bestelling-concept-v'))).toEqual([]);
});

it('forgets every key with personal data, except an order the customer chose to finish first; takes over the composition of a closed tab with its amounts only: never another person’s name, e-mail, phone or message; never a live tab’s', async () => {
  writeOrder(order, NOW);
  writeConcept({ quantities: {}, contact, savedAt: NOW });
  localStorage.setItem('bestelling-geschiedenis-v1', '[]');
  forgetAll([order.reference]);
  expect(Object.keys(localStorage).sort()).toEqual([`${ORDER_KEY_PREFIX}DL-AAAAA`, 'bestelling-v3:vergeten']);
  forgetAll([]);
  expect(Object.keys(localStorage)).toEqual(['bestelling-v3:vergeten']);
  writeConcept({ quantities, contact, savedAt: NOW });
  const first = sessionStorage.getItem(TAB_ID_KEY)!;
  // another tab: its own id; the first one still holds its tab lock
  sessionStorage.clear();
  liveTabIds.push(first);
  expect(await readConcept(NOW)).toBeNull();
  // its tab went away: its lock is free
  liveTabIds.length = 0;
  expect(await readConcept(NOW)).toEqual({ quantities, contact: NOBODY, savedAt: NOW });
});

// A tester's find: storage full, the kept copy said 'not sent' and the next tab sent it again unmarked.
it('a write the device refuses leaves no older copy of the order: it is tried again in that copy’s room, else none stays', () => {
  const key = `${ORDER_KEY_PREFIX}DL-AAAAA`;
  writeOrder(order, NOW);
  const away = {
    ...order,
    mails: { ...order.mails, shop: { ...order.mails.shop, status: 'in-flight' as const } },
  };
  const setItem = Storage.prototype.setItem;
  const full = (always: boolean) =>
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, name, value) {
      if (always || this.getItem(key) !== null) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, name, value);
    });
  full(false);
  expect(writeOrder(away, NOW)).toBe(true);
  expect(stored(key).order.mails.shop.status).toBe('in-flight');
  full(true);
  expect(writeOrder(order, NOW)).toBe(false);
  expect(localStorage.getItem(key)).toBeNull();
  jest.restoreAllMocks();
});
