/**
 * Options coverage of the loader and third-party plugin pages (issue 9): every top-level
 * property of a package's options schema needs an `###` heading on the package's page whose id
 * is the option's github-slug, followed (before the next heading) by a type line in inline
 * code and a `Default:` line. An h3 titled exactly like the option also counts, for the case
 * where a section heading such as `## Options` took the slug first. Pure: callers read the
 * schema files and the page sources.
 */
import { slug } from 'github-slugger';
import { extractAnchors } from '../../src/lib/content/anchors';
import { bodyOf } from '../../src/lib/content/parse-cache';

/** A page whose options come from one or more schema files of an installed package. */
export interface OptionsPage {
  /** The page url, e.g. `/loaders/css-loader/`. */
  url: string;
  /** The npm package, e.g. `css-loader`. */
  pkg: string;
  /** Schema files relative to the package folder. */
  schemas: string[];
}

const loader = (pkg: string, schemas = ['dist/options.json']): OptionsPage => ({
  url: `/loaders/${pkg}/`,
  pkg,
  schemas,
});
const plugin = (pkg: string, schemas = ['dist/options.json']): OptionsPage => ({
  url: `/plugins/${pkg}/`,
  pkg,
  schemas,
});

/**
 * The pages checked, with their schemas. Left out: thread-loader and html-webpack-plugin,
 * which ship no options schema (thread-loader validates only the options of the loaders it
 * runs; html-webpack-plugin does not validate its options), and coffee-loader and
 * val-loader, whose schemas declare no properties (`additionalProperties: true`: options pass
 * through to CoffeeScript, or to the module val-loader runs). coffee-loader is not installed.
 */
export const OPTIONS_PAGES: OptionsPage[] = [
  loader('css-loader'),
  loader('style-loader'),
  loader('sass-loader'),
  loader('less-loader'),
  loader('postcss-loader'),
  loader('stylus-loader'),
  loader('html-loader'),
  loader('exports-loader'),
  loader('imports-loader'),
  loader('expose-loader'),
  loader('source-map-loader'),
  loader('node-loader'),
  loader('remark-loader'),
  // Its schema lists the loader's own options; Babel's options pass through unlisted.
  loader('babel-loader', ['lib/schema.json']),
  plugin('compression-webpack-plugin'),
  plugin('copy-webpack-plugin'),
  plugin('css-minimizer-webpack-plugin'),
  plugin('eslint-webpack-plugin'),
  plugin('html-minimizer-webpack-plugin'),
  plugin('image-minimizer-webpack-plugin', [
    'dist/plugin-options.json',
    'dist/loader-options.json',
  ]),
  plugin('json-minimizer-webpack-plugin'),
  plugin('mini-css-extract-plugin', ['dist/plugin-options.json', 'dist/loader-options.json']),
  plugin('stylelint-webpack-plugin'),
  plugin('terser-webpack-plugin'),
  plugin('install-webpack-plugin', ['src/options.json']),
];

/** The top-level option names of one or more schemas, deduplicated, in schema order. */
export function topLevelOptions(schemas: { properties?: Record<string, unknown> }[]): string[] {
  return [...new Set(schemas.flatMap((schema) => Object.keys(schema.properties ?? {})))];
}

/** What an option's entry on the page lacks. */
export type OptionProblem = 'no heading' | 'no type line' | 'no Default: line';

/** Coverage of one package's options by its page. */
export interface OptionsCoverage {
  pkg: string;
  url: string;
  /** False when the page does not exist (yet): every option counts as missing. */
  pageFound: boolean;
  covered: number;
  total: number;
  missing: { option: string; problem: OptionProblem }[];
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+/;

/**
 * The lines of each heading's section (up to the next heading of any level), keyed by the
 * heading's index among the page's headings, skipping `#` lines inside code fences.
 */
function headingBodies(source: string): string[][] {
  const bodies: string[][] = [];
  let fence: string | undefined;
  for (const line of source.split('\n')) {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length) fence = undefined;
      bodies.at(-1)?.push(line);
      continue;
    }
    if (open) {
      fence = open[1];
      bodies.at(-1)?.push(line);
      continue;
    }
    if (HEADING.test(line)) {
      bodies.push([]);
      continue;
    }
    bodies.at(-1)?.push(line);
  }
  return bodies;
}

