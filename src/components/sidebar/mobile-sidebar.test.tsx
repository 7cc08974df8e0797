// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Link from 'next/link';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileSidebar } from './mobile-sidebar.client';
import { SidebarOpener } from './sidebar-opener.client';
import { setSidebarOpen } from './sidebar-store';
import styles from './mobile-sidebar.module.css';

const navigation = vi.hoisted(() => ({ pathname: '/guides/caching/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

/** Overrides a DOM property on a prototype for one test; `restore()` puts every one back. */
const overrides: (() => void)[] = [];
function override(proto: object, name: string, descriptor: PropertyDescriptor) {
  const original = Object.getOwnPropertyDescriptor(proto, name);
  Object.defineProperty(proto, name, { configurable: true, ...descriptor });
  overrides.push(() =>
    original ? Object.defineProperty(proto, name, original) : Reflect.deleteProperty(proto, name),
  );
}
function restore() {
  while (overrides.length) overrides.pop()!();
}

/** A phone viewport: the panel's gestures and focus trap load only when this matches. */
function narrowViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 63.99rem)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Dispatches a one-finger touch event on the page, as a phone does. */
function touch(type: 'touchstart' | 'touchmove' | 'touchend', x: number, y: number) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const point = [{ clientX: x, clientY: y }];
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : point });
  Object.defineProperty(event, 'changedTouches', { value: point });
  act(() => {
    document.body.dispatchEvent(event);
  });
}
function drag(from: [number, number], to: [number, number], via?: [number, number]) {
  touch('touchstart', ...from);
  if (via) touch('touchmove', ...via);
  touch('touchmove', ...to);
  touch('touchend', ...to);
}

async function setup() {
  const view = render(
    <>
      <SidebarOpener />
      <MobileSidebar>
        <nav aria-label="Guides pages">
          <Link href="/guides/">Guides</Link>
          <Link href="/guides/caching/" aria-current="page">
            Caching
          </Link>
        </nav>
      </MobileSidebar>
      <button type="button">Outside</button>
    </>,
  );
  const opener = screen.getByRole('button', { name: 'Open navigation' });
  const panel = view.container.querySelector<HTMLElement>('#sidebar')!;
  const backdrop = view.container.querySelector<HTMLElement>(`.${styles.backdrop}`)!;
  if (window.matchMedia('(max-width: 63.99rem)').matches) {
    await waitFor(() => expect(panel).toHaveAttribute('data-behaviour', 'ready'));
  }
  return { ...view, opener, panel, backdrop };
}

beforeEach(() => {
  navigation.pathname = '/guides/caching/';
  act(() => setSidebarOpen(false));
});
afterEach(() => {
  act(() => setSidebarOpen(false));
  vi.unstubAllGlobals();
  restore();
});

