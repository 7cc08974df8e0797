/** "Save for offline": a whole printable section stored for reading without a network. */
export const OFFLINE_SAVE = {
  /** Written at export time: each printable section's pages and their files with sizes. */
  manifestUrl: '/offline-sections.json',
  /** Label of the control in the sidebar and in the offline indicator. */
  label: 'Save for offline',
  /** Files fetched at once while saving. */
  concurrency: 4,
} as const;
