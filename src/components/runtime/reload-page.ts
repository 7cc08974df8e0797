/** Reloads the current page from the network (or the service worker). */
export function reloadPage(): void {
  window.location.reload();
}
