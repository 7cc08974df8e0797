// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutAction, type KeyPress } from './keyboard-shortcuts';
import { SHORTCUTS } from '../../lib/site';

const body = document.body;
const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: body,
  ...extra,
});

describe('shortcutAction', () => {
  it('maps [ ] t ? to their actions', () => {
    expect(shortcutAction(press('['))).toBe('previous');
    expect(shortcutAction(press(']'))).toBe('next');
    expect(shortcutAction(press('t'))).toBe('theme');
    expect(shortcutAction(press('?'))).toBe('help');
  });

  it('leaves / and Ctrl/Cmd+K to search, and other keys alone', () => {
    expect(shortcutAction(press('/'))).toBeUndefined();
    expect(shortcutAction(press('k', { ctrlKey: true }))).toBeUndefined();
    expect(shortcutAction(press('a'))).toBeUndefined();
    expect(shortcutAction(press('constructor'))).toBeUndefined();
  });

  it('ignores presses with Ctrl, Alt or Meta', () => {
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey'] as const) {
      expect(shortcutAction(press('t', { [modifier]: true }))).toBeUndefined();
      expect(shortcutAction(press('[', { [modifier]: true }))).toBeUndefined();
    }
  });

  it('ignores presses while typing, composing or already handled', () => {
    // jsdom does not compute isContentEditable; a browser element would say true here.
    const editable = { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget;
    expect(shortcutAction(press('t', { target: editable }))).toBeUndefined();
    for (const tag of ['input', 'textarea', 'select']) {
      expect(shortcutAction(press('t', { target: document.createElement(tag) }))).toBeUndefined();
    }
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(shortcutAction(press('?', { isComposing: true }))).toBeUndefined();
    expect(shortcutAction(press(']', { defaultPrevented: true }))).toBeUndefined();
    expect(shortcutAction(press('t', { target: window }))).toBe('theme');
  });
});

describe('SHORTCUTS', () => {
  it('lists every action once, search included', () => {
    expect(SHORTCUTS.map((s) => s.action)).toEqual(['previous', 'next', 'search', 'theme', 'help']);
  });
});
