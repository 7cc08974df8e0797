import { getMDXComponent } from 'mdx-bundler/client';
import { Badge } from './badge';
import { Callout, Tip, Warning } from './callout';
import { SmartLink } from './smart-link';
import { staticHtmlElements } from './static-html-element';

/** Components available to every page body, by their MDX names. */
export const mdxComponents = { ...staticHtmlElements, a: SmartLink, Badge, Callout, Tip, Warning };

/**
 * Renders a compiled MDX body on the server at build time; no content code reaches the
 * browser. Server-only: it evaluates the compiled code string.
 */
export function MdxContent({ code }: { code: string }) {
  // A compiled MDX body is a plain function of its props (no hooks), so call it directly
  // rather than mounting a component type created during render.
  return getMDXComponent(code)({ components: mdxComponents });
}
