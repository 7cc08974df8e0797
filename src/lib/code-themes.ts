/**
 * Shiki themes for the light and the dark site theme, shared by the page pipeline
 * (markdown.ts) and the landing page's highlighter, which must not import the build-time
 * rehype plugins along with them.
 */
// The *-default variants keep every token at WCAG AA contrast on our code backgrounds.
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
