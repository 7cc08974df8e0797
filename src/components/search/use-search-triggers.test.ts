// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { searchKeyAction } from './use-search-triggers';

const key = (key: string, extra: Partial<KeyboardEvent> = {}) => ({
  key,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  target: document.body,
  ...extra,
});

describe('searchKeyAction', () => {
  it('toggles on Ctrl+K and Cmd+K, not with Alt', () => {
    expect(searchKeyAction(key('k', { ctrlKey: true }), false)).toBe('toggle');
    expect(searchKeyAction(key('K', { metaKey: true }), true)).toBe('toggle');
    expect(searchKeyAction(key('k', { ctrlKey: true, altKey: true }), false)).toBeUndefined();
  });

  it('opens on / unless the reader is typing in a field', () => {
    expect(searchKeyAction(key('/'), false)).toBe('open');
    const input = document.createElement('input');
    expect(searchKeyAction(key('/', { target: input }), false)).toBeUndefined();
  });

  it('closes on Escape only when open, and keeps other keys while open', () => {
    expect(searchKeyAction(key('Escape'), true)).toBe('close');
    expect(searchKeyAction(key('Escape'), false)).toBeUndefined();
    expect(searchKeyAction(key('a'), true)).toBe('keep');
    expect(searchKeyAction(key('a'), false)).toBeUndefined();
  });
});
