/** A titled code figure from HTML highlighted at build time (see `highlightAll`). */
export function CodeFigure({ html }: { html: string }) {
  return <figure data-rehype-pretty-code-figure="" dangerouslySetInnerHTML={{ __html: html }} />;
}
