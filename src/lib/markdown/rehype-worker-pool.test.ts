// The worker pool must give exactly what the rehype plugins give in-process, plus the anchors.
import type { Root } from 'hast';
import type { Root as MdastRoot, Text } from 'mdast';
import { existsSync, rmSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it, vi } from 'vitest';
import { parseMdx } from '../content/anchors';
import { KEPT_PARSE } from '../content/body-tree';
import { parseAsContentStep } from './kept-parse-support';
import { parseCacheFile, parseMdxCached } from '../content/parse-cache';
import { rehypePlugins, remarkPlugins } from './index';
import { rehypeInWorkers, takeAnchors, workerCount } from './rehype-worker-pool';

const SOURCE = [
  '## Output *files*',
  '```js title="webpack.config.js"',
  "module.exports = { output: { filename: '[name].js' } };",
  '```',
  '### Output',
  '## Output',
  '| a | b |\n| - | - |\n| 1 | 2 |',
].join('\n\n');

const toHtml = (tree: Root) => unified().use(rehypeStringify).stringify(tree);

async function hastOf(source: string): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkPlugins).use(remarkRehype);
  return (await processor.run(processor.parse(source))) as Root;
}

function fileFor(sourceFilePath: string) {
  return new VFile({ data: { rawDocumentData: { sourceFilePath, flattenedPath: 'guides/x' } } });
}

/** A page's file as Contentlayer hands it over: `body` under a frontmatter. */
function pageFile(name: string, body: string) {
  return new VFile({
    value: `---\ntitle: ${name}\n---\n${body}`,
    data: { rawDocumentData: { sourceFilePath: `${name}.mdx`, flattenedPath: `guides/${name}` } },
  });
}

/** Runs the page `file` through the workers; the tree they left in the parse cache for `body`. */
async function treeLeftInCache(file: VFile, body: string): Promise<MdastRoot> {
  await rehypeInWorkers()(await hastOf(body), file);
  const cached = parseCacheFile(body);
  try {
    await vi.waitFor(() => expect(existsSync(cached)).toBe(true), { timeout: 20_000 });
    return parseMdxCached(body);
  } finally {
    rmSync(cached, { force: true });
  }
}

describe('rehypeInWorkers', () => {
  it('renders the same HTML as the plugins in-process and records the anchors', async () => {
    const inProcess = await unified()
      .use(rehypePlugins)
      .run(await hastOf(SOURCE), fileFor('a.mdx'));
    const transform = rehypeInWorkers();
    const viaWorker = await transform(await hastOf(SOURCE), fileFor('guides/x.mdx'));
    expect(toHtml(viaWorker)).toBe(toHtml(inProcess as Root));
    expect(toHtml(viaWorker)).toContain('data-copy-code');
    expect(takeAnchors('guides/x.mdx')).toEqual([
      { title: 'Output files', id: 'output-files', level: 2 },
      { title: 'Output', id: 'output', level: 3 },
      { title: 'Output', id: 'output-1', level: 2 },
    ]);
    // Handed over once: a later build of the same file records them again.
    expect(takeAnchors('guides/x.mdx')).toBeUndefined();
  }, 60_000);

  it('spreads many pages over the workers and keeps each result with its page', async () => {
    const transform = rehypeInWorkers();
    const titles = Array.from({ length: 12 }, (_, i) => `Heading ${i}`);
    const trees = await Promise.all(
      titles.map(async (title, i) => transform(await hastOf(`## ${title}`), fileFor(`p${i}.mdx`))),
    );
    trees.forEach((tree, i) => expect(toHtml(tree)).toContain(`id="heading-${i}"`));
    titles.forEach((title, i) => expect(takeAnchors(`p${i}.mdx`)?.[0]?.title).toBe(title));
  }, 60_000);

  it("leaves the page's Markdown tree in the parse cache for the steps after it", async () => {
    const body = `\n## A page of its own ${process.pid} ${Date.now()}\n\nText.\n`;
    expect(await treeLeftInCache(pageFile('own', body), body)).toEqual(parseMdx(body));
  }, 60_000);

  it("keeps Contentlayer's own parse of the page rather than parsing it again", async () => {
    const body = `\n## A kept parse ${process.pid} ${Date.now()}\n\nText.\n`;
    const file = pageFile('kept', body);
    // The parse as the content step keeps it, with a mark no parse of the source would give.
    parseAsContentStep(file);
    const kept = deserialize(file.data[KEPT_PARSE] as Buffer) as MdastRoot;
    (kept.children[1] as { children: Text[] }).children[0]!.value = 'handed over';
    file.data[KEPT_PARSE] = serialize(kept);
    const heading = (await treeLeftInCache(file, body)).children[0] as { children: Text[] };
    expect(file.data[KEPT_PARSE]).toBeUndefined();
    expect(heading.children[0]!.value).toBe('handed over');
  }, 60_000);

  it('rejects with the plugin error when a tree cannot be transformed', async () => {
    const transform = rehypeInWorkers();
    const broken = { type: 'root', children: [null] } as unknown as Root;
    await expect(transform(broken, fileFor('broken.mdx'))).rejects.toThrow(Error);
  }, 60_000);
});

describe('workerCount', () => {
  it("leaves one core to the content step's own thread, with at least one worker and at most four", () => {
    expect([1, 2, 3, 4, 8, 64].map(workerCount)).toEqual([1, 1, 2, 3, 4, 4]);
  });
});
