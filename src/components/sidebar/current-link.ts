/**
 * Scrolls the sidebar's own scroll box so that the current page's link shows, a third of the
 * way down, unless it is already fully in view.
 */
export function showCurrentLink(inner: HTMLElement): void {
  const current = inner.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current) return;
  // The panel scrolls on phones; on wide screens its sticky parent does.
  const box = inner.scrollHeight > inner.clientHeight ? inner : inner.parentElement;
  if (!box) return;
  const top = current.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - current.offsetHeight) {
    box.scrollTop = Math.max(0, top - box.clientHeight / 3);
  }
}
