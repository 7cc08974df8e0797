/**
 * "Copy page as Markdown": fetches the page's Markdown twin and puts it on the clipboard.
 * Loaded on the first click of the button, through the delegated copy listener.
 */
import { COPY_PAGE_FEEDBACK_MS } from '@/lib/site';

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

async function markdownOf(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
  return response.text();
}

/** Writes text that is still being fetched to the clipboard. */
async function writeClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      // Safari only allows a write that starts during the click; a ClipboardItem takes the
      // text as a promise, so the write starts now and the fetch finishes inside it.
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through to writeText, which every browser with the Clipboard API has.
    }
  }
  await navigator.clipboard.writeText(await text);
}

/** Copies the Markdown at `href`; the button shows "Copied" or "Copy failed" for a while. */
export async function copyPage(button: HTMLElement, href: string): Promise<void> {
  clearTimeout(timers.get(button));
  delete button.dataset.copyState;
  button.setAttribute('aria-busy', 'true');
  const text = markdownOf(href);
  // A failed fetch is reported by the write below; do not let it go unhandled meanwhile.
  text.catch(() => undefined);
  try {
    await writeClipboard(text);
    button.dataset.copyState = 'copied';
  } catch {
    button.dataset.copyState = 'failed';
  } finally {
    button.removeAttribute('aria-busy');
  }
  timers.set(
    button,
    setTimeout(() => delete button.dataset.copyState, COPY_PAGE_FEEDBACK_MS),
  );
}
