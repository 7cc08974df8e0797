import { cardSection, socialCard, socialCardPath, wrapTitle } from './social-card';

describe('the social card of a page', () => {
  it.each([
    ['/', '/og/index.png'],
    ['/concepts/', '/og/concepts.png'],
    ['/concepts/targets/', '/og/concepts/targets.png'],
    ['/blog/2020-10-10-webpack-5-release/', '/og/blog/2020-10-10-webpack-5-release.png'],
    ['/configuration/printable/', '/og/configuration/printable.png'],
  ])('%s is drawn at %s', (path, image) => expect(socialCardPath(path)).toBe(image));

  it.each([
    ['/', ''],
    ['/concepts/targets/', 'Concepts'],
    ['/api/', 'API'],
    ['/blog/2020-10-10-webpack-5-release/', 'Blog'],
    ['/glossary/', 'Documentation'],
  ])('%s shows the section %j', (path, section) => expect(cardSection(path)).toBe(section));

  it('carries the title, its lines and an alt text naming both', () => {
    expect(socialCard('Output', '/configuration/output/')).toEqual({
      image: '/og/configuration/output.png',
      title: 'Output',
      section: 'Configuration',
      lines: ['Output'],
      alt: 'Output · Configuration · webpack',
    });
    expect(socialCard('webpack', '/').alt).toBe('webpack');
  });
});

describe('wrapTitle', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('Hot Module Replacement', 28, 3)).toEqual(['Hot Module Replacement']);
  });

  it('wraps at spaces, never past the line length', () => {
    const lines = wrapTitle('Migrating from webpack 4 to webpack 5 with persistent caching', 20, 3);
    expect(lines).toEqual(['Migrating from', 'webpack 4 to webpack', '5 with persistent…']);
    expect(lines.every((line) => line.length <= 20)).toBe(true);
  });

  it('ends a title too long for the lines with an ellipsis', () => {
    const lines = wrapTitle(Array.from({ length: 30 }, () => 'word').join(' '), 12, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(lines.every((line) => line.length <= 12)).toBe(true);
  });

  it('ends with no ellipsis when the title fills exactly the lines it may use', () => {
    expect(wrapTitle('Getting started with loaders in webpack 5', 20, 2)).toEqual([
      'Getting started with',
      'loaders in webpack 5',
    ]);
  });

  it('shortens a full last line to fit the ellipsis, without a space before it', () => {
    const lines = wrapTitle('Getting started with loaders in webpack 5 and its plugins', 20, 2);
    expect(lines).toEqual(['Getting started with', 'loaders in webpack…']);
    expect(wrapTitle('Getting started with version 5 of webpack today', 20, 2)).toEqual([
      'Getting started with',
      'version 5 of webpac…',
    ]);
  });

  it('keeps the line before a word it has to cut', () => {
    expect(wrapTitle('Use SourceMapDevToolPluginOptions', 10, 4)).toEqual([
      'Use',
      'SourceMapD',
      'evToolPlug',
      'inOptions',
    ]);
  });

  it('gives a blank title no lines', () => {
    expect(wrapTitle('   ', 10, 2)).toEqual([]);
  });

  it('cuts a word longer than a line', () => {
    expect(wrapTitle('SourceMapDevToolPluginOptions', 10, 4)).toEqual([
      'SourceMapD',
      'evToolPlug',
      'inOptions',
    ]);
  });

  it('collapses spaces', () => {
    expect(wrapTitle('  a   b  ', 10, 2)).toEqual(['a b']);
  });
});
