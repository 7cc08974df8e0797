'use client';

/**
 * The config explainer's tool: a plain textarea editor (line numbers, no editor library: a
 * paste-and-read tool needs no more, and it keeps the page light), the mode / target /
 * version pickers, and the analysis, which loads with the first edit (run-analysis.ts).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Analysis } from '@/lib/config-explainer/analyze';
import {
  EXPLAIN_MODES,
  EXPLAIN_TARGETS,
  type ExplainMode,
  type ExplainTarget,
} from '@/lib/site/config-explainer';
import styles from './config-explainer.module.css';
import { configFragment, configFromFragment } from './fragment';
import { runAnalysis } from './run-analysis';

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

const SYNTAXES = [
  { id: 'cjs', label: 'CommonJS' },
  { id: 'esm', label: 'ES module' },
  { id: 'ts', label: 'TypeScript' },
] as const;
type Syntax = (typeof SYNTAXES)[number]['id'];

/** Puts the caret on a line (1-based) and column of the textarea. */
function goTo(textarea: HTMLTextAreaElement, line: number, column = 1) {
  const lines = textarea.value.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i += 1) offset += lines[i]!.length + 1;
  offset += column - 1;
  textarea.focus();
  textarea.setSelectionRange(offset, offset);
  const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 20;
  textarea.scrollTop = Math.max(0, (line - 3) * lineHeight);
}

