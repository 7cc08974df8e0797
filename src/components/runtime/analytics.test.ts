// @vitest-environment jsdom
type Module = typeof import('./analytics');

/** A fresh copy of the module: its state is per page load. */
async function fresh(): Promise<Module> {
  vi.resetModules();
  return import('./analytics');
}

type TestWindow = Window & { dataLayer?: IArguments[] };

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as TestWindow).dataLayer;
});

const events = () =>
  ((window as TestWindow).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('analytics', () => {
  it('throws when pageview is called before init', async () => {
    const { pageview } = await fresh();
    expect(() => pageview('/concepts/', 'Concepts | webpack')).toThrow(/before init/);
    expect(document.querySelector('script')).toBeNull();
  });

  it('init appends the gtag script once and configures without an automatic page view', async () => {
    const { init } = await fresh();
    init('G-TEST1234');
    init('G-TEST1234');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    expect(scripts[0]?.async).toBe(true);
    expect(events()).toContainEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    expect(events().filter((e) => e[1] === 'page_view')).toHaveLength(0);
  });

  it('rejects malformed ids and a second, different id with clear errors', async () => {
    const { init } = await fresh();
    expect(() => init('UA-1234-1')).toThrow(/not a GA4 measurement id/);
    expect(() => init('')).toThrow(/not a GA4 measurement id/);
    init('G-AAAA1111');
    expect(() => init('G-BBBB2222')).toThrow(/already initialised/);
  });

  it('sends one page_view per route change and never twice for one view', async () => {
    const { init, pageview } = await fresh();
    init('G-TEST1234');
    expect(pageview('/concepts/', 'Concepts | webpack')).toBe(true);
    expect(pageview('/concepts/', 'Concepts | webpack')).toBe(false);
    expect(pageview('/guides/', 'Guides | webpack')).toBe(true);
    expect(pageview('/concepts/', 'Concepts | webpack')).toBe(true);
    const views = events().filter((e) => e[0] === 'event' && e[1] === 'page_view');
    expect(views.map((e) => (e[2] as { page_path: string }).page_path)).toEqual([
      '/concepts/',
      '/guides/',
      '/concepts/',
    ]);
    expect(views[0]?.[2]).toMatchObject({ page_title: 'Concepts | webpack' });
  });

  it('pushes arguments objects, the only shape gtag.js reads', async () => {
    const { init } = await fresh();
    init('G-TEST1234');
    const first = (window as TestWindow).dataLayer?.[0];
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
  });
});

describe('configuredAnalyticsId', () => {
  it('prefers the build-time id, falls back to the runtime one, and is null when unset', async () => {
    const { configuredAnalyticsId } = await fresh();
    expect(configuredAnalyticsId('G-BUILD123', { __ANALYTICS_ID__: 'G-RUN1234' })).toBe(
      'G-BUILD123',
    );
    expect(configuredAnalyticsId(undefined, { __ANALYTICS_ID__: 'G-RUN1234' })).toBe('G-RUN1234');
    expect(configuredAnalyticsId(undefined, {})).toBeNull();
    expect(configuredAnalyticsId('', {})).toBeNull();
  });
  it('ignores a malformed id with a clear console error', async () => {
    const { configuredAnalyticsId } = await fresh();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(configuredAnalyticsId('not-an-id')).toBeNull();
    expect(spy).toHaveBeenCalledWith(expect.stringMatching(/not a GA4 measurement id/));
    spy.mockRestore();
  });
});
