import { cardKey, templateHash } from './card-cache.mjs';

const template = { width: 1200, height: 630, host: 'webpack.js.org' };

describe('the social-card cache keys', () => {
  const base = templateHash(template, 'drawing code');
  const card = { section: 'Concepts', lines: ['Targets'] };

  it('are stable for the same inputs', () => {
    expect(templateHash(template, 'drawing code')).toBe(base);
    expect(cardKey(base, { ...card })).toBe(cardKey(base, card));
  });

  it('change with the title, the section, the template or the drawing code', () => {
    const key = cardKey(base, card);
    expect(cardKey(base, { ...card, lines: ['Output'] })).not.toBe(key);
    expect(cardKey(base, { ...card, lines: ['Tar', 'gets'] })).not.toBe(key);
    expect(cardKey(base, { ...card, section: 'Guides' })).not.toBe(key);
    const otherHost = templateHash({ ...template, host: 'example.org' }, 'drawing code');
    expect(cardKey(otherHost, card)).not.toBe(key);
    expect(cardKey(templateHash(template, 'new drawing code'), card)).not.toBe(key);
  });
});
