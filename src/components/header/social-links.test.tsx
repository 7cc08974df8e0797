// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siGithub, siStackoverflow, siX } from 'simple-icons';
import { SocialLinks } from './social-links';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const LINKS = [
  ['GitHub', 'https://github.com/webpack/webpack', 'webpack on GitHub'],
  ['X', 'https://x.com/webpack', 'webpack on X'],
  [
    'Stack Overflow',
    'https://stackoverflow.com/questions/tagged/webpack',
    'Questions tagged webpack on Stack Overflow',
  ],
] as const;

describe('SocialLinks', () => {
  it('renders exactly the GitHub, X and Stack Overflow links, in that order', () => {
    render(<SocialLinks />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'GitHub',
      'X',
      'Stack Overflow',
    ]);
  });

  it.each(LINKS)(
    'names the %s link, links it to %s and describes it by its tooltip',
    (name, href, tip) => {
      render(<SocialLinks />);
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const tooltip = document.getElementById(link.getAttribute('aria-describedby')!)!;
      expect(tooltip).toHaveAttribute('role', 'tooltip');
      expect(tooltip).toHaveTextContent(tip);
      expect(link).toHaveAccessibleDescription(tip);
      // The icon is decoration: the name comes from the label only.
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it('shows a tooltip below its link 300 ms after hover', () => {
    render(<SocialLinks />);
    const link = screen.getByRole('link', { name: 'X' });
    const tooltip = document.getElementById(link.getAttribute('aria-describedby')!)!;
    expect(tooltip).toHaveAttribute('data-position', 'bottom');
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(299));
    expect(tooltip).toHaveAttribute('data-visible', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip).toHaveAttribute('data-visible', 'true');
  });

  it.each([
    ['GitHub', siGithub],
    ['X', siX],
    ['Stack Overflow', siStackoverflow],
  ] as const)('draws the real %s mark from Simple Icons, inline', (name, icon) => {
    render(<SocialLinks />);
    const path = screen.getByRole('link', { name }).querySelector('svg path')!;
    expect(path).toHaveAttribute('d', icon.path);
    expect(path).toHaveAttribute('fill', 'currentColor');
  });
});
