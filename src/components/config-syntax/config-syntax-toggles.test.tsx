// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syntaxToggle } from '@/lib/markdown/config-syntaxes/remark-config-syntaxes';
import { CONFIG_SYNTAX_STORAGE_KEY } from '@/lib/site';
import { ConfigSyntaxToggles } from './config-syntax-toggles.client';

vi.mock('next/navigation', () => ({ usePathname: () => '/concepts/configuration/' }));

const toHtml = () =>
  unified()
    .use(rehypeStringify)
    .stringify({ type: 'root', children: [syntaxToggle()] });

/** Two blocks' toggles as the build renders them. */
function twoToggles() {
  document.body.innerHTML = `${toHtml()}<p>text</p>${toHtml()}`;
  render(<ConfigSyntaxToggles />, {
    container: document.body.appendChild(document.createElement('div')),
  });
  const options = (syntax: string) => [
    ...document.querySelectorAll<HTMLElement>(`[data-syntax-option="${syntax}"]`),
  ];
  return { options };
}

const checked = () =>
  [...document.querySelectorAll('[aria-checked="true"]')].map((o) =>
    o.getAttribute('data-syntax-option'),
  );

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-config-syntax');
});

describe('config syntax toggle', () => {
  it('starts on CommonJS, as built', () => {
    twoToggles();
    expect(checked()).toEqual(['cjs', 'cjs']);
  });

  it('marks the toggles of a page for the choice already on <html> (client navigation)', () => {
    document.documentElement.setAttribute('data-config-syntax', 'esm');
    twoToggles();
    expect(checked()).toEqual(['esm', 'esm']);
  });

  it('a click on one block switches every block, <html> and the stored choice', async () => {
    const { options } = twoToggles();
    options('ts')[0]!.click();
    await waitFor(() => expect(document.documentElement.dataset.configSyntax).toBe('ts'));
    expect(checked()).toEqual(['ts', 'ts']);
    expect(localStorage.getItem(CONFIG_SYNTAX_STORAGE_KEY)).toBe('ts');
  });

  it('arrow keys move to the next and previous option, wrapping, and focus it', async () => {
    const { options } = twoToggles();
    const cjs = options('cjs')[1]!;
    cjs.focus();
    cjs.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(() => expect(document.activeElement).toBe(options('ts')[1]));
    expect(checked()).toEqual(['ts', 'ts']);
    options('ts')[1]!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
    );
    await waitFor(() => expect(document.activeElement).toBe(options('esm')[1]));
    expect(document.documentElement.dataset.configSyntax).toBe('esm');
  });
});
