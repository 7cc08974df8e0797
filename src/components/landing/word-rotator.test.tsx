// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO } from '@/lib/site';
import { WordRotator } from './word-rotator.client';

const WORDS = ['assets', 'scripts', 'images'];

function stubReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const word = () => screen.getByTestId('hero-word').textContent;

describe('WordRotator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('uses the configured timing and width: 5000 ms delay, 5000 ms repeat, 110 px', () => {
    expect(HERO.rotatorDelayMs).toBe(5000);
    expect(HERO.rotatorRepeatMs).toBe(5000);
    stubReducedMotion(false);
    render(<WordRotator words={WORDS} />);
    expect(screen.getByTestId('hero-word')).toHaveStyle({ width: '110px' });
  });

  it('shows the first word, changes after the delay, then every repeat, and wraps around', () => {
    stubReducedMotion(false);
    render(<WordRotator words={WORDS} />);
    expect(word()).toBe('assets');
    act(() => vi.advanceTimersByTime(HERO.rotatorDelayMs - 1));
    expect(word()).toBe('assets');
    act(() => vi.advanceTimersByTime(1));
    expect(word()).toBe('scripts');
    act(() => vi.advanceTimersByTime(HERO.rotatorRepeatMs - 1));
    expect(word()).toBe('scripts');
    act(() => vi.advanceTimersByTime(1));
    expect(word()).toBe('images');
    act(() => vi.advanceTimersByTime(HERO.rotatorRepeatMs));
    expect(word()).toBe('assets');
  });

  it('honours a different delay and repeat', () => {
    stubReducedMotion(false);
    render(<WordRotator words={WORDS} delayMs={1000} repeatMs={300} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(word()).toBe('scripts');
    act(() => vi.advanceTimersByTime(300));
    expect(word()).toBe('images');
  });

  it('never changes with prefers-reduced-motion: reduce', () => {
    stubReducedMotion(true);
    render(<WordRotator words={WORDS} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(word()).toBe('assets');
  });

  it('stops its timers when unmounted', () => {
    stubReducedMotion(false);
    const { unmount } = render(<WordRotator words={WORDS} />);
    act(() => vi.advanceTimersByTime(HERO.rotatorDelayMs));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hides itself from screen readers (the headline carries the full list)', () => {
    stubReducedMotion(false);
    render(<WordRotator words={WORDS} />);
    expect(screen.getByTestId('hero-word')).toHaveAttribute('aria-hidden', 'true');
  });
});
