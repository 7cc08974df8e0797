// How `npm run check` shares pages between its threads, and which example verdicts it keeps.
import { describe, expect, it } from 'vitest';
import { balance, evaluateExamples, exampleKey, keptVerdicts } from './run.mjs';

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

describe('example verdicts', () => {
  const slow = { code: 'module.exports = new Promise(() => {});' };
  const good = { code: "module.exports = { mode: 'none' };" };
  const checks = { pageExamples: (results) => results.flatMap((result) => result.examples) };
  /** An evaluator that records what it is handed and answers every example as `outcome`. */
  const evaluator = (outcome) => {
    const handed = [];
    return {
      handed,
      evaluate: async (examples) => {
        handed.push(...examples);
        return examples.map((_, id) => ({ id, ...outcome }));
      },
    };
  };

  it('evaluates again an example whose verdict timed out, not one with a real verdict', async () => {
    const verdicts = new Map([
      [
        exampleKey(slow),
        { ok: false, error: 'does not evaluate: … within 5000 ms', timedOut: true },
      ],
      [exampleKey(good), { ok: true }],
    ]);
    const fake = evaluator({ ok: true });
    const count = await evaluateExamples(fake, checks, [{ examples: [slow, good] }], verdicts);
    expect(count).toBe(1);
    expect(fake.handed).toEqual([slow]);
    expect(verdicts.get(exampleKey(slow))).toEqual({ ok: true });
  });

  it('reports a timed-out verdict but never keeps it in the cache', async () => {
    const verdicts = new Map();
    const fake = evaluator({ ok: false, error: 'does not evaluate: slow', timedOut: true });
    await evaluateExamples(fake, checks, [{ examples: [slow, good] }], verdicts);
    expect(verdicts.get(exampleKey(slow))).toMatchObject({ ok: false, timedOut: true });
    const used = new Set([exampleKey(slow), exampleKey(good)]);
    expect(Object.keys(keptVerdicts(verdicts, used))).toEqual([]);
    verdicts.set(exampleKey(good), { ok: true });
    expect(keptVerdicts(verdicts, used)).toEqual({ [exampleKey(good)]: { ok: true } });
    expect(keptVerdicts(verdicts, new Set())).toEqual({});
  });
});
