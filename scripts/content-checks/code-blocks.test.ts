import { describe, expect, it } from 'vitest';
import { checkBlockParses, isElided, parseError } from './code-blocks';

describe('parseError', () => {
  it('accepts CommonJS, ES modules and `// ...` elisions in js blocks', () => {
    expect(parseError('js', "const a = require('a');\nmodule.exports = { a };")).toBeUndefined();
    expect(parseError('js', "import a from 'a';\nexport default a;")).toBeUndefined();
    expect(parseError('js', 'module.exports = {\n  // ...\n  mode: "none",\n};')).toBeUndefined();
  });

  it('rejects bare `...` placeholders with the line of the error', () => {
    expect(parseError('js', 'module.exports = {\n  ...\n};')).toMatchObject({ line: 3 });
    expect(parseError('js', 'module.exports = {\n  ...,\n};')).toMatchObject({ line: 2 });
  });

  it('parses jsx, ts and tsx with TypeScript', () => {
    expect(parseError('jsx', 'export const A = () => <div>hi</div>;')).toBeUndefined();
    expect(parseError('ts', 'const n: number = 1;\nexport default n;')).toBeUndefined();
    expect(parseError('ts', 'const n: number = ;')).toMatchObject({ line: 1 });
    expect(parseError('tsx', 'const a = <div>;')?.message).toMatch(/closing tag/);
  });

  it('requires strict JSON', () => {
    expect(parseError('json', '{ "a": [1, 2] }')).toBeUndefined();
    expect(parseError('json', '{\n  "a": 1,\n}')).toMatchObject({ line: 3 });
    expect(parseError('json', "{ 'a': 1 }")).toBeDefined();
  });

  it('leaves other languages alone', () => {
    expect(parseError('bash', 'npm install --save-dev webpack ...')).toBeUndefined();
    expect(parseError('', '...')).toBeUndefined();
  });
});

describe('checkBlockParses', () => {
  it('reports the line in the file: the fence line plus the line in the block', () => {
    expect(checkBlockParses({ lang: 'js', line: 40, code: 'const a = 1;\nconst = 2;' })).toEqual({
      line: 42,
      reason: expect.stringMatching(/^js block does not parse: /),
    });
  });
});

describe('`// ...` elisions', () => {
  it('are recognised only as a whole comment line', () => {
    expect(isElided('a;\n  // ...\nb;')).toBe(true);
    expect(isElided("const s = '// ...';")).toBe(false);
    expect(isElided('// ....')).toBe(false);
  });
});
