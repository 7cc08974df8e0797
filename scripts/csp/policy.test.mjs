import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowedOrigins, hashSource, pagePolicy } from './policy.mjs';

const none = { images: [], connect: [], scripts: [] };
const inline = { scripts: ["alert('Hello, world.');"], styles: [], styleAttributes: ['color:red'] };

describe('hashSource', () => {
  it("equals the CSP specification's example and an independent WebCrypto digest", async () => {
    expect(hashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    const text = 'self.__next_f.push([1,"é ✓"])';
    const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    expect(hashSource(text)).toBe(`'sha256-${Buffer.from(digest).toString('base64')}'`);
  });
});

describe('pagePolicy', () => {
  it('allows only the hashed inline code: no unsafe-inline, no unsafe-eval', () => {
    const policy = pagePolicy(inline, { origins: none, delivery: 'header' });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='; " +
        `style-src 'self' 'unsafe-hashes' ${hashSource('color:red')}; img-src 'self' data:; connect-src 'self'; ` +
        "worker-src 'self'; manifest-src 'self'; base-uri 'self'; form-action 'self'; object-src 'none'; " +
        "frame-ancestors 'none'",
    );
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('leaves frame-ancestors out of the meta policy and adds upgrade-insecure-requests over https only', () => {
    const meta = pagePolicy(inline, { origins: none, delivery: 'meta' });
    const https = pagePolicy(inline, { origins: none, delivery: 'https-header' });
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).not.toContain('upgrade-insecure-requests');
    expect(https).toBe(`${meta}; frame-ancestors 'none'; upgrade-insecure-requests`);
  });

  it('hashes runtime style sheets and needs no unsafe-hashes without style attributes', () => {
    const policy = pagePolicy(
      { scripts: [], styles: ['p{}'], styleAttributes: [] },
      { origins: none, runtimeStyles: ['*{transition:none}'], delivery: 'meta' },
    );
    expect(policy).toContain(
      `style-src 'self' ${[hashSource('*{transition:none}'), hashSource('p{}')].sort().join(' ')};`,
    );
    expect(policy).not.toContain('unsafe-hashes');
  });
});

describe('allowedOrigins', () => {
  const avatars = ['https://github.com'];
  it('allows avatars always, sponsors when listed, DocSearch and analytics only when configured', () => {
    expect(
      allowedOrigins({ avatars, sponsorAvatars: [], docsearch: null, analytics: null }),
    ).toEqual({
      images: ['https://github.com'],
      connect: [],
      scripts: [],
    });
    expect(
      allowedOrigins({
        avatars,
        sponsorAvatars: ['https://images.example'],
        docsearch: ['https://*.algolia.net'],
        analytics: { scripts: ['https://gtm.example'], hits: ['https://hits.example'] },
      }),
    ).toEqual({
      images: ['https://github.com', 'https://images.example', 'https://hits.example'],
      connect: ['https://*.algolia.net', 'https://hits.example'],
      scripts: ['https://gtm.example'],
    });
  });
});
