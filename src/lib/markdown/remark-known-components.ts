/**
 * Remark plugin: a page may use only the site's MDX components. A capitalised tag the site does
 * not provide would otherwise compile and then fail when the page renders ("Expected component
 * `Foo` to be defined"), far from the file and line that caused it.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError, contentFileOf } from '../content/content-error';
import { MDX_COMPONENT_NAMES } from './mdx-components';

const KNOWN = new Set<string>(MDX_COMPONENT_NAMES);

/** JSX names that refer to a component rather than an HTML element: `Tip`, `ui.Tip`. */
function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name) || name.includes('.');
}

/** Throws a ContentError at the first tag that names an unknown component. */
export function remarkKnownComponents() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name;
      if (!name || !isComponentName(name) || KNOWN.has(name)) return;
      const place = node.position?.start ?? { line: 1, column: 1 };
      throw new ContentError(
        contentFileOf(file),
        place.line,
        place.column,
        `unknown MDX component <${name}>: a page may use ${MDX_COMPONENT_NAMES.map((known) => `<${known}>`).join(', ')}`,
      );
    });
  };
}
