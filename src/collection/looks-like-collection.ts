// Whether a YAML/JSON file found by walking a directory is meant as a collection. A repository holds
// many YAML and JSON files that are not (workflows, package.json, tsconfig.json, earlier reports);
// reporting each of them as a broken collection would bury the real problems, so a walk skips the
// files that are plainly something else and names them in one notice.
import { scalarText } from './yaml/parse-context.ts';
import { isMap, type TreeNode } from './yaml/tree.ts';

/** Top-level keys that mark a collection, today's and the original's first format's. */
export const COLLECTION_MARKERS = ['tests', 'baseUrl', 'requests', 'baseAddress'] as const;

/** `tests:`, `"baseUrl":`, `'requests' :` … anywhere in the text, for files that do not parse. */
const MARKER_KEY = new RegExp(`(?:^|[\\s{,])["']?(?:${COLLECTION_MARKERS.join('|')})["']?\\s*:`, 'm');

/**
 * A parsed document is a collection candidate when its top level is a mapping with one of the
 * marker keys. An empty document is not. Everything else (a list, a scalar, a mapping of other
 * keys) is plainly not a collection.
 */
export function hasCollectionShape(contents: TreeNode | null): boolean {
  // Aliases are not followed: a collection never writes its top level or its keys as one.
  if (!isMap(contents)) return false;
  return contents.items.some((pair) => (COLLECTION_MARKERS as readonly string[]).includes(scalarText(pair.key) ?? ''));
}

/**
 * For a file that is not valid YAML (a Helm template, several documents): it is checked, and its
 * errors reported, when a marker key is written anywhere in it; otherwise it is not a collection.
 */
export function mentionsCollectionKeys(text: string): boolean {
  return MARKER_KEY.test(text);
}

/** How many skipped files the notice names; the rest are counted. */
const NAMED_SKIPS = 5;

/** The one notice of a run that skipped files, naming the first few. */
export function skippedNotice(skipped: readonly string[]): string {
  const count = skipped.length;
  const named = skipped.slice(0, NAMED_SKIPS).join(', ');
  const rest = count > NAMED_SKIPS ? ` and ${count - NAMED_SKIPS} more` : '';
  return (
    `notice: skipped ${count} YAML/JSON ${count === 1 ? 'file that is' : 'files that are'} not a collection ` +
    `(no top-level \`tests\` or \`baseUrl\`): ${named}${rest}. Name a file with -c to check it anyway.\n`
  );
}
