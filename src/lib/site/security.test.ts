import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_KEY, DOCSEARCH_KEYS } from '../../../scripts/csp/build-csp.mjs';
import { DOCSEARCH_ENV } from '../search/docsearch';
import { ANALYTICS_SCRIPT_URL } from './runtime';
import { avatarUrl } from './ui';
import { ANALYTICS_SCRIPT_ORIGINS, AVATAR_ORIGINS, RUNTIME_INLINE_STYLES } from './security';

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

  it('hashes the runtime style sheets exactly as the installed next-themes and DocSearch write them', () => {
    const [themes, logo] = RUNTIME_INLINE_STYLES;
    const read = (file: string) => readFileSync(`node_modules/${file}`, 'utf8');
    expect(read('next-themes/dist/index.mjs')).toContain(JSON.stringify(themes));
    expect(read('@docsearch/react/dist/esm/DocSearchModal.js')).toContain(
      `createElement("style",null,${JSON.stringify(logo)})`,
    );
  });
});
