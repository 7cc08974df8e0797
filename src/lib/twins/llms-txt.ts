/**
 * llms.txt and llms-full.txt (https://llmstxt.org): the site name as H1, a blockquote summary,
 * then every page by section in sidebar order, each as `- [Title](url): description` linking
 * its Markdown twin; the full file holds every twin one after another, in the same order.
 */
import { buildSectionNav, flattenNav, type NavPage } from '../content/navigation';
import { LLMS_FULL_TXT_PATH, LLMS_OTHER_PAGES_TITLE, markdownTwinUrl, SECTIONS } from '../site';

/** What the index needs to know about a page. */
export interface LlmsPage extends Omit<NavPage, 'anchors'> {
  description?: string;
}

/** Site-wide facts of the index. */
export interface LlmsSite {
  name: string;
  summary: string;
  origin: string;
}

/** Pages grouped by section, in navigation order; pages outside sections come last. */
export function llmsSections<T extends LlmsPage>(
  pages: readonly T[],
): { title: string; pages: T[] }[] {
  const navPages = pages.map((page) => ({ ...page, anchors: [] }));
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const sections = SECTIONS.map((section) => ({
    title: section.title,
    pages: flattenNav(buildSectionNav(navPages, section.id)).map((nav) => byUrl.get(nav.url)!),
  }));
  const known = new Set(SECTIONS.map((section) => section.id));
  const others = pages
    .filter((page) => !known.has(page.section))
    .sort((a, b) => a.title.localeCompare(b.title, 'en') || a.url.localeCompare(b.url));
  return [...sections, { title: LLMS_OTHER_PAGES_TITLE, pages: others }].filter(
    (section) => section.pages.length > 0,
  );
}

/** Link text and descriptions are one line each; brackets would end the link text early. */
function inline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/([[\]])/g, '\\$1')
    .trim();
}

function header(site: LlmsSite): string {
  return `# ${site.name}\n\n> ${inline(site.summary)}\n`;
}

/** The llms.txt index. */
export function buildLlmsTxt(pages: readonly LlmsPage[], site: LlmsSite): string {
  const parts = [
    header(site),
    `Each link below is the Markdown version of a page (its address followed by \`index.md\`); ${site.origin}${LLMS_FULL_TXT_PATH} holds all of them in one file.\n`,
  ];
  for (const section of llmsSections(pages)) {
    const lines = section.pages.map((page) => {
      const link = `- [${inline(page.title)}](${site.origin}${markdownTwinUrl(page.url)})`;
      return page.description ? `${link}: ${inline(page.description)}` : link;
    });
    parts.push(`## ${section.title}\n\n${lines.join('\n')}\n`);
  }
  return parts.join('\n');
}

/** llms-full.txt: the header, then each page's Markdown in llms.txt order. */
export function buildLlmsFullTxt(
  pages: readonly LlmsPage[],
  site: LlmsSite,
  markdownOf: (page: LlmsPage) => string,
): string {
  const twins = llmsSections(pages).flatMap((section) => section.pages.map(markdownOf));
  return [header(site), ...twins.map((twin) => twin.trimEnd() + '\n')].join('\n---\n\n');
}
