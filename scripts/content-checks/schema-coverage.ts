/**
 * Configuration schema coverage: which webpack options need a heading in the configuration
 * pages, read from the schemas the pinned packages ship, and which of them have one. An
 * option `output.filename` is covered by a heading whose id is its github-slug
 * (`outputfilename`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { slug } from 'github-slugger';
import type { ContentPage } from './reader';

/** A JSON schema node, as much of it as the walk needs. */
interface SchemaNode {
  $ref?: string;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
}

interface SchemaDocument extends SchemaNode {
  definitions?: Record<string, SchemaNode>;
}

/** Top-level options whose own properties need headings too (issue 7). */
export const NESTED_OPTIONS = [
  'output',
  'module',
  'resolve',
  'optimization',
  'performance',
  'stats',
  'experiments',
  'cache',
  'watchOptions',
  'node',
  'externalsPresets',
  'infrastructureLogging',
  'snapshot',
] as const;

/**
 * The property names of every object a schema node can be, following `$ref`, `anyOf`,
 * `oneOf` and `allOf` (so `cache` yields the union of the memory and filesystem variants).
 */
export function objectProperties(node: SchemaNode | undefined, root: SchemaDocument): string[] {
  const names = new Set<string>();
  const seen = new Set<SchemaNode>();
  const walk = (current: SchemaNode | undefined) => {
    if (!current || seen.has(current)) return;
    seen.add(current);
    if (current.$ref) {
      const match = /^#\/definitions\/(.+)$/.exec(current.$ref);
      if (!match) throw new Error(`unsupported $ref ${current.$ref}`);
      walk(root.definitions?.[match[1]!]);
    }
    for (const branch of [
      ...(current.anyOf ?? []),
      ...(current.oneOf ?? []),
      ...(current.allOf ?? []),
    ]) {
      walk(branch);
    }
    for (const name of Object.keys(current.properties ?? {})) names.add(name);
  };
  walk(node);
  return [...names];
}

/** The option paths (`entry`, `output.filename`, `devServer.port`) that need a heading. */
export function requiredOptionPaths(
  webpackSchema: SchemaDocument,
  devServerSchema: SchemaDocument,
): string[] {
  const topLevel = Object.keys(webpackSchema.properties ?? {});
  const paths = [...topLevel];
  for (const parent of NESTED_OPTIONS) {
    const node = webpackSchema.properties?.[parent];
    if (!node) throw new Error(`WebpackOptions.json has no top-level property "${parent}"`);
    for (const child of objectProperties(node, webpackSchema)) paths.push(`${parent}.${child}`);
  }
  for (const child of objectProperties(devServerSchema, devServerSchema)) {
    paths.push(`devServer.${child}`);
  }
  return paths;
}

/** Reads the option paths from the schemas installed under `root/node_modules`. */
export function installedOptionPaths(root: string): string[] {
  const read = (path: string) =>
    JSON.parse(readFileSync(join(root, 'node_modules', path), 'utf8')) as SchemaDocument;
  return requiredOptionPaths(
    read('webpack/schemas/WebpackOptions.json'),
    read('webpack-dev-server/lib/options.json'),
  );
}

/** The heading id an option path needs (`output.filename` → `outputfilename`). */
export function optionAnchor(path: string): string {
  return slug(path);
}

/** Coverage of option paths by the anchors of the configuration pages. */
export interface Coverage {
  covered: number;
  total: number;
  missing: string[];
}

/** Which option paths have a heading anchor in `pages` (the configuration section). */
export function schemaCoverage(paths: string[], pages: ContentPage[]): Coverage {
  const anchors = new Set(pages.flatMap((page) => page.anchors));
  const missing = paths.filter((path) => !anchors.has(optionAnchor(path)));
  return { covered: paths.length - missing.length, total: paths.length, missing };
}

/** One line: `configuration schema coverage: 412/430 (95.8%)`. */
export function formatCoverage(coverage: Coverage): string {
  const percent = coverage.total ? (coverage.covered / coverage.total) * 100 : 100;
  return `configuration schema coverage: ${coverage.covered}/${coverage.total} (${percent.toFixed(1)}%)`;
}

/** An option heading whose entry lacks part of the required shape. */
export interface IncompleteEntry {
  file: string;
  line: number;
  path: string;
  missing: Array<'type' | 'default' | 'example'>;
}

/**
 * The covered option headings that lack a type line (inline code), a `Default` line or an
 * example (a code block in the section or its subsections).
 */
export function incompleteEntries(paths: string[], pages: ContentPage[]): IncompleteEntry[] {
  const wanted = new Map(paths.map((path) => [optionAnchor(path), path]));
  const entries: IncompleteEntry[] = [];
  for (const page of pages) {
    for (const section of page.sections) {
      const path = wanted.get(section.id);
      if (!path) continue;
      const missing: IncompleteEntry['missing'] = [];
      if (!section.hasType) missing.push('type');
      if (!section.hasDefault) missing.push('default');
      if (!section.hasExample) missing.push('example');
      if (missing.length) entries.push({ file: page.file, line: section.line, path, missing });
    }
  }
  return entries;
}
