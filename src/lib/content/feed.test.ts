// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildFeed, escapeXml, rfc822, sortPosts, type FeedPost } from './feed';

const channel = {
  title: 'webpack blog',
  origin: 'https://example.org',
  path: '/blog/',
  description: 'News & notes',
};

const posts: FeedPost[] = [
  { title: 'Old', url: '/blog/2018-02-25-old/', date: '2018-02-25', description: 'First' },
  { title: 'New <b> & "quoted"', url: '/blog/2020-10-10-new/', date: '2020-10-10' },
  { title: 'Middle', url: '/blog/2019-01-01-middle/', date: '2019-01-01', description: 'a < b' },
];

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });

  it('drops control characters XML 1.0 forbids but keeps tabs, newlines and emoji', () => {
    expect(escapeXml('a\u0000b\u0008c\td\ne 📦')).toBe('abc\td\ne 📦');
  });
});

describe('rfc822', () => {
  it('formats a day at midnight UTC', () => {
    expect(rfc822('2020-10-10')).toBe('Sat, 10 Oct 2020 00:00:00 GMT');
    expect(rfc822('2018-02-25')).toBe('Sun, 25 Feb 2018 00:00:00 GMT');
  });

  it('rejects malformed and impossible dates with a clear error', () => {
    expect(() => rfc822('2020-02-30')).toThrow(/not a real date/);
    expect(() => rfc822('10/10/2020')).toThrow(/YYYY-MM-DD/);
  });
});

describe('sortPosts', () => {
  it('orders newest first and breaks ties by url', () => {
    const sorted = sortPosts([
      ...posts,
      { title: 'Same day', url: '/blog/2020-10-10-a/', date: '2020-10-10' },
    ]);
    expect(sorted.map((post) => post.url)).toEqual([
      '/blog/2020-10-10-a/',
      '/blog/2020-10-10-new/',
      '/blog/2019-01-01-middle/',
      '/blog/2018-02-25-old/',
    ]);
  });
});

describe('buildFeed', () => {
  // Built inside each test, not once here: StrykerJS only credits tests with code they run.
  const build = () => {
    const xml = buildFeed(channel, posts);
    return { xml, doc: parse(xml) };
  };

  it('is well-formed RSS 2.0 with the channel fields', () => {
    const { doc } = build();
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channelEl = doc.querySelector('channel')!;
    expect(channelEl.querySelector(':scope > title')?.textContent).toBe('webpack blog');
    expect(channelEl.querySelector(':scope > link')?.textContent).toBe('https://example.org/blog/');
    expect(channelEl.querySelector(':scope > description')?.textContent).toBe('News & notes');
  });

  it('has one item per post, newest first, with absolute links, guid and RFC 822 dates', () => {
    const { xml, doc } = build();
    const items = [...doc.querySelectorAll('item')];
    expect(items.map((item) => item.querySelector('title')?.textContent)).toEqual([
      'New <b> & "quoted"',
      'Middle',
      'Old',
    ]);
    expect(items.map((item) => item.querySelector('link')?.textContent)).toEqual([
      'https://example.org/blog/2020-10-10-new/',
      'https://example.org/blog/2019-01-01-middle/',
      'https://example.org/blog/2018-02-25-old/',
    ]);
    expect(items[0]!.querySelector('guid')?.textContent).toBe(
      'https://example.org/blog/2020-10-10-new/',
    );
    expect(items.map((item) => item.querySelector('pubDate')?.textContent)).toEqual([
      'Sat, 10 Oct 2020 00:00:00 GMT',
      'Tue, 01 Jan 2019 00:00:00 GMT',
      'Sun, 25 Feb 2018 00:00:00 GMT',
    ]);
    expect(items[1]!.querySelector('description')?.textContent).toBe('a < b');
    expect(items[0]!.querySelector('description')).toBeNull();
    expect(xml).toContain('<title>New &lt;b&gt; &amp; &quot;quoted&quot;</title>');
  });

  it('stays valid with no posts', () => {
    const empty = parse(buildFeed(channel, []));
    expect(empty.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(empty.querySelectorAll('item')).toHaveLength(0);
  });

  it('writes exactly the fields readers expect: declaration, language, build date of the newest post', () => {
    const xml = buildFeed(channel, [
      { title: 'Old', url: '/blog/2018-02-25-old/', date: '2018-02-25' },
      { title: 'New', url: '/blog/2020-10-10-new/', date: '2020-10-10' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0">',
        '  <channel>',
        '    <title>webpack blog</title>',
        '    <link>https://example.org/blog/</link>',
        '    <description>News &amp; notes</description>',
        '    <language>en</language>',
        '    <lastBuildDate>Sat, 10 Oct 2020 00:00:00 GMT</lastBuildDate>',
        '    <item>',
        '      <title>New</title>',
        '      <link>https://example.org/blog/2020-10-10-new/</link>',
        '      <guid isPermaLink="true">https://example.org/blog/2020-10-10-new/</guid>',
        '      <pubDate>Sat, 10 Oct 2020 00:00:00 GMT</pubDate>',
        '    </item>',
        '    <item>',
        '      <title>Old</title>',
        '      <link>https://example.org/blog/2018-02-25-old/</link>',
        '      <guid isPermaLink="true">https://example.org/blog/2018-02-25-old/</guid>',
        '      <pubDate>Sun, 25 Feb 2018 00:00:00 GMT</pubDate>',
        '    </item>',
        '  </channel>',
        '</rss>',
        '',
      ].join('\n'),
    );
  });

  it('writes no build date and nothing else extra when there are no posts', () => {
    expect(buildFeed(channel, [])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0">',
        '  <channel>',
        '    <title>webpack blog</title>',
        '    <link>https://example.org/blog/</link>',
        '    <description>News &amp; notes</description>',
        '    <language>en</language>',
        '  </channel>',
        '</rss>',
        '',
      ].join('\n'),
    );
  });
});
