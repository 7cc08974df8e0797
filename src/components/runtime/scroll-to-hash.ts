/** How long to wait for a missing hash target to appear, in ms. */
const WAIT_FOR_TARGET_MS = 10_000;
/** Frames during which a scroll is re-applied if something (a late layout, the browser's own
 * restoration or fragment handling) moved the page away from it. */
const SETTLE_FRAMES = 90;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

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
 * Whether `target` sits at the top of the viewport (below the room the root keeps for a
 * sticky header), or as high as the page can scroll.
 */
function atTarget(target: Element): boolean {
  const top = target.getBoundingClientRect().top;
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
  return top >= -1 && (top <= margin + padding + 2 || atBottom);
}

/**
 * Applies a scroll, then checks it every frame for about a second and a half and applies it
 * again if the page moved; the reader's own scrolling or typing ends it at once.
 */
function settle(apply: () => void, holds: () => boolean): () => void {
  let frame = 0;
  let frames = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  };
  // Keeps watching for the whole window, not until the first quiet frames: late styles can
  // undo a scroll a few hundred milliseconds after it seemed to hold.
  const tick = () => {
    if (!holds()) apply();
    frames += 1;
    if (frames > SETTLE_FRAMES) stop();
    else frame = requestAnimationFrame(tick);
  };
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  apply();
  frame = requestAnimationFrame(tick);
  return stop;
}

/**
 * Scrolls to `y` (a position restored on Back or Forward) and holds it while the page settles;
 * the reader's own scrolling or typing ends it. Returns a function that stops it.
 */
export function scrollToY(y: number): () => void {
  return settle(
    () => window.scrollTo(0, y),
    () => Math.abs(window.scrollY - y) < 1,
  );
}

/**
 * Scrolls to the target of `hash`, waiting (up to 10 s, until the user scrolls) for it to
 * appear; to the top when there is no hash. Returns a function that stops it.
 */
export function scrollToHash(hash: string): () => void {
  if (!hash || hash === '#') {
    return settle(
      () => window.scrollTo(0, 0),
      () => window.scrollY === 0,
    );
  }
  const scrollTo = (target: Element) =>
    settle(
      () => target.scrollIntoView(),
      () => atTarget(target),
    );
  const found = hashTarget(hash);
  if (found) return scrollTo(found);
  let stopSettling = () => {};
  const observer = new MutationObserver(() => {
    const target = hashTarget(hash);
    if (!target) return;
    stopWaiting();
    stopSettling = scrollTo(target);
  });
  const timer = window.setTimeout(() => stopWaiting(), WAIT_FOR_TARGET_MS);
  // A reader who scrolls on their own has moved on; stop chasing the target.
  function stopWaiting() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_INPUT) window.removeEventListener(type, stopWaiting);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of USER_INPUT) window.addEventListener(type, stopWaiting, { passive: true });
  return () => {
    stopWaiting();
    stopSettling();
  };
}
