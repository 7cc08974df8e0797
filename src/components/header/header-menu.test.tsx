// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADER_MENU_ID } from '@/lib/site/ui';
import { HeaderMenu } from './header-menu';
import { attachHeaderMenu } from './header-menu-behaviour';

let detach = () => {};
afterEach(() => detach());

function setup() {
  render(
    <>
      <header>
        <HeaderMenu>
          <a href="#blog">Blog</a>
          <button type="button">Inside</button>
          <button type="button" aria-haspopup="menu" aria-expanded="false">
            Language
          </button>
        </HeaderMenu>
      </header>
      <button type="button">Outside</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Menu' });
  const panel = document.getElementById(HEADER_MENU_ID)!;
  return { button, panel };
}

describe('HeaderMenu', () => {
  it('renders a closed disclosure button and its panel with the content, before any script', () => {
    const { button, panel } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', HEADER_MENU_ID);
    expect(panel).toHaveAttribute('data-open', 'false');
    // Its content is in the page from the start (the wide header shows it in the row).
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Blog' }));
  });

  it('opens and closes with the button once attached, placing the sheet under the header', () => {
    const { button, panel } = setup();
    detach = attachHeaderMenu();
    expect(button).toHaveAttribute('data-header-menu', 'ready');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(panel.style.getPropertyValue('--menu-top')).toMatch(/px$/);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('closes on Escape and gives the focus back to the button, unless a menu inside is open', () => {
    const { button, panel } = setup();
    detach = attachHeaderMenu();
    fireEvent.click(button);
    const language = screen.getByRole('button', { name: 'Language' });
    language.setAttribute('aria-expanded', 'true');
    fireEvent.keyDown(language, { key: 'Escape' });
    expect(panel).toHaveAttribute('data-open', 'true');
    language.setAttribute('aria-expanded', 'false');
    screen.getByRole('button', { name: 'Inside' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a pointer outside, on focus leaving it, on a followed link and on Back', () => {
    const { button, panel } = setup();
    detach = attachHeaderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(panel).toHaveAttribute('data-open', 'false');

    fireEvent.click(button);
    fireEvent.focusOut(screen.getByRole('button', { name: 'Inside' }), {
      relatedTarget: screen.getByRole('button', { name: 'Outside' }),
    });
    expect(panel).toHaveAttribute('data-open', 'false');

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(panel).toHaveAttribute('data-open', 'false');

    fireEvent.click(button);
    fireEvent.popState(window);
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
