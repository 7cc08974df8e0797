import { getMDXComponent } from 'mdx-bundler/client';
import type { ComponentType } from 'react';
import type { MdxComponentName } from '@/lib/markdown/mdx-components';
import { Badge } from './badge';
import { Callout, Tip, Warning } from './callout';
import { SmartLink } from './smart-link';
import { staticHtmlElements } from './static-html-element';

/** The named components, exactly the list the content pipeline allows (src/lib/markdown/mdx-components.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each takes its own props
const named: Record<MdxComponentName, ComponentType<any>> = { Badge, Callout, Tip, Warning };

/** Components available to every page body, by their MDX names. */
export const mdxComponents = { ...staticHtmlElements, a: SmartLink, ...named };

/**
 * Renders a compiled MDX body on the server at build time; no content code reaches the
 * browser. Server-only: it evaluates the compiled code string.
 */
export function MdxContent({ code }: { code: string }) {
  // A compiled MDX body is a plain function of its props (no hooks), so call it directly
  // rather than mounting a component type created during render.
  return getMDXComponent(code)({ components: mdxComponents });
}
