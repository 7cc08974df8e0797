// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableText, breakPoints } from './breakable-text';

describe('breakPoints', () => {
  it('splits after dots and slashes and at camelCase humps', () => {
    expect(breakPoints('output.devtoolFallbackModuleFilenameTemplate')).toEqual([
      'output.',
      'devtool',
      'Fallback',
      'Module',
      'Filename',
      'Template',
    ]);
    expect(breakPoints('module.rules/Rule.oneOf')).toEqual([
      'module.',
      'rules/',
      'Rule.',
      'one',
      'Of',
    ]);
  });

  it('leaves plain words, acronyms and runs of dots whole', () => {
    expect(breakPoints('Caching')).toEqual(['Caching']);
    expect(breakPoints('CSS and HTML')).toEqual(['CSS and HTML']);
    expect(breakPoints('...args')).toEqual(['...', 'args']);
    expect(breakPoints('')).toEqual(['']);
  });
});

describe('BreakableText', () => {
  it('puts <wbr> at the break points and keeps the text (and the accessible name) whole', () => {
    render(
      <a href="#x">
        <BreakableText text="output.environment.arrowFunction" />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'output.environment.arrowFunction' });
    expect(link.textContent).toBe('output.environment.arrowFunction');
    expect(link.querySelectorAll('wbr')).toHaveLength(3);
  });
});
