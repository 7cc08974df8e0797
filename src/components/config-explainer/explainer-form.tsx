/**
 * The config explainer's markup, rendered at build time: the editor, the pickers and the empty
 * result regions. Its script (src/explainer-app, bundled by scripts/explainer/bundle.mjs into
 * /explainer/) is loaded by this page only and outside Next's chunks, so no other page's
 * first load changes, not even Next's runtime chunk map.
 */
import { pickerVersions } from '@/lib/config-explainer/explain-keys';
import { SINCE_DATA } from '@/lib/releases/since';
import {
  EXPLAIN_MODES,
  EXPLAIN_SCRIPT_PATH,
  EXPLAIN_STYLE_PATH,
  EXPLAIN_TARGETS,
} from '@/lib/site/config-explainer';

const SYNTAXES = [
  ['cjs', 'CommonJS'],
  ['esm', 'ES module'],
  ['ts', 'TypeScript'],
] as const;

/**
 * The content of a region the explainer's script rewrites. The script may run before React
 * hydrates the page; React does not hydrate the children of an element set this way, so the
 * script's text and nodes there are no hydration mismatch (React error 418, which made it
 * render the whole page again on the client). Only our own constant text goes in.
 */
const scriptOwned = (html: string) => ({ __html: html });

export function ExplainerForm() {
  const versions = pickerVersions(SINCE_DATA.releases.first, SINCE_DATA.releases.latest);
  return (
    <section className="ce" aria-labelledby="ce-title" data-config-explainer="">
      <link rel="stylesheet" href={EXPLAIN_STYLE_PATH} precedence="default" />
      <script src={EXPLAIN_SCRIPT_PATH} type="module" async />
      <h2 id="ce-title">Your configuration</h2>
      <div className="ce-controls">
        <label>
          Mode
          <select name="mode" defaultValue="production">
            {EXPLAIN_MODES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          Target
          <select name="target" defaultValue="web">
            {EXPLAIN_TARGETS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          webpack version
          <select name="version" defaultValue={versions[0]}>
            {versions.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          Copy as
          <select name="syntax" defaultValue="cjs">
            {SYNTAXES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" data-copy-config="">
          Copy
        </button>
        <span role="status" data-copy-status="" dangerouslySetInnerHTML={scriptOwned('')} />
      </div>
      <div className="ce-editor">
        <pre className="ce-gutter" aria-hidden="true" dangerouslySetInnerHTML={scriptOwned('1')} />
        <div className="ce-code">
          {/* The highlighted copy of the text, drawn under the textarea (see explainer.css). */}
          <pre
            className="ce-highlight"
            aria-hidden="true"
            dangerouslySetInnerHTML={scriptOwned('')}
          />
          <textarea
            className="ce-textarea"
            aria-label="webpack.config.js"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            wrap="off"
          />
        </div>
      </div>
      <p
        className="ce-status"
        role="status"
        data-testid="explain-status"
        dangerouslySetInnerHTML={scriptOwned('Loading the explainer…')}
      />
      <div data-results="" dangerouslySetInnerHTML={scriptOwned('')} />
    </section>
  );
}
