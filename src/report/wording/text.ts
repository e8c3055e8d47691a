// Text cut and laid out for people: bodies re-indented, long values cut without breaking a character.

/** A body re-indented when it is JSON, else as it is. */
export function prettyBody(body: string): string {
  const trimmed = body.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** Cuts `text` to at most `max` characters, never inside a surrogate pair; reports whether it cut. */
export function clip(text: string, max: number): { text: string; clipped: boolean } {
  if (text.length <= max) return { text, clipped: false };
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
  return { text: text.slice(0, end), clipped: true };
}
