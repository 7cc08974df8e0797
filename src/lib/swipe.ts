/**
 * The mobile sidebar's swipe rules as a pure function: a horizontal drag of more than 20 px
 * opens (rightwards, starting left of 295 px) or closes (leftwards) the panel, as long as the
 * drag stays mostly horizontal (|dy| / |dx| under 0.8).
 */
import { SWIPE } from './site';

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

/** What a finished drag does to the panel: `open`, `close`, or nothing. */
export function swipeAction(start: Point, end: Point, open: boolean): 'open' | 'close' | null {
  if (!isHorizontal(start, end)) return null;
  const dx = end.x - start.x;
  if (!open && dx > SWIPE.togglePx && start.x < SWIPE.openerMaxPx) return 'open';
  if (open && dx < -SWIPE.togglePx) return 'close';
  return null;
}
