// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageMenu } from './language-menu';

vi.mock('next/navigation', () => ({ usePathname: () => '/configuration/output/' }));

beforeEach(() => {
  window.location.hash = '#outputfilename';
});
afterEach(() => {
  window.location.hash = '';
});

function setup() {
  render(
    <>
      <LanguageMenu />
      <button type="button">Outside</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Select language' });
  const menu = () => screen.queryByRole('menu', { name: 'Languages' });
  const items = () => screen.getAllByRole('menuitem');
  return { button, menu, items };
}

/** Opens the menu from the keyboard (the item focus follows once the open menu is committed). */
function openWithKeyboard(button: HTMLElement, key = 'ArrowDown') {
  button.focus();
  fireEvent.keyDown(button, { key });
}

describe('LanguageMenu', () => {
  it('is a closed menu button named "Select language"', () => {
    const { button, menu } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toBeNull();
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('menu', { hidden: true }).id);
  });

  it('opens on click, listing English, 中文 and 한국어 on their hosts with the current path and hash', () => {
    const { button, menu, items } = setup();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toBeVisible();
    expect(items().map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['English', 'https://webpack.js.org/configuration/output/#outputfilename'],
      ['中文', 'https://webpack.docschina.org/configuration/output/#outputfilename'],
      ['한국어', 'https://webpack.kr/configuration/output/#outputfilename'],
    ]);
    expect(items().map((item) => item.getAttribute('lang'))).toEqual(['en', 'zh', 'ko']);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toBeNull();
  });

  it('reads the hash when it opens, not when it first rendered', () => {
    const { button, items } = setup();
    window.location.hash = '#outputpath';
    fireEvent.click(button);
    expect(items()[2]).toHaveAttribute(
      'href',
      'https://webpack.kr/configuration/output/#outputpath',
    );
  });

  it('opens on hover, and the click that follows the hover keeps it open', () => {
    const { button, menu } = setup();
    fireEvent.mouseEnter(button);
    expect(menu()).toBeVisible();
    fireEvent.click(button);
    expect(menu()).toBeVisible();
    fireEvent.mouseLeave(button);
    expect(menu()).toBeNull();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { button, menu, items } = setup();
    openWithKeyboard(button);
    await waitFor(() => expect(items()[0]).toHaveFocus());
    fireEvent.keyDown(items()[0]!, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a pointer down outside, not on one inside', () => {
    const { button, menu, items } = setup();
    fireEvent.click(button);
    fireEvent.pointerDown(items()[1]!);
    expect(menu()).toBeVisible();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(menu()).toBeNull();
  });

  it('closes when focus leaves it, not when focus moves between its items', async () => {
    const { button, menu, items } = setup();
    openWithKeyboard(button);
    await waitFor(() => expect(items()[0]).toHaveFocus());
    fireEvent.blur(items()[0]!, { relatedTarget: items()[1] });
    expect(menu()).toBeVisible();
    fireEvent.blur(items()[0]!, { relatedTarget: screen.getByRole('button', { name: 'Outside' }) });
    expect(menu()).toBeNull();
  });

  it('moves between items with ArrowDown, ArrowUp, Home and End, wrapping around', async () => {
    const { button, items } = setup();
    openWithKeyboard(button);
    await waitFor(() => expect(items()[0]).toHaveFocus());
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowDown');
    expect(document.activeElement).toHaveTextContent('中文');
    press('ArrowDown');
    expect(document.activeElement).toHaveTextContent('한국어');
    press('ArrowDown');
    expect(document.activeElement).toHaveTextContent('English');
    press('ArrowUp');
    expect(document.activeElement).toHaveTextContent('한국어');
    press('ArrowUp');
    expect(document.activeElement).toHaveTextContent('中文');
    press('Home');
    expect(document.activeElement).toHaveTextContent('English');
    press('End');
    expect(document.activeElement).toHaveTextContent('한국어');
  });

  it('focuses the first item only once the list is shown, even when a frame comes first', async () => {
    // While a page hydrates, the next frame can come before React commits the open menu.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    const focusedWhileHidden: string[] = [];
    const realFocus = HTMLElement.prototype.focus;
    const focus = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (
      this: HTMLElement,
      options?: FocusOptions,
    ) {
      if (this.closest('[hidden]')) focusedWhileHidden.push(this.textContent ?? '');
      realFocus.call(this, options);
    });
    try {
      const { button, items } = setup();
      openWithKeyboard(button);
      await waitFor(() => expect(items()[0]).toHaveFocus());
      expect(focusedWhileHidden).toEqual([]);
    } finally {
      frame.mockRestore();
      focus.mockRestore();
    }
  });

  it('opens on ArrowUp with the last item focused', async () => {
    const { button, items } = setup();
    openWithKeyboard(button, 'ArrowUp');
    await waitFor(() => expect(items()[2]).toHaveFocus());
  });

  it('closes on Tab out of the menu', async () => {
    const { button, menu, items } = setup();
    openWithKeyboard(button);
    await waitFor(() => expect(items()[0]).toHaveFocus());
    fireEvent.keyDown(items()[0]!, { key: 'Tab' });
    expect(menu()).toBeNull();
  });

  it('Escape closes a menu opened by a resting pointer; it stays closed until the pointer comes back', () => {
    const { button, menu } = setup();
    const root = button.parentElement!;
    fireEvent.mouseEnter(root);
    expect(menu()).toBeVisible();
    // Focus is elsewhere: the page's Escape still closes it.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveFocus();
    // The pointer moving over the menu again (without leaving) does not reopen it.
    fireEvent.mouseEnter(root);
    expect(menu()).toBeNull();
    // Leaving and coming back does.
    fireEvent.mouseLeave(root);
    fireEvent.mouseEnter(root);
    expect(menu()).toBeVisible();
    // So does the button, right after an Escape.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(menu()).toBeNull();
    fireEvent.click(button);
    expect(menu()).toBeVisible();
  });
});
