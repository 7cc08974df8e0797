'use client';
import type { ReactNode } from 'react';
import { loadErrorKind } from '@/components/runtime/load-error';
import { LOAD_ERROR_TEXT } from '@/lib/site';
import styles from './load-error.module.css';
import { reloadPage } from './reload-page';

/** Props of the error state. */
export interface LoadErrorProps {
  /** What was thrown; omitted on the offline page, where nothing was. */
  error?: unknown;
  /** Soft retry (refetch the page data and render again), for failures other than code. */
  retry?: () => void;
  /**
   * Retry every failure with `retry`, code and styles included: for code loaded with our own
   * `import()` (webpack forgets a failed chunk, so loading it again works without a reload).
   */
  retryInPlace?: boolean;
  /** Extra explanation under the message. */
  children?: ReactNode;
}

/**
 * The content area's error state: 'Error loading content.' and a Retry button. A failed script
 * or style chunk (webpack's ChunkLoadError, CSS_CHUNK_LOAD_FAILED) is retried by reloading the
 * page: React keeps a failed chunk's promise for the document's lifetime, and a reload also
 * picks up a newer deployment, the usual reason for a chunk to be missing. Other failures
 * refetch the page data in place when the router offers it.
 */
export function LoadError({ error, retry, retryInPlace = false, children }: LoadErrorProps) {
  const kind = error === undefined ? 'offline' : loadErrorKind(error);
  const onRetry = () => {
    if (retry && (kind === 'other' || retryInPlace)) retry();
    else reloadPage();
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
