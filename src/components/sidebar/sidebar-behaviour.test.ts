// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { attachSidebarBehaviour, inHorizontalScroller } from './sidebar-behaviour';

/** Gives `element` a scroll width beyond its client width. */
function wide(element: HTMLElement, overflowX = 'auto') {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 900 });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 300 });
  element.style.overflowX = overflowX;
}

/** Fires a one-finger touch event at `target`, as a phone does. */
function touch(type: string, target: Element, x: number, y: number) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const point = [{ clientX: x, clientY: y }];
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : point });
  Object.defineProperty(event, 'changedTouches', { value: point });
  target.dispatchEvent(event);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('inHorizontalScroller', () => {
  it('is true inside an element that scrolls sideways, such as a wide code block', () => {
    document.body.innerHTML = '<pre><code><span id="token">x</span></code></pre><p id="text">t</p>';
    wide(document.querySelector('pre')!);
    expect(inHorizontalScroller(document.getElementById('token'))).toBe(true);
    expect(inHorizontalScroller(document.getElementById('text'))).toBe(false);
  });

  it('is false for wide content that is clipped rather than scrolled, and for no target', () => {
    document.body.innerHTML = '<div><span id="inner">x</span></div>';
    wide(document.querySelector('div')!, 'clip');
    expect(inHorizontalScroller(document.getElementById('inner'))).toBe(false);
    expect(inHorizontalScroller(null)).toBe(false);
  });
});

describe('attachSidebarBehaviour', () => {
  it('opens from the edge, follows the finger meanwhile, and never opens from a code block', () => {
    document.body.innerHTML =
      '<div id="panel" data-open="false"></div><pre><code id="code">x</code></pre><p id="text">t</p>';
    const panel = document.getElementById('panel')!;
    wide(document.querySelector('pre')!);
    const detach = attachSidebarBehaviour(panel);
    const code = document.getElementById('code')!;
    touch('touchstart', code, 3, 100);
    touch('touchmove', code, 120, 102);
    expect(panel.style.transform).toBe('');
    touch('touchend', code, 120, 102);

    const text = document.getElementById('text')!;
    touch('touchstart', text, 3, 100);
    touch('touchmove', text, 80, 102);
    expect(panel.style.transform).toBe('translateX(calc(-100% + 77px))');
    touch('touchend', text, 80, 102);
    // Let go: the panel's own styles (and its open state) take over again.
    expect(panel.style.transform).toBe('');
    detach();
  });
});
