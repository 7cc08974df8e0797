// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('has exactly the 10 footer links of the specification, in order, with their urls', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Get Started', '/guides/getting-started/'],
      ['Comparison', '/comparison/'],
      [
        'Privacy Policy',
        'https://openjsf.org/wp-content/uploads/sites/84/2021/04/OpenJS-Foundation-Privacy-Policy-2019-11-15.pdf',
      ],
      ['Swag Store', 'https://webpack.threadless.com'],
      ['Awesome webpack', '/awesome-webpack/'],
      ['Glossary', '/glossary/'],
      ['Branding', '/branding/'],
      ['Discord', 'https://discord.com/invite/5sxFZPdx2k'],
      ['Changelog', 'https://github.com/webpack/webpack/releases'],
      ['License', '/license/'],
    ]);
  });

  it('marks the external links noopener, and only them', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    const external = within(footer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('rel') === 'noopener noreferrer')
      .map((link) => link.textContent);
    expect(external).toEqual(['Privacy Policy', 'Swag Store', 'Discord', 'Changelog']);
  });
});
