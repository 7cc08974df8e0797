/**
 * Where the reader was on each history entry, so Back and Forward return there exactly. Kept
 * in memory while the document lives and in session storage across documents (a full load in
 * between, a reload), keyed by the history entry: the Navigation API's entry key where the
 * browser has one, else the entry's URL.
 */
import { navigationApi } from './navigation-api';

/** Session storage key of the saved positions. */
export const SCROLL_MEMORY_KEY = 'scroll-positions';
/** The newest entries kept; older ones are dropped when more are saved. */
export const SCROLL_MEMORY_LIMIT = 100;

/** A history entry's identity: its Navigation API key, else its URL. */
export function entryKey(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  currentKey: () => string | undefined = () => navigationApi()?.currentEntry?.key,
): string {
  const key = currentKey();
  return key ? keyOfEntry(key) : `url:${location.pathname}${location.search}${location.hash}`;
}

/** The memory key of a Navigation API entry key. */
export const keyOfEntry = (key: string) => `key:${key}`;

/** The saved positions, and how to keep them. */
export interface ScrollMemory {
  get(key: string): number | undefined;
  save(key: string, y: number): void;
  /** Writes the positions to session storage (on pagehide; each scroll would be too often). */
  persist(): void;
}

/** Positions read from `storage`; bad or missing data gives an empty memory, never an error. */
export function createScrollMemory(storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  const positions = new Map<string, number>();
  try {
    const saved: unknown = JSON.parse(storage?.getItem(SCROLL_MEMORY_KEY) ?? '[]');
    if (Array.isArray(saved)) {
      for (const item of saved) {
        if (Array.isArray(item) && typeof item[0] === 'string' && Number.isFinite(item[1])) {
          positions.set(item[0], item[1] as number);
        }
      }
    }
  } catch {
    // Unreadable data: start afresh.
  }
  const memory: ScrollMemory = {
    get: (key) => positions.get(key),
    save(key, y) {
      // Re-inserted, so the map's order stays oldest first.
      positions.delete(key);
      positions.set(key, Math.round(y));
      if (positions.size > SCROLL_MEMORY_LIMIT) {
        positions.delete(positions.keys().next().value!);
      }
    },
    persist() {
      try {
        storage?.setItem(SCROLL_MEMORY_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or blocked: positions last as long as the document.
      }
    },
  };
  return memory;
}

let shared: ScrollMemory | undefined;

/** The document's scroll memory, read from session storage once. */
export function scrollMemory(): ScrollMemory {
  if (!shared) {
    let storage: Storage | null = null;
    try {
      storage = window.sessionStorage;
    } catch {
      // Blocked storage: memory only.
    }
    shared = createScrollMemory(storage);
  }
  return shared;
}
