import { describe, expect, it } from 'vitest';
import type { ContentPage } from './reader';
import {
  hookCoverage,
  pluginCoverage,
  pluginSlug,
  webpackHooks,
  webpackPlugins,
} from './webpack-surface';

const page = (url: string, anchors: string[]) => ({ url, anchors }) as ContentPage;

describe('webpackHooks', () => {
  it('reads the hooks of a real compiler, compilation, factories and parser', () => {
    const names = webpackHooks().map((hook) => `${hook.owner}.${hook.name}:${hook.type}`);
    for (const expected of [
      'Compiler.beforeRun:AsyncSeriesHook',
      'Compiler.done:AsyncSeriesHook',
      'Compilation.seal:SyncHook',
      'NormalModuleFactory.factorize:AsyncSeriesBailHook',
      'ContextModuleFactory.beforeResolve:AsyncSeriesWaterfallHook',
      'JavascriptParser.statement:SyncBailHook',
      'JavascriptParser.call:HookMap',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('counts a hook as covered by a heading of its name on its API page', () => {
    const hooks = webpackHooks().filter((hook) => hook.owner === 'ContextModuleFactory');
    const coverage = hookCoverage(hooks, [
      page('/api/contextmodulefactory-hooks/', ['beforeresolve']),
      page('/api/compiler-hooks/', ['afterresolve']),
    ]);
    expect(coverage.covered).toBe(1);
    expect(coverage.missing).toContain('ContextModuleFactory.hooks.afterResolve');
  });
});

describe('webpackPlugins', () => {
  const plugins = webpackPlugins();

  it('lists each exported plugin class once, by its shortest export path', () => {
    const paths = plugins.map((plugin) => plugin.path);
    for (const path of [
      'DefinePlugin',
      'optimize.SplitChunksPlugin',
      'container.ModuleFederationPlugin',
      'experiments.schemes.VirtualUrlPlugin',
      'DllPlugin',
    ]) {
      expect(paths).toContain(path);
    }
    // DllPlugin is also exported as dll.DllPlugin: one entry.
    expect(paths).not.toContain('dll.DllPlugin');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('maps class names to page slugs', () => {
    expect(pluginSlug('SplitChunksPlugin')).toBe('split-chunks-plugin');
    expect(pluginSlug('EvalSourceMapDevToolPlugin')).toBe('eval-source-map-dev-tool-plugin');
    expect(pluginSlug('SSRManifestPlugin')).toBe('ssr-manifest-plugin');
  });

  it('counts a plugin as covered by its own page or an internal-plugins heading', () => {
    const subset = plugins.filter((plugin) =>
      ['DefinePlugin', 'optimize.RealContentHashPlugin', 'ids.NamedChunkIdsPlugin'].includes(
        plugin.path,
      ),
    );
    const coverage = pluginCoverage(subset, [
      page('/plugins/define-plugin/', []),
      page('/plugins/internal-plugins/', ['realcontenthashplugin']),
    ]);
    expect(coverage).toEqual({ covered: 2, total: 3, missing: ['ids.NamedChunkIdsPlugin'] });
  });
});
