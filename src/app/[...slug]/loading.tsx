import { PagePlaceholder } from '@/components/runtime/page-placeholder';

/** The page placeholder while a documentation page loads. */
export default function Loading() {
  return <PagePlaceholder />;
}
