import { describe, expect, it } from 'vitest';
import { menuKeyTarget } from './use-hover-menu';

describe('menuKeyTarget', () => {
  it('moves down, up, to the first and to the last item (-1)', () => {
    expect(menuKeyTarget('ArrowDown', 1)).toBe(2);
    expect(menuKeyTarget('ArrowUp', 1)).toBe(0);
    expect(menuKeyTarget('Home', 3)).toBe(0);
    expect(menuKeyTarget('End', 0)).toBe(-1);
  });

  it('leaves other keys to the menu', () => {
    expect(menuKeyTarget('Escape', 1)).toBeUndefined();
    expect(menuKeyTarget('a', 1)).toBeUndefined();
  });
});
