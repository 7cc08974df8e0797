/**
 * The phone-only behaviour of the sidebar panel: swipe gestures and the focus trap while it is
 * open. Loaded only on narrow viewports.
 */
import { isHorizontal, openerOffset, swipeAction, type Point } from '@/components/sidebar/swipe';
import { setSidebarOpen } from './sidebar-store';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Whether `target` sits inside an element that scrolls sideways (a wide code block or table):
 * a horizontal drag there is that element's, never the drawer's.
 */
export function inHorizontalScroller(target: EventTarget | null): boolean {
  for (let node = target as Element | null; node && node !== document.body;) {
    if (node.scrollWidth > node.clientWidth) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
    node = node.parentElement;
  }
  return false;
}

/** Attaches swipe handling and the focus trap to `panel`; returns a function that detaches them. */
export function attachSidebarBehaviour(panel: HTMLElement): () => void {
  let start: Point | null = null;
  /** When the current touch began: a late move of an earlier touch is not part of it. */
  let startedAt = 0;
  let counting = false;
  /** Whether the closed panel is following an opening drag. */
  let following = false;
  const isOpen = () => panel.dataset.open === 'true';

  const follow = (offset: number | null) => {
    if (offset === null) {
      if (!following) return;
      following = false;
      panel.style.removeProperty('transform');
      panel.style.removeProperty('transition');
      panel.style.removeProperty('visibility');
      return;
    }
    following = true;
    panel.style.transition = 'none';
    panel.style.visibility = 'visible';
    panel.style.transform = `translateX(calc(-100% + ${offset}px))`;
  };

  const onStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    start = null;
    if (!touch || event.touches.length > 1 || inHorizontalScroller(event.target)) return;
    start = { x: touch.clientX, y: touch.clientY };
    startedAt = event.timeStamp;
    counting = true;
  };
  const onMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    // Moves are delivered with animation frames, so one can arrive after the next touch began.
    if (!start || !touch || !counting || event.timeStamp < startedAt) return;
    const current = { x: touch.clientX, y: touch.clientY };
    // Once the drag turns mostly vertical it is a scroll, not a swipe.
    if (!isHorizontal(start, current) && Math.abs(current.y - start.y) > 10) {
      counting = false;
      follow(null);
      return;
    }
    if (!isOpen()) follow(openerOffset(start, current));
  };
  const onEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    follow(null);
    if (start && touch && counting) {
      const action = swipeAction(start, { x: touch.clientX, y: touch.clientY }, isOpen());
      if (action) setSidebarOpen(action === 'open');
    }
    start = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setSidebarOpen(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (item) => item.offsetParent !== null,
    );
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  document.addEventListener('touchstart', onStart, { passive: true });
  document.addEventListener('touchmove', onMove, { passive: true });
  document.addEventListener('touchend', onEnd);
  document.addEventListener('touchcancel', onEnd);
  panel.addEventListener('keydown', onKeyDown);
  return () => {
    follow(null);
    document.removeEventListener('touchstart', onStart);
    document.removeEventListener('touchmove', onMove);
    document.removeEventListener('touchend', onEnd);
    document.removeEventListener('touchcancel', onEnd);
    panel.removeEventListener('keydown', onKeyDown);
  };
}
