import Link from 'next/link';
import { NOTIFICATION_STORAGE_KEY, NOTIFICATION_VERSION, VERSIONS } from '@/lib/site';
import { NOTIFICATION_ATTRIBUTE } from '@/lib/contracts/page-hooks';
import { CloseIcon } from '../ui/close-icon';
import { CLOSE_NOTIFICATION_ATTRIBUTE } from './close-notification';
import styles from './notification-banner.module.css';

/**
 * Runs before the banner is parsed: hides it when the stored dismissal marker equals the
 * current notification version, so a dismissed banner never flashes or shifts the layout.
 */
const HIDE_IF_DISMISSED = `try{if(localStorage.getItem(${JSON.stringify(NOTIFICATION_STORAGE_KEY)})===${JSON.stringify(String(NOTIFICATION_VERSION))})document.documentElement.setAttribute('data-notification-dismissed','')}catch(e){}`;

/** The site-wide notification: these docs are for webpack 5. */
export function NotificationBanner() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: HIDE_IF_DISMISSED }} />
      <div
        className={styles.banner}
        role="region"
        aria-label="Notification"
        {...{ [NOTIFICATION_ATTRIBUTE]: '' }}
      >
        <p className={styles.message}>
          <span className={styles.long}>
            You are reading the documentation of webpack 5. Still on webpack 4? Read the{' '}
            <a href={VERSIONS[1].host}>webpack 4 documentation</a>, or plan the upgrade with the{' '}
            <Link href="/migrate/5/" prefetch={false}>
              migration guide
            </Link>
            .
          </span>
          {/* Phones: the same in two lines. */}
          <span className={styles.short}>
            These are the webpack 5 docs. On webpack 4? See the{' '}
            <a href={VERSIONS[1].host}>v4 docs</a> or the{' '}
            <Link href="/migrate/5/" prefetch={false}>
              migration guide
            </Link>
            .
          </span>
        </p>
        {/* Its click handler arrives with the reader tools (close-notification.ts). */}
        <button
          type="button"
          className={`icon-button ${styles.close}`}
          {...{ [CLOSE_NOTIFICATION_ATTRIBUTE]: '' }}
        >
          <CloseIcon size={18} />
          <span className="visually-hidden">Close notification</span>
        </button>
      </div>
    </>
  );
}
