/**
 * What the pinned `webpack` package exposes to tool authors, read from the package itself:
 * the hooks of a real compiler, compilation, module factories and parser (issue 8), and the
 * plugin classes it exports (issue 9). A hook `beforeRun` needs a heading `beforeRun` (id
 * `beforerun`) on its API page whose section (up to the next heading) names its tapable class
 * on a `Type:` line and lists as many arguments on an `Arguments:` line as the hook takes.
 * A plugin `SplitChunksPlugin` needs
 * the page `/plugins/split-chunks-plugin/` or a heading `SplitChunksPlugin` (or
 * `optimize.SplitChunksPlugin`) on `/plugins/internal-plugins/`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slug } from 'github-slugger';
import webpack from 'webpack';
import type { ContentPage, SectionParagraph } from './reader';
import type { Coverage } from './schema-coverage';

/** One hook of a webpack object. */
export interface HookInfo {
  /** The page that documents the hooks of this object. */
  page: string;
  owner: string;
  name: string;
  /**
   * The runtime class (`SyncHook`, `AsyncSeriesBailHook`, `HookMap`…); `FakeHook` for the
   * deprecated frozen proxies webpack builds by hand (`compilation.hooks.additionalAssets`…);
   * `deprecated` for getters that warn when read (not read, so nothing more is known).
   */
  type: string;
  /** For a `HookMap`, the class of the hooks its factory creates (`SyncBailHook`). */
  inner?: string;
  /** The hook's argument names (`_args`; for a `HookMap`, its factory hook's). */
  args?: string[];
}

interface TapableLike {
  constructor?: { name?: string };
  _args?: string[];
  _factory?: (key: string) => TapableLike;
  _fakeHook?: boolean;
}

/** The API page of each hook owner. */
export const HOOK_PAGES = {
  Compiler: '/api/compiler-hooks/',
  Compilation: '/api/compilation-hooks/',
  NormalModuleFactory: '/api/normalmodulefactory-hooks/',
  ContextModuleFactory: '/api/contextmodulefactory-hooks/',
  JavascriptParser: '/api/parser/',
} as const;

function hooksOf(owner: keyof typeof HOOK_PAGES, hooks: object): HookInfo[] {
  return Object.keys(hooks).map((name) => {
    // Deprecated hooks are getters that warn when read: name them without reading them.
    const descriptor = Object.getOwnPropertyDescriptor(hooks, name);
    const value =
      descriptor && 'value' in descriptor ? (descriptor.value as TapableLike) : undefined;
    const info: HookInfo = { page: HOOK_PAGES[owner], owner, name, type: 'deprecated' };
    if (!value) return info;
    if (value._fakeHook) return { ...info, type: 'FakeHook' };
    info.type = value.constructor?.name ?? 'Object';
    // A HookMap creates its hooks on demand: its factory's hook carries the arguments.
    const hook = info.type === 'HookMap' && value._factory ? value._factory('') : value;
    if (hook !== value) info.inner = hook.constructor?.name;
    if (Array.isArray(hook._args)) info.args = [...hook._args];
    return info;
  });
}

/**
 * Hooks documented without `Type:` and `Arguments:` lines, on purpose. Each needs a reason.
 */
export const HOOK_DOC_EXCEPTIONS: Record<string, string> = {
  // A getter that prints a deprecation warning; the hook it returns now lives on
  // NormalModule.getCompilationHooks(compilation).loader, which the page points to.
  'Compilation.hooks.normalModuleLoader': 'deprecated getter, documented as such',
};

/** The `Type:` code a hook's entry must show: `SyncHook`, `HookMap<SyncBailHook>`, `FakeHook`. */
export function documentedType(hook: HookInfo): string {
  return hook.type === 'HookMap' ? `HookMap<${hook.inner ?? '?'}>` : hook.type;
}

const label = (paragraph: SectionParagraph, name: string) =>
  paragraph.text.trim().startsWith(`${name}:`);

/**
 * What is wrong with a hook's entry, given the paragraphs of its section: `undefined` when
 * its `Type:` line starts with the hook's class in code (a `FakeHook` may be followed by plain
 * text, the others by nothing) and its `Arguments:` line has one code span per argument
 * (`Arguments: none` for none). A `FakeHook` has no `_args`: its arguments line must exist.
 */
export function hookEntryProblem(
  hook: HookInfo,
  paragraphs: SectionParagraph[],
): string | undefined {
  const expected = documentedType(hook);
  const type = paragraphs.find((paragraph) => label(paragraph, 'Type'));
  if (!type) return `no Type: line (expected \`${expected}\`)`;
  const exact = hook.type === 'FakeHook' ? type.codes.length >= 1 : type.codes.length === 1;
  const trailing = type.text
    .trim()
    .slice(`${type.lead}${type.codes[0] ?? ''}`.length)
    .trim();
  if (
    type.lead.trim() !== 'Type:' ||
    type.codes[0] !== expected ||
    !exact ||
    (hook.type !== 'FakeHook' && trailing !== '')
  ) {
    return `Type: line reads "${type.text.trim()}" (expected \`${expected}\`)`;
  }
  const args = paragraphs.find((paragraph) => label(paragraph, 'Arguments'));
  if (!args) return 'no Arguments: line';
  const count = args.codes.length;
  if (count === 0 && args.text.trim() !== 'Arguments: none') {
    return `Arguments: line reads "${args.text.trim()}" (expected code spans or "none")`;
  }
  if (hook.args && count !== hook.args.length) {
    return `Arguments: line lists ${count}, the hook takes ${hook.args.length} (${hook.args.join(', ') || 'none'})`;
  }
  return undefined;
}

