import { expect, test, type Page } from '@playwright/test';
import {
  EXPLAIN_BUNDLE_DIR,
  EXPLAIN_FILE_LIST_PATH,
  EXPLAIN_PATH,
  EXPLAIN_WORKER_MIN_BYTES,
  EXPLAIN_WORKER_PATH,
} from '../../src/lib/site/config-explainer';
import { describeViolations, seriousViolations } from './axe-check';
import { builtFile, waitForController } from './offline-support';

const editor = (page: Page) => page.getByRole('textbox', { name: 'webpack.config.js' });
const status = (page: Page) => page.getByTestId('explain-status');

/** Replaces the editor's text by typing-equivalent input (fill fires the input event). */
async function paste(page: Page, text: string) {
  await editor(page).fill(text);
}

const BROKEN = `module.exports = {
  mode: 'production',
  output: {
    filenam: '[name].js',
  },
};
`;

test('a config with an error shows it at its line, links to the option, and clears when fixed', async ({
  page,
}) => {
  await page.goto(EXPLAIN_PATH);
  await expect(status(page)).toHaveText('webpack accepts this configuration.');
  await paste(page, BROKEN);
  await expect(status(page)).toHaveText('1 problem found.');
  const problems = page.getByRole('list', { name: 'Problems' });
  await expect(problems).toContainText("configuration.output has an unknown property 'filenam'");
  // The error points at line 3, where `output` is written; the button puts the caret there.
  await problems.getByRole('button', { name: 'Line 3, column 3' }).click();
  const caret = await editor(page).evaluate((el: HTMLTextAreaElement) => el.selectionStart);
  expect(BROKEN.slice(caret).startsWith('output:')).toBe(true);
  const link = problems.getByRole('link', { name: 'Read about this option' });
  await expect(link).toHaveAttribute('href', '/configuration/output/#output');
  await link.click();
  await expect(page).toHaveURL('/configuration/output/#output');
  await page.goBack();
  // The explainer is back with the config of the link before it is edited again (its script
  // loads again after Back, slowly on a busy machine).
  await expect(status(page)).toHaveText('1 problem found.', { timeout: 30_000 });

  await paste(page, BROKEN.replace('filenam', 'filename'));
  await expect(status(page)).toHaveText('webpack accepts this configuration.');
  await expect(page.getByRole('list', { name: 'Problems' })).toHaveCount(0);
});

test("a reader's own webpack.config.ts is read, its types skipped and its problems placed", async ({
  page,
}) => {
  await page.goto(EXPLAIN_PATH);
  await expect(status(page)).toHaveText('webpack accepts this configuration.');
  const typed = `import * as webpack from 'webpack';

interface Env {
  production?: boolean;
}

export default (env?: Env): webpack.Configuration => ({
  mode: env?.production ? 'production' : 'development',
  output: { filenam: '[name].js' } as webpack.Configuration['output'],
});
`;
  await paste(page, typed);
  await expect(status(page)).toHaveText('1 problem found.');
  const problems = page.getByRole('list', { name: 'Problems' });
  await expect(problems).toContainText("configuration.output has an unknown property 'filenam'");
  await expect(problems.getByRole('button', { name: 'Line 9, column 3' })).toBeVisible();
});

test('an editor rendered anew inside the same root is wired again', async ({ page }) => {
  await page.goto(EXPLAIN_PATH);
  await expect(status(page)).toHaveText('webpack accepts this configuration.');
  // What a client-side Back may do: React keeps the root and renders what is inside it anew.
  const html = await (await page.request.get(EXPLAIN_PATH)).text();
  await page.evaluate((source) => {
    const fresh = new DOMParser()
      .parseFromString(source, 'text/html')
      .querySelector('[data-config-explainer]')!;
    document
      .querySelector('[data-config-explainer]')!
      .replaceChildren(...[...fresh.childNodes].map((node) => document.importNode(node, true)));
  }, html);
  await expect(status(page)).toHaveText('webpack accepts this configuration.');
  await paste(page, BROKEN);
  await expect(status(page)).toHaveText('1 problem found.');
});

