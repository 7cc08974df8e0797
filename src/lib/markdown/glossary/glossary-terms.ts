/**
 * The glossary's terms, read from the glossary page itself: every h2/h3 heading followed
 * directly by a paragraph is a term, that paragraph (as plain text) its definition, and the
 * heading's id (the same as the rendered one) its anchor. Letter headings, followed by
 * their terms rather than by a paragraph, are not terms.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toString } from 'mdast-util-to-string';
import { anchorsOf, parseMdx } from '../../content/anchors';
import { GLOSSARY_SOURCE, GLOSSARY_URL } from '../../site/reference-links';

/** One glossary entry. */
export interface GlossaryTerm {
  term: string;
  /** `/glossary/#term-id`. */
  href: string;
  definition: string;
}

/** The terms of a glossary source, in page order. */
export function glossaryTerms(source: string): GlossaryTerm[] {
  const tree = parseMdx(source);
  const definitions = new Map<string, string>();
  tree.children.forEach((node, index) => {
    const next = tree.children[index + 1];
    if (node.type !== 'heading' || (node.depth !== 2 && node.depth !== 3)) return;
    if (next?.type !== 'paragraph') return;
    const term = toString(node).trim();
    if (term.length > 1 && !definitions.has(term)) {
      definitions.set(term, toString(next).replace(/\s+/g, ' ').trim());
    }
  });
  return anchorsOf(tree).flatMap(({ title, id }) => {
    const definition = definitions.get(title);
    if (definition === undefined) return [];
    definitions.delete(title);
    return [{ term: title, href: `${GLOSSARY_URL}#${id}`, definition }];
  });
}

const cache = new Map<string, GlossaryTerm[]>();

/** The terms of the glossary under a content folder, read once per process ([] without one). */
export function loadGlossaryTerms(contentDir: string): GlossaryTerm[] {
  let terms = cache.get(contentDir);
  if (!terms) {
    try {
      terms = glossaryTerms(readFileSync(join(contentDir, GLOSSARY_SOURCE), 'utf8'));
    } catch {
      terms = [];
    }
    cache.set(contentDir, terms);
  }
  return terms;
}
