// Always-on checks over all content: pages read, code examples parse, self-contained
// webpack.config.js examples validate, internal links and anchors resolve.
import { describe, expect, it } from 'vitest';
import {
  checkCodeParses,
  checkConfigs,
  checkInternalLinks,
  checkPagesRead,
  configExamples,
  formatFailure,
  sortFailures,
  type Failure,
} from '@/lib/content-checks';
import { CONTENT_DIR, contentPages } from './load';

function report(failures: Failure[]): string[] {
  return sortFailures(failures).map(formatFailure);
}

// Reading and evaluating hundreds of pages takes a while on a busy 2-core machine.
describe(`content examples and links (${CONTENT_DIR})`, { timeout: 300_000 }, () => {
  it('every page reads: file name, frontmatter and MDX syntax', () => {
    expect(report(checkPagesRead(contentPages()))).toEqual([]);
  });

  it('every js, jsx, ts and json code block parses (`// ...` elides code)', () => {
    expect(report(checkCodeParses(contentPages()))).toEqual([]);
  });

  it('every self-contained webpack.config.js example passes webpack.validate()', () => {
    const pages = contentPages();
    console.log(`self-contained webpack.config.js examples: ${configExamples(pages).length}`);
    expect(report(checkConfigs(pages))).toEqual([]);
  });

  it('every internal link resolves to a page, route or file, and its anchor exists', () => {
    expect(report(checkInternalLinks(contentPages()))).toEqual([]);
  });
});
