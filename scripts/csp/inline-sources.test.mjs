import { describe, expect, it } from 'vitest';
import { inlineSources } from './inline-sources.mjs';
import { withPolicyMeta } from './policy-meta.mjs';

describe('inlineSources', () => {
  it('finds the raw bodies of running inline scripts and styles and the style attribute values', () => {
    const found = inlineSources(
      '<html><head><meta charset="utf-8"><script>a("&amp;</p>")</script><style>p{}</style></head>' +
        '<body><p style="color:&quot;red&quot;"></p><script type="application/json">{}</script>' +
        '<script src="/x.js"></script><script type="module">b()</script></body></html>',
    );
    expect(found.scripts).toEqual(['a("&amp;</p>")', 'b()']);
    expect(found.styles).toEqual(['p{}']);
    // A style attribute is hashed as the browser reads it: entities decoded.
    expect(found.styleAttributes).toEqual(['color:"red"']);
    expect(found.blocked).toEqual([]);
  });

  it('parses the whole page when a script start tag hides where the cut cannot see it', () => {
    const html =
      '<html><head><meta charset="utf-8"><!-- <script> --><script>a()</script></head></html>';
    const found = inlineSources(html);
    expect(found.scripts).toEqual(['a()']);
    expect(found.metaAt).toBe(html.indexOf('<!--'));
  });

  it('reports inline event handlers and javascript: urls, which no hash can allow', () => {
    const { blocked } = inlineSources(
      '<body><img onerror="x()"><a href="javascript:y()">y</a></body>',
    );
    expect(blocked).toEqual(['<img onerror>', '<a href="javascript:…">']);
  });
});

describe('withPolicyMeta', () => {
  it('puts the policy after a leading <meta charset>, before every script, and replaces an old one', () => {
    const html = '<html><head><meta charset="utf-8"><script>a()</script></head></html>';
    const once = withPolicyMeta(html, inlineSources(html), "script-src 'self'");
    expect(once).toBe(
      '<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/><script>a()</script></head></html>',
    );
    const twice = withPolicyMeta(once, inlineSources(once), "script-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('content="script-src \'none\'"');
  });

  it('keeps it ahead of every script when <meta charset> comes late in the head', () => {
    const html =
      '<html><head><title>t</title><script>a()</script><meta charset="utf-8"><script>b()</script></head></html>';
    const page = withPolicyMeta(html, inlineSources(html), 'x');
    expect(page).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="x"/><title>t</title><script>a()</script><meta charset="utf-8"><script>b()</script></head></html>',
    );
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('<script'));
  });

  it('puts it first in a head that does not open with a charset', () => {
    const html = '<html><head><title>t</title></head></html>';
    expect(withPolicyMeta(html, inlineSources(html), 'x')).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="x"/><title>t</title></head></html>',
    );
  });
});
