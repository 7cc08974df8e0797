/**
 * The phone header's Menu button: shows and hides the menu sheet (HeaderMenu renders both on
 * the server). Escape, a pointer outside, focus leaving the sheet, a followed link or Back and
 * Forward close it. Loaded with the reader tools right after hydration.
 */
import { HEADER_MENU_ID } from '@/lib/site/ui';

/** Attaches the menu's behaviour; returns a function that detaches it. */
export function attachHeaderMenu(root: Document = document): () => void {
  const button = root.querySelector<HTMLButtonElement>('[data-header-menu]');
  const panel = root.getElementById(HEADER_MENU_ID);
  if (!button || !panel) return () => {};
  const isOpen = () => panel.dataset.open === 'true';
  const setOpen = (open: boolean) => {
    if (open) {
      // The sheet starts where the header ends (lower while the banner is on screen).
      const bottom = button.closest('header')?.getBoundingClientRect().bottom;
      if (bottom !== undefined) panel.style.setProperty('--menu-top', `${bottom}px`);
    }
    button.setAttribute('aria-expanded', String(open));
    panel.dataset.open = String(open);
  };
  const close = () => {
    if (isOpen()) setOpen(false);
  };
  const onButtonClick = () => setOpen(!isOpen());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !isOpen()) return;
    // An open menu inside (the language menu) takes the Escape first.
    if (panel.querySelector('[aria-haspopup="menu"][aria-expanded="true"]')) return;
    setOpen(false);
    button.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node;
    if (!panel.contains(target) && !button.contains(target)) close();
  };
  const onPanelClick = (event: MouseEvent) => {
    // A link followed from the sheet closes it at once, before the next page renders.
    if ((event.target as Element).closest('a[href]')) close();
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !panel.contains(next) && next !== button) close();
  };
  button.addEventListener('click', onButtonClick);
  panel.addEventListener('click', onPanelClick);
  panel.addEventListener('focusout', onFocusOut);
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('pointerdown', onPointerDown);
  window.addEventListener('popstate', close);
  button.dataset.headerMenu = 'ready';
  return () => {
    button.removeEventListener('click', onButtonClick);
    panel.removeEventListener('click', onPanelClick);
    panel.removeEventListener('focusout', onFocusOut);
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('pointerdown', onPointerDown);
    window.removeEventListener('popstate', close);
  };
}
