'use client';
import { Component, Suspense, type ReactNode } from 'react';

interface OptionalPartProps {
  /** Named in the console when the part fails. */
  name: string;
  children: ReactNode;
}

/**
 * A part of the page's runtime that reading never depends on (scroll handling, the search
 * launcher, the service worker…): loaded on its own, and when its code fails to arrive (a
 * ChunkLoadError offline, say) it renders nothing, instead of taking the page down with it:
 * these parts sit above the content's error boundary.
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn(`${this.props.name} could not load; the page works without it.`, error);
  }

  render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
