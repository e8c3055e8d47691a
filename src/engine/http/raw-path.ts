// `path-as-is`: the path and query of a URL as written. WHATWG URL parsing removes `.` and `..`
// segments (`/a/../b` becomes `/b`), which is what a test of path traversal must not have; only
// characters a request line cannot carry (spaces, controls, non-ASCII) are percent-encoded.

/** The request target of an absolute http(s) URL text, dot segments kept; `/` when it has no path. */
export function rawPathOf(url: string): string {
  const afterScheme = url.indexOf('//') + 2;
  const pathStart = url.slice(afterScheme).search(/[/?#]/);
  if (pathStart < 0) return '/';
  let target = url.slice(afterScheme + pathStart);
  const hash = target.indexOf('#');
  if (hash >= 0) target = target.slice(0, hash);
  if (!target.startsWith('/')) target = `/${target}`;
  return target.replace(/[^\x21-\x7e]|["<>\\^`{|}]/gu, (char) => encodeURIComponent(char));
}
