// A point the content step's writer checks wait for: Contentlayer's report on the latest change.
// The checks start once it has come (or after a cap), so they do not compete with Contentlayer
// for the CPU while the page waits for its new documents.

/** `{ wait(capMs), settle() }`: `wait` resolves at the next `settle()`, or after `capMs`. */
export function settledSignal() {
  const waiters = new Set();
  return {
    wait(capMs) {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, capMs);
        waiters.add(done);
      });
    },
    settle() {
      for (const done of [...waiters]) done();
    },
  };
}