/** Text lines outside code fences. */
function proseLines(lines: string[]): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of lines) {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length) fence = undefined;
      continue;
    }
    if (open) {
      fence = open[1];
      continue;
    }
    out.push(line.trim());
  }
  return out;
}

/** A line that starts with inline code: the type signature. */
export const TYPE_LINE = /^`[^`]+`/;
/** A line that starts with `Default:`. */
export const DEFAULT_LINE = /^Default:\s*\S/;

/**
 * Checks one page source against the option names of its package. `source` is the page's MDX
 * body (frontmatter allowed) or `undefined` when the page does not exist.
 */
export function optionsCoverage(
  page: Pick<OptionsPage, 'pkg' | 'url'>,
  options: string[],
  source: string | undefined,
): OptionsCoverage {
  if (source === undefined) {
    return {
      ...page,
      pageFound: false,
      covered: 0,
      total: options.length,
      missing: options.map((option) => ({ option, problem: 'no heading' as const })),
    };
  }
  const body = bodyOf(source);
  // extractAnchors lists h2/h3 only; line-scanned headings of every level give the bodies.
  const bodies = headingBodies(body);
  const levels = body.split('\n').reduce<{ fence?: string; levels: number[] }>(
    (state, line) => {
      const open = FENCE.exec(line);
      if (state.fence) {
        if (open && open[1]![0] === state.fence[0] && open[1]!.length >= state.fence.length) {
          state.fence = undefined;
        }
      } else if (open) state.fence = open[1];
      else {
        const heading = HEADING.exec(line);
        if (heading) state.levels.push(heading[1]!.length);
      }
      return state;
    },
    { levels: [] },
  ).levels;
  const anchors = extractAnchors(body);
  // Map each h2/h3 anchor to its line-scanned body (the nth h2/h3 heading).
  const h23 = levels.flatMap((level, index) => (level === 2 || level === 3 ? [index] : []));
  const sections = anchors.map((anchor, n) => {
    const index = h23[n];
    return { ...anchor, lines: index === undefined ? [] : proseLines(bodies[index] ?? []) };
  });
  const missing: OptionsCoverage['missing'] = [];
  for (const option of options) {
    // The heading with the option's slug; when a section heading took that slug first
    // (`## Options` and an option called `options`), the h3 titled exactly like the option,
    // whose id then carries a suffix (`options-1`).
    const id = slug(option);
    const candidates = sections.filter(
      (section) => section.id === id || (section.level === 3 && section.title === option),
    );
    const typed = candidates.filter((section) =>
      section.lines.some((line) => TYPE_LINE.test(line)),
    );
    if (!candidates.length) missing.push({ option, problem: 'no heading' });
    else if (!typed.length) missing.push({ option, problem: 'no type line' });
    else if (!typed.some((section) => section.lines.some((line) => DEFAULT_LINE.test(line))))
      missing.push({ option, problem: 'no Default: line' });
  }
  return {
    ...page,
    pageFound: true,
    covered: options.length - missing.length,
    total: options.length,
    missing,
  };
}

/** `css-loader: 7/7`, or `css-loader: 0/7 (page missing: /loaders/css-loader/)`. */
export function formatOptionsCoverage(coverage: OptionsCoverage): string {
  const head = `${coverage.pkg}: ${coverage.covered}/${coverage.total}`;
  if (!coverage.pageFound) return `${head} (page missing: ${coverage.url})`;
  if (!coverage.missing.length) return head;
  return `${head} (${coverage.missing.map((m) => `${m.option}: ${m.problem}`).join(', ')})`;
}

/** The sum over packages: `total: 120/140 (85.7%)`. */
export function formatOptionsTotal(coverages: OptionsCoverage[]): string {
  const covered = coverages.reduce((sum, c) => sum + c.covered, 0);
  const total = coverages.reduce((sum, c) => sum + c.total, 0);
  const percent = total ? ((covered / total) * 100).toFixed(1) : '100.0';
  return `total: ${covered}/${total} (${percent}%)`;
}
