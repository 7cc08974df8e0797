// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_HINT_ATTRIBUTE,
  SEARCH_INPUT_ID,
  SEARCH_OPEN_ATTRIBUTE,
  SEARCH_REQUESTED_ATTRIBUTE,
} from '@/lib/site/search';
import { EARLY_SEARCH_SCRIPT } from './early-search-script';

const root = document.documentElement;
const input = () => document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement;

/** Presses `key` on `target`; returns whether something prevented its default. */
function press(target: EventTarget, key: string, modifiers: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    cancelable: true,
    ...modifiers,
  });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeAll(() => {
  document.body.innerHTML =
    `<input id="${SEARCH_INPUT_ID}"><kbd ${SEARCH_HINT_ATTRIBUTE}>Ctrl K</kbd>` +
    `<button ${SEARCH_OPEN_ATTRIBUTE}>Search</button><textarea></textarea>`;
  Object.defineProperty(navigator, 'platform', { configurable: true, get: () => 'MacIntel' });
  new Function(EARLY_SEARCH_SCRIPT)();
});

describe('EARLY_SEARCH_SCRIPT', () => {
  it('shows the hint as ⌘K on Apple systems', () => {
    expect(document.querySelector(`[${SEARCH_HINT_ATTRIBUTE}]`)!.textContent).toBe('⌘K');
  });

  it.each([
    ['Ctrl+K', 'k', { ctrlKey: true }],
    ['⌘K', 'K', { metaKey: true }],
    ['/', '/', {}],
  ] as const)(
    'keeps %s pressed before the launcher is ready, instead of its default',
    (_, key, modifiers) => {
      root.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE);
      expect(press(document.body, key, modifiers)).toBe(true);
      expect(root).toHaveAttribute(SEARCH_REQUESTED_ATTRIBUTE);
    },
  );

  it('leaves `/` typed into a field, other keys and Alt combinations alone', () => {
    root.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE);
    expect(press(document.querySelector('textarea')!, '/')).toBe(false);
    expect(press(document.body, 'k')).toBe(false);
    expect(press(document.body, 'k', { ctrlKey: true, altKey: true })).toBe(false);
    expect(press(document.body, 'j', { ctrlKey: true })).toBe(false);
    expect(root).not.toHaveAttribute(SEARCH_REQUESTED_ATTRIBUTE);
  });

  it("keeps a tap on the phone's search button", () => {
    root.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE);
    document.querySelector<HTMLButtonElement>(`[${SEARCH_OPEN_ATTRIBUTE}]`)!.click();
    expect(root).toHaveAttribute(SEARCH_REQUESTED_ATTRIBUTE);
  });

  it('keeps a click into the search box, and no click elsewhere', () => {
    root.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE);
    document.querySelector('textarea')!.click();
    expect(root).not.toHaveAttribute(SEARCH_REQUESTED_ATTRIBUTE);
    input().click();
    expect(root).toHaveAttribute(SEARCH_REQUESTED_ATTRIBUTE);
  });

  it('stands aside once the launcher is ready', () => {
    root.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE);
    input().setAttribute('data-shortcuts', 'ready');
    expect(press(document.body, 'k', { ctrlKey: true })).toBe(false);
    expect(root).not.toHaveAttribute(SEARCH_REQUESTED_ATTRIBUTE);
    input().removeAttribute('data-shortcuts');
  });
});
