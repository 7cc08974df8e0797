/**
 * What the pinned `webpack` package exposes to tool authors, read from the package itself:
 * the hooks of a real compiler, compilation, module factories and parser (issue 8), and the
 * plugin classes it exports (issue 9). Coverage is by heading id: a hook `beforeRun` needs a
 * heading `beforeRun` (id `beforerun`) on its API page; a plugin `SplitChunksPlugin` needs
 * the page `/plugins/split-chunks-plugin/` or a heading `SplitChunksPlugin` (or
 * `optimize.SplitChunksPlugin`) on `/plugins/internal-plugins/`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slug } from 'github-slugger';
import webpack from 'webpack';
import type { ContentPage } from './reader';
import type { Coverage } from './schema-coverage';

/** One hook of a webpack object. */
export interface HookInfo {
  /** The page that documents the hooks of this object. */
  page: string;
  owner: string;
  name: string;
  /** The tapable class (`SyncHook`, `AsyncSeriesBailHook`, `HookMap`…). */
  type: string;
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
    const value = descriptor && 'value' in descriptor ? (descriptor.value as object) : undefined;
    return {
      page: HOOK_PAGES[owner],
      owner,
      name,
      type: value?.constructor?.name ?? 'deprecated',
    };
  });
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

/** Which hooks have a heading named after them on their API page. */
export function hookCoverage(hooks: HookInfo[], pages: ContentPage[]): Coverage {
  const byUrl = new Map(pages.map((page) => [page.url, new Set(page.anchors)]));
  const missing = hooks
    .filter((hook) => !byUrl.get(hook.page)?.has(slug(hook.name)))
    .map((hook) => `${hook.owner}.hooks.${hook.name}`);
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
