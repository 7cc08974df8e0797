'use client';
import { LoadError } from '@/components/runtime/load-error.client';

/** Any page whose data or code failed to load: the error state in the content area. */
export default function PageError({
  error,
  reset,
  retry,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  retry?: () => void;
}) {
  return <LoadError error={error} retry={retry ?? reset} />;
}
