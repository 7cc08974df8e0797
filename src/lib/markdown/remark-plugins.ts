/**
 * The remark half of the page-body pipeline, on its own so that the content checks can compile
 * MDX exactly as the build does without loading the highlighter (see markdown.ts for the rest).
 */
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { remarkConfigSyntaxes } from './config-syntaxes/remark-config-syntaxes';
import { remarkKnownComponents } from './remark-known-components';
import { remarkSinceBadges } from '../releases/remark-since-badges';

// Config syntaxes run here, before highlighting, so each variant is highlighted like any block.
export const remarkPlugins: PluggableList = [
  remarkGfm,
  remarkConfigSyntaxes,
  remarkKnownComponents,
  // Version badges on option headings, from the release data (src/data/releases).
  remarkSinceBadges,
];
