import { escapeHtml, highlight, highlightSegments, snippet } from './highlight';

const terms = (...list: string[]) => new Set(list);

describe('highlight', () => {
  it('marks whole words whose terms matched, including camelCase identifiers', () => {
    expect(highlight('Set output.publicPath here', terms('public')).value).toBe(
      'Set output.<mark>publicPath</mark> here',
    );
    expect(highlight('Caching and caches', terms('cach')).matchedWords).toEqual([
      'Caching',
      'caches',
    ]);
  });
  it('escapes content and never lets markup through', () => {
    const result = highlight('<img src=x onerror="alert(1)"> & mode', terms('mode', 'img'));
    expect(result.value).toBe(
      '&lt;<mark>img</mark> src=x onerror=&quot;alert(1)&quot;&gt; &amp; <mark>mode</mark>',
    );
    expect(result.value).not.toMatch(/<(?!\/?mark>)/);
  });
  it('reports the match level', () => {
    expect(highlight('mode', terms('mode')).matchLevel).toBe('full');
    expect(highlight('the mode', terms('mode')).matchLevel).toBe('partial');
    expect(highlight('target', terms('mode')).matchLevel).toBe('none');
  });
});

describe('snippet', () => {
  const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The devtool option picks a source map. ${'More words follow here. '.repeat(10)}`;
  it('centres a short window on the first match, with ellipses', () => {
    const result = snippet(text, terms('devtool'), 100);
    expect(result.value).toContain('<mark>devtool</mark>');
    expect(result.value.startsWith('… ')).toBe(true);
    expect(result.value.endsWith(' …')).toBe(true);
    expect(result.value.replace(/<\/?mark>/g, '').length).toBeLessThanOrEqual(110);
  });
  it('starts at the beginning when nothing matches', () => {
    expect(snippet(text, terms('zzz'), 50).value.startsWith('Lorem')).toBe(true);
  });
});

describe('highlightSegments', () => {
  it('reads marks back into text segments and decodes entities', () => {
    expect(highlightSegments('a &lt;b&gt; <mark>mode</mark> &amp; c')).toEqual([
      { text: 'a <b> ', marked: false },
      { text: 'mode', marked: true },
      { text: ' & c', marked: false },
    ]);
  });
  it('leaves any other markup as literal text', () => {
    expect(highlightSegments('<img src=x>')).toEqual([{ text: '<img src=x>', marked: false }]);
    expect(highlightSegments(undefined)).toEqual([]);
  });
  it('round-trips an escaped value', () => {
    const text = `<script>"x" & 'y'</script>`;
    expect(
      highlightSegments(escapeHtml(text))
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});
