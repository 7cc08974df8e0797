/**
 * The Markdown tree of a page's body, taken from the parse Contentlayer makes anyway. Its MDX
 * compile parses the whole file (frontmatter included) on the main thread; the search index,
 * the twins and the content checks read `parseMdx` of the body alone, which cost a second
 * parse of every page (about 25 ms each). `remarkKeepParse` keeps a copy of that first tree,
 * and `bodyTree` turns it into exactly what `parseMdx(bodyOf(file))` gives: the frontmatter
 * node dropped and every position (of the Markdown nodes and of the expressions' estree)
 * counted from the start of the body.
 */
import type { Root } from 'mdast';
import { serialize } from 'node:v8';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';

/** Where `remarkKeepParse` leaves the serialized tree in the vfile's data. */
export const KEPT_PARSE = 'keptParse';

/**
 * A remark plugin that keeps the tree the parser gave, serialized (V8) before any transform
 * changes it, in `file.data[KEPT_PARSE]`. It wraps the processor's parser, so it may sit
 * anywhere in the remark plugins.
 */
export function remarkKeepParse(this: Processor) {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (document: string, file: VFile) => {
    const tree = parse(document, file);
    file.data[KEPT_PARSE] = serialize(tree);
    return tree;
  };
}

interface Point {
  line: number;
  column: number;
  offset?: number;
}

/** Line endings as micromark counts them. */
const LINE_ENDING = /\r\n|\r|\n/g;

/**
 * `tree` (the parse of the whole `file`) as the parse of the body `body` would be, or undefined
 * when that cannot be told without parsing the body (then the caller parses it). `tree` is
 * changed in place.
 */
export function bodyTree(file: string, body: string, tree: Root): Root | undefined {
  const cut = file.length - body.length;
  const frontmatter = file.slice(0, cut);
  // The body must be the file's tail, starting on a line of its own, after one frontmatter node.
  if (!file.endsWith(body) || (cut > 0 && !/[\r\n]$/.test(frontmatter))) return undefined;
  const [first, second] = tree.children;
  // One frontmatter node exactly when gray-matter found frontmatter.
  if ((cut > 0) !== (first?.type === 'yaml')) return undefined;
  // The root spans from its first to its last construct: without any, the body alone has none.
  if (cut > 0 && !second) return undefined;
  if (cut > 0) tree.children.shift();
  const lines = frontmatter.match(LINE_ENDING)?.length ?? 0;
  // acorn shares some nodes (`imported` and `local` of `import { x }`), and the MDX parser
  // moved those once per reference, through a mapping that is not a plain shift: such a tree is
  // left to the caller.
  const moved = new WeakSet<object>();
  let shared = false;
  const movePoint = (point: Point) => {
    point.line -= lines;
    if (point.offset !== undefined) point.offset -= cut;
  };
  const movePosition = (node: { position?: { start: Point; end: Point } }) => {
    if (!node.position) return;
    movePoint(node.position.start);
    movePoint(node.position.end);
  };
  const moveEstree = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(moveEstree);
    if (!value || typeof value !== 'object') return;
    if (moved.has(value)) shared = true;
    if (shared) return;
    moved.add(value);
    const node = value as Record<string, unknown>;
    if (typeof node.start === 'number') node.start -= cut;
    if (typeof node.end === 'number') node.end -= cut;
    if (Array.isArray(node.range)) node.range = node.range.map((offset: number) => offset - cut);
    const loc = node.loc as { start?: Point; end?: Point } | undefined;
    if (loc?.start) movePoint(loc.start);
    if (loc?.end) movePoint(loc.end);
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'range' && typeof child === 'object') moveEstree(child);
    }
  };
  const moveNode = (node: Root | Root['children'][number]): void => {
    movePosition(node);
    const estree = (node.data as { estree?: unknown } | undefined)?.estree;
    if (estree) moveEstree(estree);
    if ('attributes' in node) {
      for (const attribute of node.attributes) {
        movePosition(attribute);
        const value = attribute.type === 'mdxJsxAttribute' ? attribute.value : attribute;
        const attributeEstree =
          value && typeof value === 'object' ? (value.data as { estree?: unknown })?.estree : undefined;
        if (attributeEstree) moveEstree(attributeEstree);
      }
    }
    if ('children' in node) node.children.forEach(moveNode);
  };
  moveNode(tree);
  if (shared) return undefined;
  // The body's own root starts at its first character, where the frontmatter's did.
  if (cut > 0 && tree.position) tree.position.start = { line: 1, column: 1, offset: 0 };
  return tree;
}
