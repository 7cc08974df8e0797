import { allPages } from '@/lib/content';
import type { OgCards } from '@/lib/contracts/og-cards';
import { socialCard } from '@/lib/site/social-card';
import {
  HOME_TITLE,
  PRINTABLE_SECTIONS,
  PRINTABLE_TITLE,
  SOCIAL_CARD,
  TOP_LEVEL_PRINTABLE,
  printableUrl,
  siteUrl,
} from '@/lib/site';

// Emitted at export time as out/og-cards.json: every page's social card and the template's
// inputs. scripts/og-images.mjs draws them into out/og/.
export const dynamic = 'force-static';

/** The cards to draw: the home page, every document and every printable page. */
export function GET() {
  const cards = [
    socialCard(HOME_TITLE, '/'),
    ...allPages().map((page) => socialCard(page.title, page.url)),
    ...PRINTABLE_SECTIONS.map((section) => socialCard(PRINTABLE_TITLE, printableUrl(section))),
    socialCard(PRINTABLE_TITLE, TOP_LEVEL_PRINTABLE.url),
  ];
  const body: OgCards = {
    template: { ...SOCIAL_CARD, host: new URL(siteUrl()).host },
    cards: cards.map(({ image, section, lines }) => ({ image, section, lines })),
  };
  return Response.json(body);
}
