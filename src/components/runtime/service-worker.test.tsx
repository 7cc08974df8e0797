// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { ServiceWorker } from './service-worker.client';

vi.mock('next/navigation', () => ({ usePathname: () => '/concepts/' }));
const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('./reload-page', () => ({ reloadPage }));
// Run idle tasks at once: the registration waits for the page to be idle.
vi.mock('./when-idle', () => ({
  whenIdle: (task: () => void) => {
    task();
    return () => {};
  },
}));

/** A navigator.serviceWorker stand-in whose register() the test watches. */
function fakeContainer(registration?: object, controller: object | null = null) {
  const register = vi.fn(() => Promise.resolve({}));
  const container = {
    controller,
    register,
    ready: registration ? Promise.resolve(registration) : new Promise(() => {}),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return register;
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('ServiceWorker registration', () => {
  it('registers /sw.js with scope / in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const register = fakeContainer();
    render(<ServiceWorker />);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('never registers outside production (npm run dev, tests)', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const register = fakeContainer();
    render(<ServiceWorker />);
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => render(<ServiceWorker />)).not.toThrow();
  });
});

describe('ServiceWorker updates', () => {
  it('looks for a new worker when the tab is shown again, at most once a minute', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const update = vi.fn(() => Promise.resolve());
    fakeContainer({ update, active: null, installing: null, waiting: null });
    const { unmount } = render(<ServiceWorker />);
    await waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    const shown = () => document.dispatchEvent(new Event('visibilitychange'));
    shown();
    expect(update).toHaveBeenCalledTimes(1);
    shown();
    expect(update).toHaveBeenCalledTimes(1);
    unmount();
    shown();
    expect(update).toHaveBeenCalledTimes(1);
  });
});

describe('ServiceWorker hourly check', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('looks for a new worker every hour while the tab is visible, not while hidden', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    // Only the clock and the interval are fake: the registration's promises run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const update = vi.fn(() => Promise.resolve());
    fakeContainer({ update, active: null, installing: null, waiting: null });
    let visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    const schedule = vi.spyOn(globalThis, 'setInterval');
    const { unmount } = render(<ServiceWorker />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(update).not.toHaveBeenCalled();
    const minute = 60_000;
    // Checked before the clock moves: a far shorter interval would tick forever on a fake clock.
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(schedule.mock.calls[0]![1]).toBe(60 * minute);
    vi.advanceTimersByTime(60 * minute - 1);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * minute);
    expect(update).toHaveBeenCalledTimes(2);
    visibility = 'hidden';
    vi.advanceTimersByTime(180 * minute);
    expect(update).toHaveBeenCalledTimes(2);
    unmount();
  });
});

describe('ServiceWorker and the old build', () => {
  /** Renders with a controlling worker, then lets a newer one take over while the user types. */
  function takenOverWhileTyping() {
    vi.stubEnv('NODE_ENV', 'production');
    fakeContainer(undefined, { scriptURL: '/sw.js' });
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    const view = render(<ServiceWorker />);
    const container = navigator.serviceWorker as unknown as {
      addEventListener: ReturnType<typeof vi.fn>;
    };
    const [, onChange] = container.addEventListener.mock.calls.find(
      ([type]) => type === 'controllerchange',
    )!;
    (onChange as () => void)();
    return { view, field };
  }

  /** A script of the page that fails to load. */
  function failingScript(src: string) {
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    script.remove();
  }

  afterEach(() => {
    reloadPage.mockClear();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('reloads when a chunk of the old build fails after a newer worker took over', () => {
    const { view } = takenOverWhileTyping();
    expect(reloadPage).not.toHaveBeenCalled();
    failingScript('/_next/static/chunks/7515.3e9627afa06eb850.js');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('leaves other failures, and failures before any takeover, to the page', () => {
    const { view } = takenOverWhileTyping();
    failingScript('https://cdn.test/widget.js');
    expect(reloadPage).not.toHaveBeenCalled();
    view.unmount();
    vi.stubEnv('NODE_ENV', 'production');
    fakeContainer(undefined, { scriptURL: '/sw.js' });
    const fresh = render(<ServiceWorker />);
    failingScript('/_next/static/chunks/7515.3e9627afa06eb850.js');
    expect(reloadPage).not.toHaveBeenCalled();
    fresh.unmount();
  });
});
