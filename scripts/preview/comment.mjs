// The pull request comment of a preview deployment: the pages the change adds, changes or
// removes, each linked to its preview URL, and, when shared code changed, a note that every
// page may look different with one page of each template. Plain formatting, no dependencies:
// it runs in the deploy job, which installs nothing.

/** The marker that identifies the comment, so each push updates the same one. */
export const COMMENT_MARKER = '<!-- webpack-docs-preview -->';

const link = (origin, path) => `[${path}](${origin.replace(/\/$/, '')}${path})`;
const code = (text) => `\`${text.replace(/`/g, "'")}\``;

/** The comment's Markdown for a report of changed-pages.mjs and the preview's origin. */
export function previewComment(report, { origin, commit }) {
  const lines = [COMMENT_MARKER, '### Preview', ''];
  lines.push(
    `Deployed ${link(origin, '/')}${commit ? ` for ${code(commit.slice(0, 7))}` : ''}.`,
    '',
  );
  if (report.pages.length) {
    const count = report.pages.length;
    lines.push(`**${count === 1 ? '1 page' : `${count} pages`} in this change**`, '');
    lines.push('| Change | Page | Preview |', '| --- | --- | --- |');
    for (const page of report.pages) {
      const name = page.title ? `${page.title} (${code(page.path)})` : code(page.path);
      const preview =
        page.change === 'removed'
          ? `${code(page.url)}, gone from the preview`
          : link(origin, page.url);
      lines.push(`| ${page.change} | ${name.replace(/\|/g, '\\|')} | ${preview} |`);
    }
    lines.push('');
  }
  if (report.shared.length) {
    const shown = report.shared.slice(0, 8).map(code).join(', ');
    const more = report.shared.length > 8 ? ` and ${report.shared.length - 8} more` : '';
    lines.push(
      `**Every page**: shared code changed (${shown}${more}), so every page may look different. One page of each template:`,
      '',
    );
    for (const template of report.templates)
      lines.push(`- ${template.name}: ${link(origin, template.path)}`);
    lines.push('');
  } else {
    const notes = [];
    if (report.navigation.length) {
      notes.push(
        `the sidebar and the previous/next links of every page in ${report.navigation.map(code).join(', ')}`,
      );
    }
    if (report.glossary) notes.push('the glossary terms marked on every page');
    if (notes.length) lines.push(`Also changed: ${notes.join('; ')}.`, '');
  }
  if (!report.pages.length && !report.shared.length) {
    lines.push('No page changes: this pull request touches nothing the site is built from.', '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
