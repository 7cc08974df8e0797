import { describe, expect, it } from 'vitest';
import { parsePage, type ContentPage } from './reader';
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

  it('records the arguments of each hook, and of the hooks a HookMap creates', () => {
    const byName = new Map(webpackHooks().map((hook) => [`${hook.owner}.${hook.name}`, hook]));
    expect(byName.get('Compiler.emit')).toMatchObject({ args: ['compilation'] });
    expect(byName.get('Compiler.initialize')).toMatchObject({ args: [] });
    expect(byName.get('JavascriptParser.call')).toMatchObject({
      type: 'HookMap',
      inner: 'SyncBailHook',
      args: ['expression'],
    });
    expect(byName.get('Compilation.additionalAssets')).toMatchObject({ type: 'FakeHook' });
    expect(byName.get('Compilation.additionalAssets')?.args).toBeUndefined();
    expect(byName.get('Compilation.normalModuleLoader')?.type).toBe('deprecated');
  });
});

describe('hookCoverage', () => {
  const hooks = webpackHooks().filter((hook) => hook.owner === 'ContextModuleFactory');
  const entry = (name: string, ...lines: string[]) =>
    [`### ${name}`, '', ...lines.flatMap((line) => [line, '']), 'Prose.', ''].join('\n');
  const mdx = (body: string) =>
    parsePage('content/api/x.mdx', 'api/contextmodulefactory-hooks.mdx', body);
  const run = (...entries: string[]) => hookCoverage(hooks, [mdx(entries.join('\n'))]);
  // Complete entries for every ContextModuleFactory hook, the one under test replaced.
  const complete = (replace: string, replacement: string) =>
    hooks.map((hook) =>
      hook.name === replace
        ? replacement
        : hook.type === 'FakeHook'
          ? entry(hook.name, 'Type: `FakeHook` (deprecated proxy)', 'Arguments: `a: A`')
          : entry(
              hook.name,
              `Type: \`${hook.type}\``,
              hook.args?.length
                ? `Arguments: ${hook.args.map((name) => `\`${name}: X\``).join(', ')}`
                : 'Arguments: none',
            ),
    );

  it('counts hooks whose section has the right Type: and Arguments: lines', () => {
    const coverage = run(...complete('', ''));
    expect(coverage).toEqual({ covered: hooks.length, total: hooks.length, missing: [] });
  });

  it('fails a hook without a heading, a Type: line or an Arguments: line', () => {
    expect(run(...complete('afterResolve', '')).missing).toEqual([
      'ContextModuleFactory.hooks.afterResolve (no heading)',
    ]);
    expect(
      run(...complete('afterResolve', entry('afterResolve', 'Arguments: none'))).missing[0],
    ).toMatch(
      /afterResolve \(content\/api\/x\.mdx:\d+: no Type: line \(expected `AsyncSeriesWaterfallHook`\)\)$/,
    );
    expect(
      run(...complete('afterResolve', entry('afterResolve', 'Type: `AsyncSeriesWaterfallHook`')))
        .missing[0],
    ).toMatch(/no Arguments: line/);
  });

  it('fails a Type: line naming another class, or adding text after a real hook class', () => {
    for (const type of [
      'Type: `SyncHook`',
      'Type: `AsyncSeriesWaterfallHook` (async)',
      'Type: AsyncSeriesWaterfallHook',
    ]) {
      const bad = entry('afterResolve', type, 'Arguments: `data: ResolveData`');
      expect(run(...complete('afterResolve', bad)).missing).toHaveLength(1);
    }
  });

  it('fails an Arguments: line whose count differs from the hook’s', () => {
    const hook = hooks.find((h) => h.name === 'afterResolve')!;
    expect(hook.args).toHaveLength(1);
    const two = entry('afterResolve', `Type: \`${hook.type}\``, 'Arguments: `a: A`, `b: B`');
    expect(run(...complete('afterResolve', two)).missing[0]).toMatch(
      /Arguments: line lists 2, the hook takes 1 \(data\)/,
    );
    const none = entry('afterResolve', `Type: \`${hook.type}\``, 'Arguments: none');
    expect(run(...complete('afterResolve', none)).missing[0]).toMatch(/lists 0, the hook takes 1/);
    const prose = entry('afterResolve', `Type: \`${hook.type}\``, 'Arguments: nothing useful');
    expect(run(...complete('afterResolve', prose)).missing[0]).toMatch(/expected code spans/);
  });

  it('accepts FakeHook followed by plain text, and rejects the class wrapped in one code span', () => {
    const good = entry(
      'alternatives',
      'Type: `FakeHook` (a deprecated proxy to `alternativeRequests` offering `tap`)',
      'Arguments: `requests: ContextAlternativeRequest[]`',
    );
    expect(run(...complete('alternatives', good)).missing).toEqual([]);
    const malformed = entry(
      'alternatives',
      'Type: ``FakeHook` (a deprecated proxy to `alternativeRequests` offering `tap`)`',
      'Arguments: `requests: ContextAlternativeRequest[]`',
    );
    expect(run(...complete('alternatives', malformed)).missing[0]).toMatch(
      /^ContextModuleFactory\.hooks\.alternatives .*expected `FakeHook`/,
    );
  });

  it('expects HookMap<inner> for a HookMap and counts its factory hook’s arguments', () => {
    const call = webpackHooks().filter(
      (hook) => hook.owner === 'JavascriptParser' && hook.name === 'call',
    );
    const parser = (...lines: string[]) =>
      hookCoverage(call, [
        parsePage('content/api/p.mdx', 'api/parser.mdx', entry('call', ...lines)),
      ]);
    expect(
      parser('Type: `HookMap<SyncBailHook>`', 'Arguments: `expression: CallExpression`').missing,
    ).toEqual([]);
    expect(
      parser('Type: `HookMap`', 'Arguments: `expression: CallExpression`').missing,
    ).toHaveLength(1);
    expect(
      parser('Type: `SyncBailHook`', 'Arguments: `expression: CallExpression`').missing,
    ).toHaveLength(1);
  });

  it('finds the entry under a heading titled after the hook when an earlier heading took its id', () => {
    const program = webpackHooks().filter(
      (hook) => hook.owner === 'JavascriptParser' && hook.name === 'program',
    );
    const body = [
      '## Program',
      '',
      'Intro.',
      '',
      entry('program', 'Type: `SyncBailHook`', 'Arguments: `ast: Program`, `comments: Comment[]`'),
    ].join('\n');
    expect(
      hookCoverage(program, [parsePage('content/api/p.mdx', 'api/parser.mdx', body)]).missing,
    ).toEqual([]);
  });

  it('lets only the listed exceptions go without Type: and Arguments: lines', () => {
    const compilation = webpackHooks().filter(
      (hook) => hook.owner === 'Compilation' && ['normalModuleLoader', 'seal'].includes(hook.name),
    );
    const page = parsePage(
      'content/api/c.mdx',
      'api/compilation-hooks.mdx',
      [entry('normalModuleLoader', '`deprecated`'), entry('seal', '`SyncHook`')].join('\n'),
    );
    expect(hookCoverage(compilation, [page]).missing).toEqual([
      expect.stringMatching(/^Compilation\.hooks\.seal .*no Type: line/),
    ]);
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
