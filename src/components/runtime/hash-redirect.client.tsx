'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { hashRedirectTarget } from '@/components/runtime/hash-redirect';

/** Replaces `/configuration/other-options/#cache…` by `/configuration/cache/#cache…`. */
export function HashRedirect() {
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    const check = () => {
      const target = hashRedirectTarget(window.location.pathname, window.location.hash);
      if (target) router.replace(target);
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [pathname, router]);
  return null;
}
