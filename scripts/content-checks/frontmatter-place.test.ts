import { describe, expect, it } from 'vitest';
import { fieldPlace } from './frontmatter-place';

const PAGE = `---
title: Output
sort: 4
related:
  - title: Entry
    url: /configuration/entry-context/
  - title: Caching
    url: /guides/caching/
contributors:
  - sokra
---

Body with sort: 1 in it.
`;

describe('fieldPlace', () => {
  it('points at a top-level key', () => {
    expect(fieldPlace(PAGE, ['sort'])).toEqual({ line: 3, column: 1 });
    expect(fieldPlace(PAGE, ['contributors'])).toEqual({ line: 9, column: 1 });
  });

  it('points at a key inside the n-th entry of a list', () => {
    expect(fieldPlace(PAGE, ['related', 0, 'title'])).toEqual({ line: 5, column: 5 });
    expect(fieldPlace(PAGE, ['related', 1, 'url'])).toEqual({ line: 8, column: 5 });
    expect(fieldPlace(PAGE, ['contributors', 0])).toEqual({ line: 10, column: 3 });
  });

  it('falls back to the nearest written part of the path', () => {
    expect(fieldPlace(PAGE, ['related', 5, 'url'])).toEqual({ line: 4, column: 1 });
    expect(fieldPlace(PAGE, ['related', 1, 'extra'])).toEqual({ line: 7, column: 3 });
  });

  it('points at the opening line for a field that is not written', () => {
    expect(fieldPlace(PAGE, ['description'])).toEqual({ line: 1, column: 1 });
    expect(fieldPlace('no frontmatter', ['title'])).toEqual({ line: 1, column: 1 });
  });

  it('never looks past the frontmatter', () => {
    expect(fieldPlace('---\ntitle: A\n---\nsort: 3\n', ['sort'])).toEqual({ line: 1, column: 1 });
  });
});
