import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const serverValue = () => false;
const inBrowser = () => true;

/**
 * What `read` says in the browser, and false in the server HTML and while the page hydrates
 * (so hydration matches the server), then read again on every render. For facts that only the
 * browser knows and that do not change while the page is open.
 */
export function useInBrowser(read: () => boolean = inBrowser): boolean {
  return useSyncExternalStore(noSubscription, read, serverValue);
}
