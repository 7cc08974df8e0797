import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_KEY, DOCSEARCH_KEYS } from '../../../scripts/csp/build-csp.mjs';
import { allowedOrigins, pagePolicy } from '../../../scripts/csp/policy.mjs';
import { DOCSEARCH_ENV } from '../search/docsearch';
import { ANALYTICS_SCRIPT_URL } from './runtime';
import { avatarUrl } from './contributors';
import {
  ANALYTICS_HIT_ORIGINS,
  ANALYTICS_SCRIPT_ORIGINS,
  AVATAR_ORIGINS,
  DOCSEARCH_ORIGINS,
  RUNTIME_INLINE_STYLES,
} from './security';

/** The policy of a page with no inline code when DocSearch and analytics are both switched on. */
function fullPolicy(): Map<string, string[]> {
  const origins = allowedOrigins({
    avatars: AVATAR_ORIGINS,
    sponsorAvatars: [],
    docsearch: DOCSEARCH_ORIGINS,
    analytics: { scripts: ANALYTICS_SCRIPT_ORIGINS, hits: ANALYTICS_HIT_ORIGINS },
  });
  const policy: string = pagePolicy(
    { scripts: [], styles: [], styleAttributes: [] },
    { origins, delivery: 'header' },
  );
  return new Map(
    policy.split('; ').map((directive): [string, string[]] => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

/** Whether one of the CSP host sources (`https://host` or `https://*.host`) lets a request to `url` through. */
function allows(sources: string[] | undefined, url: string): boolean {
  const { protocol, host } = new URL(url);
  return (sources ?? []).some((source) => {
    const match = /^https:\/\/(\*\.)?([^/*]+)$/.exec(source);
    if (!match || protocol !== 'https:') return false;
    return match[1] ? host.endsWith(`.${match[2]}`) : host === match[2];
  });
}

describe('security origins stay in step with the code that uses them', () => {
  it('allows the host contributor avatars are fetched from', () => {
    expect(AVATAR_ORIGINS).toContain(new URL(avatarUrl('sokra')).origin);
  });

  it('allows the host gtag.js is loaded from, and reads the same variables as the site', () => {
    expect(ANALYTICS_SCRIPT_ORIGINS).toContain(new URL(ANALYTICS_SCRIPT_URL).origin);
    expect(DOCSEARCH_KEYS).toEqual(Object.values(DOCSEARCH_ENV));
    expect(ANALYTICS_KEY).toBe('NEXT_PUBLIC_ANALYTICS_ID');
    expect(readFileSync('src/components/runtime/idle-runtime.client.tsx', 'utf8')).toContain(
      `process.env.${ANALYTICS_KEY}`,
    );
  });

  it('lets avatar images through after GitHub redirects them to its CDN', () => {
    expect(
      allows(fullPolicy().get('img-src'), 'https://avatars.githubusercontent.com/u/2?v=4'),
    ).toBe(true);
  });

  it('lets DocSearch reach the Algolia hosts it queries, main and fallback', () => {
    // The client's hosts for an app id: `{id}-dsn.algolia.net`, then `{id}-1..3.algolianet.com`.
    const connect = fullPolicy().get('connect-src');
    expect(allows(connect, 'https://BH4D9OD16A-dsn.algolia.net/1/indexes/*/queries')).toBe(true);
    expect(allows(connect, 'https://BH4D9OD16A-2.algolianet.com/1/indexes/*/queries')).toBe(true);
  });

  it('lets GA4 send its hits by fetch, beacon or pixel', () => {
    const policy = fullPolicy();
    for (const url of [
      'https://region1.google-analytics.com/g/collect',
      'https://region1.analytics.google.com/g/collect',
      'https://www.googletagmanager.com/td',
    ]) {
      expect(allows(policy.get('connect-src'), url), url).toBe(true);
      expect(allows(policy.get('img-src'), url), url).toBe(true);
    }
  });

  it('writes every directive as well-formed sources: keywords, data: or https hosts', () => {
    for (const [name, sources] of fullPolicy()) {
      expect(name).toMatch(/^[a-z-]+$/);
      for (const source of sources) {
        expect(source, name).toMatch(/^('[a-z-]+'|data:|https:\/\/(\*\.)?[a-z0-9.-]+)$/);
      }
    }
  });

  it('hashes the runtime style sheets exactly as the installed next-themes and DocSearch write them', () => {
    const [themes, logo] = RUNTIME_INLINE_STYLES;
    const read = (file: string) => readFileSync(`node_modules/${file}`, 'utf8');
    expect(read('next-themes/dist/index.mjs')).toContain(
      `createTextNode(${JSON.stringify(themes)})`,
    );
    expect(read('@docsearch/react/dist/esm/DocSearchModal.js')).toContain(
      `createElement("style",null,${JSON.stringify(logo)})`,
    );
  });
});
