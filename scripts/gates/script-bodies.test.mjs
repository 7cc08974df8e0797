import { describe, expect, it } from 'vitest';
import { cutScriptBodies, originalOffset } from './script-bodies.mjs';

describe('cutScriptBodies', () => {
  const html =
    '<p>a</p><script id="x">let s = "<a href=/y/>";</script ><scripts></scripts><SCRIPT>b()</SCRIPT><p>c</p>';

  it('removes each script body up to the first </script, whatever the case, and keeps the rest', () => {
    const { text, cuts } = cutScriptBodies(html);
    expect(text).toBe(
      '<p>a</p><script id="x"></script ><scripts></scripts><SCRIPT></SCRIPT><p>c</p>',
    );
    expect(cuts.map(({ start, end }) => html.slice(start, end))).toEqual([
      'let s = "<a href=/y/>";',
      'b()',
    ]);
  });

  it('maps offsets of the cut text back to the page', () => {
    const { text, cuts } = cutScriptBodies(html);
    for (const needle of ['</script >', '<scripts>', '</SCRIPT>', '<p>c</p>']) {
      expect(originalOffset(cuts, text.indexOf(needle))).toBe(html.indexOf(needle));
    }
    expect(originalOffset(cuts, 3)).toBe(3);
  });
});
