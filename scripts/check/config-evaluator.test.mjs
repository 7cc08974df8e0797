// The long-lived config example evaluator of `npm run check` and the dev server.
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startConfigEvaluator, STOPPED } from './config-evaluator.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const example = (code, files) => ({ code, ...(files ? { files } : {}) });
let evaluator;
afterEach(() => evaluator?.close());

describe('config evaluator', { timeout: 60_000 }, () => {
  it('answers each example in order, over several hand-overs, with webpack.validate() verdicts', async () => {
    evaluator = startConfigEvaluator(ROOT);
    const first = evaluator.evaluate([
      example("module.exports = { mode: 'production' };"),
      example("module.exports = { mode: 'fast' };"),
    ]);
    const second = evaluator.evaluate([
      example("import common from './common.js';\nexport default { ...common, mode: 'none' };", {
        'common.js': "module.exports = { entry: './src/index.js' };",
      }),
      example("const x = require('left-pad-not-installed');\nmodule.exports = {};"),
    ]);
    const [one, two] = await Promise.all([first, second]);
    expect(one).toEqual([
      { id: 0, ok: true },
      {
        id: 1,
        ok: false,
        error: expect.stringMatching(
          /^fails webpack\.validate\(\): - configuration\.mode should be one of these/,
        ),
      },
    ]);
    expect(two).toEqual([
      { id: 0, ok: true },
      {
        id: 1,
        ok: false,
        line: 1,
        error: expect.stringContaining('"left-pad-not-installed" (not installed in this project'),
      },
    ]);
  });

  it("words an array's failing item as webpack.validate() does for the array", async () => {
    evaluator = startConfigEvaluator(ROOT);
    const [valid, invalid] = await evaluator.evaluate([
      example("module.exports = [{ name: 'a', mode: 'production' }, { name: 'b' }];"),
      example("module.exports = [{ name: 'a' }, { name: 'b', mode: 'fast' }];"),
    ]);
    expect(valid).toEqual({ id: 0, ok: true });
    expect(invalid.error).toMatch(
      /^fails webpack\.validate\(\): - configuration\[1\]\.mode should be/,
    );
  });

  it('marks a verdict that hit the time limit, so it is evaluated again later', async () => {
    evaluator = startConfigEvaluator(ROOT);
    const [never, fine] = await evaluator.evaluate([
      example('module.exports = new Promise(() => {});'),
      example("module.exports = { mode: 'none' };"),
    ]);
    expect(never).toMatchObject({
      ok: false,
      timedOut: true,
      error: expect.stringMatching(/did not settle within \d+ ms/),
    });
    expect(fine).toEqual({ id: 1, ok: true });
  });

  it('blames an example that ends its process, and evaluates the others in a new one', async () => {
    evaluator = startConfigEvaluator(ROOT, { lazy: true });
    const results = await evaluator.evaluate([
      example("module.exports = { mode: 'development' };"),
      example("process.kill(process.pid, 'SIGKILL');\nmodule.exports = {};"),
      example("module.exports = { mode: 'none' };"),
    ]);
    expect(results).toEqual([
      { id: 0, ok: true },
      { id: 1, ok: false, error: STOPPED },
      { id: 2, ok: true },
    ]);
  });
});
