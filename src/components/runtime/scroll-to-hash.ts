/** How long to wait for a missing hash target to appear, in ms. */
const WAIT_FOR_TARGET_MS = 10_000;

/** The element a location hash points at, by id (decoded) or by name. */
export function hashTarget(hash: string, root: Document = document): Element | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: look the raw text up instead.
  }
  return root.getElementById(id) ?? root.getElementsByName(id)[0] ?? null;
}

/**
 * Scrolls to the target of `hash`, waiting (up to 10 s, until the user scrolls) for it to
 * appear; to the top when there is no hash. Returns a function that stops waiting.
 */
export function scrollToHash(hash: string): () => void {
  if (!hash || hash === '#') {
    window.scrollTo(0, 0);
    return () => {};
  }
  const found = hashTarget(hash);
  if (found) {
    found.scrollIntoView();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const target = hashTarget(hash);
    if (!target) return;
    stop();
    target.scrollIntoView();
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_TARGET_MS);
  // A user who scrolls on their own has moved on; stop chasing the target.
  const onWheel = () => stop();
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('wheel', onWheel);
    window.removeEventListener('touchmove', onWheel);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('wheel', onWheel, { passive: true });
  window.addEventListener('touchmove', onWheel, { passive: true });
  return stop;
}
