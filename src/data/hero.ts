/** What the hero's word rotator cycles through after "bundle your"; the first shows first. */
export const HERO_WORDS = ['assets', 'scripts', 'images', 'styles'] as const;
