/**
 * The config explainer's script: wires the build-time markup (explainer-form.tsx) to the
 * analysis and renders its results with plain DOM. Bundled on its own (scripts/explainer/
 * bundle.mjs), so it never touches another page's JavaScript. Large input is analysed in a
 * Web Worker so typing never freezes the page.
 */
import { analyze, type Analysis, type AnalyzeOptions } from '../lib/config-explainer/analyze';
import { transformConfig } from '../lib/markdown/config-syntaxes/transform';
import {
  EXPLAIN_WORKER_MIN_BYTES,
  EXPLAIN_WORKER_PATH,
  type ExplainMode,
  type ExplainTarget,
} from '../lib/site/config-explainer';
import { configFragment, configFromFragment } from './fragment';
import { highlightHtml } from './highlight';
import { keepForOffline } from './keep-offline';
import { renderResults } from './render';

const STARTER = `const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].[contenthash].js',
    clean: true,
  },
};
`;

const SYNTAX_LABELS: Record<string, string> = {
  cjs: 'CommonJS',
  esm: 'ES module',
  ts: 'TypeScript',
};

let worker: Worker | undefined;
let sequence = 0;

function inWorker(source: string, options: AnalyzeOptions): Promise<Analysis> {
  worker ??= new Worker(EXPLAIN_WORKER_PATH, { type: 'module' });
  const id = (sequence += 1);
  const current = worker;
  return new Promise((resolve, reject) => {
    const onMessage = (
      event: MessageEvent<{ id: number; analysis?: Analysis; error?: string }>,
    ) => {
      if (event.data.id !== id) return;
      current.removeEventListener('message', onMessage);
      if (event.data.analysis) resolve(event.data.analysis);
      else reject(new Error(event.data.error ?? 'The analysis failed.'));
    };
    current.addEventListener('message', onMessage);
    current.addEventListener('error', () => reject(new Error('The worker did not start.')), {
      once: true,
    });
    current.postMessage({ id, source, options });
  });
}

function run(source: string, options: AnalyzeOptions): Promise<Analysis> {
  if (source.length < EXPLAIN_WORKER_MIN_BYTES || typeof Worker === 'undefined') {
    return analyze(source, options);
  }
  // Offline before the worker was ever fetched, the main thread does the work.
  return inWorker(source, options).catch(() => analyze(source, options));
}

/** Puts the caret on a line and column (1-based) of the textarea. */
function goTo(textarea: HTMLTextAreaElement, line: number, column: number) {
  const lines = textarea.value.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i += 1) offset += lines[i]!.length + 1;
  offset += column - 1;
  textarea.focus();
  textarea.setSelectionRange(offset, offset);
  const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 20;
  textarea.scrollTop = Math.max(0, (line - 3) * lineHeight);
}

/**
 * The editors already wired. Kept by textarea, not by root: after a client-side Back, React may
 * keep the root and replace what is inside it, and the new editor must be wired too (marked on
 * the root, it stayed on "Loading the explainer…").
 */
const mounted = new WeakSet<HTMLTextAreaElement>();

function mount(root: HTMLElement) {
  // The stylesheet hides the textarea's own text behind the highlighted overlay once wired.
  root.dataset.ready = '';
  const textarea = root.querySelector('textarea')!;
  mounted.add(textarea);
  const gutter = root.querySelector<HTMLElement>('.ce-gutter')!;
  const highlight = root.querySelector<HTMLElement>('.ce-highlight')!;
  const status = root.querySelector<HTMLElement>('[data-testid="explain-status"]')!;
  const results = root.querySelector<HTMLElement>('[data-results]')!;
  const copyStatus = root.querySelector<HTMLElement>('[data-copy-status]')!;
  const select = (name: string) => root.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  let timer: number | undefined;
  let latest = 0;
  let frame = 0;

  const syncScroll = () => {
    gutter.scrollTop = textarea.scrollTop;
    highlight.scrollTop = textarea.scrollTop;
    highlight.scrollLeft = textarea.scrollLeft;
  };
  // Re-highlighted once per frame however fast the input events come.
  const rehighlight = () => {
    frame ||= window.requestAnimationFrame(() => {
      frame = 0;
      highlight.innerHTML = highlightHtml(textarea.value);
      syncScroll();
    });
  };

  const update = () => {
    const source = textarea.value;
    rehighlight();
    gutter.textContent = Array.from({ length: source.split('\n').length }, (_, i) => i + 1).join(
      '\n',
    );
    window.clearTimeout(timer);
    timer = window.setTimeout(async () => {
      window.history.replaceState(window.history.state, '', configFragment(source));
      const options: AnalyzeOptions = {
        mode: select('mode').value as ExplainMode,
        target: select('target').value as ExplainTarget,
        version: select('version').value,
      };
      const ticket = (latest += 1);
      let analysis: Analysis;
      try {
        analysis = await run(source, options);
      } catch (error) {
        analysis = {
          parseError: { message: `The explainer failed: ${String(error)}` },
          problems: [],
          keys: [],
          defaults: [],
        };
      }
      if (ticket !== latest) return;
      status.textContent = statusText(analysis);
      // New results replace the old nodes: a focused line button or link keeps the focus.
      const focused = results.contains(document.activeElement)
        ? document.activeElement?.textContent
        : undefined;
      renderResults(results, analysis, options, (line, column) => goTo(textarea, line, column));
      if (focused !== undefined) {
        [...results.querySelectorAll<HTMLElement>('button, a')]
          .find((element) => element.textContent === focused)
          ?.focus();
      }
    }, 150);
  };

  textarea.value = configFromFragment(window.location.hash) ?? STARTER;
  highlight.innerHTML = highlightHtml(textarea.value);
  textarea.addEventListener('input', update);
  textarea.addEventListener('scroll', syncScroll);
  for (const name of ['mode', 'target', 'version']) select(name).addEventListener('change', update);
  window.addEventListener('hashchange', () => {
    if (!textarea.isConnected) return;
    const shared = configFromFragment(window.location.hash);
    if (shared !== undefined && shared !== textarea.value) {
      textarea.value = shared;
      update();
    }
  });
  root.querySelector('[data-copy-config]')!.addEventListener('click', async () => {
    const syntax = select('syntax').value;
    let text = textarea.value;
    try {
      if (syntax === 'esm' || syntax === 'ts') text = transformConfig(text, syntax).code;
    } catch (error) {
      copyStatus.textContent = `Not copied: ${(error as Error).message}`;
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      copyStatus.textContent = `Copied as ${SYNTAX_LABELS[syntax]}.`;
    } catch {
      copyStatus.textContent = 'Not copied: the browser refused access to the clipboard.';
    }
  });
  update();
}

function statusText(analysis: Analysis): string {
  if (analysis.parseError) return 'This config cannot be read.';
  const count = analysis.problems.length;
  if (count === 0) return 'webpack accepts this configuration.';
  return `${count} problem${count === 1 ? '' : 's'} found.`;
}

/** Mounts every explainer not mounted yet: now, and after client-side navigations. */
function mountAll() {
  for (const root of document.querySelectorAll<HTMLElement>('[data-config-explainer]')) {
    const textarea = root.querySelector('textarea');
    if (textarea && !mounted.has(textarea)) mount(root);
  }
}

mountAll();
keepForOffline().catch(() => undefined);
new MutationObserver(mountAll).observe(document.body, { childList: true, subtree: true });
