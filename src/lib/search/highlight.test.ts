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
  it('leaves the start of the text in view for a match up to the middle of the window', () => {
    // The match is at character 50, exactly half of the 100-character window.
    expect(
      snippet(`${'word '.repeat(10)}devtool ${'tail '.repeat(20)}`, terms('devtool'), 100).value,
    ).toBe(`${'word '.repeat(10)}<mark>devtool</mark> ${'tail '.repeat(7)}tail …`);
  });
  it('moves the window to a later match and starts it at a whole word', () => {
    const words = 'one two three four five six seven eight nine ten eleven twelve ';
    const later = `${words}${words}devtool ${words}${words}`;
    expect(snippet(later, terms('devtool'), 100).value).toBe(
      '… nine ten eleven twelve <mark>devtool</mark> one two three four five six seven eight nine ten eleven twelve one …',
    );
  });
  it('keeps the match in view after a long unbroken run such as a path', () => {
    const path = 'a/'.repeat(100);
    // No space between the window's start and the match: the run is cut instead.
    expect(snippet(`${path}devtool and more`, terms('devtool'), 100).value).toBe(
      `… ${'/a'.repeat(12)}/<mark>devtool</mark> and more`,
    );
    // No space anywhere.
    expect(snippet(`${path}devtool/more`, terms('devtool'), 100).value).toBe(
      `… ${'/a'.repeat(12)}/<mark>devtool</mark>/more`,
    );
  });
  it('shows a text that fits the window whole, without ellipses', () => {
    const fits = `The devtool option ${'word '.repeat(19)}end`;
    expect(snippet(fits, terms('devtool'), 140).value).toBe(
      `The <mark>devtool</mark> option ${'word '.repeat(19)}end`,
    );
  });
  it('ends the window at a word boundary, or fills it when the last space is early', () => {
    expect(snippet(`The devtool option ${'word '.repeat(40)}`, terms('devtool'), 100).value).toBe(
      `The <mark>devtool</mark> option ${'word '.repeat(15)}word …`,
    );
    // A space at the middle of the window or before is too early to cut at: half would be lost.
    const long = `See ${'x'.repeat(46)} ${'y'.repeat(100)}`;
    expect(snippet(long, terms('see'), 100).value).toBe(
      `<mark>See</mark> ${'x'.repeat(46)} ${'y'.repeat(49)} …`,
    );
  });
  it('adds no second ellipsis when the window already ends with one', () => {
    const trailing = `devtool ${'word '.repeat(12)}and so on… ${'z'.repeat(60)}`;
    expect(snippet(trailing, terms('devtool'), 100).value).toBe(
      `<mark>devtool</mark> ${'word '.repeat(12)}and so on…`,
    );
  });
  it('drops the whitespace and line breaks around the text', () => {
    expect(snippet('\n  The devtool option.\n', terms('devtool')).value).toBe(
      'The <mark>devtool</mark> option.',
    );
  });
  it('never throws on odd input', () => {
    expect(snippet('', terms('devtool'))).toEqual({
      value: '',
      matchLevel: 'none',
      matchedWords: [],
    });
    expect(highlight('a.*(b)[c]\\ $^ |?', terms('.*', '(b)', 'b')).value).toBe(
      'a.*(<mark>b</mark>)[c]\\ $^ |?',
    );
    const huge = `${'x'.repeat(200_000)} devtool`;
    expect(snippet(huge, terms('devtool')).value).toBe('… <mark>devtool</mark>');
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
  it('decodes every entity form a hosted index may use for quotes and slashes', () => {
    expect(
      highlightSegments('&apos;a&apos; &#039;b&#039; &#x27;c&#x27; x&#x2F;y&#47;z')[0]!.text,
    ).toBe(`'a' 'b' 'c' x/y/z`);
  });
  it('gives one segment per run, never empty ones', () => {
    expect(highlightSegments('<mark>mode</mark>')).toEqual([{ text: 'mode', marked: true }]);
    expect(highlightSegments('<mark>a</mark><mark>b</mark> c')).toEqual([
      { text: 'a', marked: true },
      { text: 'b', marked: true },
      { text: ' c', marked: false },
    ]);
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
