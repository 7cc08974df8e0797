import { CONFIG_SYNTAX_SCRIPT } from '@/lib/markdown/config-syntaxes/inline-script';

/** Applies the stored config syntax before first paint (see CONFIG_SYNTAX_SCRIPT). */
export function ConfigSyntaxScript() {
  return <script dangerouslySetInnerHTML={{ __html: CONFIG_SYNTAX_SCRIPT }} />;
}
