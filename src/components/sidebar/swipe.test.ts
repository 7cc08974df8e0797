import { describe, expect, it } from 'vitest';
import { SWIPE } from '../../lib/site';
import { isHorizontal, openerOffset, startsAtEdge, swipeAction } from './swipe';

describe('swipeAction', () => {
  it('opens on a rightward drag of more than 20 px that starts at the screen edge', () => {
    expect(swipeAction({ x: 5, y: 100 }, { x: 5 + SWIPE.togglePx + 1, y: 100 }, false)).toBe(
      'open',
    );
    expect(swipeAction({ x: SWIPE.edgePx, y: 100 }, { x: 140, y: 110 }, false)).toBe('open');
  });

  it('does not open for 20 px or less, away from the edge, or when already open', () => {
    expect(swipeAction({ x: 5, y: 100 }, { x: 25, y: 100 }, false)).toBeNull();
    // Anywhere but the edge, a horizontal drag belongs to the page (a code block, a table).
    expect(swipeAction({ x: SWIPE.edgePx + 1, y: 100 }, { x: 200, y: 100 }, false)).toBeNull();
    expect(swipeAction({ x: 60, y: 100 }, { x: 280, y: 100 }, false)).toBeNull();
    expect(swipeAction({ x: 5, y: 100 }, { x: 100, y: 100 }, true)).toBeNull();
  });

  it('closes on a leftward drag of more than 20 px, from anywhere', () => {
    expect(swipeAction({ x: 200, y: 100 }, { x: 179, y: 100 }, true)).toBe('close');
    expect(swipeAction({ x: 200, y: 100 }, { x: 180, y: 100 }, true)).toBeNull();
    expect(swipeAction({ x: 200, y: 100 }, { x: 100, y: 100 }, false)).toBeNull();
  });

  it('ignores drags whose vertical/horizontal ratio reaches 0.8', () => {
    expect(swipeAction({ x: 10, y: 100 }, { x: 110, y: 179 }, false)).toBe('open');
    expect(swipeAction({ x: 10, y: 100 }, { x: 110, y: 180 }, false)).toBeNull();
    expect(isHorizontal({ x: 0, y: 0 }, { x: 0, y: 30 })).toBe(false);
    expect(isHorizontal({ x: 0, y: 0 }, { x: 0, y: 0 })).toBe(true);
  });
});

describe('startsAtEdge', () => {
  it('is the strip of 24 px at the left edge', () => {
    expect(startsAtEdge({ x: 0, y: 300 })).toBe(true);
    expect(startsAtEdge({ x: SWIPE.edgePx, y: 300 })).toBe(true);
    expect(startsAtEdge({ x: SWIPE.edgePx + 1, y: 300 })).toBe(false);
  });
});

describe('openerOffset', () => {
  it('follows the finger rightwards up to 295 px', () => {
    expect(openerOffset({ x: 4, y: 100 }, { x: 54, y: 104 })).toBe(50);
    expect(openerOffset({ x: 4, y: 100 }, { x: 4 + 294, y: 100 })).toBe(294);
    expect(openerOffset({ x: 4, y: 100 }, { x: 4 + 400, y: 100 })).toBe(SWIPE.openerMaxPx);
  });

  it('is null away from the edge, leftwards, or for a mostly vertical drag', () => {
    expect(openerOffset({ x: 40, y: 100 }, { x: 140, y: 100 })).toBeNull();
    expect(openerOffset({ x: 4, y: 100 }, { x: 2, y: 100 })).toBeNull();
    expect(openerOffset({ x: 4, y: 100 }, { x: 54, y: 160 })).toBeNull();
  });
});
