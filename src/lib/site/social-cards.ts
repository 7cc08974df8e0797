/** Social cards: the Open Graph image of every page, drawn at export time. */
import { THEME_COLOR } from './product';

export const SOCIAL_CARD = {
  /** Open Graph's recommended size, in pixels. */
  width: 1200,
  height: 630,
  /** Folder of the images in out/: `/og/concepts/targets.png` for `/concepts/targets/`. */
  dir: '/og/',
  /** Title wrapping: about this many characters fit a line; longer titles end in "…". */
  lineChars: 28,
  maxLines: 3,
  /** Brand colours: the theme colour behind, the logo's light and dark blues as accents. */
  colors: {
    background: THEME_COLOR,
    accent: '#8DD6F9',
    accentDark: '#1C78C0',
    text: '#FFFFFF',
    muted: '#C7D4DB',
  },
  /** The logo drawn in the corner, from public/. */
  logo: 'public/branding/icon-square.svg',
  /** Section label of pages outside the documentation sections (glossary, license…). */
  otherSection: 'Documentation',
} as const;
