// Every block that gets an "Explain this config" link (rehype-explain-link.ts) must open in the
// explainer as a config it reads, not a refusal: a reader who follows the link from a page
// would otherwise land on an error about our own example. Each syntax of a three-syntax block
// gets its own link, so each is read.
import { describe, expect, it } from 'vitest';
import { analyze } from '@/lib/config-explainer/analyze';
import { pickerVersions } from '@/lib/config-explainer/explain-keys';
import { ConfigParseError } from '@/lib/config-explainer/config-values';
import { parseConfig } from '@/lib/config-explainer/parse-config';
import { hasSyntaxesFlag } from '@/lib/markdown/config-syntaxes/fence-meta';
import { configVariants } from '@/lib/markdown/config-syntaxes/variants';
import { CONFIG_FILE_TITLE } from '@/lib/markdown/rehype-explain-link';
import { SINCE_DATA } from '@/lib/releases/since';
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

  it('each show no problem and no key the explainer does not know, on the latest release', async () => {
    // The explainer's own data (option table, free keys, validator) must agree with what the
    // pages teach; the content checks run webpack.validate, not this data.
    const [latest] = pickerVersions(SINCE_DATA.releases.first, SINCE_DATA.releases.latest);
    const found: string[] = [];
    for (const { where, code } of blocks) {
      const { problems, keys } = await analyze(code, {
        mode: 'production',
        target: 'web',
        version: latest!,
      });
      for (const problem of problems) found.push(`${where}: ${problem.message}`);
      for (const key of keys.flat()) {
        if (!key.option && !key.free && !key.runtime) found.push(`${where}: unknown ${key.path}`);
      }
    }
    expect(found).toEqual([]);
  });
});
