/**
 * The export-time twins step's entry (scripts/build-twins.mjs loads it through bundle-ts): from
 * Contentlayer's generated documents to the files written into out/.
 */
import { LLMS_FULL_TXT_PATH, LLMS_SUMMARY, LLMS_TXT_PATH, markdownTwinUrl, PRODUCT } from '../site';
import { allPages, pageBody } from '../content';
import type { NavPage } from '../content/navigation';
import { buildLlmsFullTxt, buildLlmsTxt, type LlmsPage } from './llms-txt';
import { pageMarkdown, type TwinPage } from './page-markdown';

/** The fields of a generated Contentlayer document the twins use. */
export interface GeneratedDoc extends Omit<NavPage, 'anchors'> {
  description?: string;
  related?: { title: string; url: string }[];
  body: { raw: string };
}

/**
 * Every page as the twins read it, through the one door to the documents (content.ts). `date`
 * stays `''` when a page has none, as Contentlayer writes it, so the twins' cache keys hold.
 */
export function generatedDocs(): GeneratedDoc[] {
  return allPages().map((page) => ({
    url: page.url,
    title: page.title,
    section: page.section,
    slug: page.slug,
    sort: page.sort,
    group: page.group,
    date: page.date ?? '',
    description: page.description,
    related: page.related,
    body: { raw: pageBody(page.url) ?? '' },
  }));
}

/** A file to write, by its site path (`/concepts/index.md`). */
export interface TwinFile {
  path: string;
  content: string;
}

type SitePage = LlmsPage & TwinPage;

function sitePage(doc: GeneratedDoc): SitePage {
  return {
    url: doc.url,
    title: doc.title,
    section: doc.section,
    slug: doc.slug,
    ...(typeof doc.sort === 'number' ? { sort: doc.sort } : {}),
    ...(doc.group ? { group: doc.group } : {}),
    ...(doc.date ? { date: doc.date } : {}),
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.related?.length ? { related: doc.related } : {}),
    body: doc.body.raw,
  };
}

/** The Markdown twin of each doc, as `[url, markdown]`: the costly part, run in parallel. */
export function markdownTwins(docs: readonly GeneratedDoc[], origin: string): [string, string][] {
  return docs.map((doc) => [doc.url, pageMarkdown(sitePage(doc), { origin })]);
}

/** Every twin file of the site from the docs and their Markdown (see `markdownTwins`). */
export function twinFiles(
  docs: readonly GeneratedDoc[],
  markdown: ReadonlyMap<string, string>,
  origin: string,
): TwinFile[] {
  const pages = docs.map(sitePage);
  const site = { name: PRODUCT, summary: LLMS_SUMMARY, origin };
  const twin = (page: { url: string }) => {
    const text = markdown.get(page.url);
    if (text === undefined) throw new Error(`twins: no Markdown for ${page.url}`);
    return text;
  };
  return [
    ...pages.map((page) => ({ path: markdownTwinUrl(page.url), content: twin(page) })),
    { path: LLMS_TXT_PATH, content: buildLlmsTxt(pages, site) },
    { path: LLMS_FULL_TXT_PATH, content: buildLlmsFullTxt(pages, site, twin) },
  ];
}

/** Every twin file of the site, in one go. */
export function buildTwins(docs: readonly GeneratedDoc[], origin: string): TwinFile[] {
  return twinFiles(docs, new Map(markdownTwins(docs, origin)), origin);
}

export { siteUrl } from '../site';
