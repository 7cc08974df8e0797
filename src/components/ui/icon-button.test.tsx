// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationBanner } from '../banner/notification-banner';
import { HeaderMenu } from '../header/header-menu';
import { LanguageMenu } from '../header/language-menu';
import { SocialLinks } from '../header/social-links';
import { SidebarOpener } from '../sidebar/sidebar-opener.client';
import { ThemeToggle } from '../theme/theme-toggle';

const read = (path: string) =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), path), 'utf8');

vi.mock('next/navigation', () => ({ usePathname: () => '/concepts/' }));

describe('the shared icon-button class', () => {
  it('is what the header and the banner icon buttons and profile links wear', () => {
    render(
      <>
        <NotificationBanner />
        <HeaderMenu>
          <SocialLinks />
          <LanguageMenu />
          <ThemeToggle />
        </HeaderMenu>
        <SidebarOpener />
      </>,
    );
    const named = [
      screen.getByRole('button', { name: 'Close notification' }),
      screen.getByRole('button', { name: 'Menu' }),
      screen.getByRole('button', { name: 'Select language' }),
      screen.getByRole('button', { name: /Switch to/ }),
      screen.getByRole('button', { name: 'Open navigation' }),
      ...screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-describedby')),
    ];
    expect(named).toHaveLength(8);
    for (const element of named) expect(element).toHaveClass('icon-button');
  });

  it('is defined once, in the global stylesheet, and no CSS module repeats its box', () => {
    const globals = read('../../app/globals.css');
    expect(globals).toContain(':where(.icon-button) {');
    const modules = [
      '../banner/notification-banner.module.css',
      '../header/header-menu.module.css',
      '../header/language-menu.module.css',
      '../header/social-links.module.css',
      '../sidebar/sidebar-opener.module.css',
      '../theme/theme-toggle.module.css',
      '../runtime/shortcuts-dialog.module.css',
    ].map(read);
    for (const css of modules) expect(css).not.toMatch(/place-items|cursor: pointer/);
  });
});
