// Keys of the social-card cache (node_modules/.cache/og): a card is drawn again only when its text, the template, the drawing code or the fonts change.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { FONT_FILES, TEMPLATE_VERSION } from './card-renderer.mjs';

/** What every card's pixels depend on besides its own text: template, drawing code and fonts. */
export function templateHash(
  template,
  drawingCode = readFileSync(new URL('./card-renderer.mjs', import.meta.url)),
) {
  const hash = createHash('sha256');
  hash.update(`v${TEMPLATE_VERSION}\n${JSON.stringify(template)}\n`);
  hash.update(drawingCode);
  for (const file of Object.values(FONT_FILES)) hash.update(readFileSync(file));
  return hash.digest('hex');
}

/** Cache file name (without `.png`) of a card under a template hash. */
export function cardKey(base, card) {
  return createHash('sha256')
    .update(`${base}\n${card.section}\n${card.lines.join('\n')}`)
    .digest('hex')
    .slice(0, 24);
}
