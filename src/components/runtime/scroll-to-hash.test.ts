// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashTarget, scrollToHash } from './scroll-to-hash';

let scrollIntoView: ReturnType<typeof vi.fn>;
let scrollTo: ReturnType<typeof vi.fn>;
let stop: (() => void) | undefined;

beforeEach(() => {
  scrollIntoView = vi.fn();
  scrollTo = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function addTarget(id: string) {
  const heading = document.createElement('h2');
  heading.id = id;
  document.body.append(heading);
  return heading;
}

describe('hashTarget', () => {
  it('finds the element by decoded id, or by name', () => {
    const heading = addTarget('café');
    expect(hashTarget('#caf%C3%A9')).toBe(heading);
    const anchor = document.createElement('a');
    anchor.name = 'legacy';
    document.body.append(anchor);
    expect(hashTarget('#legacy')).toBe(anchor);
    expect(hashTarget('#missing')).toBeNull();
    expect(hashTarget('')).toBeNull();
  });
});

describe('scrollToHash', () => {
  it('scrolls to the top when there is no hash', () => {
    stop = scrollToHash('');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('treats a bare "#" as no hash', () => {
    stop = scrollToHash('#');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls a present target into view at once', () => {
    const target = addTarget('entry');
    stop = scrollToHash('#entry');
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('waits for a target that appears later, then scrolls to it', async () => {
    stop = scrollToHash('#late-heading');
    expect(scrollIntoView).not.toHaveBeenCalled();
    // Other content arriving first is not the target.
    addTarget('something-else');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scrollIntoView).not.toHaveBeenCalled();
    const target = addTarget('late-heading');
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops waiting after 10 s', async () => {
    vi.useFakeTimers();
    stop = scrollToHash('#too-late');
    vi.advanceTimersByTime(10_000);
    addTarget('too-late');
    await Promise.resolve();
    await Promise.resolve();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('still finds a target that appears just before 10 s', async () => {
    vi.useFakeTimers();
    stop = scrollToHash('#just-in-time');
    vi.advanceTimersByTime(9_999);
    addTarget('just-in-time');
    await Promise.resolve();
    await Promise.resolve();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('stops waiting once the reader scrolls on their own', async () => {
    stop = scrollToHash('#after-wheel');
    window.dispatchEvent(new Event('wheel'));
    addTarget('after-wheel');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
