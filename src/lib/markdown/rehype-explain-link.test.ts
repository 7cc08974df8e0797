import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../tests/unit/render-markdown';
import { EXPLAIN_LINK_TEXT, explainHref } from './rehype-explain-link';

const render = renderMarkdown;

describe('rehypeExplainLink in the real pipeline', () => {
  it('links a webpack.config.js block to the explainer with its exact code', async () => {
    const code = "module.exports = {\n  mode: 'production',\n};\n";
    const html = await render(`\`\`\`js title="webpack.config.js"\n${code}\`\`\`\n`);
    const [, href] = /<a class="explain-config" href="([^"]*)">([^<]*)<\/a>/.exec(html) ?? [];
    expect(href?.replaceAll('&#x27;', "'").replaceAll('&#x26;', '&')).toBe(explainHref(code));
    expect(html).toContain(`>${EXPLAIN_LINK_TEXT}</a>`);
    expect(explainHref(code).startsWith('/configuration/explain/#config=module.exports')).toBe(
      true,
    );
  });

  it('leaves other blocks alone', async () => {
    const html = await render('```js title="src/index.js"\nconsole.log(1);\n```\n');
    expect(html).not.toContain(EXPLAIN_LINK_TEXT);
  });
});
