/**
 * The phone-only behaviour of the sidebar panel: swipe gestures anywhere on the page and the
 * focus trap while it is open. Loaded only on narrow viewports.
 */
import { isHorizontal, swipeAction, type Point } from '@/lib/swipe';
import { setSidebarOpen } from './sidebar-store';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Attaches swipe handling and the focus trap to `panel`; returns a function that detaches them. */
export function attachSidebarBehaviour(panel: HTMLElement): () => void {
  let start: Point | null = null;
  let counting = false;
  const isOpen = () => panel.dataset.open === 'true';

  const onStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch || event.touches.length > 1) return;
    start = { x: touch.clientX, y: touch.clientY };
    counting = true;
  };
  const onMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!start || !touch || !counting) return;
    const current = { x: touch.clientX, y: touch.clientY };
    // Once the drag turns mostly vertical it is a scroll, not a swipe.
    if (!isHorizontal(start, current) && Math.abs(current.y - start.y) > 10) counting = false;
  };
  const onEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
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
  panel.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('touchstart', onStart);
    document.removeEventListener('touchmove', onMove);
    document.removeEventListener('touchend', onEnd);
    panel.removeEventListener('keydown', onKeyDown);
  };
}
