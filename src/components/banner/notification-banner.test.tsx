// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_STORAGE_KEY, NOTIFICATION_VERSION } from '@/lib/site';
import { attachCloseNotification } from './close-notification';
import { NotificationBanner } from './notification-banner';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-notification-dismissed');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NotificationBanner', () => {
  it('says these docs are for webpack 5 and links to the v4 docs and the migration guide', () => {
    render(<NotificationBanner />);
    const banner = screen.getByRole('region', { name: 'Notification' });
    expect(banner).toHaveTextContent('webpack 5');
    expect(screen.getByRole('link', { name: 'webpack 4 documentation' })).toHaveAttribute(
      'href',
      'https://v4.webpack.js.org',
    );
    // The phone's two-line version (CSS shows one or the other) links to the same places.
    expect(screen.getByRole('link', { name: 'v4 docs' })).toHaveAttribute(
      'href',
      'https://v4.webpack.js.org',
    );
    const guides = screen.getAllByRole('link', { name: 'migration guide' });
    expect(guides).toHaveLength(2);
    for (const guide of guides) expect(guide).toHaveAttribute('href', '/migrate/5/');
  });

  it('closing hides it and stores the current notification version as the marker', () => {
    render(<NotificationBanner />);
    const detach = attachCloseNotification();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    detach();
    expect(document.documentElement).toHaveAttribute('data-notification-dismissed');
    expect(localStorage.getItem(NOTIFICATION_STORAGE_KEY)).toBe(String(NOTIFICATION_VERSION));
  });

  it('closing still hides it when storage refuses to write (private mode, full quota)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    render(<NotificationBanner />);
    expect(() =>
      fireEvent.click(screen.getByRole('button', { name: 'Close notification' })),
    ).not.toThrow();
    expect(document.documentElement).toHaveAttribute('data-notification-dismissed');
    expect(localStorage.getItem(NOTIFICATION_STORAGE_KEY)).toBeNull();
  });

  it('ships a pre-paint script that hides it only when the marker equals version 3', () => {
    const { container } = render(<NotificationBanner />);
    const script = container.querySelector('script')!.textContent!;
    localStorage.setItem(NOTIFICATION_STORAGE_KEY, '2');
    new Function(script)();
    expect(document.documentElement).not.toHaveAttribute('data-notification-dismissed');
    localStorage.setItem(NOTIFICATION_STORAGE_KEY, '3');
    new Function(script)();
    expect(document.documentElement).toHaveAttribute('data-notification-dismissed');
  });
});
