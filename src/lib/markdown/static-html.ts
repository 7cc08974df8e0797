/**
 * Page bodies reach React as a few block elements whose inner HTML is a finished string
 * (`rehype-static-html` writes it, `StaticHtmlElement` renders it). A body of a hundred
 * highlighted code blocks is otherwise tens of thousands of React elements: each one rendered
 * at build time and each one parsed again from the page's navigation payload in the browser.
 */

/** The property that carries an element's inner HTML from the compiled MDX to React. */
export const STATIC_HTML_PROP = 'data-static-html';

/** Block elements a body is made of; only these are collapsed, and only these map to React. */
export const STATIC_HTML_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'figure',
  'div',
  'section',
  'table',
  'blockquote',
  'pre',
  'details',
] as const;

export type StaticHtmlTag = (typeof STATIC_HTML_TAGS)[number];
