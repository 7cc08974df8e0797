import { describe, expect, it } from 'vitest';
import { headingNames, SINCE_BY_ANCHOR, SINCE_DATA, sinceByAnchor } from './since';

describe('the committed since-data', () => {
  it('holds every stable release from 5.0.0 to the pinned webpack', () => {
    expect(SINCE_DATA.releases.first).toBe('5.0.0');
    expect(SINCE_DATA.releases.latest).toBe('5.113.0');
    expect(SINCE_DATA.releases.count).toBeGreaterThan(200);
  });

  // Each found by bisecting the published schemas by hand (issue 21).
  it.each([
    ['resolve.extensionAlias', '5.74.0'],
    ['infrastructureLogging.stream', '5.31.0'],
    ['infrastructureLogging.appendOnly', '5.31.0'],
    ['output.clean', '5.20.0'],
    ['output.allowOutside', '5.113.0'],
  ])('%s first appears in %s', (path, version) => {
    expect(SINCE_DATA.since[path]).toBe(version);
  });

  it('records removals: experiments.topLevelAwait left the schema in 5.102.0', () => {
    expect(SINCE_DATA.removed['experiments.topLevelAwait']).toBe('5.102.0');
    expect(SINCE_DATA.since['experiments.topLevelAwait']).toBe('5.0.0');
  });

  it('indexes options by heading id, Rule properties included, and skips 5.0.0 options', () => {
    expect(SINCE_BY_ANCHOR.get('outputclean')).toEqual({ version: '5.20.0', path: 'output.clean' });
    expect(SINCE_BY_ANCHOR.get('ruledescriptionrelativepath')?.version).toBe('5.110.0');
    expect(SINCE_BY_ANCHOR.has('outputfilename')).toBe(false);
  });
});

describe('heading index', () => {
  it('names array items and keyed values without their markers', () => {
    expect(headingNames('entry.*.publicPath')).toEqual(['entry.publicPath']);
    expect(headingNames('module.rules[].test')).toEqual(['module.rules.test', 'Rule.test']);
  });

  it('keeps the earliest release when several paths share a heading', () => {
    const index = sinceByAnchor({
      releases: { first: '5.0.0', latest: '5.9.0', count: 3 },
      since: { 'entry.*.layer': '5.12.0', 'entry.layer': '5.9.0', 'output.path': '5.0.0' },
      removed: {},
    });
    expect(index.get('entrylayer')).toEqual({ version: '5.9.0', path: 'entry.layer' });
    expect(index.has('outputpath')).toBe(false);
  });

  it('keeps the earliest release whatever the order, by minor then patch, first path on a tie', () => {
    const index = sinceByAnchor({
      releases: { first: '5.0.0', latest: '5.30.0', count: 5 },
      since: {
        'entry.layer': '5.9.0',
        'entry.*.layer': '5.12.0',
        'output.trusted': '5.20.1',
        'output.*.trusted': '5.20.0',
        'stats.colors': '5.12.0',
        'stats.*.colors': '5.9.1',
        'cache.name': '5.30.0',
        'cache.*.name': '5.30.0',
      },
      removed: {},
    });
    expect(index.get('entrylayer')).toEqual({ version: '5.9.0', path: 'entry.layer' });
    expect(index.get('outputtrusted')).toEqual({ version: '5.20.0', path: 'output.*.trusted' });
    expect(index.get('statscolors')).toEqual({ version: '5.9.1', path: 'stats.*.colors' });
    // The badge error names this path, so a tie must not swap it for a later one.
    expect(index.get('cachename')).toEqual({ version: '5.30.0', path: 'cache.name' });
  });
});
