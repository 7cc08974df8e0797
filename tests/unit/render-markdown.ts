/**
 * Renders Markdown to HTML through the site's own remark and rehype plugins, for tests of a
 * plugin in the real pipeline. `sourceFilePath` travels with the file as Contentlayer sends it.
 */
export async function renderMarkdown(markdown: string, sourceFilePath?: string): Promise<string> {
  const { unified } = await import('unified');
  const { default: remarkParse } = await import('remark-parse');
  const { default: remarkRehype } = await import('remark-rehype');
  const { default: rehypeStringify } = await import('rehype-stringify');
  const { rehypeHtmlPlugins, remarkPlugins } = await import('../../src/lib/markdown');
  const file = await unified()
    .use(remarkParse)
    .use(() => (_tree, vfile) => {
      if (sourceFilePath) Object.assign(vfile.data, { rawDocumentData: { sourceFilePath } });
    })
    .use(remarkPlugins)
    .use(remarkRehype)
    .use(rehypeHtmlPlugins)
    .use(rehypeStringify)
    .process(markdown);
  return String(file);
}
