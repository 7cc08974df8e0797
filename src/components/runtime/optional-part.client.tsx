'use client';
import { Component, Suspense, type ReactNode } from 'react';
import { useInBrowser } from '../ui/use-in-browser';

/**
 * A part of the page's runtime that reading never depends on (scroll handling, the search
 * launcher, the service worker…). When its code fails to arrive (a
 * ChunkLoadError offline, say) it renders nothing instead of taking the page down with it:
 * these parts sit above the content's error boundary. React reports the error to the console.
 * Each part also waits for its code on its own: a part still loading (the service worker's,
 * on a slow network) never holds back or hides the others, such as the keyboard shortcuts.
 */
export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed) return null;
    return (
      <AfterHydration>
        <Suspense fallback={null}>{this.props.children}</Suspense>
      </AfterHydration>
    );
  }
}

/**
 * Renders nothing on the server and while the page hydrates, then its children. Code that
 * fails while a part hydrates counts as a hydration error, which Next reports as an uncaught
 * error on the page; started after hydration, a failing part only reaches its error boundary.
 * A part mounted later (the idle ones) renders at once.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  return useInBrowser() ? children : null;
}
