import { describe, expect, it } from 'vitest';
import { menuKeyTarget, openingFocus } from './use-language-menu';

describe('menuKeyTarget', () => {
  it('moves down and up from the focused item, and to either end', () => {
    expect(menuKeyTarget('ArrowDown', 1)).toBe(2);
    expect(menuKeyTarget('ArrowUp', 1)).toBe(0);
    expect(menuKeyTarget('Home', 2)).toBe(0);
    expect(menuKeyTarget('End', 0)).toBe(-1);
  });

  it('leaves other keys alone', () => {
    for (const key of ['Escape', 'Tab', 'a', 'Enter'])
      expect(menuKeyTarget(key, 1)).toBeUndefined();
  });
});

describe('openingFocus', () => {
  it('opens on the first item for ArrowDown, Enter and Space, on the last for ArrowUp', () => {
    expect(['ArrowDown', 'Enter', ' '].map(openingFocus)).toEqual(['first', 'first', 'first']);
    expect(openingFocus('ArrowUp')).toBe('last');
    expect(openingFocus('Escape')).toBeUndefined();
  });
});
