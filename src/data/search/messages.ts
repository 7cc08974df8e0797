/**
 * Messages webpack or the browser prints that a page explains without quoting them word for
 * word. Each is indexed as a first-class target of the section at `url` (which must exist).
 * Messages a page quotes, and the leads of troubleshooting items, are found in the content
 * and need no entry here.
 */
export const CURATED_MESSAGE_DATA = {
  messages: [
    {
      message: 'process is not defined',
      url: '/plugins/provide-plugin/#nodejs-globals-in-the-browser',
    },
    {
      message: 'Buffer is not defined',
      url: '/plugins/provide-plugin/#nodejs-globals-in-the-browser',
    },
  ],
};
