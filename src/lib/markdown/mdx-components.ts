/**
 * The components a page body may use by name (`<Tip>`, `<Badge>`…). The map that renders them
 * is src/components/mdx/mdx-content.tsx, typed against this list; the content pipeline refuses
 * any other capitalised tag (src/lib/markdown/remark-known-components.ts).
 */
export const MDX_COMPONENT_NAMES = ['Badge', 'Callout', 'Tip', 'Warning'] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];
