// @vitest-environment jsdom
import { render } from '@testing-library/react';
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
function fakeContainer() {
  const register = vi.fn(() => Promise.resolve({}));
  const container = {
    controller: null,
    register,
    ready: new Promise(() => {}),
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
