// The body tree taken from Contentlayer's parse must be the tree the later steps would parse:
// checked on every real page through @mdx-js/mdx's own processor with mdx-bundler's remark
// plugins and ours, as the content step runs them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { parseMdx } from './anchors';
import { bodyTree } from './body-tree';
import { keptTree } from '../markdown/kept-parse-support';
import { bodyOf } from './parse-cache';

/** parseMdx's tree as it reads back from the cache (V8's copy: plain objects throughout). */
function parsed(body: string) {
  return deserialize(serialize(parseMdx(body)));
}

function realPages(dir = join(process.cwd(), 'content')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? realPages(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('bodyTree', () => {
  it('gives parseMdx of the body on every real page', () => {
    const pages = realPages();
    expect(pages.length).toBeGreaterThan(150);
    for (const page of pages) {
      const file = readFileSync(page, 'utf8');
      const body = bodyOf(file);
      expect({ page, tree: bodyTree(file, body, keptTree(file)) }).toEqual({
        page,
        tree: parsed(body),
      });
    }
  }, 60_000);

  it('moves the positions inside expressions, attributes and ESM too', () => {
    const file =
      '---\ntitle: T\n---\n\nimport X from "./x";\nexport const y = { a: 1 };\n\n# A {1 + 1} {/* c */}\n\n<Box n={2} {...rest} label="b">\n  text {y.a}\n</Box>\n';
    const body = bodyOf(file);
    expect(bodyTree(file, body, keptTree(file))).toEqual(parsed(body));
  });

  it('counts CRLF line endings in the frontmatter as micromark does', () => {
    const file = '---\r\ntitle: T\r\n---\r\n\r\n## B\r\n\r\ntext {x}\r\n';
    const body = bodyOf(file);
    expect(bodyTree(file, body, keptTree(file))).toEqual(parsed(body));
  });

  it('takes a file without frontmatter as it is', () => {
    const file = '## Only a body\n\n- a\n- b\n';
    expect(bodyTree(file, file, keptTree(file))).toEqual(parsed(file));
  });

  it('leaves to the caller what it cannot tell without a parse', () => {
    // Only frontmatter: the body's own tree has no construct to start its root at.
    const empty = '---\ntitle: T\n---\n';
    expect(bodyTree(empty, bodyOf(empty), keptTree(empty))).toBeUndefined();
    // A body that is not the file's tail, or a tree without the frontmatter node.
    const file = '---\ntitle: T\n---\n\ntext\n';
    expect(bodyTree(file, 'other\n', keptTree(file))).toBeUndefined();
    expect(bodyTree(file, bodyOf(file), parseMdx('text\n'))).toBeUndefined();
    // A frontmatter node in the parse of a file said to be all body.
    expect(bodyTree(file, file, keptTree(file))).toBeUndefined();
    // A node acorn shares between two fields: the parser moved it twice, not by a plain shift.
    const shorthand = '---\ntitle: T\n---\n\nimport { x } from "./x";\n';
    expect(bodyTree(shorthand, bodyOf(shorthand), keptTree(shorthand))).toBeUndefined();
  });
});
