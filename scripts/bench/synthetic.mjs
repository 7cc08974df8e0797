// Generates a synthetic corpus of N realistic MDX pages (headings, prose, code, tables) for build benchmarks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECTIONS = [
  'concepts',
  'configuration',
  'guides',
  'api',
  'loaders',
  'plugins',
  'migrate',
  'contribute',
];
/**
 * Pages outside the synthetic sections that every page links to (header, footer, banner): the
 * build's link gate fails on a link to a missing page, so the corpus has them too.
 */
const LINKED_PAGES = [
  'blog/index',
  'guides/getting-started',
  'migrate/5',
  'comparison',
  'awesome-webpack',
  'glossary',
  'branding',
  'license',
];

const WORDS =
  'module chunk bundle entry output loader plugin graph dependency resolve cache hash runtime asset source map target mode optimize split tree shake'.split(
    ' ',
  );

function sentence(seed, length = 14) {
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]);
  return `${words.join(' ')}.`.replace(/^./, (c) => c.toUpperCase());
}

function page(index, section) {
  const parts = [
    '---',
    `title: Synthetic page ${index}`,
    `sort: ${index}`,
    `description: Synthetic ${section} page number ${index}, generated for the build benchmark.`,
    '---',
    '',
    Array.from({ length: 4 }, (_, i) => sentence(index + i)).join(' '),
  ];
  for (let h = 0; h < 6; h++) {
    parts.push(
      '',
      `## Topic ${h} of page ${index}`,
      '',
      Array.from({ length: 5 }, (_, i) => sentence(index + h + i)).join(' '),
    );
    parts.push(
      '',
      '```js title="webpack.config.js"',
      'module.exports = {',
      `  mode: 'production',`,
      `  entry: './src/page-${index}-${h}.js',`,
      '  output: { filename: "[name].[contenthash].js" },',
      '};',
      '```',
    );
    parts.push(
      '',
      `### Details ${h}`,
      '',
      '| Option | Default |',
      '| --- | --- |',
      `| option${h} | \`${index}\` |`,
      '',
      sentence(index * h),
    );
  }
  return `${parts.join('\n')}\n`;
}

/** Writes `count` synthetic pages (plus one index per section) under `dir`. */
export function writeSyntheticCorpus(dir, count) {
  for (const section of SECTIONS) {
    mkdirSync(join(dir, section), { recursive: true });
    writeFileSync(
      join(dir, section, 'index.mdx'),
      `---\ntitle: ${section}\nsort: 0\n---\n\n${sentence(1)}\n`,
    );
  }
  for (const path of LINKED_PAGES) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, `${path}.mdx`), `---\ntitle: ${path}\n---\n\n${sentence(2)}\n`);
  }
  for (let i = 0; i < count; i++) {
    const section = SECTIONS[i % SECTIONS.length];
    writeFileSync(join(dir, section, `page-${i}.mdx`), page(i, section));
  }
}
