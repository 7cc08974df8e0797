// The worker keeps each page's body tree for the later steps from Contentlayer's parse when it
// is handed one, and parses only without it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import type { Text } from 'mdast';
import { parseMdx } from '../content/anchors';
import { keptTree } from './kept-parse-support';
import { bodyOf, parseMdxCached } from '../content/parse-cache';
import { keepBodyTree } from './rehype-worker';

const SOURCE = '---\ntitle: T\n---\n\nA page the worker keeps.\n';
const BODY = bodyOf(SOURCE);

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rehype-worker-'));
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('keepBodyTree', () => {
  it("keeps the tree from Contentlayer's parse, without parsing the body again", () => {
    const tree = keptTree(SOURCE);
    // A mark no parse of the source would give: the kept tree is the one handed over.
    const text = (tree.children[1] as { children: Text[] }).children[0]!;
    text.value = 'from the parse handed over';
    keepBodyTree(SOURCE, serialize(tree), root);
    const kept = parseMdxCached(BODY, root);
    expect((kept.children[0] as { children: Text[] }).children[0]!.value).toBe(
      'from the parse handed over',
    );
  });

  it('parses the body when no parse is handed over, or one it cannot use', () => {
    keepBodyTree(SOURCE, undefined, root);
    expect(parseMdxCached(BODY, root)).toEqual(parseMdx(BODY));
    rmSync(join(root, 'node_modules'), { recursive: true });
    // The body's own parse (no frontmatter node) is not the file's.
    keepBodyTree(SOURCE, serialize(parseMdx('Another text\n')), root);
    expect(parseMdxCached(BODY, root)).toEqual(parseMdx(BODY));
  });
});
