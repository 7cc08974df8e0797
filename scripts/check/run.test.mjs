// How `npm run check` shares pages between its threads.
import { describe, expect, it } from 'vitest';
import { balance } from './run.mjs';

const page = (name, size, fence = 'js') => ({
  contentPath: name,
  raw: `---\ntitle: ${name}\n---\n\n\`\`\`${fence}\nx\n\`\`\`\n${'a'.repeat(size)}`,
});

describe('balance', () => {
  it('puts every page that needs TypeScript on the last thread, and spreads the rest by size', () => {
    const pages = [
      page('a', 50_000),
      page('ts', 1_000, 'ts'),
      page('b', 40_000),
      page('syntaxes', 1_000, 'js title="webpack.config.js" syntaxes'),
      page('c', 30_000),
      page('tsx', 1_000, 'tsx'),
    ];
    const [first, last] = balance(pages, 2).map((group) => group.map((file) => file.contentPath));
    expect(last).toEqual(expect.arrayContaining(['ts', 'syntaxes', 'tsx']));
    expect(first).toEqual(['a', 'b', 'c']);
    expect(balance(pages.slice(0, 1), 1)).toEqual([[pages[0]]]);
  });
});
