import { COPY_PAGE_LABELS, markdownTwinUrl } from '@/lib/site';

/**
 * "Copy page as Markdown", rendered at build time (styles in globals.css). `data-copy-code`
 * hands its clicks to the delegated copy listener (code-copy.client.tsx), which loads the
 * copying code on first click.
 */
export function CopyPageButton({ url }: { url: string }) {
  return (
    <button
      type="button"
      className="link-button copy-page"
      data-copy-code=""
      data-copy-page={markdownTwinUrl(url)}
      data-action="copy-page"
    >
      <span className="copy-page-labels" aria-live="polite">
        <span className="copy-page-idle">{COPY_PAGE_LABELS.idle}</span>
        <span className="copy-page-copied">{COPY_PAGE_LABELS.copied}</span>
        <span className="copy-page-failed">{COPY_PAGE_LABELS.failed}</span>
      </span>
    </button>
  );
}
