// Worker thread of the social-cards step: draws its share of the cards with one renderer (fonts parsed once) and writes each PNG to the cache and to out/.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createCardRenderer } from './card-renderer.mjs';
import { drawCards } from './draw-cards.mjs';

const { template, root, jobs } = workerData;
const renderer = createCardRenderer(template, { root });
const started = performance.now();
await drawCards(jobs, ({ card, cached, dest }) => {
  writeFileSync(cached, renderer.render(card));
  mkdirSync(dirname(dest), { recursive: true });
  copyFileSync(cached, dest);
});
parentPort.postMessage({ rendered: jobs.length, ms: performance.now() - started });
