/**
 * Time spent in each rehype plugin of the page-body pipeline, so that `npm run build` can say
 * what highlighting costs apart from the rest of the content step (scripts/build.mjs prints it).
 */
import type { Pluggable, PluggableList, Plugin } from 'unified';

/** Milliseconds per plugin name since the last `takePluginTimes`. */
export type PluginTimes = Record<string, number>;

let times: PluginTimes = {};

/** The plugin's name as its attacher is called (anonymous ones by their place in the list). */
function nameOf(plugin: Plugin, index: number): string {
  return plugin.name || `plugin ${index + 1}`;
}

type Transformer = (...args: unknown[]) => unknown;

function timedPlugin(plugin: Plugin, name: string): Plugin {
  return function (this: unknown, ...options: unknown[]) {
    const transformer = (plugin as (...args: unknown[]) => Transformer | void).apply(this, options);
    // A transformer that takes the `next` callback keeps its own control flow: left untimed.
    if (typeof transformer !== 'function' || transformer.length > 2) return transformer;
    return async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await transformer(...args);
      } finally {
        times[name] = (times[name] ?? 0) + performance.now() - started;
      }
    };
  } as Plugin;
}

/** `plugins` with every transformer timed; the output is unchanged. */
export function timed(plugins: PluggableList): PluggableList {
  return plugins.map((entry: Pluggable, index): Pluggable => {
    if (typeof entry === 'function') return timedPlugin(entry, nameOf(entry, index));
    if (Array.isArray(entry) && typeof entry[0] === 'function') {
      const [plugin, ...options] = entry;
      return [timedPlugin(plugin, nameOf(plugin, index)), ...options] as Pluggable;
    }
    return entry;
  });
}

/** The times gathered since the last call, and a fresh start. */
export function takePluginTimes(): PluginTimes {
  const taken = times;
  times = {};
  return taken;
}
