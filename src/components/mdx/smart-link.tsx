import Link from 'next/link';
import type { AnchorHTMLAttributes } from 'react';

/**
 * Links inside page bodies: site paths go through `next/link` for client-side navigation;
 * external links open in the same tab without leaking the opener.
 */
export function SmartLink({
  href = '',
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} prefetch={false} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
