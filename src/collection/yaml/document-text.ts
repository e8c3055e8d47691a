// A collection's text as both readers read it: with LF line ends, and without the markers around
// its one document. The fast reader takes neither CRLF nor `---`/`...`, and a file it does not
// take goes whole through the full parser (every test's tree and model at once): a checkout on
// Windows (git's autocrlf) has CRLF on every line, and yamllint's default rules ask for `---` at
// the top. Neither changes what the document says:
// - YAML and JSON read a CRLF as one line break, in scalars too, and a CR only ends a line, so every
//   value, line and column stays as it was (a span at a line's end no longer counts the CR); a lone
//   CR is left as it is.
// - `---` before the first content line and `...` after the last are replaced by spaces, so every
//   offset stays where it was. A marker anywhere else (a second document, a directive before it) is
//   left for the full parser to report.
// - In a JSON (flow) document, tabs that indent a line are replaced by spaces: `JSON.stringify(…,
//   null, '\t')` writes them, the fast reader takes no tab, and in a flow document indentation is
//   only separation (a quoted or plain scalar's continuation line loses it either way), so values
//   and offsets stay; every other tab is left, for the full parser.
// The new text is made in a buffer, and so is, like the text read from a file, a string outside
// V8's heap: `replaceAll` built it from a slice per line (some hundred megabytes at once for a file
// of 100,000 tests), and a copy in the heap grew the old generation by twice its size.

const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const HASH = 0x23;
const CRLF = Buffer.from('\r\n');
const START = Buffer.from('---');
const END = Buffer.from('...');

export function documentText(text: string): string {
  const crlf = text.includes('\r\n');
  const tabs = text.includes('\n\t') && isFlowDocument(text);
  if (!crlf && !tabs && !mayHaveMarkers(text)) return text;
  const bytes = Buffer.from(text, 'utf8');
  const length = crlf ? withLfLineEnds(bytes) : bytes.length;
  const end = endMarker(bytes, length);
  const start = startMarker(bytes, length);
  if (!crlf && !tabs && start === -1 && end === -1) return text;
  if (end !== -1) bytes.fill(SPACE, end, end + END.length);
  if (start !== -1) bytes.fill(SPACE, start, start + START.length);
  if (tabs) withSpaceIndentation(bytes, length);
  return bytes.toString('utf8', 0, length);
}

/** Whether the document is in flow style: JSON, or YAML written as JSON (`{` or `[` first). */
function isFlowDocument(text: string): boolean {
  const first = /\S/.exec(text);
  return first !== null && (first[0] === '{' || first[0] === '[');
}

/** Replaces in place each tab that indents a line (among the blanks before its first character). */
function withSpaceIndentation(bytes: Buffer, length: number): void {
  for (let at = 0; at < length; at++) {
    const byte = bytes[at];
    if (byte === TAB) bytes[at] = SPACE;
    else if (byte !== SPACE) {
      const next = bytes.indexOf(LF, at);
      if (next === -1 || next >= length) return;
      at = next;
    }
  }
}

/** Whether a line of the text starts with a marker (a cheap look before any copy is made). */
function mayHaveMarkers(text: string): boolean {
  return text.startsWith('---') || text.includes('\n---') || text.includes('\n...');
}

/** Turns each CRLF of `bytes` into LF in place; the length of what is left. */
function withLfLineEnds(bytes: Buffer): number {
  let written = 0;
  let from = 0;
  for (let crlf = bytes.indexOf(CRLF); crlf !== -1; crlf = bytes.indexOf(CRLF, from)) {
    written += bytes.copy(bytes, written, from, crlf);
    from = crlf + 1; // the LF, kept
  }
  return written + bytes.copy(bytes, written, from);
}

/** Where `---` starts, when it is the first line that is neither blank nor a comment; else -1. */
function startMarker(bytes: Buffer, length: number): number {
  for (let start = 0; start < length;) {
    const end = lineEnd(bytes, start, length);
    if (!isBlankOrComment(bytes, start, end)) return isMarker(bytes, start, end, START) ? start : -1;
    start = end + 1;
  }
  return -1;
}

/** Where `...` starts, when it is the last line that is neither blank nor a comment; else -1. */
function endMarker(bytes: Buffer, length: number): number {
  for (let end = length; end > 0;) {
    const start = bytes.lastIndexOf(LF, end - 1) + 1;
    if (!isBlankOrComment(bytes, start, end)) return isMarker(bytes, start, end, END) ? start : -1;
    end = start - 1;
  }
  return -1;
}

function lineEnd(bytes: Buffer, from: number, length: number): number {
  const end = bytes.indexOf(LF, from);
  return end === -1 || end > length ? length : end;
}

/** Spaces and tabs, then nothing or a comment. */
function isBlankOrComment(bytes: Buffer, start: number, end: number): boolean {
  let at = start;
  while (at < end && (bytes[at] === SPACE || bytes[at] === TAB)) at++;
  return at === end || bytes[at] === HASH;
}

/** The marker at the line's start, alone or followed by blanks and a comment. */
function isMarker(bytes: Buffer, start: number, end: number, marker: Buffer): boolean {
  if (end - start < marker.length || bytes.compare(marker, 0, marker.length, start, start + marker.length) !== 0)
    return false;
  const rest = start + marker.length;
  return rest === end || ((bytes[rest] === SPACE || bytes[rest] === TAB) && isBlankOrComment(bytes, rest, end));
}
