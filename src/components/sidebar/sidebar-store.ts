/**
 * Open/closed state of the mobile sidebar, shared by the header's opener button and the
 * panel itself (they live in different parts of the tree).
 */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

/** Opens or closes the mobile sidebar. */
export function setSidebarOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Current state of the mobile sidebar, as a React hook. */
export function useSidebarOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
