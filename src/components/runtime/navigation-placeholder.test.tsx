// @vitest-environment jsdom
/* eslint-disable @next/next/no-html-link-for-pages -- the placeholder watches every same-origin link, plain anchors included; next/link would need the app router here */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationPlaceholder } from './navigation-placeholder.client';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

// Next's Link prevents the default of a client navigation after the capture phase; so does
// this listener, which also keeps jsdom from trying to navigate.
const preventDefault = (event: Event) => event.preventDefault();
beforeEach(() => {
  navigation.pathname = '/';
  document.addEventListener('click', preventDefault);
});
afterEach(() => document.removeEventListener('click', preventDefault));

function setup() {
  const view = render(
    <>
      <nav>
        <a href="/guides/">Guides</a>
        <a href="/#top">Home top</a>
        <a href="https://github.com/webpack/webpack">GitHub</a>
        <a href="/api/" target="_blank">
          API in a new tab
        </a>
        <a href="/plugins/" download>
          Download
        </a>
      </nav>
      <main id="content">
        <p>Current page</p>
      </main>
      <NavigationPlaceholder />
    </>,
  );
  const content = document.getElementById('content')!;
  const placeholder = () => content.querySelector('[data-page-placeholder]');
  return { ...view, content, placeholder };
}

describe('NavigationPlaceholder', () => {
  it('says when it watches clicks', () => {
    setup();
    expect(document.documentElement).toHaveAttribute('data-navigation-placeholder', 'ready');
  });

  it('shows the page placeholder in the content area after a click on a link to another page', () => {
    const { placeholder } = setup();
    expect(placeholder()).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Guides' }));
    expect(placeholder()).not.toBeNull();
    expect(placeholder()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    // The current content stays; the placeholder lies over it.
    expect(screen.getByText('Current page')).toBeInTheDocument();
  });

  it('removes it once the new route renders', () => {
    const { placeholder, rerender } = setup();
    fireEvent.click(screen.getByRole('link', { name: 'Guides' }));
    expect(placeholder()).not.toBeNull();
    navigation.pathname = '/guides/';
    rerender(
      <>
        <main id="content" />
        <NavigationPlaceholder />
      </>,
    );
    expect(document.querySelector('[data-page-placeholder]')).toBeNull();
  });

  it('removes it on back or forward', () => {
    const { placeholder } = setup();
    fireEvent.click(screen.getByRole('link', { name: 'Guides' }));
    expect(placeholder()).not.toBeNull();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(placeholder()).toBeNull();
  });

  it.each([
    ['a link to the same page', 'Home top', {}],
    ['an external link', 'GitHub', {}],
    ['a link opening a new tab', 'API in a new tab', {}],
    ['a download link', 'Download', {}],
    ['a Ctrl-click', 'Guides', { ctrlKey: true }],
    ['a Meta-click', 'Guides', { metaKey: true }],
    ['a middle click', 'Guides', { button: 1 }],
  ])('shows nothing for %s', (_, name, init) => {
    const { placeholder } = setup();
    fireEvent.click(screen.getByRole('link', { name }), init);
    expect(placeholder()).toBeNull();
  });

  it('shows the error state with Retry when a fallback navigation cannot reach its page', async () => {
    // The Navigation API, and a network that answers nothing.
    const api = new EventTarget();
    (window as { navigation?: unknown }).navigation = api;
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    try {
      const { content, placeholder } = setup();
      fireEvent.click(screen.getByRole('link', { name: 'Guides' }));
      expect(placeholder()).not.toBeNull();
      // The router gives up on the page data and loads the page as a document instead.
      let handler: (() => Promise<void>) | undefined;
      const url = `${window.location.origin}/guides/`;
      api.dispatchEvent(
        Object.assign(new Event('navigate'), {
          navigationType: 'push',
          destination: { url, sameDocument: false },
          canIntercept: true,
          userInitiated: false,
          hashChange: false,
          downloadRequest: null,
          formData: null,
          intercept: (options: { handler: () => Promise<void> }) => (handler = options.handler),
        }),
      );
      await act(() => handler!());
      const alert = screen.getByRole('alert');
      expect(content).toContainElement(alert);
      expect(alert).toHaveTextContent('Error loading content.');
      expect(placeholder()).toBeNull();
      // Still unreachable: Retry says so again rather than leaving the site.
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('alert')).toHaveTextContent('Error loading content.');
    } finally {
      delete (window as { navigation?: unknown }).navigation;
      vi.unstubAllGlobals();
    }
  });
});
