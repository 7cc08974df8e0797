import { createElement, type HTMLAttributes } from 'react';
import { STATIC_HTML_PROP, STATIC_HTML_TAGS, type StaticHtmlTag } from '@/lib/markdown/static-html';

type Props = HTMLAttributes<HTMLElement> & { [STATIC_HTML_PROP]?: string };

/** A body block: its inner HTML as the build finished it, or its React children. */
function staticHtmlElement(tag: StaticHtmlTag) {
  function StaticHtmlElement({ [STATIC_HTML_PROP]: html, children, ...props }: Props) {
    return html === undefined
      ? createElement(tag, props, children)
      : createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: html } });
  }
  StaticHtmlElement.displayName = `StaticHtml(${tag})`;
  return StaticHtmlElement;
}

/** One component per block tag, by tag name, for the MDX components map. */
export const staticHtmlElements = Object.fromEntries(
  STATIC_HTML_TAGS.map((tag) => [tag, staticHtmlElement(tag)]),
) as Record<StaticHtmlTag, ReturnType<typeof staticHtmlElement>>;
