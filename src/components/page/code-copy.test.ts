import { describe, expect, it } from 'vitest';
import { codeToCopy } from './code-copy';

describe('codeToCopy', () => {
  it('copies ordinary code as it is', () => {
    expect(codeToCopy(['const a = 1;', '  - not a diff', '+x'], 'js')).toBe(
      'const a = 1;\n  - not a diff\n+x',
    );
  });

  it('copies the result of a diff: no removed lines, no markers', () => {
    const diff = [
      ' module.exports = {',
      "-  mode: 'development',",
      "+  mode: 'production',",
      '+  devtool: false,',
      ' };',
    ];
    expect(codeToCopy(diff, 'diff')).toBe(
      "module.exports = {\n  mode: 'production',\n  devtool: false,\n};",
    );
  });

  it('keeps unmarked lines of a diff untouched', () => {
    expect(codeToCopy(['@@ -1 +1 @@', 'plain'], 'diff')).toBe('@@ -1 +1 @@\nplain');
  });
});
