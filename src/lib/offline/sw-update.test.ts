// @vitest-environment jsdom
import {
  RELOAD_GUARD_MS,
  UPDATE_CHECK_GAP_MS,
  decideReload,
  isBuildAsset,
  isTypingTarget,
  shouldCheckForUpdate,
} from './sw-update';

const base = {
  hadController: true,
  handled: false,
  lastReloadAt: null,
  now: 1_000_000,
  typing: false,
};

describe('decideReload', () => {
  it('reloads once when a new worker replaces the one that controlled the page', () => {
    expect(decideReload(base)).toBe('reload');
    expect(decideReload({ ...base, handled: true })).toBe('skip');
  });
  it('does not reload on the very first install', () => {
    expect(decideReload({ ...base, hadController: false })).toBe('skip');
  });
  it('never loops: a second change soon after a reload is skipped', () => {
    expect(decideReload({ ...base, lastReloadAt: base.now - 1000 })).toBe('skip');
    expect(decideReload({ ...base, lastReloadAt: base.now - RELOAD_GUARD_MS + 1 })).toBe('skip');
    expect(decideReload({ ...base, lastReloadAt: base.now - RELOAD_GUARD_MS })).toBe('reload');
    expect(decideReload({ ...base, lastReloadAt: base.now - RELOAD_GUARD_MS - 1 })).toBe('reload');
  });
  it('guards nothing when the tab never reloaded, whatever the clock reads', () => {
    // A clock near 0 (fake timers, a reset device) must not read as a reload at time 0.
    expect(decideReload({ ...base, lastReloadAt: null, now: 0 })).toBe('reload');
    expect(decideReload({ ...base, lastReloadAt: null, now: RELOAD_GUARD_MS - 1 })).toBe('reload');
  });
  it('defers while the user is typing', () => {
    expect(decideReload({ ...base, typing: true })).toBe('defer');
  });
});

describe('isTypingTarget', () => {
  const make = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild!;
  };

  it.each([
    '<input>',
    '<input type="text">',
    '<input type="search">',
    '<input type="email">',
    '<input type="password">',
    '<input type="number">',
    '<input type="url">',
    '<input type="TEL">',
    '<textarea></textarea>',
    '<select><option>a</option></select>',
  ])('%s is a place to type', (html) => expect(isTypingTarget(make(html))).toBe(true));

  it.each(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'CHECKBOX'])(
    '<input type="%s"> is not',
    (type) => expect(isTypingTarget(make(`<input type="${type}">`))).toBe(false),
  );

  it.each(['<button>x</button>', '<a href="/concepts/">Concepts</a>', '<div tabindex="0"></div>'])(
    '%s is not',
    (html) => expect(isTypingTarget(make(html))).toBe(false),
  );

  it('counts an editable element, as the browser reports it', () => {
    const editor = make('<div contenteditable="true"></div>');
    // jsdom does not compute isContentEditable; browsers do, from the attribute and its parents.
    Object.defineProperty(editor, 'isContentEditable', { value: true });
    expect(isTypingTarget(editor)).toBe(true);
  });

  it('is false when nothing has focus', () => expect(isTypingTarget(null)).toBe(false));
});

describe('shouldCheckForUpdate', () => {
  it('checks the first time, then at most once a minute', () => {
    expect(UPDATE_CHECK_GAP_MS).toBe(60_000);
    expect(shouldCheckForUpdate(null, 5)).toBe(true);
    expect(shouldCheckForUpdate(1000, 1000 + UPDATE_CHECK_GAP_MS - 1)).toBe(false);
    expect(shouldCheckForUpdate(1000, 1000 + UPDATE_CHECK_GAP_MS)).toBe(true);
  });
});

describe('isBuildAsset', () => {
  const origin = 'https://docs.test';
  it("recognises the build's own scripts and styles, nothing else", () => {
    expect(isBuildAsset('/_next/static/chunks/7515.3e96.js', origin)).toBe(true);
    expect(isBuildAsset(`${origin}/_next/static/css/a.css`, origin)).toBe(true);
    expect(isBuildAsset('https://cdn.test/_next/static/chunks/1.js', origin)).toBe(false);
    expect(isBuildAsset(`${origin}/icons/logo.png`, origin)).toBe(false);
    expect(isBuildAsset('', origin)).toBe(false);
    expect(isBuildAsset(undefined, origin)).toBe(false);
    expect(isBuildAsset('http://[bad', origin)).toBe(false);
  });
});
