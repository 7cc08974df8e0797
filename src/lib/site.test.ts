import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  PRINTABLE_SECTIONS,
  VERSIONS,
  isPrintableSection,
  pageTitle,
  printableUrl,
  repositoryEditUrl,
  siteUrl,
} from './site';

describe('site configuration', () => {
  it('formats page titles as "{title} | webpack"', () => {
    expect(pageTitle('Output')).toBe('Output | webpack');
  });

  it('reads the site url from the environment, without a trailing slash', () => {
    expect(siteUrl({})).toBe('https://webpack.js.org');
    expect(siteUrl({ SITE_URL: 'https://docs.example.org///' })).toBe('https://docs.example.org');
    expect(siteUrl({ NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000/', SITE_URL: 'x' })).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it('has exactly the 8 printable sections of the specification', () => {
    expect([...PRINTABLE_SECTIONS].sort()).toEqual(
      [
        'api',
        'concepts',
        'configuration',
        'contribute',
        'guides',
        'loaders',
        'migrate',
        'plugins',
      ].sort(),
    );
    expect(isPrintableSection('blog')).toBe(false);
    expect(printableUrl('guides')).toBe('/guides/printable/');
  });

  it('offers 3 languages and versions 5 (default) and 4', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual(['en', 'zh', 'ko']);
    expect(VERSIONS.map((version) => version.version)).toEqual(['5', '4']);
  });

  it('builds edit links into the repository content folder', () => {
    expect(repositoryEditUrl('concepts/index.mdx')).toBe(
      'https://github.com/webpack/webpack.js.org/edit/main/content/concepts/index.mdx',
    );
  });
});
