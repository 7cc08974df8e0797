// Writes a page's policy into its HTML as a <meta http-equiv> ahead of every inline script.

/** `html` with `policy` in a `<meta http-equiv="Content-Security-Policy">` at `metaAt`,
 * replacing the one at `policyMeta` (`[start, end]`) when the page already has one. */
export function withPolicyMeta(html, { metaAt, policyMeta }, policy) {
  if (metaAt === -1) throw new Error('no <head> to put the policy in');
  const content = policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
  if (policyMeta) return html.slice(0, policyMeta[0]) + meta + html.slice(policyMeta[1]);
  return html.slice(0, metaAt) + meta + html.slice(metaAt);
}
