/** Runs a task once the page has loaded and the browser is idle; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback; a macrotask after load is the next best moment.
    const requestIdle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined;
    if (requestIdle) idle = requestIdle(task, { timeout: 4000 });
    else timer = window.setTimeout(task, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
