import {
  DRAFT_SAVE_DELAY_MS,
  createDraftSaver,
  readDraft,
  tabId,
  writeDraft,
} from '@/components/order/order-draft';
import { DRAFT_KEY_PREFIX, type OrderDraft } from '@/lib/order/draft';

const NOW = 1_790_000_000_000;
const draft = (naam: string, extra: Partial<OrderDraft> = {}): OrderDraft => ({
  version: 2,
  quantities: { 1: { isPerPiece: false, gewicht: '0,5', aantalStuks: 0 } },
  contact: { naam, email: '', telefoon: '', bericht: '' },
  savedAt: NOW,
  ...extra,
});
const DRAFT_STORAGE_KEY = `${DRAFT_KEY_PREFIX}${tabId()}`;
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
    await expect(readDraft(NOW)).resolves.toEqual(draft('Jan'));
  });

  it("never takes another open tab's draft; takes over (moves) the draft of a tab that went away", async () => {
    jest.useRealTimers();
    window.localStorage.setItem(`${DRAFT_KEY_PREFIX}open`, JSON.stringify(draft('Open tab')));
    await expect(readDraft(NOW)).resolves.toBeNull();
    window.localStorage.setItem(`${DRAFT_KEY_PREFIX}gone`, JSON.stringify(draft('Weg', { left: true })));
    await expect(readDraft(NOW)).resolves.toEqual(draft('Weg'));
    expect(window.localStorage.getItem(`${DRAFT_KEY_PREFIX}gone`)).toBeNull();
    expect(storedName()).toBe('Weg');
    expect(window.localStorage.getItem(`${DRAFT_KEY_PREFIX}open`)).not.toBeNull();
  });

  it('marks its draft as left when the page goes away', () => {
    const stop = createDraftSaver().listen();
    writeDraft(draft('Jan'));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(stored() ?? '{}')).toMatchObject({ left: true });
    stop();
  });

  it('works without storage (site data blocked)', async () => {
    jest.useRealTimers();
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeDraft(draft('Jan'))).not.toThrow();
    await expect(readDraft()).resolves.toBeNull();
    spy.mockRestore();
  });
});
