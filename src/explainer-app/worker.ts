/// <reference lib="webworker" />
// The explainer's analysis for large input, off the main thread (see explainer.ts).
import { analyze, type AnalyzeOptions } from '../lib/config-explainer/analyze';

self.addEventListener(
  'message',
  (event: MessageEvent<{ id: number; source: string; options: AnalyzeOptions }>) => {
    const { id, source, options } = event.data;
    analyze(source, options).then(
      (analysis) => self.postMessage({ id, analysis }),
      (error: unknown) => self.postMessage({ id, error: String(error) }),
    );
  },
);
