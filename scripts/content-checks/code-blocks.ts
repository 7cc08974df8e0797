/**
 * Checks that code examples parse. The convention (see the writers' brief): `js`, `jsx`,
 * `ts`, `tsx` and `json` blocks are complete programs; code is elided with a `// ...`
 * comment line, which still parses. Other languages (bash, diff, css…) are not parsed.
 */
import { createRequire } from 'node:module';
import * as acorn from 'acorn';
import type TypeScript from 'typescript';
import type { CodeBlock } from './reader';

/** Languages parsed as JavaScript by acorn, with their module kind. */
const JAVASCRIPT: Record<string, 'either' | 'module' | 'script'> = {
  js: 'either',
  javascript: 'either',
  mjs: 'module',
  cjs: 'script',
};

/** Languages parsed by the TypeScript parser, with the file extension that selects syntax. */
const TYPESCRIPT: Record<string, string> = {
  jsx: '.jsx',
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
};

/** Whether a block's language is one the checks parse. */
export function isParsedLanguage(lang: string): boolean {
  return lang in JAVASCRIPT || lang in TYPESCRIPT || lang === 'json';
}

/** A `// ...` line: the documented way to elide code in an example. */
export const ELISION = /^\s*\/\/\s*\.\.\.(?:\s|$)/m;

/** Whether a block contains a `// ...` elision line. */
export function isElided(code: string): boolean {
  return ELISION.test(code);
}

/** A parse error, with its 1-based line inside the block. */
export interface ParseError {
  line: number;
  message: string;
}

/** A parse by acorn: the program, or the error. */
export interface AcornParse {
  program?: acorn.Program;
  error?: ParseError;
}

/**
 * The latest parses, by source type and code: a page's blocks are parsed by the parse check,
 * then again to tell whether each is a whole configuration. A few pages' worth are kept.
 */
const recentParses = new Map<string, AcornParse>();
const RECENT_PARSES = 256;

/** Parses code with acorn as the checks do (latest syntax, hashbang allowed). */
export function acornParse(code: string, sourceType: 'module' | 'script'): AcornParse {
  const key = `${sourceType}:${code}`;
  let parsed = recentParses.get(key);
  if (!parsed) {
    try {
      parsed = {
        program: acorn.parse(code, { ecmaVersion: 'latest', sourceType, allowHashBang: true }),
      };
    } catch (error) {
      const { loc, message } = error as { loc?: { line: number }; message: string };
      parsed = { error: { line: loc?.line ?? 1, message: message.replace(/ \(\d+:\d+\)$/, '') } };
    }
    if (recentParses.size >= RECENT_PARSES) recentParses.delete(recentParses.keys().next().value!);
    recentParses.set(key, parsed);
  }
  return parsed;
}

function acornError(code: string, sourceType: 'module' | 'script'): ParseError | undefined {
  return acornParse(code, sourceType).error;
}

let typescript: typeof TypeScript | undefined;

/** The TypeScript compiler, loaded on first use: a second of start-up few pages need. */
export function typescriptCompiler(): typeof TypeScript {
  typescript ??= createRequire(import.meta.url)('typescript') as typeof TypeScript;
  return typescript;
}

function typescriptError(code: string, extension: string): ParseError | undefined {
  const ts = typescriptCompiler();
  const result = ts.transpileModule(code, {
    fileName: `example${extension}`,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext },
  });
  const diagnostic = result.diagnostics?.find(
    (entry) => entry.category === ts.DiagnosticCategory.Error,
  );
  if (!diagnostic) return undefined;
  const line =
    diagnostic.file && diagnostic.start !== undefined
      ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
      : 1;
  return { line, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ') };
}

function jsonError(code: string): ParseError | undefined {
  try {
    JSON.parse(code);
    return undefined;
  } catch (error) {
    const message = (error as Error).message;
    // Node 20 names the position; newer versions name the line.
    const lineMatch = /line (\d+)/.exec(message);
    const position = /position (\d+)/.exec(message);
    const line = lineMatch
      ? Number(lineMatch[1])
      : position
        ? code.slice(0, Number(position[1])).split('\n').length
        : 1;
    return { line, message };
  }
}

/** Parses a block's code by its language; returns the first error, or undefined. */
export function parseError(lang: string, code: string): ParseError | undefined {
  const kind = JAVASCRIPT[lang];
  if (kind === 'module' || kind === 'script') return acornError(code, kind);
  if (kind === 'either') {
    // CommonJS and ES modules both appear in examples: a block is fine if either parse works.
    const asModule = acornError(code, 'module');
    return asModule && acornError(code, 'script') ? asModule : undefined;
  }
  const extension = TYPESCRIPT[lang];
  if (extension) return typescriptError(code, extension);
  if (lang === 'json') return jsonError(code);
  return undefined;
}

/** Each block's parse problem (null when it parses): the checks ask more than once. */
const blockProblems = new WeakMap<CodeBlock, { line: number; reason: string } | null>();

/** The failure message of a block that does not parse, with its line in the file. */
export function checkBlockParses(block: CodeBlock): { line: number; reason: string } | undefined {
  let problem = blockProblems.get(block);
  if (problem === undefined) {
    const error = parseError(block.lang, block.code);
    // Line 1 of the code is the line after the opening fence.
    problem = error
      ? {
          line: block.line + error.line,
          reason: `${block.lang} block does not parse: ${error.message}`,
        }
      : null;
    blockProblems.set(block, problem);
  }
  return problem ?? undefined;
}