test('typed text is highlighted in the overlay, which keeps the exact text and scroll', async ({
  page,
}) => {
  await page.goto(EXPLAIN_PATH);
  await expect(status(page)).toHaveText('webpack accepts this configuration.');
  const overlay = page.locator('.ce-highlight');
  await expect(overlay).toHaveAttribute('aria-hidden', 'true');
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+A');
  const typed = "// <b>&\nmodule.exports = { mode: 'none', parallelism: 3 };\n";
  await page.keyboard.type(typed);
  await expect(overlay.locator('.ce-t-string')).toHaveText("'none'");
  await expect(overlay.locator('.ce-t-property')).toHaveText(['mode', 'parallelism']);
  await expect(overlay.locator('.ce-t-number')).toHaveText('3');
  await expect(overlay.locator('.ce-t-comment')).toHaveText('// <b>&');
  await expect.poll(() => overlay.textContent()).toBe(await editor(page).inputValue());
  // The textarea's own text is invisible, its caret is not, and the token has its colour.
  const colours = await page.evaluate(() => {
    const textarea = getComputedStyle(document.querySelector('.ce-textarea')!);
    const string = getComputedStyle(document.querySelector('.ce-highlight .ce-t-string')!);
    return { text: textarea.color, caret: textarea.caretColor, string: string.color };
  });
  expect(colours.text).toBe('rgba(0, 0, 0, 0)');
  expect(colours.caret).not.toBe('rgba(0, 0, 0, 0)');
  expect(colours.string).toBe('rgb(10, 48, 105)');
  // The line numbers, the overlay and the textarea share their line boxes.
  const metrics = await page.evaluate(() =>
    ['.ce-gutter', '.ce-highlight', '.ce-textarea'].map((selector) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return [style.lineHeight, style.paddingTop, style.fontSize, style.fontFamily];
    }),
  );
  expect(metrics[1]).toEqual(metrics[2]);
  expect(metrics[0]).toEqual(metrics[2]);
  // Both show the same text at the same place, also scrolled down and right.
  const entries = Array.from(
    { length: 80 },
    (_, i) => `    page${i}: './src/${'deep/'.repeat(20)}page${i}.js',`,
  );
  await paste(page, `module.exports = {\n  entry: {\n${entries.join('\n')}\n  },\n};\n`);
  await expect(overlay).toContainText('page79');
  await expect.poll(() => overlay.textContent()).toBe(await editor(page).inputValue());
  await editor(page).evaluate((el: HTMLTextAreaElement) => {
    el.scrollTop = el.scrollHeight;
    el.scrollLeft = el.scrollWidth;
  });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const textarea = document.querySelector('.ce-textarea')!;
        const pre = document.querySelector('.ce-highlight')!;
        return [pre.scrollTop - textarea.scrollTop, pre.scrollLeft - textarea.scrollLeft];
      }),
    )
    .toEqual([0, 0]);
  expect(
    await page.evaluate(() => document.querySelector('.ce-textarea')!.scrollTop),
  ).toBeGreaterThan(0);
  // An unterminated string leaves the rest plain and breaks nothing.
  await paste(page, "module.exports = { mode: 'produc\n};\n");
  await expect(overlay.locator('.ce-t-string')).toHaveCount(0);
  await expect(overlay.locator('.ce-t-property')).toHaveText('mode');
  await expect.poll(() => overlay.textContent()).toBe(await editor(page).inputValue());
  await expect(status(page)).toHaveText('This config cannot be read.');
});

test('picking webpack 5.80 flags an option added in 5.90 or later', async ({ page }) => {
  await page.goto(EXPLAIN_PATH);
  // output.module.rules[].extractSourceMap came in 5.102; experiments.css in 5.0 does not count.
  await paste(
    page,
    `module.exports = {\n  module: { rules: [{ test: /\\.js$/, extractSourceMap: true }] },\n};\n`,
  );
  const flags = page.getByRole('list', { name: /Options newer than webpack/ });
  await expect(flags).toHaveCount(0);
  await page.locator('select[name="version"]').selectOption('5.80');
  await expect(flags).toContainText('module.rules[].extractSourceMap needs webpack');
  const since = await flags.locator('span').first().textContent();
  expect(Number(since!.split('.')[1])).toBeGreaterThanOrEqual(90);
});

test('a shared link opens with its config, and the fragment follows edits', async ({ page }) => {
  const config = "module.exports = { mode: 'nope' };\n";
  await page.goto(`${EXPLAIN_PATH}#config=${encodeURIComponent(config)}`);
  await expect(editor(page)).toHaveValue(config);
  await expect(status(page)).toHaveText('1 problem found.');
  await paste(page, "module.exports = { mode: 'none' };\n");
  await expect(status(page)).toHaveText('webpack accepts this configuration.');
  await expect
    .poll(() => page.evaluate(() => decodeURIComponent(location.hash)))
    .toBe("#config=module.exports = { mode: 'none' };\n");
});

test('bad input gets one clear message: syntax errors and huge configs', async ({ page }) => {
  await page.goto(EXPLAIN_PATH);
  await paste(page, "module.exports = {\n  mode: 'production'\n  devtool: false,\n};\n");
  await expect(status(page)).toHaveText('This config cannot be read.');
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText(
    'Syntax error at line 3, column 3',
  );
  await paste(page, `module.exports = { name: '${'x'.repeat(120 * 1024)}' };`);
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText('reads up to 100 KB');
});

test('a large config is analysed in a Web Worker, and its problems still point at their line', async ({
  page,
}) => {
  await page.goto(EXPLAIN_PATH);
  await expect(status(page)).toHaveText('webpack accepts this configuration.');
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const entries = Array.from({ length: 600 }, (_, i) => `    page${i}: './src/page${i}.js',`);
  const large = `module.exports = {\n  entry: {\n${entries.join('\n')}\n  },\n  mode: 'fast',\n};\n`;
  expect(large.length).toBeGreaterThan(EXPLAIN_WORKER_MIN_BYTES);
  await paste(page, large);
  await expect(status(page)).toHaveText('1 problem found.');
  // The worker analyses 600 entries; a busy machine needs more than the default 5 s.
  await expect(page.getByRole('button', { name: 'Line 604, column 3' })).toBeVisible({
    timeout: 30_000,
  });
  expect(workers).toContain(EXPLAIN_WORKER_PATH);
});

