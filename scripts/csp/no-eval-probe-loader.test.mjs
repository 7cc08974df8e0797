import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const noEvalProbe = require('./no-eval-probe-loader.cjs');

/** Runs the loader as webpack would, collecting the errors it emits. */
function load(source) {
  const errors = [];
  const output = noEvalProbe.call(
    { resourcePath: 'x.js', emitError: (error) => errors.push(error.message) },
    source,
  );
  return { output, errors };
}

describe('no-eval-probe-loader', () => {
  it("removes the installed DocSearch's only eval, zod's feature probe, and nothing else", () => {
    const source = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
    const { output, errors } = load(source);
    expect(errors).toEqual([]);
    expect(output).not.toContain('new Function(');
    expect(source.length - output.length).toBe(
      'try{return new Function(""),!0}catch(e){return!1}'.length - 'return!1'.length,
    );
  });

  it('leaves files without eval alone and reports an eval it does not recognise', () => {
    expect(load('let a = 1;')).toEqual({ output: 'let a = 1;', errors: [] });
    expect(load('new Function("return this")').errors[0]).toContain(
      'x.js still calls new Function()',
    );
  });
});
