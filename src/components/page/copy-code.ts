/** Copying a code block (or a whole page) to the clipboard; loaded on the first click of a copy button. */
import { codeToCopy } from '@/components/page/code-copy';
import { COPY_STATUS_ATTRIBUTE } from '@/lib/site/ui';
import { copyPage } from './copy-page';

/** How long the button says "Copied", in ms. */
const COPIED_MS = 2000;

/** A line's code without the text of the tooltips that config keys carry. */
function lineText(line: Element): string {
  if (!line.querySelector('[role="tooltip"]')) return line.textContent ?? '';
  const copy = line.cloneNode(true) as Element;
  copy.querySelectorAll('[role="tooltip"]').forEach((tip) => tip.remove());
  return copy.textContent ?? '';
}

/** Copies the code of the block whose copy button was clicked, and marks the button copied. */
export async function copyFromButton(button: HTMLElement): Promise<void> {
  // The page's "Copy page as Markdown" button shares the delegated listener, so it adds no
  // first-load JavaScript of its own.
  if (button.dataset.copyPage) return copyPage(button, button.dataset.copyPage);
  const figure = button.closest('figure');
  const code = figure?.querySelector('pre code');
  if (!code) return;
  const lines = Array.from(code.querySelectorAll('[data-line]'), lineText);
  const text = codeToCopy(
    lines.length ? lines : (code.textContent ?? '').split('\n'),
    code.getAttribute('data-language') ?? undefined,
  );
  await navigator.clipboard.writeText(text);
  button.dataset.copied = 'true';
  const label = button.getAttribute('aria-label');
  button.setAttribute('aria-label', 'Copied');
  announce('Copied');
  setTimeout(() => {
    delete button.dataset.copied;
    if (label) button.setAttribute('aria-label', label);
  }, COPIED_MS);
}

let clearAnnouncement: ReturnType<typeof setTimeout> | undefined;

/**
 * Says `message` politely through the page's copy status region (rendered by CodeCopy):
 * emptied first, so a second copy is announced again, then cleared after a while.
 */
function announce(message: string): void {
  const region = document.querySelector(`[${COPY_STATUS_ATTRIBUTE}]`);
  if (!region) return;
  clearTimeout(clearAnnouncement);
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = message;
    clearAnnouncement = setTimeout(() => (region.textContent = ''), COPIED_MS);
  });
}
