// Every block that gets an "Explain this config" link (rehype-explain-link.ts) must open in the
// explainer as a config it reads, not a refusal: a reader who follows the link from a page
// would otherwise land on an error about our own example. Each syntax of a three-syntax block
// gets its own link, so each is read.
import { describe, expect, it } from 'vitest';
import { ConfigParseError, parseConfig } from '@/lib/config-explainer/parse-config';
import { hasSyntaxesFlag } from '@/lib/markdown/config-syntaxes/fence-meta';
import { configVariants } from '@/lib/markdown/config-syntaxes/variants';
import { CONFIG_FILE_TITLE } from '@/lib/markdown/rehype-explain-link';
import { contentPages } from './load';

function explainedBlocks(): { where: string; code: string }[] {
  return contentPages().flatMap((page) =>
    page.codeBlocks
      .filter((block) => block.title && CONFIG_FILE_TITLE.test(block.title))
      .flatMap((block) =>
        hasSyntaxesFlag(block.meta)
          ? configVariants(block.code, block.meta!).map((variant) => ({
              where: `${page.file}:${block.line} (${variant.syntax})`,
              code: variant.code,
            }))
          : [{ where: `${page.file}:${block.line}`, code: block.code }],
      ),
  );
}

describe('"Explain this config" blocks', { timeout: 120_000 }, () => {
  const blocks = explainedBlocks();

  it('are hundreds, so the check below reads the content it means to', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(300);
  });

  it('each open as a config the explainer reads', () => {
    const refused = blocks.flatMap(({ where, code }) => {
      try {
        parseConfig(code);
        return [];
      } catch (error) {
        if (!(error instanceof ConfigParseError)) throw error;
        return [`${where}: ${error.message}`];
      }
    });
    expect(refused).toEqual([]);
  });
});
