'use client';

import { NOTIFICATION_STORAGE_KEY, NOTIFICATION_VERSION } from '@/lib/site';
import styles from './notification-banner.module.css';

/** Hides the notification and stores the dismissal marker (the current notification version). */
export function dismissNotification(): void {
  try {
    localStorage.setItem(NOTIFICATION_STORAGE_KEY, String(NOTIFICATION_VERSION));
  } catch {
    // Storage can be unavailable (private mode); hiding still works for this page view.
  }
  document.documentElement.setAttribute('data-notification-dismissed', '');
}

/** The banner's close control. */
export function CloseNotification() {
  return (
    <button type="button" className={styles.close} onClick={dismissNotification}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M6 6l12 12M18 6 6 18"
        />
      </svg>
      <span className="visually-hidden">Close notification</span>
    </button>
  );
}
