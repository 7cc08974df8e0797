/**
 * The reader's config syntax choice. It is site-wide: it goes on <html>, where CSS reads it
 * for every block, and into local storage, where the inline script finds it on the next
 * page load.
 */
import {
  CONFIG_SYNTAX_ATTRIBUTE,
  CONFIG_SYNTAX_STORAGE_KEY,
  CONFIG_SYNTAXES,
  type ConfigSyntax,
} from '@/lib/site';

const OPTION = '[data-syntax-option]';

function isSyntax(value: string | undefined): value is ConfigSyntax {
  return (CONFIG_SYNTAXES as readonly string[]).includes(value ?? '');
}

/** Marks the options of every toggle on the page for the current choice. */
export function syncToggles(syntax: ConfigSyntax): void {
  for (const option of document.querySelectorAll<HTMLElement>(OPTION)) {
    option.setAttribute('aria-checked', String(option.dataset.syntaxOption === syntax));
  }
}

/** Shows `syntax` in every block and remembers it. */
export function applySyntax(syntax: ConfigSyntax): void {
  document.documentElement.setAttribute(CONFIG_SYNTAX_ATTRIBUTE, syntax);
  syncToggles(syntax);
  try {
    localStorage.setItem(CONFIG_SYNTAX_STORAGE_KEY, syntax);
  } catch {
    // Storage may be off (private mode); the choice still holds for this page.
  }
}

/**
 * Applies the clicked option. Blocks above may change height, so the page scrolls by the
 * same amount to keep the clicked toggle where the reader's pointer is.
 */
export function chooseSyntax(option: HTMLElement): void {
  const syntax = option.dataset.syntaxOption;
  if (!isSyntax(syntax)) return;
  const before = option.getBoundingClientRect().top;
  applySyntax(syntax);
  const shift = option.getBoundingClientRect().top - before;
  if (shift) window.scrollBy(0, shift);
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Radio group keys: arrows move to (and choose) the next or previous option, wrapping.
 * Returns whether the key was one of them.
 */
export function moveSyntax(option: HTMLElement, key: string): boolean {
  const step = STEPS[key];
  const options = [...(option.parentElement?.querySelectorAll<HTMLElement>(OPTION) ?? [])];
  if (!step || !options.length) return false;
  const next = options[(options.indexOf(option) + step + options.length) % options.length]!;
  chooseSyntax(next);
  next.focus();
  return true;
}
