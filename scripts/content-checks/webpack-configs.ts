/**
 * Evaluates the whole webpack configurations of the content (see ./whole-config.ts for which
 * blocks those are) and validates their export with `webpack.validate()`, in one child
 * process (see scripts/content-checks/evaluate-configs.mjs for the rules: CommonJS or ES
 * module; Node built-ins, the project's packages, the page's own files and stubbed plugin
 * and loader packages; function exports called with `({}, { mode: 'production' })`;
 * promises awaited). A block flagged `syntaxes` is checked in each of its three variants.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeBlock } from './reader';
import type { Failure } from '../../src/lib/content/problems';

/** The project root (holding package.json and node_modules). */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const EVALUATOR = join(PROJECT_ROOT, 'scripts/content-checks/evaluate-configs.mjs');

/** A whole configuration to evaluate, and where it is. */
export interface ConfigExample {
  file: string;
  block: CodeBlock;
  /** The JavaScript to run (a TypeScript block or variant is transpiled). */
  code: string;
  /** Which variant of a `syntaxes` block (`esm`, `ts`), when it is not the block as written. */
  variant?: string;
  /** The other files its page shows, by relative path, for `require('./webpack.common.js')`. */
  files?: Record<string, string>;
}

/** What the evaluator says about one example. */
export interface ExampleResult {
  id: number;
  ok: boolean;
  /** 1-based line inside the example, when the error has one. */
  line?: number;
  error?: string;
}
type Result = ExampleResult;

function label(example: ConfigExample): string {
  const name = example.block.title ?? 'configuration';
  return `${name} example${example.variant ? ` (${example.variant} variant)` : ''}`;
}

/**
 * Evaluates and validates every example; returns one failure per example that does not
 * evaluate or does not pass `webpack.validate()`, at the example's line.
 */
export function checkConfigExamples(
  examples: ConfigExample[],
  projectRoot: string = PROJECT_ROOT,
): Failure[] {
  if (examples.length === 0) return [];
  const folder = mkdtempSync(join(tmpdir(), 'webpack-docs-check-'));
  try {
    const input = join(folder, 'input.json');
    const output = join(folder, 'output.json');
    writeFileSync(
      input,
      JSON.stringify({
        projectRoot,
        blocks: examples.map((example, id) => ({ id, code: example.code, files: example.files })),
      }),
    );
    const run = spawnSync(process.execPath, [EVALUATOR, input, output], {
      cwd: folder,
      encoding: 'utf8',
      timeout: 120_000 + examples.length * 1000,
    });
    let results: Result[];
    try {
      results = JSON.parse(readFileSync(output, 'utf8')) as Result[];
    } catch {
      throw new Error(
        `the example evaluator stopped without results (status ${run.status}, signal ${run.signal}): ${run.stderr.slice(-2000)}`,
      );
    }
    const failures: Failure[] = [];
    const seen = new Set<number>();
    for (const result of results) {
      seen.add(result.id);
      const example = examples[result.id];
      if (!example || result.ok) continue;
      // A variant's lines are not the file's: report those at the fence.
      const line = example.variant ? 0 : (result.line ?? 0);
      failures.push({
        file: example.file,
        line: example.block.line + line,
        reason: `${label(example)} ${result.error}`,
      });
    }
    // An example that crashed the evaluator (e.g. called process.exit) has no result.
    examples.forEach((example, id) => {
      if (!seen.has(id)) {
        failures.push({
          file: example.file,
          line: example.block.line,
          reason: `${label(example)} stopped the evaluator before it could be validated`,
        });
      }
    });
    return failures;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The failure an example's result describes, at the example's line, or undefined when it passes. */
export function exampleFailure(example: ConfigExample, result: ExampleResult): Failure | undefined {
  if (result.ok) return undefined;
  // A variant's lines are not the file's: report those at the fence.
  const line = example.variant ? 0 : (result.line ?? 0);
  return {
    file: example.file,
    line: example.block.line + line,
    reason: `${label(example)} ${result.error}`,
  };
}