/** Every hook of a real Compiler, Compilation, module factories and JavascriptParser. */
export function webpackHooks(): HookInfo[] {
  const context = mkdtempSync(join(tmpdir(), 'webpack-docs-hooks-'));
  try {
    const compiler = webpack({
      mode: 'none',
      context,
      entry: './index.js',
      infrastructureLogging: { level: 'none' },
    });
    const params = compiler.newCompilationParams();
    const compilation = compiler.createCompilation(params);
    const parser = new webpack.javascript.JavascriptParser();
    return [
      ...hooksOf('Compiler', compiler.hooks),
      ...hooksOf('Compilation', compilation.hooks),
      ...hooksOf('NormalModuleFactory', params.normalModuleFactory.hooks),
      ...hooksOf('ContextModuleFactory', params.contextModuleFactory.hooks),
      ...hooksOf('JavascriptParser', parser.hooks),
    ];
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/**
 * Which hooks have a complete entry: a heading named after them on their API page, and in its
 * section a `Type:` and an `Arguments:` line that match the hook (see hookEntryProblem).
 * `missing` names each other hook with what is wrong, e.g.
 * `Compiler.hooks.run (Type: line reads "Type: SyncHook" (expected \`AsyncSeriesHook\`))`.
 */
export function hookCoverage(hooks: HookInfo[], pages: ContentPage[]): Coverage {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const missing: string[] = [];
  for (const hook of hooks) {
    const key = `${hook.owner}.hooks.${hook.name}`;
    const page = byUrl.get(hook.page);
    // The heading titled after the hook: `### program` (id `program-1`) under `## Program`.
    const section =
      page?.sections.find((entry) => entry.title === hook.name) ??
      page?.sections.find((entry) => entry.id === slug(hook.name));
    if (!page || !section) {
      missing.push(`${key} (no heading)`);
      continue;
    }
    if (key in HOOK_DOC_EXCEPTIONS) continue;
    const problem = hookEntryProblem(hook, section.paragraphs);
    if (problem) missing.push(`${key} (${page.file}:${section.line}: ${problem})`);
  }
  return { covered: hooks.length - missing.length, total: hooks.length, missing };
}

/** A plugin class exported by webpack, by the shortest path that reaches it. */
export interface PluginExport {
  /** Export path, e.g. `optimize.SplitChunksPlugin`. */
  path: string;
  /** Class name, e.g. `SplitChunksPlugin`. */
  name: string;
}

/** Every distinct plugin class webpack exports, at top level or in its namespaces. */
export function webpackPlugins(root: object = webpack): PluginExport[] {
  const found = new Map<unknown, PluginExport>();
  const visited = new Set<unknown>([root]);
  let level: Array<[string, object]> = [['', root]];
  // webpack exports lazily through getters; deprecated aliases warn when read. An alias
  // (e.g. top-level JavascriptModulesPlugin) names the same class, so it is listed once.
  const quiet = process.noDeprecation;
  process.noDeprecation = true;
  try {
    // Breadth first, so a class exported twice is named by its shortest path.
    while (level.length) {
      const next: Array<[string, object]> = [];
      for (const [prefix, namespace] of level) {
        for (const key of Object.keys(namespace)) {
          let value: unknown;
          try {
            value = (namespace as Record<string, unknown>)[key];
          } catch {
            continue;
          }
          if (typeof value === 'function' && /Plugin$/.test(key)) {
            if (!found.has(value)) found.set(value, { path: `${prefix}${key}`, name: key });
          } else if (
            value &&
            typeof value === 'object' &&
            /^[a-z]/.test(key) &&
            !visited.has(value)
          ) {
            visited.add(value);
            next.push([`${prefix}${key}.`, value]);
          }
        }
      }
      level = next;
    }
  } finally {
    process.noDeprecation = quiet;
  }
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** `SplitChunksPlugin` → `split-chunks-plugin`. */
export function pluginSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Which exported plugins have their own page or an entry on the internal-plugins page. */
export function pluginCoverage(plugins: PluginExport[], pages: ContentPage[]): Coverage {
  const urls = new Set(pages.map((page) => page.url));
  const internal = new Set(
    pages.find((page) => page.url === '/plugins/internal-plugins/')?.anchors,
  );
  const missing = plugins
    .filter(
      (plugin) =>
        !urls.has(`/plugins/${pluginSlug(plugin.name)}/`) &&
        !internal.has(slug(plugin.name)) &&
        !internal.has(slug(plugin.path)),
    )
    .map((plugin) => plugin.path);
  return { covered: plugins.length - missing.length, total: plugins.length, missing };
}
