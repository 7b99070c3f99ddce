// Taps that came before the page's JavaScript was running. The framework starts only after the
// first screen has been painted (scripts/hydrate-after-paint.mjs); until then a button that needs
// it would swallow a tap. Its inline loader remembers taps on controls marked
// `data-early-click="name"`; the control asks once, when it comes alive, whether it was tapped.

declare global {
  interface Window {
    /** Names of the marked controls tapped so far; null once a control has asked. */
    __earlyClicks?: string[] | null;
  }
}

/**
 * From the control's effect (in the browser only): calls `onClick` right after the call when control `name`
 * was tapped before the page was live. The first question ends the recording, so an old tap never reaches
 * a control shown again later. Returns a cleanup that cancels a call not yet made.
 */
export function onEarlyClick(name: string, onClick: () => void): () => void {
  // Consumed only when acted on: an effect run twice (React's strict mode) still gets the tap.
  let pending = window.__earlyClicks?.includes(name) === true;
  if (!pending) window.__earlyClicks = null;
  queueMicrotask(() => {
    if (!pending) return;
    window.__earlyClicks = null;
    onClick();
  });
  return () => void (pending = false);
}
