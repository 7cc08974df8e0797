/**
 * Runs the explainer's analysis off the page's first load: the code and data arrive with the
 * first edit (a dynamic import), and large input is analysed in a Web Worker so typing never
 * freezes the page.
 */
import type { Analysis, AnalyzeOptions } from '@/lib/config-explainer/analyze';
import { EXPLAIN_WORKER_MIN_BYTES } from '@/lib/site/config-explainer';

let worker: Worker | undefined;
let sequence = 0;

function inWorker(source: string, options: AnalyzeOptions): Promise<Analysis> {
  worker ??= new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
  const id = (sequence += 1);
  const current = worker;
  return new Promise((resolve, reject) => {
    const onMessage = (
      event: MessageEvent<{ id: number; analysis?: Analysis; error?: string }>,
    ) => {
      if (event.data.id !== id) return;
      current.removeEventListener('message', onMessage);
      if (event.data.analysis) resolve(event.data.analysis);
      else reject(new Error(event.data.error ?? 'The analysis failed.'));
    };
    current.addEventListener('message', onMessage);
    current.postMessage({ id, source, options });
  });
}

/** The analysis of one text; in a worker when the text is large. */
export async function runAnalysis(source: string, options: AnalyzeOptions): Promise<Analysis> {
  if (source.length >= EXPLAIN_WORKER_MIN_BYTES && typeof Worker !== 'undefined') {
    return inWorker(source, options);
  }
  const { analyze } = await import('@/lib/config-explainer/analyze');
  return analyze(source, options);
}
