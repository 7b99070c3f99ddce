/**
 * A sticky column that follows the page while it fits the window and, when taller, scrolls with the
 * page until its end is in view and stays there (never a scroll box of its own): its `top` from its
 * height, told to `setTop` at once and as it changes, while it is sticky (a phone's single column
 * reads none). The early order script sets it before the first paint, React's page when it comes.
 * Returns the stop.
 */
export function followHeight(element: HTMLElement, setTop: (top: string) => void): () => void {
  let height = '';
  const observer = new ResizeObserver(() => {
    if (getComputedStyle(element).position !== 'sticky') return;
    const next = `${element.offsetHeight}px`;
    if (next === height) return;
    height = next;
    setTop(`min(calc(var(--header-h) + 1rem), calc(100vh - ${next} - 1rem))`);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
