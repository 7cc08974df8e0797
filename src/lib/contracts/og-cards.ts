/**
 * `out/og-cards.json`: every page's social card and the template's inputs. The route
 * `src/app/og-cards.json/route.ts` writes it; `scripts/og-images.mjs` draws the cards from it.
 */
import { z } from 'zod';
import type { Contract } from './read';

export const ogCardsSchema = z.object({
  template: z.looseObject({
    width: z.number(),
    height: z.number(),
    dir: z.string().startsWith('/'),
    logo: z.string(),
    host: z.string(),
    colors: z.record(z.string(), z.string()),
  }),
  cards: z.array(
    z.object({
      image: z.string().startsWith('/'),
      section: z.string(),
      lines: z.array(z.string()),
    }),
  ),
});

export type OgCards = z.infer<typeof ogCardsSchema>;

export const OG_CARDS: Contract<typeof ogCardsSchema> = {
  file: 'og-cards.json',
  writer: 'the og-cards.json route (next build)',
  schema: ogCardsSchema,
};
