/**
 * Rehype plugin, after rehype-pretty-code: in every webpack configuration example
 * (`webpack.config.{js,mjs,cjs,ts}` blocks), each key that is a webpack option links to its
 * heading in the configuration reference, with its type and default in a CSS-only tooltip.
 * Everything is resolved at build time: the block's code is parsed, its object keys matched
 * against webpack's option schema, and the highlighted token holding each key is wrapped.
 */
import type { Element, ElementContent, Root, Text } from 'hast';
import { configKeys, type ConfigKey } from './config-links/config-keys';
import { optionLinker, type OptionLink } from './config-links/option-link';
import { loadOptionSchemas } from './config-links/option-schema';
import { loadReferenceHeadings } from './config-links/reference-headings';
import { CONFIG_BLOCK_TITLE, TOOLTIP_CLASSES } from '../site/reference-links';
import { idPrefix, span, tooltipLink } from './tooltip-hast';
import { figureTitle, visitOutsideCode } from './code-figure';

/** Where the plugin reads the reference and the schemas (tests point elsewhere). */
export interface ConfigLinksOptions {
  contentDir?: string;
  cwd?: string;
}

type Linker = (path: readonly string[]) => OptionLink | undefined;
const linkers = new Map<string, Linker>();

/** One linker per content folder and process: the schema and headings are read once. */
function linkerFor(contentDir: string, cwd: string): Linker {
  const key = `${cwd}\u0000${contentDir}`;
  let linker = linkers.get(key);
  if (!linker) {
    linker = optionLinker(loadOptionSchemas(cwd), loadReferenceHeadings(contentDir));
    linkers.set(key, linker);
  }
  return linker;
}

function codeOf(figure: Element): Element | undefined {
  const pre = figure.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'pre',
  );
  return pre?.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
}

/** The text nodes of the highlighted code, in order, with their offsets in the code. */
function textRuns(code: Element): { node: Text; parent: Element; start: number }[] {
  const runs: { node: Text; parent: Element; start: number }[] = [];
  let offset = 0;
  const walk = (element: Element) => {
    for (const child of element.children) {
      if (child.type === 'text') {
        runs.push({ node: child, parent: element, start: offset });
        offset += child.value.length;
      } else if (child.type === 'element') walk(child);
    }
  };
  walk(code);
  return runs;
}

/** The tooltip lines of a link: option, type, default, or where it is documented. */
function tipLines(link: OptionLink): Element[] {
  const lines = [span('tip-title', link.option)];
  if (link.type) lines.push(span('tip-line', `Type: ${link.type}`));
  if (link.default) lines.push(span('tip-line', `Default: ${link.default}`));
  if (link.documentedUnder)
    lines.push(span('tip-line', `Documented under ${link.documentedUnder}`));
  return lines;
}

/** Wraps the given key ranges of one text node into tooltip links. */
function wrapKeys(
  text: string,
  keys: { from: number; to: number; link: OptionLink }[],
  nextId: () => string,
): ElementContent[] {
  const out: ElementContent[] = [];
  let cursor = 0;
  for (const { from, to, link } of keys) {
    if (from > cursor) out.push({ type: 'text', value: text.slice(cursor, from) });
    out.push(
      tooltipLink({
        href: link.href,
        className: TOOLTIP_CLASSES.configKey,
        id: nextId(),
        children: [{ type: 'text', value: text.slice(from, to) }],
        tip: tipLines(link),
      }),
    );
    cursor = to;
  }
  if (cursor < text.length) out.push({ type: 'text', value: text.slice(cursor) });
  return out;
}

/** Links the keys of one code element. */
function linkBlock(
  runs: ReturnType<typeof textRuns>,
  keys: ConfigKey[],
  link: Linker,
  nextId: () => string,
): void {
  const source = runs.map((run) => run.node.value).join('');
  const perRun = new Map<(typeof runs)[number], { from: number; to: number; link: OptionLink }[]>();
  for (const key of keys) {
    const target = link(key.path);
    if (!target) continue;
    let { start, end } = key;
    // A quoted key may be highlighted as quote, name, quote: link the name.
    if (/^['"]/.test(source[start] ?? '')) {
      start += 1;
      end -= 1;
    }
    const run = runs.find((r) => r.start <= start && end <= r.start + r.node.value.length);
    if (!run) continue;
    const list = perRun.get(run) ?? [];
    list.push({ from: start - run.start, to: end - run.start, link: target });
    perRun.set(run, list);
  }
  for (const [run, ranges] of perRun) {
    const index = run.parent.children.indexOf(run.node);
    ranges.sort((a, b) => a.from - b.from);
    run.parent.children.splice(index, 1, ...wrapKeys(run.node.value, ranges, nextId));
  }
}

/** The rehype plugin. */
export function rehypeConfigLinks(options: ConfigLinksOptions = {}) {
  const contentDir = options.contentDir ?? process.env.CONTENT_DIR ?? 'content';
  const cwd = options.cwd ?? process.cwd();
  return (tree: Root, file?: { data?: Record<string, unknown> }) => {
    const raw = file?.data?.rawDocumentData as { flattenedPath?: string } | undefined;
    const prefix = idPrefix('ck', raw?.flattenedPath);
    let count = 0;
    const nextId = () => `${prefix}${++count}`;
    visitOutsideCode(tree, (node: Element) => {
      if (node.tagName !== 'figure') return;
      const title = figureTitle(node);
      if (!title || !CONFIG_BLOCK_TITLE.test(title)) return;
      const code = codeOf(node);
      if (!code) return;
      const language = String(
        code.properties['data-language'] ?? code.properties.dataLanguage ?? '',
      );
      const typescript = /^(ts|tsx|typescript)$/.test(language) || title.endsWith('.ts');
      const runs = textRuns(code);
      const keys = configKeys(runs.map((run) => run.node.value).join(''), { typescript });
      if (keys.length) linkBlock(runs, keys, linkerFor(contentDir, cwd), nextId);
      return 'skip';
    });
  };
}
