import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contentCacheState,
  contentCacheValid,
  contentInputs,
  forgetContentInputs,
  recordContentInputs,
} from './content-inputs.mjs';

let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-inputs-'));
  mkdirSync(join(root, 'src/lib/markdown'), { recursive: true });
  mkdirSync(join(root, 'content/configuration'), { recursive: true });
  mkdirSync(join(root, 'content/guides'), { recursive: true });
  writeFileSync(join(root, 'contentlayer.config.ts'), 'config');
  writeFileSync(join(root, 'package-lock.json'), '{}');
  writeFileSync(join(root, 'src/lib/markdown/index.ts'), 'plugins');
  writeFileSync(join(root, 'content/glossary.mdx'), 'terms');
  writeFileSync(join(root, 'content/configuration/output.mdx'), 'output');
  writeFileSync(join(root, 'content/guides/a.mdx'), 'a');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('contentInputs', () => {
  it('stays the same when only a page changes (Contentlayer keys pages itself)', () => {
    const before = contentInputs(root, {});
    writeFileSync(join(root, 'content/guides/a.mdx'), 'a, edited');
    writeFileSync(join(root, 'src/lib/markdown/markdown.test.ts'), 'a test');
    expect(contentInputs(root, {})).toBe(before);
  });

  it('changes with the plugins, a package, the glossary, the configuration pages or the env', () => {
    const edits = [
      ['src/lib/markdown/index.ts', 'plugins, edited'],
      ['package-lock.json', '{"packages":{}}'],
      ['content/glossary.mdx', 'terms, edited'],
      ['content/configuration/new.mdx', 'new'],
      ['contentlayer.config.ts', 'config, edited'],
    ];
    for (const [file, text] of edits) {
      const before = contentInputs(root, {});
      writeFileSync(join(root, file), text);
      expect(contentInputs(root, {}), file).not.toBe(before);
    }
    expect(contentInputs(root, { SITE_URL: 'https://example.org' })).not.toBe(
      contentInputs(root, {}),
    );
  });
});

describe('contentCacheState', () => {
  it('changes when another Contentlayer run rewrites its cache', () => {
    mkdirSync(join(root, '.contentlayer/.cache/v0.5.8'), { recursive: true });
    const file = join(root, '.contentlayer/.cache/v0.5.8/data.json');
    writeFileSync(file, '{}');
    const before = contentCacheState(root);
    writeFileSync(file, '{"documents":{}}');
    expect(contentCacheState(root)).not.toBe(before);
  });
});

describe('the record of the last successful content step', () => {
  it('vouches for the cache on the same inputs, so a build after `npm run content` keeps it', () => {
    const inputs = contentInputs(root, {});
    expect(contentCacheValid(root, inputs)).toBe(false);
    recordContentInputs(root, inputs);
    expect(contentCacheValid(root, inputs)).toBe(true);
  });

  it('no longer vouches once an input or the cache changed, or while a step runs', () => {
    const inputs = contentInputs(root, {});
    recordContentInputs(root, inputs);
    writeFileSync(join(root, 'src/lib/markdown/index.ts'), 'plugins, edited');
    expect(contentCacheValid(root, contentInputs(root, {}))).toBe(false);

    recordContentInputs(root, inputs);
    mkdirSync(join(root, '.contentlayer/.cache'), { recursive: true });
    writeFileSync(join(root, '.contentlayer/.cache/data.json'), '{}');
    expect(contentCacheValid(root, inputs)).toBe(false);

    recordContentInputs(root, inputs);
    forgetContentInputs(root);
    expect(contentCacheValid(root, inputs)).toBe(false);
  });
});
