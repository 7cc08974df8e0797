// Assembles a runnable project from a guide's own code blocks, so the guide text stays the
// single source of the code that tests/content/runnable-guides.test.ts builds with webpack.
//
// Convention (also in docs/content-checks.md, "Runnable guides"):
// - A fenced block whose title is a relative file path (contains `/` or `.`, no spaces,
//   not starting with `/`) is a file of the project; the LAST block with a given title is
//   the file's final state.
// - `diff` blocks and blocks containing a `// ...` line are never files (they are excerpts).
// - A `text` block titled `Output` lists, one per line, files the build must emit, relative to
//   the project root; a `text` block titled `dist/` lists them relative to `dist/`. The last
//   such block counts. Placeholders such as `[contenthash]` match any hash.

export interface FencedBlock {
  lang: string;
  title?: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export interface GuideProject {
  /** Relative path -> final content. */
  files: Record<string, string>;
  /** Patterns of the files the build must emit, relative to the project root. */
  outputs: string[];
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;

/** Every fenced code block of a Markdown/MDX text, in document order. */
export function fencedBlocks(text: string): FencedBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? '');
    if (!open) continue;
    const indent = open[1] ?? '';
    const fence = open[2] ?? '```';
    const info = open[3] ?? '';
    const lang = info.trim().split(/[\s{]/)[0] ?? '';
    const title = TITLE.exec(info);
    const closing = fence.charAt(0).repeat(fence.length);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j] ?? '';
      const trimmed = line.trim();
      if (trimmed.startsWith(closing) && /^[`~]+$/.test(trimmed)) break;
      body.push(indent && line.startsWith(indent) ? line.slice(indent.length) : line);
    }
    const titleText = title ? (title[1] ?? title[2]) : undefined;
    blocks.push({
      lang,
      ...(titleText !== undefined ? { title: titleText } : {}),
      code: body.join('\n') + '\n',
      line: i + 1,
    });
    i = j;
  }
  return blocks;
}

/** Whether a code block title names a project file. */
export function isFileTitle(title: string | undefined): title is string {
  if (!title || /\s/.test(title) || title.startsWith('/') || title.includes('..')) return false;
  if (title.endsWith('/')) return false;
  return title.includes('/') || title.includes('.');
}

function isOutputBlock(block: FencedBlock): boolean {
  return block.lang === 'text' && (block.title === 'Output' || block.title === 'dist/');
}

/** The project a guide reaches: the final state of each titled file and the promised outputs. */
export function assembleGuideProject(text: string): GuideProject {
  const files: Record<string, string> = {};
  let outputs: string[] = [];
  for (const block of fencedBlocks(text)) {
    if (isOutputBlock(block)) {
      const prefix = block.title === 'dist/' ? 'dist/' : '';
      outputs = block.code
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => prefix + line.replace(/^\.\//, ''));
      continue;
    }
    if (block.lang === 'diff' || /^\s*\/\/ \.\.\.\s*$/m.test(block.code)) continue;
    if (isFileTitle(block.title)) files[block.title] = block.code;
  }
  return { files, outputs };
}

/** A regular expression for an output pattern: `[contenthash]`-style placeholders and `*`. */
export function outputPattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\[[a-z]+(?::\d+)?\]|\*)/i)
    .map((part) => {
      if (part === '*') return '[^/]*';
      if (/^\[(contenthash|chunkhash|fullhash|hash)(:\d+)?\]$/i.test(part)) return '[0-9a-f]+';
      if (/^\[[a-z]+(:\d+)?\]$/i.test(part)) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** For each pattern, the emitted files (relative paths) it matches. */
export function matchOutputs(patterns: string[], emitted: string[]): Record<string, string[]> {
  return Object.fromEntries(
    patterns.map((pattern) => {
      const re = outputPattern(pattern);
      return [pattern, emitted.filter((file) => re.test(file)).sort()];
    }),
  );
}

/**
 * Splits the promised outputs into those webpack must emit and those the guide's reader writes
 * by hand (a titled block such as `dist/index.html` in getting-started): a hand-written file
 * is on disk whatever webpack does, so it can never show that the build worked.
 */
export function splitOutputs(
  outputs: string[],
  projectFiles: string[],
): { byWebpack: string[]; byHand: string[] } {
  const byHand = outputs.filter((pattern) => {
    const re = outputPattern(pattern);
    return projectFiles.some((file) => re.test(file));
  });
  return { byWebpack: outputs.filter((pattern) => !byHand.includes(pattern)), byHand };
}

/** The part of `stats.toJson({ all: false, assets: true, outputPath: true })` read here. */
export interface StatsAssets {
  outputPath?: string;
  assets?: { name: string }[];
  children?: StatsAssets[];
}

/**
 * The files a build's stats report as assets, as paths relative to `root` with `/`
 * separators (a MultiStats' children included): what webpack itself emitted.
 */
export function statsAssetFiles(stats: StatsAssets, root: string): string[] {
  const own = (stats.assets ?? []).map((asset) => {
    const base = (stats.outputPath ?? root).replace(/\\/g, '/').replace(/\/$/, '');
    const prefix = root.replace(/\\/g, '/').replace(/\/$/, '');
    const full = `${base}/${asset.name}`;
    return full.startsWith(`${prefix}/`) ? full.slice(prefix.length + 1) : full;
  });
  return [...own, ...(stats.children ?? []).flatMap((child) => statsAssetFiles(child, root))];
}
