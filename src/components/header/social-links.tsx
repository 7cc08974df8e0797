import { SOCIAL_LINKS } from '@/lib/site';
import { Tooltip } from '../ui/tooltip.client';
import styles from './social-links.module.css';

const ICONS = {
  github: (
    <path
      fill="currentColor"
      d="M6 3a3 3 0 0 0-1 5.8v6.4A3 3 0 1 0 7 15V13.6c.9.9 2.1 1.4 3.5 1.4h3.1A3 3 0 1 0 13.6 13h-3.1A3.5 3.5 0 0 1 7 9.5v-.7A3 3 0 0 0 6 3Zm0 2a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm0 12a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm10.5-4a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
    />
  ),
  x: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      d="M5 4l14 16M19 4 5 20"
    />
  ),
  stackOverflow: (
    <path
      fill="currentColor"
      d="M4 14h2v5h12v-5h2v7H4v-7Zm4 1h8v2H8v-2Zm.2-3.7 7.9 1.3-.3 2-7.9-1.3.3-2Zm1.1-4 7.4 3-.8 1.9-7.4-3 .8-1.9Zm2.4-3.8 6.1 5.1-1.3 1.5-6.1-5.1 1.3-1.5Z"
    />
  ),
};

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
              className={styles.link}
              aria-label={link.name}
              aria-describedby={`social-${link.key}-tip`}
              rel="noopener noreferrer"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                {ICONS[link.key]}
              </svg>
            </a>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
