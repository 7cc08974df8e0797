import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GENERATED_DOCS } from './generated-docs';
import { OG_CARDS } from './og-cards';
import { LISTED_SECTIONS, SECTION_MANIFEST } from './offline-sections';
import { checkContract, type Contract, readContract } from './read';
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

  it.each<[string, Contract<z.ZodType>, RegExp]>([
    ['documents', GENERATED_DOCS, /the content step \(contentlayer2 build\)/],
    ['listed sections', LISTED_SECTIONS, /the offline-sections\.json route \(next build\)/],
    [
      'section manifest',
      SECTION_MANIFEST,
      /the offline-sections step \(scripts\/offline-sections\.mjs\)/,
    ],
    ['social cards', OG_CARDS, /the og-cards\.json route \(next build\)/],
    ['reading copies', READING_COPIES, /the reading-copies step \(scripts\/reading-copies\.mjs\)/],
    ['warm-up pages', SW_PAGES, /the service-worker step \(scripts\/build-sw\.mjs\)/],
  ])('name the step that writes the %s for a missing file', (_name, contract, writer) => {
    expect(() => readContract(contract, dir())).toThrow(
      new RegExp(`is missing: ${writer.source} writes it; run that step first$`),
    );
  });

  it('name the full path of a file read from disk that breaks its contract', () => {
    const out = dir();
    writeFileSync(join(out, 'sw-pages.json'), '{"pages":[],"visitBudget":"900"}');
    expect(() => readContract(SW_PAGES, out)).toThrow(
      `${join(out, 'sw-pages.json')} does not match its contract (written by the service-worker step (scripts/build-sw.mjs)):\n  visitBudget: `,
    );
  });

  it('say "(root)" for data of the wrong kind, and list at most five problems', () => {
    expect(() => checkContract(SW_PAGES, 'pages')).toThrow(/:\n {2}\(root\): [^\n]+$/);
    const sevenBad = { pages: Array.from({ length: 7 }, () => ['/', 1, 1]), visitBudget: 900 };
    const message = (() => {
      try {
        checkContract(SW_PAGES, sevenBad);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message?.split('\n').slice(1)).toEqual(
      [0, 1, 2, 3, 4].map((row) => expect.stringMatching(new RegExp(`^ {2}pages\\.${row}\\.1: `))),
    );
  });
});
