import { describe, expect, it } from 'vitest';
import {
  createScrollMemory,
  entryKey,
  SCROLL_MEMORY_KEY,
  SCROLL_MEMORY_LIMIT,
} from './scroll-memory';

/** A session storage stand-in. */
function storage(initial?: string) {
  const items = new Map<string, string>(initial ? [[SCROLL_MEMORY_KEY, initial]] : []);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('entryKey', () => {
  it('is the Navigation API key of the entry when there is one', () => {
    const location = { pathname: '/guides/', search: '', hash: '#a' };
    expect(entryKey(location, () => 'abc-123')).toBe('key:abc-123');
  });

  it('falls back to the whole URL of the entry', () => {
    expect(entryKey({ pathname: '/guides/', search: '?q=1', hash: '#a' }, () => undefined)).toBe(
      'url:/guides/?q=1#a',
    );
  });
});

describe('createScrollMemory', () => {
  it('remembers the last position saved for each entry, rounded', () => {
    const memory = createScrollMemory(storage());
    memory.save('key:a', 4000);
    memory.save('key:b', 120.6);
    memory.save('key:a', 3999.4);
    expect(memory.get('key:a')).toBe(3999);
    expect(memory.get('key:b')).toBe(121);
    expect(memory.get('key:c')).toBeUndefined();
  });

  it('persists to storage and reads it back in the next document', () => {
    const saved = storage();
    const first = createScrollMemory(saved);
    first.save('key:a', 4000);
    first.persist();
    expect(createScrollMemory(saved).get('key:a')).toBe(4000);
  });

  it('keeps only the newest entries', () => {
    const memory = createScrollMemory(storage());
    for (let i = 0; i <= SCROLL_MEMORY_LIMIT; i++) memory.save(`key:${i}`, i);
    expect(memory.get('key:0')).toBeUndefined();
    expect(memory.get('key:1')).toBe(1);
    expect(memory.get(`key:${SCROLL_MEMORY_LIMIT}`)).toBe(SCROLL_MEMORY_LIMIT);
    // Saving an entry again makes it the newest.
    memory.save('key:1', 7);
    memory.save('key:new', 1);
    expect(memory.get('key:1')).toBe(7);
    expect(memory.get('key:2')).toBeUndefined();
  });

  it('starts empty on missing, unreadable or malformed data, and without storage', () => {
    expect(createScrollMemory(storage('not json')).get('key:a')).toBeUndefined();
    expect(createScrollMemory(storage('{"a":1}')).get('a')).toBeUndefined();
    const mixed = createScrollMemory(storage('[["key:a",10],["key:b","x"],[3,4]]'));
    expect(mixed.get('key:a')).toBe(10);
    expect(mixed.get('key:b')).toBeUndefined();
    const none = createScrollMemory(null);
    none.save('key:a', 1);
    expect(() => none.persist()).not.toThrow();
    expect(none.get('key:a')).toBe(1);
  });

  it('survives a storage that refuses writes', () => {
    const memory = createScrollMemory({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    memory.save('key:a', 5);
    expect(() => memory.persist()).not.toThrow();
  });
});
