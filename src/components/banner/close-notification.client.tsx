'use client';

import { NOTIFICATION_STORAGE_KEY, NOTIFICATION_VERSION } from '@/lib/site';
import { CloseIcon } from '../ui/close-icon';
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
      <CloseIcon size={18} />
      <span className="visually-hidden">Close notification</span>
    </button>
  );
}
