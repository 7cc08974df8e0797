import { describe, expect, it } from 'vitest';
import { SWIPE } from './site';
import { isHorizontal, swipeAction } from './swipe';

describe('swipeAction', () => {
  it('opens on a rightward drag of more than 20 px that starts under 295 px', () => {
    expect(swipeAction({ x: 5, y: 100 }, { x: 5 + SWIPE.togglePx + 1, y: 100 }, false)).toBe(
      'open',
    );
    expect(swipeAction({ x: 294, y: 100 }, { x: 340, y: 110 }, false)).toBe('open');
  });

  it('does not open for 20 px or less, from 295 px on, or when already open', () => {
    expect(swipeAction({ x: 5, y: 100 }, { x: 25, y: 100 }, false)).toBeNull();
    expect(swipeAction({ x: 295, y: 100 }, { x: 360, y: 100 }, false)).toBeNull();
    expect(swipeAction({ x: 5, y: 100 }, { x: 100, y: 100 }, true)).toBeNull();
  });

  it('closes on a leftward drag of more than 20 px', () => {
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