test('the page hydrates without an error when the explainer ran first', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Next's code arrives late, so the explainer has written its results before React hydrates.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const config = "module.exports = {\n  mode: 'x',\n};\n";
  await page.goto(`${EXPLAIN_PATH}#config=${encodeURIComponent(config)}`);
  await expect(status(page)).toHaveText('1 problem found.');
  const hydrated = () =>
    page.evaluate(() => {
      const root = document.querySelector('[data-config-explainer]');
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactFiber'));
    });
  await expect.poll(hydrated, { timeout: 15_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await expect(status(page)).toHaveText('1 problem found.');
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText('configuration.mode');
});

test('the explainer works offline after one visit, its Web Worker too', async ({
  page,
  context,
}) => {
  await page.goto(EXPLAIN_PATH);
  await expect(status(page)).toHaveText('webpack accepts this configuration.');
  await waitForController(page);
  // The page has the activated worker keep every file of its bundle, and the page itself.
  const files = JSON.parse(builtFile(EXPLAIN_FILE_LIST_PATH.slice(1))) as string[];
  expect(files).toEqual(expect.arrayContaining(['explainer.js', 'worker.js', 'explainer.css']));
  const wanted = [EXPLAIN_PATH, ...files.map((file) => `${EXPLAIN_BUNDLE_DIR}${file}`)];
  const cached = (paths: string[]) =>
    page.evaluate(
      async (paths) => (await Promise.all(paths.map((path) => caches.match(path)))).every(Boolean),
      paths,
    );
  await expect.poll(() => cached(wanted), { timeout: 15_000 }).toBe(true);
  await paste(page, "module.exports = { mode: 'nope' };\n");
  await expect(status(page)).toHaveText('1 problem found.');

  await context.setOffline(true);
  await page.reload();
  // The page itself, not its script-less reading copy: the explainer runs and reads the link.
  await expect(editor(page)).toHaveValue("module.exports = { mode: 'nope' };\n");
  await expect(status(page)).toHaveText('1 problem found.');
  await paste(page, 'module.exports = { target: 42 };\n');
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText('configuration.target');
  // A large config still goes to the Web Worker, loaded from the cache.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const entries = Array.from({ length: 600 }, (_, i) => `    page${i}: './src/page${i}.js',`);
  await paste(
    page,
    `module.exports = {\n  entry: {\n${entries.join('\n')}\n  },\n  mode: 'x',\n};\n`,
  );
  // The worker analyses 600 entries; a busy machine needs more than the default 5 s.
  await expect(page.getByRole('button', { name: 'Line 604, column 3' })).toBeVisible({
    timeout: 30_000,
  });
  expect(workers).toContain(EXPLAIN_WORKER_PATH);
  await context.setOffline(false);
});

test('"Explain this config" on a reference page opens the explainer with that block', async ({
  page,
}) => {
  await page.goto('/configuration/');
  const link = page.getByRole('link', { name: 'Explain this config' }).first();
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith(`${EXPLAIN_PATH}#config=`)).toBe(true);
  const code = decodeURIComponent(href.split('#config=')[1]!);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`^[^#]*${EXPLAIN_PATH}#config=`));
  await expect(editor(page)).toHaveValue(code);
  await expect(status(page)).toHaveText('webpack accepts this configuration.');
});

test('the keyboard alone can edit, pick a version and reach a problem', async ({ page }) => {
  await page.goto(EXPLAIN_PATH);
  await expect(status(page)).toHaveText('webpack accepts this configuration.');
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type("module.exports = { mode: 'x' };");
  await expect(status(page)).toHaveText('1 problem found.');
  // The version picker changes by keyboard.
  const version = page.locator('select[name="version"]');
  await version.focus();
  await page.keyboard.press('ArrowDown');
  await expect(version).not.toHaveValue(await version.locator('option').first().innerText());
  // Tab forward from the editor reaches the problem's line button, and Enter moves the caret.
  await editor(page).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Line 1, column/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor(page)).toBeFocused();
});

test('a focused problem button keeps the focus when the results are drawn again', async ({
  page,
}) => {
  await page.goto(`${EXPLAIN_PATH}#config=${encodeURIComponent(BROKEN)}`);
  const button = page.getByRole('button', { name: 'Line 3, column 3' });
  await button.focus();
  await button.evaluate((element) => element.setAttribute('data-old', ''));
  // A picker change re-runs the analysis, which replaces every result node.
  await page
    .locator('select[name="target"]')
    .evaluate((select) => select.dispatchEvent(new Event('change')));
  await expect(page.locator('[data-results] [data-old]')).toHaveCount(0);
  await expect(button).toBeFocused();
});

for (const theme of ['light', 'dark']) {
  test(`axe finds nothing serious on the explainer in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(`${EXPLAIN_PATH}#config=${encodeURIComponent(BROKEN)}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(status(page)).toHaveText('1 problem found.');
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
