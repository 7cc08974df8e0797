// Pure logic of `npm run releases:update`: the option paths one WebpackOptions.json describes
// (and the keys it leaves free, which the config explainer reads), and, from the schemas of a
// series of releases, the first release of each path and the release that removed a path the
// latest schema no longer has.

/** Stable webpack 5 releases only (`5.74.0`, not `5.0.0-beta.30`): prereleases never get a badge. */
export const STABLE_5 = /^5\.(\d+)\.(\d+)$/;

/** Semver order of two `5.x.y` versions. */
export function compareStable(a, b) {
  const [, aMinor, aPatch] = STABLE_5.exec(a) ?? [];
  const [, bMinor, bPatch] = STABLE_5.exec(b) ?? [];
  if (aMinor === undefined || bMinor === undefined)
    throw new Error(`not a stable 5.x version: ${aMinor === undefined ? a : b}`);
  return Number(aMinor) - Number(bMinor) || Number(aPatch) - Number(bPatch);
}

/** The stable 5.x versions among `versions`, oldest first. */
export function stableVersions(versions) {
  return versions.filter((version) => STABLE_5.test(version)).sort(compareStable);
}

/**
 * Calls `visit(node, path)` for every schema node an option path reaches (`[]` an array item,
 * `*` any key). `$ref`, `anyOf`, `oneOf` and `allOf` are followed; a definition already on the
 * way down is not entered again, so recursive definitions (rules inside rules) end.
 */
function walkSchema(schema, visit) {
  const definitions = schema.definitions ?? {};
  const walk = (node, prefix, stack) => {
    if (!node || typeof node !== 'object') return;
    visit(node, prefix);
    if (typeof node.$ref === 'string') {
      const match = /^#\/definitions\/(.+)$/.exec(node.$ref);
      if (!match) throw new Error(`unsupported $ref ${node.$ref}`);
      const name = match[1];
      if (stack.includes(name)) return;
      walk(definitions[name], prefix, [...stack, name]);
    }
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
      walk(branch, prefix, stack);
    }
    if (node.items) {
      for (const item of Array.isArray(node.items) ? node.items : [node.items]) {
        walk(item, `${prefix}[]`, stack);
      }
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      walk(node.additionalProperties, child(prefix, '*'), stack);
    }
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      walk(property, child(prefix, name), stack);
    }
  };
  walk(schema, '', []);
}

function child(prefix, name) {
  return prefix ? `${prefix}.${name}` : name;
}

/**
 * Every option path a schema describes: `output.clean`, `module.rules[].test`,
 * `entry.*.dependOn`.
 */
export function optionPaths(schema) {
  const paths = new Set();
  walkSchema(schema, (node, prefix) => {
    for (const name of Object.keys(node.properties ?? {})) paths.add(child(prefix, name));
  });
  return [...paths].sort();
}

/**
 * The keys a schema leaves free, as `resolve.alias.*`: those of every object whose
 * `additionalProperties` takes any key, even where no named option lies below (an alias maps
 * to a string, so optionPaths has no `resolve.alias.*.x` to show for it). The config explainer
 * needs them; the since-data does not, as no heading documents a key the reader chooses.
 */
export function freeKeyPaths(schema) {
  const paths = new Set();
  walkSchema(schema, (node, prefix) => {
    const extra = node.additionalProperties;
    if (extra === true || (extra && typeof extra === 'object')) paths.add(child(prefix, '*'));
  });
  return [...paths].sort();
}

/**
 * The since-data from `releases`: `[{ version, paths }]` in any order (paths as optionPaths
 * gives them). `since` maps each path to the first release that has it; `removed` maps each
 * path the latest release lacks to the release that dropped it.
 */
export function deriveSince(releases) {
  const ordered = [...releases].sort((a, b) => compareStable(a.version, b.version));
  if (ordered.length === 0) throw new Error('no release to derive from');
  const since = {};
  const removed = {};
  let previous = new Set();
  for (const { version, paths } of ordered) {
    const current = new Set(paths);
    for (const path of current) {
      if (!(path in since)) since[path] = version;
      delete removed[path];
    }
    for (const path of previous) if (!current.has(path)) removed[path] = version;
    previous = current;
  }
  return {
    releases: { first: ordered[0].version, latest: ordered.at(-1).version, count: ordered.length },
    since: sortKeys(since),
    removed: sortKeys(removed),
  };
}

function sortKeys(record) {
  return Object.fromEntries(
    Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
