// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_FALLBACK, Contributors } from './contributors.client';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback | undefined;

function installObserver() {
  observed = undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Contributors', () => {
  it('titles the grid "1 Contributor" or "N Contributors"', () => {
    installObserver();
    const { rerender } = render(<Contributors handles={['sokra']} />);
    expect(screen.getByRole('heading', { name: '1 Contributor' })).toBeInTheDocument();
    rerender(<Contributors handles={['sokra', 'TheLarkInn', 'alexander-akait']} />);
    expect(screen.getByRole('heading', { name: '3 Contributors' })).toBeInTheDocument();
  });

  it('renders nothing without contributors', () => {
    const { container } = render(<Contributors handles={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads GitHub avatars at size 90 only once the grid is in view', () => {
    installObserver();
    render(<Contributors handles={['sokra']} />);
    const avatar = screen.getByRole('img', { name: 'sokra' });
    expect(avatar).toHaveAttribute('src', AVATAR_FALLBACK);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(avatar).toHaveAttribute('src', 'https://github.com/sokra.png?size=90');
  });

  it('falls back to a 300 ms visibility check without IntersectionObserver', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Contributors handles={['sokra']} />);
    const avatar = screen.getByRole('img', { name: 'sokra' });
    vi.spyOn(avatar.closest('section')!, 'getBoundingClientRect').mockReturnValue({
      top: 10,
      bottom: 100,
      left: 0,
      right: 100,
    } as DOMRect);
    act(() => vi.advanceTimersByTime(299));
    expect(avatar).toHaveAttribute('src', AVATAR_FALLBACK);
    act(() => vi.advanceTimersByTime(1));
    expect(avatar).toHaveAttribute('src', 'https://github.com/sokra.png?size=90');
  });

  it('shows a neutral fallback when an avatar fails to load', () => {
    installObserver();
    render(<Contributors handles={['sokra']} />);
    act(() => observed?.([{ isIntersecting: true }]));
    const avatar = screen.getByRole('img', { name: 'sokra' });
    fireEvent.error(avatar);
    expect(avatar).toHaveAttribute('src', AVATAR_FALLBACK);
  });
});
