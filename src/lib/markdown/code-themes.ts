/**
 * Shiki themes for the light and the dark site theme, shared by the page pipeline
 * (markdown.ts) and the landing page's highlighter, which must not import the build-time
 * rehype plugins along with them.
 */
import githubLightDefault from 'shiki/themes/github-light-default.mjs';

/**
 * GitHub's light theme with its comment grey (#6e7781, 4.27:1 on our light code background,
 * under WCAG AA; the accessibility gate found it) replaced by GitHub's newer muted grey
 * (#59636e, 5.7:1).
 */
const lightTheme = {
  ...githubLightDefault,
  tokenColors: githubLightDefault.tokenColors?.map((rule) =>
    rule.settings.foreground?.toLowerCase() === '#6e7781'
      ? { ...rule, settings: { ...rule.settings, foreground: '#59636e' } }
      : rule,
  ),
};

/** Shiki themes for the light and the dark site theme. */
// With the comment colour above, every token of both themes keeps WCAG AA contrast on our
// code backgrounds.
export const CODE_THEMES = { light: lightTheme, dark: 'github-dark-default' } as const;
