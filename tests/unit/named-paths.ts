/** The repository paths a Markdown page names in backticks (`src/lib/content/index.ts`, `scripts/gates/`). */
const ROOTS = /^(content|src|scripts|tests|docs|public)\//;

export function namedPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const [, name] of markdown.matchAll(/`([^`\s]+)`/g)) {
    if (!ROOTS.test(name!)) continue;
    // A glob names the files its fixed part holds: `src/lib/rehype-*.ts` needs src/lib/.
    found.add(
      name!.includes('*') ? name!.slice(0, name!.lastIndexOf('/', name!.indexOf('*')) + 1) : name!,
    );
  }
  return [...found];
}
