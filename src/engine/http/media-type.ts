// Media types as RFC 9110 §8.3.1 writes them: `type/subtype *( OWS ";" OWS name=value )`. Type and
// parameter names are case-insensitive (`CHARSET=latin1` is `charset`), a value is a token or a
// quoted-string with `\` escapes, and a `;` inside quotes does not end the value.

/** The media type, lower-cased and without parameters: `text/html; charset=x` → `text/html`. */
export function mediaTypeEssence(value: string): string {
  const end = value.indexOf(';');
  return (end === -1 ? value : value.slice(0, end)).trim().toLowerCase();
}

/** The value of one parameter (`name` in lower case), unquoted; undefined when absent or empty. */
export function mediaTypeParameter(value: string, name: string): string | undefined {
  let at = value.indexOf(';');
  while (at !== -1 && at < value.length) {
    at++;
    while (isWhitespace(value.charCodeAt(at))) at++;
    const equals = value.indexOf('=', at);
    const semicolon = value.indexOf(';', at);
    if (equals === -1) return undefined;
    if (semicolon !== -1 && semicolon < equals) {
      at = semicolon;
      continue;
    }
    const key = value.slice(at, equals).trim().toLowerCase();
    const read = readValue(value, equals + 1);
    if (key === name) return read.text === '' ? undefined : read.text;
    at = value.indexOf(';', read.end);
  }
  return undefined;
}

/** A token or quoted-string starting at `from` (after optional whitespace), and where it ends. */
function readValue(value: string, from: number): { text: string; end: number } {
  let at = from;
  while (isWhitespace(value.charCodeAt(at))) at++;
  if (value[at] !== '"') {
    const semicolon = value.indexOf(';', at);
    const end = semicolon === -1 ? value.length : semicolon;
    return { text: value.slice(at, end).trim(), end };
  }
  let text = '';
  for (at++; at < value.length; at++) {
    const char = value[at];
    if (char === '"') return { text, end: at + 1 };
    if (char === '\\' && at + 1 < value.length) at++;
    text += value[at];
  }
  return { text, end: at };
}

function isWhitespace(code: number): boolean {
  return code === 32 || code === 9;
}
