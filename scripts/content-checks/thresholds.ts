/**
 * Depth targets of the content issues, in prose words (see words.ts for what counts).
 * Section totals include the index page; the per-page minimum applies to every page of
 * the listed sections except the section index.
 */
export interface DepthTarget {
  /** Minimum prose words per section. */
  sections: Record<string, number>;
  /** Minimum prose words of each non-index page in those sections. */
  pageMinimum: number;
}

/** Targets per issue, keyed like the gates in tests/content/gates.ts. */
export const DEPTH_TARGETS = {
  issue7: { sections: { concepts: 10_000, configuration: 40_000 }, pageMinimum: 400 },
  issue8: {
    sections: { guides: 35_000, api: 25_000, migrate: 5_000, contribute: 5_000 },
    pageMinimum: 400,
  },
  issue9: { sections: { loaders: 15_000, plugins: 15_000 }, pageMinimum: 300 },
} as const satisfies Record<string, DepthTarget>;

export type ContentIssue = keyof typeof DEPTH_TARGETS;
