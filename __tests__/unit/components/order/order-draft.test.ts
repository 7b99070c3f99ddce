import { DRAFT_SAVE_DELAY_MS, createDraftSaver, readDraft } from '@/components/order/order-draft';
import { DRAFT_STORAGE_KEY, type OrderDraft } from '@/lib/order/draft';

const draft = (naam: string): OrderDraft => ({
  version: 1,
  quantities: { 1: { isPerPiece: false, gewicht: '0,5', aantalStuks: 0 } },
  contact: { naam, email: '', telefoon: '', bericht: '' },
});
const stored = () => window.localStorage.getItem(DRAFT_STORAGE_KEY);
const storedName = () => (JSON.parse(stored() ?? 'null') as OrderDraft | null)?.contact.naam;

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('createDraftSaver', () => {
  it('writes once, the latest draft, after edits pause', () => {
    let name = 'J';
    const build = jest.fn(() => draft(name));
    const saver = createDraftSaver();
    for (const next of ['Ja', 'Jan', 'Jana']) {
      name = next;
      saver.schedule(build);
      jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    }
    expect(stored()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(build).toHaveBeenCalledTimes(1);
    expect(storedName()).toBe('Jana');
  });

  it('writes a waiting draft at once when the page is hidden or left, and nothing when none waits', () => {
    const build = jest.fn(() => draft('Jan'));
    const saver = createDraftSaver();
    const stop = saver.listen();
    window.dispatchEvent(new Event('pagehide'));
    expect(build).not.toHaveBeenCalled();

    saver.schedule(build);
    window.dispatchEvent(new Event('pagehide'));
    expect(storedName()).toBe('Jan');

    window.localStorage.clear();
    saver.schedule(build);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(storedName()).toBe('Jan');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });

    window.localStorage.clear();
    saver.schedule(build);
    stop(); // the form unmounts: nothing waiting is lost
    expect(storedName()).toBe('Jan');
    jest.runOnlyPendingTimers();
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('removes the draft for null, leaves storage alone for undefined, and drops a cancelled write', () => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft('Oud')));
    let next: OrderDraft | null | undefined;
    const build = () => next;
    const saver = createDraftSaver();
    saver.schedule(build);
    jest.runOnlyPendingTimers();
    expect(storedName()).toBe('Oud');

    next = draft('Nieuw');
    saver.schedule(build);
    saver.cancel();
    jest.runOnlyPendingTimers();
    expect(storedName()).toBe('Oud');

    next = null;
    saver.schedule(build);
    jest.runOnlyPendingTimers();
    expect(stored()).toBeNull();
  });
});

describe('readDraft', () => {
  it('gives null without a stored draft and the checked draft when there is one', async () => {
    jest.useRealTimers();
    await expect(readDraft()).resolves.toBeNull();
    window.localStorage.setItem(DRAFT_STORAGE_KEY, '{"version":2}');
    await expect(readDraft()).resolves.toBeNull();
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft('Jan')));
    await expect(readDraft()).resolves.toEqual(draft('Jan'));
  });
});
