import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLinks, externalReport, externalSummary } from './links.mjs';

const fixture = (name) =>
  fileURLToPath(new URL(`../../tests/fixtures/link-gate/${name}`, import.meta.url));
const check = (name) => checkLinks(fixture(name), { siteOrigin: 'https://docs.example' });
const cli = fileURLToPath(new URL('./links-cli.mjs', import.meta.url));

describe('link gate', () => {
  it('passes a build whose pages, files and anchors all exist', () => {
    const { pages, problems } = check('good');
    expect(pages).toBe(2);
    expect(problems).toEqual([]);
  });

  it('fails a link to a page that does not exist, naming page, link and reason', () => {
    expect(check('broken-page').problems).toEqual([
      { page: '/', link: '/missing/', reason: 'no such page /missing/' },
    ]);
  });

  it('fails a link to a missing #anchor and a directory link without its slash', () => {
    expect(check('missing-anchor').problems).toEqual([
      { page: '/', link: '/guide', reason: 'no such page (did you mean /guide/?)' },
      { page: '/', link: '/guide/#nope', reason: 'no element with id "nope" on /guide/' },
    ]);
  });

  it('checks a page-relative #anchor against that page, even after another page resolved it', () => {
    const out = mkdtempSync(join(tmpdir(), 'link-gate-'));
    const page = (body) =>
      `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
    // The home page has the anchor and is checked first; the guide has the same link, not the id.
    writeFileSync(join(out, 'index.html'), page('<h2 id="x">X</h2><a href="#x">x</a>'));
    mkdirSync(join(out, 'guide'));
    writeFileSync(
      join(out, 'guide', 'index.html'),
      page('<a href="#x">x</a><a href="#top">top</a>'),
    );
    expect(checkLinks(out).problems).toEqual([
      { page: '/guide/', link: '#x', reason: 'no element with id "x" on /guide/' },
    ]);
  });

  it("accepts the config explainer's #config= state fragment, not other missing anchors", () => {
    const out = mkdtempSync(join(tmpdir(), 'link-gate-'));
    const page = (body) =>
      `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
    writeFileSync(
      join(out, 'index.html'),
      page('<a href="/x/#config=a%3D1">e</a><a href="/x/#configx">n</a>'),
    );
    mkdirSync(join(out, 'x'));
    writeFileSync(join(out, 'x', 'index.html'), page('<p>x</p>'));
    expect(checkLinks(out).problems).toEqual([
      { page: '/', link: '/x/#configx', reason: 'no element with id "configx" on /x/' },
    ]);
  });

  it('fails a target="_blank" link whose rel lacks noopener', () => {
    expect(check('unsafe-blank').problems).toEqual([
      { page: '/', link: 'https://example.com/', reason: 'target="_blank" without rel="noopener"' },
    ]);
  });

  it('lists external links without fetching them; the site origin and other schemes are not external', () => {
    const { external } = check('good');
    expect(externalReport(external)).toEqual([
      'http://cdn.example/lib.js\t/',
      'https://example.com/a\t/',
      'https://example.com/b\t/',
    ]);
    expect(externalSummary(external)).toBe(
      '3 external links (3 distinct urls, 2 hosts: example.com 2, cdn.example 1), not fetched',
    );
  });

  it('ignores links inside inline script bodies', () => {
    const { problems } = check('good');
    expect(problems.map(({ link }) => link)).not.toContain('/not-a-link/');
  });

  it('as a command: prints one line per broken link, writes the external list and exits 1', () => {
    const report = join(mkdtempSync(join(tmpdir(), 'link-gate-')), 'external.txt');
    const broken = spawnSync(
      process.execPath,
      [cli, fixture('missing-anchor'), `--report=${report}`],
      {
        encoding: 'utf8',
      },
    );
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('/: /guide/#nope: no element with id "nope" on /guide/\n');
    const good = spawnSync(process.execPath, [cli, fixture('good'), `--report=${report}`], {
      encoding: 'utf8',
      env: { ...process.env, SITE_URL: 'https://docs.example' },
    });
    expect(good.status).toBe(0);
    expect(readFileSync(report, 'utf8')).toContain('https://example.com/a\t/\n');
  });
});
