/**
 * Release coverage: every option a webpack release adds from COVERAGE_FROM on needs a heading in
 * the configuration reference, however deep it sits (the schema coverage check asks only for
 * top-level options and their direct children). Read from the since-data, so the pull request
 * that bumps webpack names each new option still to document.
 */
import { slug } from 'github-slugger';
import { compareReleases, headingNames, type SinceData } from './since';

/**
 * The first release documented under this rule (webpack 5.113.0, issue 21). Deep options of
 * earlier releases are covered by their parent's entry.
 */
export const COVERAGE_FROM = '5.113.0';

/** `a.b[].c` → `a.b`: the option a path is a key of (array items and keyed values stripped). */
export function parentPath(path: string): string | undefined {
  const own = path.replace(/(\[\]|\.\*)$/, '');
  const dot = own.lastIndexOf('.');
  return dot < 0 ? undefined : own.slice(0, dot).replace(/(\[\]|\.\*)+$/, '');
}

/**
 * Paths documented under another path's heading: the object form of `optimization.minimize`
 * takes what `minimizeOptions` takes, default rules take what rules take, and the CSS module
 * types take what `css` takes.
 */
export function documentedAs(path: string): string {
  return path
    .replace(/^optimization\.minimize\./, 'optimization.minimizeOptions.')
    .replace(/^module\.defaultRules\[\]/, 'module.rules[]')
    .replace(/^module\.(parser|generator)\.css\/(auto|module|global)\./, 'module.$1.css.');
}

/**
 * The paths that need their own heading: added in COVERAGE_FROM or later, as a new key of an
 * option that existed before (a key that came with its parent, like the parts of a new
 * condition, is documented in the parent's entry).
 */
export function requiredNewOptions(data: SinceData, from = COVERAGE_FROM): string[] {
  return Object.entries(data.since)
    .filter(([path, version]) => {
      if (compareReleases(version, from) < 0) return false;
      const parent = parentPath(path);
      const parentSince = parent === undefined ? undefined : data.since[parent];
      return parentSince === undefined || compareReleases(parentSince, version) < 0;
    })
    .map(([path]) => path)
    .sort();
}

/** The required paths no heading anchor documents, each with the heading it needs. */
export function undocumentedOptions(
  required: readonly string[],
  anchors: ReadonlySet<string>,
): Array<{ path: string; heading: string }> {
  return required
    .map((path) => ({ path, names: headingNames(documentedAs(path)) }))
    .filter(({ names }) => !names.some((name) => anchors.has(slug(name))))
    .map(({ path, names }) => ({ path, heading: names.at(-1)! }));
}
