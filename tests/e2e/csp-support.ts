// The CSP violation detector of the e2e suite: `securitypolicyviolation` events and the console's CSP errors.
import type { Page } from '@playwright/test';

/** A Content-Security-Policy violation as the browser reports it. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/**
 * Starts recording, before any of the page's own scripts run, every CSP violation of every
 * document the page loads, and the console errors that report one. Returns both lists.
 */
export async function watchCsp(
  page: Page,
): Promise<{ violations: Violation[]; console: string[] }> {
  const violations: Violation[] = [];
  const console: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: `${event.sample} @ ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        page: location.pathname,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      console.push(message.text());
    }
  });
  return { violations, console };
}