describe('MobileSidebar and its opener', () => {
  it('"Open navigation" opens the panel as a dialog; "Close navigation" closes it', async () => {
    const { opener, panel } = await setup();
    expect(opener).toHaveAttribute('aria-controls', 'sidebar');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBe(panel);
    expect(panel).toHaveAttribute('aria-modal', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a tap on the backdrop closes it', async () => {
    const { opener, panel, backdrop } = await setup();
    fireEvent.click(opener);
    expect(backdrop).toHaveAttribute('data-open', 'true');
    fireEvent.click(backdrop);
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(backdrop).toHaveAttribute('data-open', 'false');
  });

  it('moves focus into the panel when it opens and back to the opener when it closes', async () => {
    const { opener } = await setup();
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(opener).toHaveFocus();
  });

  it('closes when the page changes', async () => {
    const { opener, panel, rerender } = await setup();
    fireEvent.click(opener);
    navigation.pathname = '/guides/installation/';
    rerender(
      <>
        <SidebarOpener />
        <MobileSidebar>
          <Link href="/guides/">Guides</Link>
        </MobileSidebar>
      </>,
    );
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('scrolls the current page link into view inside the panel', async () => {
    let scrollTop = 0;
    override(Element.prototype, 'scrollHeight', { get: () => 2000 });
    override(Element.prototype, 'clientHeight', { get: () => 400 });
    override(Element.prototype, 'scrollTop', {
      get: () => scrollTop,
      set: (value: number) => {
        scrollTop = value;
      },
    });
    override(Element.prototype, 'getBoundingClientRect', {
      value(this: Element) {
        const top = this.getAttribute('aria-current') === 'page' ? 900 : 0;
        return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top };
      },
    });
    await setup();
    // 900 px down a 400 px box: brought to a third of the box from its top.
    expect(scrollTop).toBeCloseTo(900 - 400 / 3);
  });

  it('leaves the scroll alone when the current link is already in view', async () => {
    let scrollTop = 0;
    override(Element.prototype, 'scrollHeight', { get: () => 2000 });
    override(Element.prototype, 'clientHeight', { get: () => 400 });
    override(Element.prototype, 'scrollTop', {
      get: () => scrollTop,
      set: (value: number) => {
        scrollTop = value;
      },
    });
    override(Element.prototype, 'getBoundingClientRect', {
      value(this: Element) {
        const top = this.getAttribute('aria-current') === 'page' ? 120 : 0;
        return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top };
      },
    });
    await setup();
    expect(scrollTop).toBe(0);
  });
});

describe('MobileSidebar on a phone (gestures and focus trap)', () => {
  beforeEach(() => {
    narrowViewport();
    // jsdom lays nothing out (offsetParent is always null): treat every element as rendered.
    override(HTMLElement.prototype, 'offsetParent', { get: () => document.body });
  });

  it('traps Tab and Shift+Tab inside the open panel', async () => {
    const { opener, panel } = await setup();
    fireEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Close navigation' });
    const last = screen.getByRole('link', { name: 'Caching' });
    expect(close).toHaveFocus();

    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(last).toHaveFocus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(close).toHaveFocus();
    // Inside the panel, Tab is left to the browser.
    expect(fireEvent.keyDown(close, { key: 'Tab' })).toBe(true);
    expect(panel).toHaveAttribute('data-open', 'true');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { opener, panel } = await setup();
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close navigation' }), {
      key: 'Escape',
    });
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(opener).toHaveFocus();
  });

  it('a drag left of more than 20 px closes it; 20 px does not', async () => {
    const { opener, panel } = await setup();
    fireEvent.click(opener);
    drag([200, 300], [180, 300]);
    expect(panel).toHaveAttribute('data-open', 'true');
    drag([200, 300], [179, 300]);
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('a drag right of more than 20 px from the screen edge opens it', async () => {
    const { panel } = await setup();
    drag([10, 300], [30, 300]);
    expect(panel).toHaveAttribute('data-open', 'false');
    drag([10, 300], [31, 300]);
    expect(panel).toHaveAttribute('data-open', 'true');
  });

  it('an opening drag only counts when it starts at the screen edge (24 px)', async () => {
    const { panel } = await setup();
    drag([25, 300], [200, 300]);
    expect(panel).toHaveAttribute('data-open', 'false');
    drag([24, 300], [200, 300]);
    expect(panel).toHaveAttribute('data-open', 'true');
  });

  it('an opening drag only counts while its vertical/horizontal ratio stays under 0.8', async () => {
    const { panel } = await setup();
    // Ratio 80/100 = 0.8: a scroll, not a swipe.
    drag([10, 100], [110, 180]);
    expect(panel).toHaveAttribute('data-open', 'false');
    // A drag that went vertical on the way stays a scroll, even if it ends horizontal.
    drag([10, 100], [110, 110], [20, 140]);
    expect(panel).toHaveAttribute('data-open', 'false');
    // Ratio 79/100: a swipe.
    drag([10, 100], [110, 179], [60, 139]);
    expect(panel).toHaveAttribute('data-open', 'true');
  });
});
