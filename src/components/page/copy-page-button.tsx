import { COPY_PAGE_LABELS, markdownTwinUrl } from '@/lib/site';
import styles from './copy-page-button.module.css';

/**
 * "Copy page as Markdown", rendered at build time. `data-copy-code` hands its clicks to the
 * delegated copy listener (code-copy.client.tsx), which loads the copying code on first click.
 */
export function CopyPageButton({ url }: { url: string }) {
  return (
    <button
      type="button"
      className={styles.button}
      data-copy-code=""
      data-copy-page={markdownTwinUrl(url)}
      data-action="copy-page"
    >
      <span className={styles.labels} aria-live="polite">
        <span className={styles.idle}>{COPY_PAGE_LABELS.idle}</span>
        <span className={styles.copied}>{COPY_PAGE_LABELS.copied}</span>
        <span className={styles.failed}>{COPY_PAGE_LABELS.failed}</span>
      </span>
    </button>
  );
}
