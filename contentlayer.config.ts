/**
 * What a page is: the frontmatter fields Contentlayer reads, the zod rules on top of them, and
 * the computed fields every route relies on. The spec's "Page entry" is the model.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { extractAnchors } from './src/lib/content/anchors';
import { remarkKeepParse } from './src/lib/content/body-tree';
import { pageContributors } from './src/lib/content/git-contributors';
import { fileHistory } from './src/lib/content/git-history';
import { FRONTMATTER_FIELDS, validateFrontmatter } from './src/lib/content/frontmatter';
import { locate } from './src/lib/content/paths';
import { remarkPlugins } from './src/lib/markdown';
import { rehypeInWorkers, takeAnchors } from './src/lib/markdown/rehype-worker-pool';
import { warmPipeline } from './src/lib/markdown/warm-up';
import { repositoryEditUrl } from './src/lib/site';

/** Folder of the content; tests point it elsewhere. */
const CONTENT_DIR = process.env.CONTENT_DIR ?? 'content';

// The dev server's content step asks for a warm pipeline (see warm-up.ts). The request is used
// up, so the warm-up runs once however often Contentlayer evaluates this config.
if (process.env.REHYPE_WARM_START === '1') {
  delete process.env.REHYPE_WARM_START;
  void warmPipeline();
}

/** Contentlayer's bookkeeping keys. */
const INTERNAL_KEYS = new Set(['_id', '_raw', 'type', 'body']);

/**
 * The frontmatter as the author wrote it, as plain data: Contentlayer hands values over as
 * proxies and adds bookkeeping keys.
 */
function frontmatterOf(doc: object): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(doc, (key, value) => (INTERNAL_KEYS.has(key) ? undefined : value)),
  );
}

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: '**/*.{md,mdx}',
  contentType: 'mdx',
  // The fields are the zod schema's keys, each read as json so that one validator, zod in
  // `valid`, explains every mistake (wrong type, bad url, bad handle) in the same words;
  // Contentlayer still fails on fields it does not know.
  fields: Object.fromEntries(FRONTMATTER_FIELDS.map((field) => [field, { type: 'json' as const }])),
  computedFields: {
    // Runs the semantic rules first; a failure stops the build naming file, field and reason.
    valid: {
      type: 'boolean',
      resolve: (doc) => {
        validateFrontmatter(`content/${doc._raw.sourceFilePath}`, frontmatterOf(doc));
        return true;
      },
    },
    url: { type: 'string', resolve: (doc) => locate(doc._raw.sourceFilePath).url },
    section: { type: 'string', resolve: (doc) => locate(doc._raw.sourceFilePath).section },
    slug: { type: 'string', resolve: (doc) => locate(doc._raw.sourceFilePath).slug },
    name: { type: 'string', resolve: (doc) => locate(doc._raw.sourceFilePath).name },
    extension: { type: 'string', resolve: (doc) => locate(doc._raw.sourceFilePath).extension },
    date: { type: 'string', resolve: (doc) => locate(doc._raw.sourceFilePath).date ?? '' },
    path: { type: 'string', resolve: (doc) => `content/${doc._raw.sourceFilePath}` },
    size: {
      type: 'number',
      resolve: (doc) => statSync(join(CONTENT_DIR, doc._raw.sourceFilePath)).size,
    },
    // Read by the rehype worker from the rendered headings; parsed here only when the body
    // came from Contentlayer's cache.
    anchors: {
      type: 'json',
      resolve: (doc) => takeAnchors(doc._raw.sourceFilePath) ?? extractAnchors(doc.body.raw),
    },
    editUrl: {
      type: 'string',
      resolve: (doc) =>
        typeof doc.edit === 'string' ? doc.edit : repositoryEditUrl(doc._raw.sourceFilePath),
    },
    // Frontmatter handles first, then authors from the file's git history.
    contributorHandles: {
      type: 'list',
      of: { type: 'string' },
      resolve: (doc) =>
        pageContributors(
          frontmatterOf(doc).contributors as string[] | undefined,
          fileHistory(CONTENT_DIR, doc._raw.sourceFilePath).authorEmails,
        ),
    },
    // ISO time of the newest commit that touched the file; '' when it has no history yet.
    lastUpdated: {
      type: 'string',
      resolve: (doc) => fileHistory(CONTENT_DIR, doc._raw.sourceFilePath).lastUpdated ?? '',
    },
  },
}));

export default makeSource({
  contentDirPath: CONTENT_DIR,
  documentTypes: [Doc],
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
  onMissingOrIncompatibleData: 'fail',
  // The rehype plugins (markdown.ts) run on worker threads: see rehype-worker-pool.ts.
  // remarkKeepParse hands the workers Contentlayer's parse of each page (see body-tree.ts).
  mdx: { remarkPlugins: [remarkKeepParse, ...remarkPlugins], rehypePlugins: [rehypeInWorkers] },
});
