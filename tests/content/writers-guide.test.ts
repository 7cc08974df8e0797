// The writers' guide (content/contribute/writers-guide.mdx) documents the frontmatter fields
// and the MDX components a page may use. Keep it honest against the code, by names only so
// prose edits never matter: its Frontmatter field list equals the zod schema's keys, and every
// component it shows exists in the MDX components map.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mdxComponents } from '@/components/mdx/mdx-content';
import { frontmatterSchema } from '@/lib/content/frontmatter';
import { CONTENT_DIR } from './load';

const GUIDE = join(CONTENT_DIR, 'contribute/writers-guide.mdx');

/** The lines of a `## Title` section, up to the next `##` heading, outside code fences. */
function sectionLines(text: string, title: string): string[] {
  const lines: string[] = [];
  let inside = false;
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (open && open[0] === fence[0] && open.length >= fence.length) fence = undefined;
      continue;
    }
    if (open) {
      fence = open;
      continue;
    }
    if (/^##\s/.test(line)) inside = line.replace(/^##\s+/, '').trim() === title;
    else if (inside) lines.push(line);
  }
  return lines;
}

/**
 * The field names a Frontmatter section documents: the code spans in the first cell of each
 * table row (`| \`edit\`, \`source\` | …`), or at the start of each list item (`- \`sort\`: …`).
 */
function documentedFields(lines: string[]): string[] {
  const fields = lines.flatMap((line) => {
    const cell = /^\|([^|]*(?:\\\|[^|]*)*)\|/.exec(line)?.[1];
    const item = /^\s*[-*]\s+((?:`[^`]+`(?:\s*,\s*|\s+and\s+)?)+)/.exec(line)?.[1];
    const head = cell ?? item;
    return head ? [...head.matchAll(/`([^`]+)`/g)].map((m) => m[1]!) : [];
  });
  return [...new Set(fields)].sort();
}

/**
 * The JSX components a page shows: `<Name` tags (capitalised) in its prose, inline code and
 * `mdx`/`md` blocks; other code blocks are examples of other languages and are skipped.
 */
function documentedComponents(text: string): string[] {
  const kept: string[] = [];
  let fence: { marker: string; keep: boolean } | undefined;
  for (const line of text.split('\n')) {
    const open = /^\s*(`{3,}|~{3,})\s*(\w*)/.exec(line);
    if (fence) {
      if (open && open[1]![0] === fence.marker[0] && open[1]!.length >= fence.marker.length) {
        fence = undefined;
      } else if (fence.keep) kept.push(line);
      continue;
    }
    if (open) {
      fence = { marker: open[1]!, keep: ['mdx', 'md'].includes(open[2]!) };
      continue;
    }
    kept.push(line);
  }
  const names = [...kept.join('\n').matchAll(/(?<![\w$])<([A-Z][\w.]*)(?=[\s/>])/g)].map(
    (m) => m[1]!,
  );
  return [...new Set(names)].sort();
}

describe('the writers’ guide matches the code', () => {
  const text = readFileSync(GUIDE, 'utf8');

  it('documents exactly the frontmatter fields of the zod schema', () => {
    const fields = documentedFields(sectionLines(text, 'Frontmatter'));
    const schema = Object.keys(frontmatterSchema.shape).sort();
    console.log(`writers' guide frontmatter fields: ${fields.length} (schema: ${schema.length})`);
    expect(fields).toEqual(schema);
  });

  it('shows only components of the MDX components map', () => {
    const components = documentedComponents(text);
    console.log(`writers' guide components: ${components.join(', ')}`);
    expect(components.length).toBeGreaterThan(0);
    expect(components.filter((name) => !(name in mdxComponents))).toEqual([]);
  });

  it('reads field lists and components as written, and only as written', () => {
    const lines = sectionLines(
      [
        '## Frontmatter',
        '| Field | Meaning |',
        '| --- | --- |',
        '| `title` | Required; see `sort`. |',
        '| `edit`, `source` | URLs |',
        '- `group`: a heading',
        '```yaml',
        '| `notAField` | in a fence |',
        '```',
        '## Next',
        '| `later` | another section |',
      ].join('\n'),
      'Frontmatter',
    );
    expect(documentedFields(lines)).toEqual(['edit', 'group', 'source', 'title']);
    expect(
      documentedComponents(
        [
          'Use `<Tip>` and <Badge>5+</Badge>; `Promise<Configuration>` is a type.',
          '```mdx',
          '<Callout type="tip">x</Callout>',
          '```',
          '```jsx',
          '<App />',
          '```',
        ].join('\n'),
      ),
    ).toEqual(['Badge', 'Callout', 'Tip']);
  });
});
