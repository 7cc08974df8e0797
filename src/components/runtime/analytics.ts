/**
 * Analytics (Google Analytics 4 through gtag): `init(id)` once, then `pageview(path, title)`
 * per route change. Nothing here runs, and no script or request exists, until `init` is called.
 */
import { ANALYTICS_SCRIPT_URL } from '../../lib/site';

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/** A GA4 measurement id: `G-` then letters and digits. */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,}$/;

let state: { id: string; gtag: Gtag; lastPath?: string } | null = null;

/** Whether `value` is a well-formed GA4 measurement id. */
export function isMeasurementId(value: unknown): value is string {
  return typeof value === 'string' && MEASUREMENT_ID.test(value);
}

/**
 * Starts analytics with a GA4 measurement id: sets up `dataLayer`/`gtag` and appends the gtag
 * script. Calling it again with the same id does nothing; a malformed or different id throws.
 */
export function init(id: string, target: AnalyticsWindow = window as AnalyticsWindow): void {
  if (!isMeasurementId(id)) {
    throw new Error(`analytics: "${String(id)}" is not a GA4 measurement id (G-XXXXXXX)`);
  }
  if (state) {
    if (state.id === id) return;
    throw new Error(`analytics: already initialised with ${state.id}, cannot switch to ${id}`);
  }
  const layer = (target.dataLayer ??= []);
  // gtag.js only reads `arguments` objects from the data layer, not arrays.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  target.gtag = gtag;
  gtag('js', new Date());
  // Page views are sent by `pageview`, one per route change, never automatically.
  gtag('config', id, { send_page_view: false });
  const script = target.document.createElement('script');
  script.async = true;
  script.src = `${ANALYTICS_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  target.document.head.appendChild(script);
  state = { id, gtag };
}

/**
 * Sends one page view. Throws when `init` has not been called. A repeated call for the path
 * of the previous view is ignored (one view is never counted twice); returns whether it sent.
 */
export function pageview(path: string, title: string): boolean {
  if (!state) throw new Error('analytics: pageview() was called before init()');
  if (state.lastPath === path) return false;
  state.lastPath = path;
  state.gtag('event', 'page_view', {
    page_path: path,
    page_title: title,
    page_location: `${globalThis.location?.origin ?? ''}${path}`,
  });
  return true;
}

/**
 * The measurement id to use: the build-time `NEXT_PUBLIC_ANALYTICS_ID`, else a runtime
 * `window.__ANALYTICS_ID__` (set by a host page, or by the e2e suite without a second build).
 * `null` when neither is set; a malformed id is reported on the console and ignored.
 */
export function configuredAnalyticsId(
  buildValue: string | undefined,
  target: { __ANALYTICS_ID__?: unknown } = {},
): string | null {
  const value = buildValue || target.__ANALYTICS_ID__;
  if (value === undefined || value === null || value === '') return null;
  if (isMeasurementId(value)) return value;
  console.error(`analytics: ignoring "${String(value)}", which is not a GA4 measurement id`);
  return null;
}
