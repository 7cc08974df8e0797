/**
 * The mobile sidebar's swipe rules as pure functions: a horizontal drag of more than 20 px
 * opens the panel (rightwards, starting at the left edge of the screen) or closes it
 * (leftwards), as long as the drag stays mostly horizontal (|dy| / |dx| under 0.8). While an
 * opening drag lasts, the panel follows the finger for up to 295 px.
 */
import { SWIPE } from '../../lib/site';

/** A touch position in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/** Whether a drag from `start` to `current` is still horizontal enough to count. */
export function isHorizontal(start: Point, current: Point): boolean {
  const dx = Math.abs(current.x - start.x);
  const dy = Math.abs(current.y - start.y);
  if (dx === 0) return dy === 0;
  return dy / dx < SWIPE.maxVerticalRatio;
}

/** Whether a touch at `start` may begin an opening swipe: only at the screen's left edge. */
export function startsAtEdge(start: Point): boolean {
  return start.x <= SWIPE.edgePx;
}

/** What a finished drag does to the panel: `open`, `close`, or nothing. */
export function swipeAction(start: Point, end: Point, open: boolean): 'open' | 'close' | null {
  if (!isHorizontal(start, end)) return null;
  const dx = end.x - start.x;
  if (!open && dx > SWIPE.togglePx && startsAtEdge(start)) return 'open';
  if (open && dx < -SWIPE.togglePx) return 'close';
  return null;
}

/**
 * How far the closed panel follows an opening drag from `start` to `current`, in px (0 to
 * 295), or null when the drag does not (yet) count as an opening swipe.
 */
export function openerOffset(start: Point, current: Point): number | null {
  const dx = current.x - start.x;
  if (!startsAtEdge(start) || dx <= 0 || !isHorizontal(start, current)) return null;
  return Math.min(dx, SWIPE.openerMaxPx);
}