export function ConfigExplainer({ versions }: { versions: string[] }) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLPreElement>(null);
  const [source, setSource] = useState<string | undefined>(undefined);
  const [mode, setMode] = useState<ExplainMode>('production');
  const [target, setTarget] = useState<ExplainTarget>('web');
  const [version, setVersion] = useState(versions[0] ?? '5.0');
  const [syntax, setSyntax] = useState<Syntax>('cjs');
  const [analysis, setAnalysis] = useState<Analysis>();
  const [copied, setCopied] = useState('');

  // The shared config, from the fragment, on load and when the fragment changes.
  useEffect(() => {
    const read = () => setSource(configFromFragment(window.location.hash) ?? STARTER);
    read();
    const onHash = () => {
      const shared = configFromFragment(window.location.hash);
      if (shared !== undefined) setSource(shared);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  useEffect(() => {
    if (source === undefined) return;
    let current = true;
    const timer = window.setTimeout(() => {
      window.history.replaceState(null, '', configFragment(source));
      runAnalysis(source, { mode, target, version }).then(
        (result) => current && setAnalysis(result),
        (error: unknown) =>
          current &&
          setAnalysis({
            parseError: { message: `The explainer failed: ${String(error)}` },
            problems: [],
            keys: [],
            defaults: [],
          }),
      );
    }, 150);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [source, mode, target, version]);

  const copy = useCallback(async () => {
    if (source === undefined) return;
    let text = source;
    if (syntax !== 'cjs') {
      try {
        const { transformConfig } = await import('@/lib/config-syntaxes/transform');
        text = transformConfig(source, syntax).code;
      } catch (error) {
        setCopied(`Not copied: ${(error as Error).message}`);
        return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`Copied as ${SYNTAXES.find((s) => s.id === syntax)!.label}.`);
    } catch {
      setCopied('Not copied: the browser refused access to the clipboard.');
    }
  }, [source, syntax]);

  const lineCount = (source ?? '').split('\n').length;
  const problems = analysis?.parseError ? [analysis.parseError] : (analysis?.problems ?? []);
  const flagged = analysis?.keys.flat().filter((key) => key.newerThanPicked) ?? [];
  let status = 'Reading…';
  if (analysis?.parseError) status = 'This config cannot be read.';
  else if (analysis && problems.length === 0) status = 'webpack accepts this configuration.';
  else if (analysis) {
    status = `${problems.length} problem${problems.length === 1 ? '' : 's'} found.`;
  }

  return (
    <section className={styles.explainer} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your configuration</h2>
      <div className={styles.controls}>
        <label>
          Mode
          <select value={mode} onChange={(e) => setMode(e.target.value as ExplainMode)}>
            {EXPLAIN_MODES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          Target
          <select value={target} onChange={(e) => setTarget(e.target.value as ExplainTarget)}>
            {EXPLAIN_TARGETS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          webpack version
          <select value={version} onChange={(e) => setVersion(e.target.value)}>
            {versions.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          Copy as
          <select value={syntax} onChange={(e) => setSyntax(e.target.value as Syntax)}>
            {SYNTAXES.map(({ id: value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={copy}>
          Copy
        </button>
        <span role="status">{copied}</span>
      </div>
      <div className={styles.editor}>
        <pre ref={gutter} className={styles.gutter} aria-hidden="true">
          {Array.from({ length: lineCount }, (_, i) => i + 1).join('\n')}
        </pre>
        <textarea
          ref={textarea}
          id={`${id}-editor`}
          className={styles.textarea}
          aria-label="webpack.config.js"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          wrap="off"
          value={source ?? ''}
          onChange={(e) => setSource(e.target.value)}
          onScroll={(e) => {
            if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
          }}
        />
      </div>

      <p className={styles.status} role="status" data-testid="explain-status">
        {status}
      </p>
      {problems.length > 0 ? (
        <ol className={styles.problems} aria-label="Problems">
          {problems.map((problem, index) => (
            <li key={index}>
              {problem.at ? (
                <button
                  type="button"
                  onClick={() =>
                    textarea.current && goTo(textarea.current, problem.at!.line, problem.at!.column)
                  }
                >
                  Line {problem.at.line}, column {problem.at.column}
                </button>
              ) : null}
              <pre className={styles.message}>{problem.message}</pre>
              {problem.href ? <a href={problem.href}>Read about this option</a> : null}
            </li>
          ))}
        </ol>
      ) : null}

      {flagged.length > 0 ? (
        <>
          <h3>Not in webpack {version}</h3>
          <ul aria-label={`Options newer than webpack ${version}`}>
            {flagged.map((key) => (
              <li key={key.pointer}>
                <code>{key.path}</code> needs webpack{' '}
                <span className={styles.flag}>{key.newerThanPicked}</span> or later
                {key.at ? ` (line ${key.at.line})` : ''}.
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {analysis && analysis.keys.length > 0 ? (
        <>
          <h3>What each key does</h3>
          <div className={styles.tableWrap} role="region" aria-label="Keys" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Key</th>
                  <th scope="col">Type</th>
                  <th scope="col">Default</th>
                  <th scope="col">What it does</th>
                  <th scope="col">Since</th>
                </tr>
              </thead>
              <tbody>
                {analysis.keys.flat().map((key) => (
                  <tr key={key.pointer}>
                    <td>
                      <code>{key.path}</code>
                    </td>
                    <td>{key.option?.type}</td>
                    <td>{key.option?.default}</td>
                    <td>
                      {key.free ? (
                        <span className={styles.free}>
                          A name or value of your choice; webpack&apos;s schema leaves it free.{' '}
                        </span>
                      ) : null}
                      {key.option?.summary}{' '}
                      {key.option?.href ? <a href={key.option.href}>Reference</a> : null}
                      {!key.free && !key.option ? 'Not a webpack option.' : null}
                    </td>
                    <td>
                      {key.newerThanPicked ? (
                        <span className={styles.flag}>{key.newerThanPicked}</span>
                      ) : (
                        key.option?.since
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {analysis && analysis.defaults.length > 0 ? (
        <>
          <h3>
            Defaults webpack adds ({mode}, {target})
          </h3>
          <div className={styles.tableWrap} role="region" aria-label="Defaults" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Option</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                {analysis.defaults.map(([key, value]) => (
                  <tr key={key}>
                    <td>
                      <code>{key}</code>
                    </td>
                    <td>
                      <code>{value.length > 300 ? `${value.slice(0, 299)}…` : value}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
