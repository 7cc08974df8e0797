import { readFileSync } from 'node:fs';
import { bundledThemes, type BundledTheme, type ThemeRegistration } from 'shiki';
import { describe, expect, it } from 'vitest';
import githubLightDefault from 'shiki/themes/github-light-default.mjs';
import { CODE_THEMES } from './index';

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** The light and the dark `--color-code-bg` of the site's stylesheet. */
function codeBackgrounds(): string[] {
  const css = readFileSync(new URL('../../app/globals.css', import.meta.url), 'utf8');
  return [...css.matchAll(/--color-code-bg:\s*(#[0-9a-f]{6})/gi)].map((match) => match[1]!);
}

describe('code themes', () => {
  it('every token colour drawn on our code background has WCAG AA contrast (4.5:1)', async () => {
    const [lightBg, darkBg] = codeBackgrounds();
    const resolve = async (theme: ThemeRegistration | BundledTheme) =>
      typeof theme === 'string' ? (await bundledThemes[theme]()).default : theme;
    const themes = [
      [await resolve(CODE_THEMES.light), lightBg],
      [await resolve(CODE_THEMES.dark), darkBg],
    ] as const;
    const failing = themes.flatMap(([theme, background]) =>
      (theme.tokenColors ?? [])
        // Rules with their own background (diff, invalid-code markers) are not on ours.
        .filter((rule) => !rule.settings.background)
        .map((rule) => rule.settings.foreground)
        .filter((colour): colour is string => !!colour && /^#[0-9a-f]{6}$/i.test(colour))
        .filter((colour) => contrast(colour, background!) < 4.5)
        .map(
          (colour) =>
            `${theme.name}: ${colour} on ${background} is ${contrast(colour, background!).toFixed(2)}:1`,
        ),
    );
    expect(failing).toEqual([]);
  });

  it('the light theme changes only the comment grey, to the darker one, keeping the rest', () => {
    // Shiki adds a default rule without a scope to a theme it loads, in place, so whether
    // one is there depends on which test highlighted first: only scoped rules are compared.
    const scoped = (rules: typeof githubLightDefault.tokenColors) =>
      (rules ?? []).filter((rule) => rule.scope !== undefined);
    const grey = (foreground?: string) => foreground?.toLowerCase() === '#6e7781';
    const original = scoped(githubLightDefault.tokenColors);
    expect(original.some((rule) => grey(rule.settings.foreground))).toBe(true);
    // Same scopes and font styles (comments stay italic), only that colour differs.
    expect(scoped(CODE_THEMES.light.tokenColors)).toEqual(
      original.map((rule) =>
        grey(rule.settings.foreground)
          ? { ...rule, settings: { ...rule.settings, foreground: '#59636e' } }
          : rule,
      ),
    );
  });
});
