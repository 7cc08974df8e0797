import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  NOTIFICATION_STORAGE_KEY,
  NOTIFICATION_VERSION,
  PRINTABLE_SECTIONS,
  SWIPE,
  THEMES,
  THEME_STORAGE_KEY,
  TOOLTIP_DELAY_MS,
  TOOLTIP_POSITIONS,
  VERSIONS,
  documentationSections,
  isDocumentationPath,
  markdownTwinUrl,
  sameUrlOn,
  isPrintableSection,
  pageTitle,
  printableUrl,
  repositoryEditUrl,
  sidebarAnchorsUrl,
  siteUrl,
} from './index';

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

  it('lists the printable sections in alphabetical order, the order of their routes', () => {
    expect([...PRINTABLE_SECTIONS]).toEqual([...PRINTABLE_SECTIONS].sort());
  });

  it('serves a section sidebar anchors as one JSON file under /anchors/', () => {
    expect(sidebarAnchorsUrl('guides')).toBe('/anchors/guides.json');
  });

  it('keeps Contribute and Blog out of the Documentation dropdown', () => {
    const ids = documentationSections().map((section) => section.id);
    expect(ids[0]).toBe('concepts');
    expect(ids).toContain('api');
    expect(ids).not.toContain('contribute');
    expect(ids).not.toContain('blog');
  });

  it.each([
    ['/concepts/', true],
    ['/configuration/output/', true],
    ['/api/loaders/', true],
    ['/contribute/', false],
    ['/blog/2020-10-10-webpack-5-release/', false],
    ['/glossary/', false],
    ['/', false],
    ['', false],
  ])('marks the Documentation link active on %j: %s', (pathname, active) => {
    expect(isDocumentationPath(pathname)).toBe(active);
  });

  it('puts the Markdown twin inside the page folder, with or without a trailing slash', () => {
    expect(markdownTwinUrl('/concepts/')).toBe('/concepts/index.md');
    expect(markdownTwinUrl('/concepts')).toBe('/concepts/index.md');
    expect(markdownTwinUrl('/')).toBe('/index.md');
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

  it('pins the language hosts and the version-4 host', () => {
    expect(LANGUAGES).toEqual([
      { code: 'en', label: 'English', host: 'https://webpack.js.org' },
      { code: 'zh', label: '中文', host: 'https://webpack.docschina.org' },
      { code: 'ko', label: '한국어', host: 'https://webpack.kr' },
    ]);
    expect(VERSIONS).toEqual([
      { version: '5', host: '' },
      { version: '4', host: 'https://v4.webpack.js.org' },
    ]);
    expect(sameUrlOn('https://webpack.kr', '/concepts/', '#entry')).toBe(
      'https://webpack.kr/concepts/#entry',
    );
    expect(sameUrlOn('https://webpack.kr', '/concepts/')).toBe('https://webpack.kr/concepts/');
  });

  it('pins the tooltip delay and positions', () => {
    expect(TOOLTIP_DELAY_MS).toBe(300);
    expect([...TOOLTIP_POSITIONS]).toEqual(['top', 'right', 'bottom', 'left']);
  });

  it('pins the notification version and the theme storage', () => {
    expect(NOTIFICATION_VERSION).toBe(3);
    expect(NOTIFICATION_STORAGE_KEY).toBe('notification-dismissed');
    expect(THEME_STORAGE_KEY).toBe('theme');
    expect([...THEMES]).toEqual(['light', 'dark']);
  });

  it('pins the mobile sidebar drag thresholds: 20 px, under 295 px, ratio under 0.8', () => {
    expect(SWIPE).toEqual({ togglePx: 20, openerMaxPx: 295, maxVerticalRatio: 0.8, edgePx: 24 });
  });
});
