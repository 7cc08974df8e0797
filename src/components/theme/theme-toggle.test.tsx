// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from './theme-provider.client';
import { ThemeToggle } from './theme-toggle';
import styles from './theme-toggle.module.css';

// jsdom applies no CSS modules: load the toggle's real stylesheet, with the module's class
// names, so that the label CSS hides counts for the accessible name as in a browser.
let sheet: HTMLStyleElement;
beforeAll(() => {
  const css = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), 'theme-toggle.module.css'),
    'utf8',
  )
    .replace(/:global\(([^)]+)\)/g, '$1')
    .replace(/\.(toDark|toLight)\b/g, (_, name: keyof typeof styles) => `.${styles[name]}`);
  sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
});
afterAll(() => sheet.remove());

beforeEach(() => {
  localStorage.clear();
  const html = document.documentElement;
  html.removeAttribute('data-theme');
  html.removeAttribute('class');
  html.removeAttribute('style');
});

function setup() {
  render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
  return screen.getByRole('button');
}

describe('ThemeToggle', () => {
  it('is light by default and offers to switch to the dark theme', () => {
    const button = setup();
    const html = document.documentElement;
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
    expect(button).toHaveAccessibleName('Switch to dark theme');
  });

  it('switches to dark: data-theme, the dark class and theme = dark in local storage', () => {
    const button = setup();
    act(() => fireEvent.click(button));
    const html = document.documentElement;
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(button).toHaveAccessibleName('Switch to light theme');
  });

  it('switches back to light and stores theme = light', () => {
    const button = setup();
    act(() => fireEvent.click(button));
    act(() => fireEvent.click(button));
    const html = document.documentElement;
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(button).toHaveAccessibleName('Switch to dark theme');
  });

  it('starts from a stored dark theme', () => {
    localStorage.setItem('theme', 'dark');
    const button = setup();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(button).toHaveAccessibleName('Switch to light theme');
    act(() => fireEvent.click(button));
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
