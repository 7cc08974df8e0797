// @vitest-environment jsdom
// The script runs before first paint, from a string: run it as the browser would and check
// what the reader sees (the variant on <html>, the toggles checked), whatever localStorage holds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONFIG_SYNTAX_ATTRIBUTE,
  CONFIG_SYNTAX_STORAGE_KEY,
  DEFAULT_CONFIG_SYNTAX,
} from '../../site/config-syntax';
import { CONFIG_SYNTAX_SCRIPT } from './inline-script';

function run() {
  // The same text the page inlines, run in the page's global scope.
  new Function(CONFIG_SYNTAX_SCRIPT)();
}

const shown = () => document.documentElement.getAttribute(CONFIG_SYNTAX_ATTRIBUTE);

function toggles() {
  document.body.innerHTML = ['esm', 'cjs', 'ts']
    .map((syntax) => `<button role="radio" data-syntax-option="${syntax}"></button>`)
    .join('');
  return () =>
    [...document.querySelectorAll('[data-syntax-option]')].map((button) =>
      button.getAttribute('aria-checked'),
    );
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(CONFIG_SYNTAX_ATTRIBUTE);
});

describe('the config syntax script', () => {
  it("shows the reader's stored syntax before paint and checks its toggles once parsed", () => {
    localStorage.setItem(CONFIG_SYNTAX_STORAGE_KEY, 'ts');
    const checked = toggles();
    run();
    expect(shown()).toBe('ts');
    // The toggles are marked when the page is parsed, not before.
    expect(checked()).toEqual([null, null, null]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(checked()).toEqual(['false', 'false', 'true']);
    // The first syntax of the list is a choice too.
    localStorage.setItem(CONFIG_SYNTAX_STORAGE_KEY, 'esm');
    run();
    expect(shown()).toBe('esm');
  });

  it('falls back to the default for no choice or an unknown one', () => {
    run();
    expect(shown()).toBe(DEFAULT_CONFIG_SYNTAX);
    localStorage.setItem(CONFIG_SYNTAX_STORAGE_KEY, 'coffee');
    run();
    expect(shown()).toBe(DEFAULT_CONFIG_SYNTAX);
  });

  it('falls back to the default when storage throws (private mode, blocked storage)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(shown()).toBe(DEFAULT_CONFIG_SYNTAX);
  });
});
