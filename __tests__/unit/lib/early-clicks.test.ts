import { onEarlyClick } from '@/lib/early-clicks';

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const onClick = jest.fn();

beforeEach(() => {
  onClick.mockReset();
  window.__earlyClicks = ['kaart-laden'];
});

it('acts on a tap made before the page was live, right after the call, and only once; keeps the tap for an effect that is cleaned up and run again (strict mode)', async () => {
  onEarlyClick('kaart-laden', onClick);
  expect(onClick).not.toHaveBeenCalled();
  await settle();
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(window.__earlyClicks).toBeNull();
  onEarlyClick('kaart-laden', onClick);
  await settle();
  expect(onClick).toHaveBeenCalledTimes(1);
  onClick.mockReset();
  window.__earlyClicks = ['kaart-laden'];
  onEarlyClick('kaart-laden', onClick)();
  onEarlyClick('kaart-laden', onClick);
  await settle();
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('does nothing for another control, or without a loader, and stops the recording', async () => {
  window.__earlyClicks = ['iets-anders'];
  onEarlyClick('kaart-laden', onClick);
  expect(window.__earlyClicks).toBeNull();
  window.__earlyClicks = undefined;
  onEarlyClick('kaart-laden', onClick);
  await settle();
  expect(onClick).not.toHaveBeenCalled();
});
