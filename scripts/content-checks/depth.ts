/** Word-count figures and depth failures, per page and per section. */
import type { ContentPage } from './reader';
import type { DepthTarget } from './thresholds';
import type { Failure } from '../../src/lib/content/problems';

/** Prose words and page count of one section. */
export interface SectionWords {
  section: string;
  pages: number;
  words: number;
}

/** Words per section (top-level pages count as their own section), sorted by section. */
export function wordsPerSection(pages: ContentPage[]): SectionWords[] {
  const totals = new Map<string, SectionWords>();
  for (const page of pages) {
    if (!page.section) continue;
    const entry = totals.get(page.section) ?? { section: page.section, pages: 0, words: 0 };
    entry.pages += 1;
    entry.words += page.words;
    totals.set(page.section, entry);
  }
  return [...totals.values()].sort((a, b) => a.section.localeCompare(b.section));
}

/** Formats section figures as aligned lines, with the target where there is one. */
export function formatSectionWords(
  rows: SectionWords[],
  targets: Record<string, number> = {},
): string[] {
  return rows.map((row) => {
    const target = targets[row.section];
    const goal = target === undefined ? '' : ` / ${target.toLocaleString('en-US')}`;
    const mark = target === undefined ? '' : row.words >= target ? '  ok' : '  SHORT';
    return `${row.section.padEnd(18)} ${String(row.pages).padStart(4)} pages ${row.words
      .toLocaleString('en-US')
      .padStart(8)} words${goal}${mark}`;
  });
}

/**
 * Depth failures for a target: every section under its total (reported on its index file,
 * or its first page) and every non-index page under the page minimum.
 */
export function checkDepth(pages: ContentPage[], target: DepthTarget): Failure[] {
  const failures: Failure[] = [];
  for (const [section, minimum] of Object.entries(target.sections)) {
    const inSection = pages.filter((page) => page.section === section);
    const total = inSection.reduce((sum, page) => sum + page.words, 0);
    if (total < minimum) {
      const index = inSection.find((page) => page.slug === 'index') ?? inSection[0];
      failures.push({
        file: index?.file ?? `content/${section}/index.mdx`,
        line: 1,
        reason: `section ${section} has ${total} prose words, under ${minimum}`,
      });
    }
    for (const page of inSection) {
      if (page.slug !== 'index' && page.words < target.pageMinimum) {
        failures.push({
          file: page.file,
          line: 1,
          reason: `page has ${page.words} prose words, under ${target.pageMinimum}`,
        });
      }
    }
  }
  return failures;
}
