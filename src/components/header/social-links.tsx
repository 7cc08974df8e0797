import { siGithub, siStackoverflow, siX } from 'simple-icons';
import { SOCIAL_LINKS } from '@/lib/site';
import { Tooltip } from '../ui/tooltip.client';
import styles from './social-links.module.css';

/**
 * The brands' own marks from Simple Icons (CC0): the path data is read from the package when
 * the page renders at build time, so it ships as inline SVG, never as icon JavaScript.
 */
const ICONS = { github: siGithub, x: siX, stackOverflow: siStackoverflow };

const LINKS = [
  { key: 'github', href: SOCIAL_LINKS.github, name: 'GitHub', tip: 'webpack on GitHub' },
  { key: 'x', href: SOCIAL_LINKS.x, name: 'X', tip: 'webpack on X' },
  {
    key: 'stackOverflow',
    href: SOCIAL_LINKS.stackOverflow,
    name: 'Stack Overflow',
    tip: 'Questions tagged webpack on Stack Overflow',
  },
] as const;

/** Icon links to webpack's code host, social profile and Q&A tag, each named and with a tooltip. */
export function SocialLinks() {
  return (
    <ul className={styles.list}>
      {LINKS.map((link) => (
        <li key={link.key}>
          <Tooltip id={`social-${link.key}-tip`} content={link.tip} position="bottom">
            <a
              href={link.href}
              className="icon-button"
              aria-label={link.name}
              aria-describedby={`social-${link.key}-tip`}
              rel="noopener noreferrer"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={ICONS[link.key].path} />
              </svg>
            </a>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
