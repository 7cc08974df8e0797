'use client';
import { Component, type ReactNode } from 'react';

/**
 * A part of the page's runtime that reading never depends on (scroll handling, the search
 * launcher, the service worker…). When its code fails to arrive (a
 * ChunkLoadError offline, say) it renders nothing instead of taking the page down with it:
 * these parts sit above the content's error boundary. React reports the error to the console.
 */
export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
