// The report formats by the names `-f` takes, and the files they are written to. Kept apart
// from the renderers so the command line can check names without loading them.
export const FORMAT_FILES = {
  results: 'results.json',
  junit: 'junit.xml',
  testlemon: 'testlemon.json',
  html: 'report.html',
  ctrf: 'ctrf.json',
  xray: 'xray.json',
  markdown: 'summary.md',
} as const;

export type FormatName = keyof typeof FORMAT_FILES;

/** What `-f` adds to results.json and junit.xml, which are always written. */
export const EXTRA_FORMATS = (Object.keys(FORMAT_FILES) as FormatName[]).filter(
  (name) => name !== 'results' && name !== 'junit',
);

/** Other names `-f` accepts: `json` is what the original runner called its own JSON shape. */
export const FORMAT_ALIASES: Record<string, FormatName> = { json: 'testlemon', md: 'markdown', xml: 'junit' };

export function canonicalFormat(name: string): FormatName | undefined {
  const lower = name.toLowerCase();
  const canonical = FORMAT_ALIASES[lower] ?? lower;
  return Object.hasOwn(FORMAT_FILES, canonical) ? (canonical as FormatName) : undefined;
}
