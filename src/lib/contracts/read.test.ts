import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OG_CARDS } from './og-cards';
import { SECTION_MANIFEST } from './offline-sections';
import { checkContract, readContract } from './read';
import { READING_COPIES } from './reading-copies';
import { SW_PAGES } from './sw-pages';

const dir = () => mkdtempSync(join(tmpdir(), 'contract-'));

describe('hand-off contracts', () => {
  it('read a file that matches, typed', () => {
    const out = dir();
    writeFileSync(join(out, 'sw-pages.json'), '{"pages":[["/","abc",12]],"visitBudget":900}');
    expect(readContract(SW_PAGES, out)).toEqual({ pages: [['/', 'abc', 12]], visitBudget: 900 });
  });

  it('name the step that writes a missing file', () => {
    expect(() => readContract(OG_CARDS, dir())).toThrow(
      /og-cards\.json is missing: the og-cards\.json route \(next build\) writes it/,
    );
  });

  it('name the file, the field and the reason when the data breaks the contract', () => {
    expect(() => checkContract(READING_COPIES, [['/concepts/', 'abc']])).toThrow(
      /reading-copies\.json does not match its contract \(written by the reading-copies step[^\n]*\n {2}0: /,
    );
    expect(() =>
      checkContract(SECTION_MANIFEST, {
        sections: [{ id: 'api', title: 'API', urls: [], pages: 0, bytes: '12', files: [] }],
      }),
    ).toThrow(/sections\.0\.bytes: /);
  });
});
