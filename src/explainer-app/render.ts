/** Renders an analysis into the explainer's results region, with plain DOM. */
import type { Analysis, AnalyzeOptions } from '../lib/config-explainer/analyze';

type Child = Node | string | null | undefined | false;

function el(
  tag: string,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

function table(label: string, headings: string[], rows: Child[][]): HTMLElement {
  return el(
    'div',
    { class: 'ce-table-wrap', role: 'region', 'aria-label': label, tabindex: '0' },
    el(
      'table',
      { class: 'ce-table' },
      el('thead', {}, el('tr', {}, ...headings.map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, ...rows.map((cells) => el('tr', {}, ...cells.map((c) => el('td', {}, c))))),
    ),
  );
}

export function renderResults(
  region: HTMLElement,
  analysis: Analysis,
  options: AnalyzeOptions,
  goTo: (line: number, column: number) => void,
): void {
  const parts: HTMLElement[] = [];
  const problems = analysis.parseError ? [analysis.parseError] : analysis.problems;
  if (problems.length > 0) {
    parts.push(
      el(
        'ol',
        { class: 'ce-problems', 'aria-label': 'Problems' },
        ...problems.map((problem) => {
          const at = problem.at;
          let button: HTMLElement | undefined;
          if (at) {
            button = el('button', { type: 'button' }, `Line ${at.line}, column ${at.column}`);
            button.addEventListener('click', () => goTo(at.line, at.column));
          }
          return el(
            'li',
            {},
            button,
            el('pre', { class: 'ce-message' }, problem.message),
            problem.href && el('a', { href: problem.href }, 'Read about this option'),
          );
        }),
      ),
    );
  }

  const keys = analysis.keys.flat();
  const flagged = keys.filter((key) => key.newerThanPicked);
  if (flagged.length > 0) {
    parts.push(
      el('h3', {}, `Not in webpack ${options.version}`),
      el(
        'ul',
        { 'aria-label': `Options newer than webpack ${options.version}` },
        ...flagged.map((key) =>
          el(
            'li',
            {},
            el('code', {}, key.path),
            ' needs webpack ',
            el('span', { class: 'ce-flag' }, key.newerThanPicked!),
            ` or later${key.at ? ` (line ${key.at.line})` : ''}.`,
          ),
        ),
      ),
    );
  }

  if (keys.length > 0) {
    parts.push(
      el('h3', {}, 'What each key does'),
      table(
        'Keys',
        ['Key', 'Type', 'Default', 'What it does', 'Since'],
        keys.map((key) => [
          el('code', {}, key.path),
          key.option?.type,
          key.option?.default,
          el(
            'span',
            {},
            key.free &&
              el(
                'span',
                { class: 'ce-free' },
                "A name or value of your choice: webpack's schema leaves it free. ",
              ),
            key.runtime && 'Known only when the config runs. ',
            key.option?.summary ? `${key.option.summary} ` : null,
            key.option?.href && el('a', { href: key.option.href }, 'Reference'),
            !key.free && !key.option && 'Not a webpack option.',
          ),
          key.newerThanPicked
            ? el('span', { class: 'ce-flag' }, key.newerThanPicked)
            : key.option?.since,
        ]),
      ),
    );
  }

  if (analysis.defaults.length > 0) {
    parts.push(
      el('h3', {}, `Defaults webpack adds (${options.mode}, ${options.target})`),
      table(
        'Defaults',
        ['Option', 'Value'],
        analysis.defaults.map(([key, value]) => [
          el('code', {}, key),
          el('code', {}, value.length > 300 ? `${value.slice(0, 299)}…` : value),
        ]),
      ),
    );
  }
  region.replaceChildren(...parts);
}
