// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { ServiceWorker } from './service-worker.client';

vi.mock('next/navigation', () => ({ usePathname: () => '/concepts/' }));
// Run idle tasks at once: the registration waits for the page to be idle.
vi.mock('./when-idle', () => ({
  whenIdle: (task: () => void) => {
    task();
    return () => {};
  },
}));

/** A navigator.serviceWorker stand-in whose register() the test watches. */
function fakeContainer(registration?: object) {
  const register = vi.fn(() => Promise.resolve({}));
  const container = {
    controller: null,
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
