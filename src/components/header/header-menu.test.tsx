// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_MENU_ID, HeaderMenu } from './header-menu.client';

const navigation = vi.hoisted(() => ({ pathname: '/concepts/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

beforeEach(() => {
  navigation.pathname = '/concepts/';
});

function setup() {
  const view = render(
    <>
      <header>
        <HeaderMenu>
          <a href="#blog">Blog</a>
          <button type="button">Inside</button>
        </HeaderMenu>
      </header>
      <button type="button">Outside</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Menu' });
  const panel = document.getElementById(HEADER_MENU_ID)!;
  return { button, panel, view };
}

describe('HeaderMenu', () => {
  it('is a closed disclosure button controlling the menu panel', () => {
    const { button, panel } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', HEADER_MENU_ID);
    expect(panel).toHaveAttribute('data-open', 'false');
    // Its content is in the page from the start (the wide header shows it in the row).
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Blog' }));
  });

  it('opens and closes with the button, placing the sheet under the header', () => {
    const { button, panel } = setup();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(panel.style.getPropertyValue('--menu-top')).toMatch(/px$/);
    fireEvent.click(button);
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('closes on Escape and gives the focus back to the button', () => {
    const { button, panel } = setup();
    fireEvent.click(button);
    screen.getByRole('button', { name: 'Inside' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(button).toHaveFocus();
  });

  it('leaves an Escape that something inside already handled (the language menu) alone', () => {
    const { button, panel } = setup();
    fireEvent.click(button);
    const inside = screen.getByRole('button', { name: 'Inside' });
    inside.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(inside, { key: 'Escape' });
    expect(panel).toHaveAttribute('data-open', 'true');
  });

  it('closes on a pointer outside, on focus leaving it, on a followed link and on a new page', () => {
    const { button, panel, view } = setup();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(panel).toHaveAttribute('data-open', 'false');

    fireEvent.click(button);
    fireEvent.blur(screen.getByRole('button', { name: 'Inside' }), {
      relatedTarget: screen.getByRole('button', { name: 'Outside' }),
    });
    expect(panel).toHaveAttribute('data-open', 'false');

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(panel).toHaveAttribute('data-open', 'false');

    fireEvent.click(button);
    navigation.pathname = '/blog/';
    act(() =>
      view.rerender(
        <header>
          <HeaderMenu>
            <a href="#blog">Blog</a>
          </HeaderMenu>
        </header>,
      ),
    );
    expect(document.getElementById(HEADER_MENU_ID)).toHaveAttribute('data-open', 'false');
  });
});
