// Every config block flagged `syntaxes` in the content: all three variants must be valid.
// ESM and CommonJS parse with acorn as a module and a script; the TypeScript variant
// type-checks against webpack's own types, so `Configuration` fits what the page shows.
import { join } from 'node:path';
import { parse } from 'acorn';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/content-checks';
import { hasSyntaxesFlag } from '@/lib/markdown/config-syntaxes/fence-meta';
import { configVariants } from '@/lib/markdown/config-syntaxes/variants';
import { contentPages } from './load';

interface Flagged {
  where: string;
  code: string;
  meta: string;
}

function flaggedBlocks(): Flagged[] {
  return contentPages().flatMap((page) =>
    page.codeBlocks
      .filter((block) => hasSyntaxesFlag(block.meta))
      .map((block) => ({ where: `${page.file}:${block.line}`, code: block.code, meta: block.meta! })),
  );
}

/** Type errors of the given TypeScript files, resolved from the project's node_modules. */
function typeErrors(files: Map<string, string>): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'],
    skipLibCheck: true,
    // Parameters a config function receives but does not use are fine in an example.
    noUnusedParameters: false,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = files.get(name);
    return text === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, text, language);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && files.has(d.file.fileName))
    .map((d) => {
      const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
      return `${d.file!.fileName}:${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
}

describe('config blocks in three syntaxes', { timeout: 300_000 }, () => {
  const blocks = flaggedBlocks();

  it('are used on at least 10 blocks of the content', () => {
    console.log(`config blocks flagged "syntaxes": ${blocks.length}`);
    expect(blocks.length).toBeGreaterThanOrEqual(10);
  });

  it('give an ES module and a CommonJS script that parse', () => {
    const failures: string[] = [];
    for (const { where, code, meta } of blocks) {
      for (const variant of configVariants(code, meta)) {
        if (variant.syntax === 'ts') continue;
        const sourceType = variant.syntax === 'esm' ? 'module' : 'script';
        try {
          parse(variant.code, { ecmaVersion: 'latest', sourceType });
        } catch (error) {
          failures.push(`${where} (${variant.syntax}): ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('give a TypeScript module that type-checks against webpack’s Configuration', () => {
    const files = new Map<string, string>();
    const origin = new Map<string, string>();
    blocks.forEach(({ where, code, meta }, index) => {
      const ts = configVariants(code, meta).find((variant) => variant.syntax === 'ts')!;
      // Inside the project, as .mts, so imports resolve from node_modules as ES modules.
      const name = join(PROJECT_ROOT, `config-variant-${index}.mts`).replaceAll('\\', '/');
      files.set(name, ts.code);
      origin.set(name, where);
    });
    const errors = typeErrors(files).map((error) => {
      const [file] = error.split(':');
      return `${origin.get(file!)} → ${error}`;
    });
    expect(errors).toEqual([]);
  });
});
