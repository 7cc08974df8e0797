import { highlightFigure } from './highlight';

/** Props of `CodeFigure`. */
export interface CodeFigureProps {
  code: string;
  lang: string;
  title: string;
}

/** A titled, highlighted code block rendered at build time; no highlighter reaches the browser. */
export async function CodeFigure({ code, lang, title }: CodeFigureProps) {
  const html = await highlightFigure(code, lang, title);
  return <figure data-rehype-pretty-code-figure="" dangerouslySetInnerHTML={{ __html: html }} />;
}
