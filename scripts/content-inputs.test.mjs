import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contentCacheState,
  contentCacheValid,
  contentCodeFiles,
  contentInputs,
  forgetContentInputs,
  recordContentInputs,
} from './content-inputs.mjs';

let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-inputs-'));
  mkdirSync(join(root, 'src/lib/markdown'), { recursive: true });
  mkdirSync(join(root, 'src/components'), { recursive: true });
  mkdirSync(join(root, 'content/configuration'), { recursive: true });
  mkdirSync(join(root, 'content/guides'), { recursive: true });
  writeFileSync(
    join(root, 'contentlayer.config.ts'),
    "import { plugins } from './src/lib/markdown';\nexport default { plugins };",
  );
  writeFileSync(join(root, 'package-lock.json'), '{}');
  writeFileSync(join(root, 'src/lib/markdown/index.ts'), "export const plugins = 'plugins';");
  writeFileSync(
    join(root, 'src/lib/markdown/rehype-worker.ts'),
    "import { highlight } from './worker-only';\nexport default highlight;",
  );
  writeFileSync(join(root, 'src/lib/markdown/worker-only.ts'), "export const highlight = 'a';");
  writeFileSync(join(root, 'src/components/button.tsx'), 'export const Button = 1;');
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
      ['src/lib/markdown/index.ts', "export const plugins = 'edited';"],
      ['src/lib/markdown/worker-only.ts', "export const highlight = 'b';"],
      ['package-lock.json', '{"packages":{}}'],
      ['content/glossary.mdx', 'terms, edited'],
      ['content/configuration/new.mdx', 'new'],
      [
        'contentlayer.config.ts',
        "import { plugins } from './src/lib/markdown';\nexport default { plugins, edited: 1 };",
      ],
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

  it('stays the same when code the content step does not import changes (a component, say)', () => {
    const before = contentInputs(root, {});
    writeFileSync(join(root, 'src/components/button.tsx'), 'export const Button = 2;');
    writeFileSync(join(root, 'src/components/new.tsx'), 'export const New = 1;');
    expect(contentInputs(root, {})).toBe(before);
  });

  it('counts every file under src/ when the imports cannot be followed', () => {
    writeFileSync(join(root, 'src/lib/markdown/index.ts'), "export { plugins } from './missing';");
    expect(contentCodeFiles(root)).toContain(join(root, 'src/components/button.tsx'));
    const before = contentInputs(root, {});
    writeFileSync(join(root, 'src/components/button.tsx'), 'export const Button = 2;');
    expect(contentInputs(root, {})).not.toBe(before);
  });
});

describe('contentCodeFiles', () => {
  it('lists the modules the config and the rehype worker import, and no others', () => {
    expect(contentCodeFiles(root)).toEqual(
      [
        'contentlayer.config.ts',
        'src/lib/markdown/index.ts',
        'src/lib/markdown/rehype-worker.ts',
        'src/lib/markdown/worker-only.ts',
      ].map((file) => join(root, file)),
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
    writeFileSync(join(root, 'src/lib/markdown/index.ts'), "export const plugins = 'edited';");
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
