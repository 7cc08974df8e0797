// Step times of `npm run build`, printed as `build: <step> (<seconds> s)` lines (the export
// steps print the same way from postbuild.mjs); the bench reads them back with `stepTimes`.
import { existsSync, readFileSync } from 'node:fs';
import { HOLD_LINE } from './hold-for-content.mjs';

/**
 * Lines of `next build` that end a phase, each with the name of the phase it ends; the first
 * that matches counts. A compile held for the content step (hold-for-content.mjs) ends at its
 * own line, Next's "Compiled" line following only once the content step is done.
 */
const NEXT_MARKS = [
  [HOLD_LINE, 'Next compile'],
  [/Compiled successfully|Compiled with warnings/, 'Next compile'],
  [/Generating static pages.*\((\d+)\/\1\)/, 'static generation'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function printStep(name, ms, note) {
  console.log(`build: ${name} (${seconds(ms)}${note ? `, ${note}` : ''})`);
}

/**
 * Passes `next build`'s output through and notes when each phase ends (ms since `started`);
 * static generation is timed from the later of the compile's end and `contentDone()`, since
 * the render workers wait for the content step.
 */
export function watchNext(stream, started, contentDone) {
  const ends = {};
  let buffer = '';
  stream.on('data', (chunk) => {
    process.stdout.write(chunk);
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) {
      for (const [pattern, phase] of NEXT_MARKS) {
        const match = typeof pattern === 'string' ? line.includes(pattern) : pattern.test(line);
        if (match && ends[phase] === undefined) ends[phase] = Date.now() - started;
      }
    }
  });
  return {
    /** The phases' durations, once `next build` has exited at `finished` (ms since start). */
    report(finished) {
      const compile = ends['Next compile'];
      const generated = ends['static generation'];
      if (compile !== undefined) printStep('Next compile', compile);
      if (generated !== undefined) {
        printStep('static generation', generated - Math.max(compile ?? 0, contentDone() ?? 0));
        printStep('Next export and traces', finished - generated);
      }
    },
  };
}

/** The rehype plugin times the content step left (see src/lib/markdown/rehype-worker-pool.ts). */
export function printPluginTimes(file) {
  if (!existsSync(file)) return;
  const { workers, pluginTimes, cache } = JSON.parse(readFileSync(file, 'utf8'));
  if (cache) {
    const pages = cache.hits + cache.misses;
    console.log(`build: rehype cache served ${cache.hits} of ${pages} pages`);
  }
  const ms = (name) => pluginTimes[name] ?? 0;
  const highlighting = ms('rehypePrettyCode') + ms('rehypeCompactThemeCode');
  const total = Object.values(pluginTimes).reduce((sum, value) => sum + value, 0);
  const note = `summed over ${workers} worker thread${workers > 1 ? 's' : ''}`;
  console.log(`build: highlighting (${seconds(highlighting)}, ${note})`);
  console.log(`build: other rehype plugins (${seconds(total - highlighting)}, ${note})`);
}

/** `{ step: seconds }` from a build's output (the lines printed above and by postbuild.mjs). */
export function stepTimes(output) {
  const steps = {};
  for (const [, name, value] of output.matchAll(/^(?:build|postbuild): (.+?) \((\d+\.\d) s\b/gm)) {
    steps[name] = Number(value);
  }
  return steps;
}
