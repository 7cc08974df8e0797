/**
 * The markup of a build-time tooltip link, shared by the config-key and glossary plugins:
 * a host span holding the tooltip (role="tooltip", shown by CSS on hover and keyboard focus)
 * and the link it describes. The tooltip comes first so that, positioned absolutely without
 * offsets, it sits where the link starts.
 */
import type { Element, ElementContent } from 'hast';
import { TOOLTIP_CLASSES } from '../site/reference-links';

/** A span with a class and text or other content. */
export function span(className: string, children: ElementContent[] | string): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: [className] },
    children: typeof children === 'string' ? [{ type: 'text', value: children }] : children,
  };
}

/** What a tooltip link needs. */
export interface TooltipLink {
  href: string;
  /** Class of the link: `config-key` or `glossary-term`. */
  className: string;
  /** Unique id of the tooltip on the page. */
  id: string;
  /** The linked text, as it appeared. */
  children: ElementContent[];
  /** Lines of the tooltip. */
  tip: Element[];
}

/** Builds `<span.tip-host><span.tip role=tooltip/><a aria-describedby/></span>`. */
export function tooltipLink({ href, className, id, children, tip }: TooltipLink): Element {
  const tooltip: Element = {
    type: 'element',
    tagName: 'span',
    properties: { className: [TOOLTIP_CLASSES.tip], role: 'tooltip', id },
    children: tip,
  };
  const link: Element = {
    type: 'element',
    tagName: 'a',
    properties: { href, className: [className], ariaDescribedBy: [id] },
    children,
  };
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: [TOOLTIP_CLASSES.host] },
    children: [tooltip, link],
  };
}

/** A per-document id prefix, so pages rendered together (printable sections) never clash. */
export function idPrefix(kind: string, documentPath: unknown): string {
  const slug =
    typeof documentPath === 'string'
      ? documentPath.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')
      : '';
  return slug ? `${kind}-${slug}-` : `${kind}-`;
}
