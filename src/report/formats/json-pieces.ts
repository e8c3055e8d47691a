// A pretty-printed JSON document (as `JSON.stringify(value, null, 2)` writes it) whose one large
// array is given as an iterable and written item by item, so the whole document is never held.
// `value` holds STREAMED where the array goes.
export const STREAMED = '\u0000assay-streamed-items\u0000';

/** `after` is appended (a final newline, say). */
export function* prettyJsonPieces(value: unknown, items: Iterable<unknown>, after = ''): Generator<string> {
  const text = JSON.stringify(value, null, 2);
  const marker = JSON.stringify(STREAMED);
  const at = text.indexOf(marker);
  if (at === -1) throw new Error('prettyJsonPieces: the value has no STREAMED placeholder');
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const indent = /^ */.exec(text.slice(lineStart))![0];
  const itemIndent = `${indent}  `;
  yield `${text.slice(0, at)}[`;
  let first = true;
  for (const item of items) {
    const json = JSON.stringify(item, null, 2).replaceAll('\n', `\n${itemIndent}`);
    yield `${first ? '' : ','}\n${itemIndent}${json}`;
    first = false;
  }
  yield `${first ? ']' : `\n${indent}]`}${text.slice(at + marker.length)}${after}`;
}

/** The pieces as one string, for callers that want the whole text (tests, small documents). */
export function joined(pieces: Iterable<string>): string {
  let text = '';
  for (const piece of pieces) text += piece;
  return text;
}
