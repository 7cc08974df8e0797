import type { ExplainMode, ExplainTarget } from '../site/config-explainer';

/** The defaults table's key for a mode and target: `production/web`. */
export function defaultsKey(mode: ExplainMode, target: ExplainTarget): string {
  return `${mode}/${target}`;
}
