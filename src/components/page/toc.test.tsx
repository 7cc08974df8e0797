// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOC_SHOWN, Toc, activeHeading } from './toc.client';

/** A screen on which `query` matches or not. */
function screenWhere(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === TOC_SHOWN && wide,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('activeHeading', () => {
  it('is the last heading whose top passed the band, else the first', () => {
    expect(
      activeHeading([
        { id: 'a', top: 300 },
        { id: 'b', top: 900 },
      ]),
    ).toBe('a');
    expect(
      activeHeading([
        { id: 'a', top: -400 },
        { id: 'b', top: 50 },
        { id: 'c', top: 700 },
      ]),
    ).toBe('b');
    expect(activeHeading([])).toBeUndefined();
  });

  it('at the bottom of the page, is the last heading whose top is inside the window', () => {
    const tops = [
      { id: 'long', top: -900 },
      { id: 'short', top: 400 },
      { id: 'last', top: 700 },
      { id: 'below', top: 950 },
    ];
    // Short last sections never reach the band...
    expect(activeHeading(tops)).toBe('long');
    // ...so at the bottom the last one in view is active.
    expect(activeHeading(tops, 96, { viewportHeight: 900 })).toBe('last');
    expect(activeHeading(tops.slice(0, 1), 96, { viewportHeight: 900 })).toBe('long');
  });
});

describe('Toc', () => {
  it('lists the anchors and marks the heading in view', () => {
    screenWhere(true);
    document.body.innerHTML = '<h2 id="one">One</h2><h3 id="two">Two</h3>';
    const tops: Record<string, number> = { one: -200, two: 40 };
    for (const id of ['one', 'two']) {
      document.getElementById(id)!.getBoundingClientRect = () => ({ top: tops[id] }) as DOMRect;
    }
    render(
      <Toc
        anchors={[
          { id: 'one', title: 'One', level: 2 },
          { id: 'two', title: 'Two', level: 3 },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Two' })).toHaveAttribute('aria-current', 'location');
    tops.two = 600;
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('link', { name: 'One' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Two' })).not.toHaveAttribute('aria-current');
    // Scrolled to the very bottom of a long page: the short last section is the one read.
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(
      window.innerHeight + 500,
    );
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(500);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('link', { name: 'Two' })).toHaveAttribute('aria-current', 'location');
  });

  it('measures no heading on a screen too narrow to show the contents', () => {
    screenWhere(false);
    document.body.innerHTML = '<h2 id="one">One</h2>';
    const measure = vi.fn(() => ({ top: 0 }) as DOMRect);
    document.getElementById('one')!.getBoundingClientRect = measure;
    render(<Toc anchors={[{ id: 'one', title: 'One', level: 2 }]} />);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(measure).not.toHaveBeenCalled();
  });
});
