'use client';
import type { ReactNode } from 'react';
import { loadErrorKind } from '@/lib/load-error';
import { LOAD_ERROR_TEXT } from '@/lib/site';
import styles from './load-error.module.css';

/** Props of the error state. */
export interface LoadErrorProps {
  /** What was thrown; omitted on the offline page, where nothing was. */
  error?: unknown;
  /** Soft retry (refetch and re-render); used for load failures. Otherwise the page reloads. */
  retry?: () => void;
  /** Extra explanation under the message. */
  children?: ReactNode;
}

/**
 * The content area's error state: 'Error loading content.' and a Retry button. A failed script
 * or style chunk (webpack's ChunkLoadError, CSS_CHUNK_LOAD_FAILED) retries in place; anything
 * else reloads the page.
 */
export function LoadError({ error, retry, children }: LoadErrorProps) {
  const kind = error === undefined ? 'offline' : loadErrorKind(error);
  const onRetry = () => {
    if (retry && (kind === 'chunk' || kind === 'css')) retry();
    else window.location.reload();
  };
  return (
    <div role="alert" className={styles.box} data-error-kind={kind}>
      <p className={styles.message}>{LOAD_ERROR_TEXT}</p>
      {children}
      <button type="button" className={styles.button} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
