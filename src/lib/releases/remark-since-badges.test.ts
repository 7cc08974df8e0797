import type { Paragraph, Root, RootContent } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../content/content-error';
import { addSinceBadges, remarkSinceBadges, soleBadgeText } from './remark-since-badges';
import type { SinceEntry } from './since';

const parse = (source: string) => unified().use(remarkParse).use(remarkMdx).parse(source) as Root;
const index = new Map<string, SinceEntry>([
  ['outputclean', { version: '5.20.0', path: 'output.clean' }],
  ['ruletest', { version: '5.74.0', path: 'module.rules[].test' }],
]);
const badges = (tree: Root) => tree.children.map((node) => soleBadgeText(node) ?? node.type);
/** The badges (or node types) of a reference page's source once the plugin has run. */
function badgesAfter(source: string): string[] {
  const tree = parse(source);
  addSinceBadges(tree, 'content/configuration/output.mdx', index);
  return badges(tree);
}

describe('since badges on option headings', () => {
  it('adds a badge under each heading the data knows, and none elsewhere', () => {
    expect(
      badgesAfter(
        '## output.clean\n\nText.\n\n## output.path\n\nText.\n\n### Rule.test\n\nText.\n',
      ),
    ).toEqual([
      'heading',
      '5.20.0+',
      'paragraph',
      'heading',
      'paragraph',
      'heading',
      '5.74.0+',
      'paragraph',
    ]);
  });

  it('puts a new badge after the type and Default lines', () => {
    expect(badgesAfter('## output.clean\n\n`boolean`\n\nDefault: `false`\n\nText.\n')).toEqual([
      'heading',
      'paragraph',
      'paragraph',
      '5.20.0+',
      'paragraph',
    ]);
  });

  it('keeps a hand-written badge that agrees, without doubling it', () => {
    expect(
      badgesAfter('## output.clean\n\n`boolean`\n\n<Badge>5.20.0+</Badge>\n\nText.\n'),
    ).toEqual(['heading', 'paragraph', '5.20.0+', 'paragraph']);
  });

  it('fails on a hand-written badge the data contradicts, naming file, line and the data', () => {
    const tree = parse(
      '# Output\n\n## output.clean\n\nDefault: `false`\n\n<Badge>5.21.0+</Badge>\n',
    );
    let error: unknown;
    try {
      addSinceBadges(tree, 'content/configuration/output.mdx', index);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toMatch(
      /^content\/configuration\/output\.mdx:7:1: badge "5\.21\.0\+" disagrees with the release data: output\.clean first appears in webpack 5\.20\.0/,
    );
  });

  it('reads a badge on its own line (a flow element) as the heading badge', () => {
    const tree = parse('## output.clean\n\nText.\n');
    tree.children.splice(2, 0, {
      type: 'mdxJsxFlowElement',
      name: 'Badge',
      attributes: [],
      children: [{ type: 'text', value: '5.19.0+' }],
    } as unknown as RootContent);
    expect(() => addSinceBadges(tree, 'content/configuration/output.mdx', index)).toThrow(
      'badge "5.19.0+" disagrees',
    );
  });

  it('reads an inline badge in running text as no heading badge', () => {
    expect(soleBadgeText(parse('<Badge>5.1.0+</Badge> also takes a glob.\n').children[0])).toBe(
      undefined,
    );
  });

  // The tests below were written for mutants StrykerJS planted and no test noticed.
  it('reads a badge alone in a paragraph, spaces around it, with its text trimmed', () => {
    expect(soleBadgeText(parse('<Badge> 5.20.0+ </Badge>\n').children[0])).toBe('5.20.0+');
    const [paragraph] = parse('<Badge>5.20.0+</Badge> <Badge>5.21.0+</Badge>\n').children;
    expect(soleBadgeText(paragraph)).toBe(undefined);
    expect(soleBadgeText(parse('<Note>5.20.0+</Note> \n').children[0])).toBe(undefined);
    expect(soleBadgeText(parse('<Note>\n5.20.0+\n</Note>\n').children[0])).toBe(undefined);
    expect(soleBadgeText(parse('## <Badge>5.20.0+</Badge>\n').children[0])).toBe(undefined);
    expect(soleBadgeText(undefined)).toBe(undefined);
  });

  it('reads a badge on its own line with spaces inside as the heading badge', () => {
    expect(badgesAfter('## output.clean\n\n<Badge>\n  5.20.0+\n</Badge>\n\nText.\n')).toEqual([
      'heading',
      '5.20.0+',
      'paragraph',
    ]);
  });

  it('puts the badge before a paragraph that only opens with code, or says "Defaults"', () => {
    expect(badgesAfter('## output.clean\n\n`true` cleans.\n\nDefaults vary.\n')).toEqual([
      'heading',
      '5.20.0+',
      'paragraph',
      'paragraph',
    ]);
  });

  it('leaves a page title (h1) alone, and takes a badge under the next heading as not its own', () => {
    expect(
      badgesAfter('# output.clean\n\n## output.clean\n\n## Other\n\n<Badge>5.20.0+</Badge>\n'),
    ).toEqual(['heading', 'heading', '5.20.0+', 'heading', '5.20.0+']);
  });

  it('wraps a new badge in a paragraph when asked, as plain remark-mdx parses one', () => {
    const tree = parse('## output.clean\n\nText.\n');
    addSinceBadges(tree, 'content/configuration/output.mdx', index, true);
    expect(tree.children[1]).toMatchObject({
      type: 'paragraph',
      children: [{ type: 'mdxJsxTextElement', name: 'Badge' }],
    });
    expect(badges(tree)).toEqual(['heading', '5.20.0+', 'paragraph']);
  });

  it('names line 1 when a contradicting badge has no position', () => {
    const tree = parse('## output.clean\n\n<Badge>5.21.0+</Badge>\n');
    delete tree.children[1]!.position;
    expect(() => addSinceBadges(tree, 'content/configuration/output.mdx', index)).toThrow(
      /^content\/configuration\/output\.mdx:1:1: badge "5\.21\.0\+"/,
    );
  });

  it('reads a badge as alone when only blank text stands beside it, and trims its text', () => {
    // Blank text is what a plugin leaves beside a badge once it drops a comment.
    const badge = parse('<Badge>5.20.0+</Badge>\n').children[0] as Paragraph;
    const padded = {
      type: 'paragraph',
      children: [{ type: 'text', value: ' ' }, ...badge.children, { type: 'text', value: '\t' }],
    } as Paragraph;
    expect(soleBadgeText(padded)).toBe('5.20.0+');
    const flow = {
      type: 'mdxJsxFlowElement',
      name: 'Badge',
      attributes: [],
      children: [{ type: 'text', value: ' 5.20.0+ ' }],
    } as unknown as RootContent;
    expect(soleBadgeText(flow)).toBe('5.20.0+');
  });

  it('puts the badge before an example or a line that only mentions a default', () => {
    expect(badgesAfter('## output.clean\n\n`boolean`\n\n```js\nclean: true;\n```\n')).toEqual([
      'heading',
      'paragraph',
      '5.20.0+',
      'code',
    ]);
    expect(badgesAfter('## output.clean\n\nThe Default depends on mode.\n')).toEqual([
      'heading',
      '5.20.0+',
      'paragraph',
    ]);
  });

  it('adds a badge on its own line (not in a paragraph) unless asked to wrap it', () => {
    const tree = parse('## output.clean\n\nText.\n');
    addSinceBadges(tree, 'content/configuration/output.mdx', index);
    expect(tree.children[1]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'Badge' });
  });

  it('gives no badge for a paragraph that only names an option', () => {
    expect(badgesAfter('## Other\n\n`output.clean`\n')).toEqual(['heading', 'paragraph']);
  });

  it('runs on the configuration reference pages only', () => {
    const run = (path: string) => {
      const tree = parse('## output.clean\n\nText.\n');
      remarkSinceBadges()(tree, new VFile({ path }));
      return badges(tree).includes('5.20.0+');
    };
    expect(run('content/configuration/output.mdx')).toBe(true);
    expect(run('/site/content/configuration/output.mdx')).toBe(true);
    expect(run('content/guides/output.mdx')).toBe(false);
    expect(run('content/configuration/nested/output.mdx')).toBe(false);
    expect(run('mycontent/configuration/output.mdx')).toBe(false);
    expect(run('content/configuration/output.mdx.bak')).toBe(false);
    expect(run('content/configuration/.mdx')).toBe(false);
  });
});
