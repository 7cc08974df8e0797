// Writes the config explainer's data (src/data/explainer): the option table, the keys the
// schema leaves free and webpack's effective defaults per mode × target, computed with
// webpack's own code. Run after a webpack upgrade or a reference edit (`npm run explainer:data`);
// a unit test fails while it is stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleTs, importBundle } from '../bundle-ts.mjs';

const { writeExplainerData } = await importBundle(
  bundleTs('src/lib/config-explainer/explainer-data.ts'),
);
mkdirSync('src/data/explainer', { recursive: true });
for (const [file, text] of Object.entries(writeExplainerData())) {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
