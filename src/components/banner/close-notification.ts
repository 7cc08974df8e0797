/**
 * The banner's close control: the button is server-rendered (NotificationBanner); this click
 * handler arrives with the reader tools right after hydration, so the banner adds no
 * first-load JavaScript.
 */
import { NOTIFICATION_STORAGE_KEY, NOTIFICATION_VERSION } from '@/lib/site/ui';

/** Attribute of the banner's close button. */
export const CLOSE_NOTIFICATION_ATTRIBUTE = 'data-close-notification';

/** Hides the notification and stores the dismissal marker (the current notification version). */
export function dismissNotification(): void {
  try {
    localStorage.setItem(NOTIFICATION_STORAGE_KEY, String(NOTIFICATION_VERSION));
  } catch {
    // Storage can be unavailable (private mode); hiding still works for this page view.
  }
  document.documentElement.setAttribute('data-notification-dismissed', '');
}

/** Makes the banner's close button work; returns a function that detaches it. */
export function attachCloseNotification(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.(`[${CLOSE_NOTIFICATION_ATTRIBUTE}]`)) {
      dismissNotification();
    }
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
