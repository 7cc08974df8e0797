import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildPolicies, configuredOrigins } from './build-csp.mjs';
import { hashSource } from './policy.mjs';

const fixture = fileURLToPath(new URL('../../tests/fixtures/csp/out', import.meta.url));

/** A fresh copy of the fixture build with its policies applied. */
function built(env = {}) {
  const out = mkdtempSync(join(tmpdir(), 'csp-'));
  cpSync(fixture, out, { recursive: true });
  const result = buildPolicies(out, env);
  const read = (file) => readFileSync(join(out, file), 'utf8');
  const metaPolicy = (file) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/
      .exec(read(file))[1]
      .replaceAll('&amp;', '&');
  return { out, result, read, metaPolicy };
}

const HOME_SCRIPT = hashSource("alert('Hello, world.');");
const GUIDE_SCRIPT = hashSource('self.__next_f.push([1,"guide & <b>"])');

describe('buildPolicies', () => {
  it('gives each page only the hashes of its own inline scripts and style elements', () => {
    const { result, metaPolicy } = built();
    expect(result).toMatchObject({ pages: 2, errors: [] });
    const home = metaPolicy('index.html');
    const guide = metaPolicy('guide/index.html');
    expect(home).toContain(`script-src 'self' ${HOME_SCRIPT};`);
    expect(home).toContain(hashSource('p{color:red}'));
    expect(home).toContain(`'unsafe-hashes' ${hashSource('--shiki-light:#1F2328')}`);
    expect(home).not.toContain(GUIDE_SCRIPT);
    expect(guide).toContain(`script-src 'self' ${GUIDE_SCRIPT};`);
    expect(guide).not.toContain(HOME_SCRIPT);
  });

  it("allows every page's style attributes on every page, for bodies that arrive by client navigation", () => {
    const { metaPolicy } = built();
    expect(metaPolicy('guide/index.html')).toContain(
      `'unsafe-hashes' ${hashSource('--shiki-light:#1F2328')}`,
    );
  });

  it('writes the meta ahead of every script, and deploy configs carrying the same policy per page', () => {
    const { read, metaPolicy } = built();
    const home = read('index.html');
    expect(home.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      home.indexOf('<script'),
    );
    const meta = metaPolicy('index.html');
    const netlify = read('_headers');
    expect(netlify).toContain(
      `/\n  Cache-Control: public, max-age=0, must-revalidate\n  Content-Security-Policy: ${meta}; frame-ancestors 'none'; upgrade-insecure-requests\n`,
    );
    expect(netlify).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff\n/);
    expect(netlify).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains');
    const policyOf = (config, source) =>
      config.headers
        .find((rule) => rule.source === source)
        .headers.find((h) => h.key === 'Content-Security-Policy').value;
    const vercel = JSON.parse(read('vercel.json'));
    expect(policyOf(vercel, '/guide/')).toBe(
      `${metaPolicy('guide/index.html')}; frame-ancestors 'none'; upgrade-insecure-requests`,
    );
    // serve.json is for plain-http local serving: no upgrade, no HSTS.
    const serve = JSON.parse(read('serve.json'));
    expect(policyOf(serve, '/guide/index.html')).toBe(
      `${metaPolicy('guide/index.html')}; frame-ancestors 'none'`,
    );
    expect(JSON.stringify(serve)).not.toContain('Strict-Transport-Security');
  });

  it('fails on inline code a policy cannot allow', () => {
    const out = mkdtempSync(join(tmpdir(), 'csp-'));
    cpSync(fixture, out, { recursive: true });
    const page = join(out, 'guide/index.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('<p>', '<p onclick="go()">'));
    expect(buildPolicies(out).errors).toEqual([
      '/guide/: <p onclick>: inline code a policy cannot allow',
    ]);
  });
});

describe('configuredOrigins', () => {
  it('adds Algolia only with DocSearch keys and Google Analytics only with an id', () => {
    const plain = configuredOrigins({});
    expect(plain.connect).toEqual([]);
    expect(plain.scripts).toEqual([]);
    expect(plain.images).toEqual(['https://github.com', 'https://avatars.githubusercontent.com']);
    const both = configuredOrigins({
      NEXT_PUBLIC_DOCSEARCH_APP_ID: 'A',
      NEXT_PUBLIC_ANALYTICS_ID: 'G-X1234',
    });
    expect(both.connect).toEqual(
      expect.arrayContaining(['https://*.algolia.net', 'https://*.google-analytics.com']),
    );
    expect(both.scripts).toEqual(['https://www.googletagmanager.com']);
  });
});
