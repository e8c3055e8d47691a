// What the console prints from a response (bodies, values, status texts, URLs, messages that quote
// them) is the server's text: written raw, an `ESC[2J`, an `ESC]0;title` or a carriage return would
// be obeyed by the terminal. Control characters are shown as escapes instead (`\x1b[2J`).

/** C0 controls but the tab and line feed, DEL, C1 controls, and the bidirectional overrides and isolates. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function terminalText(text: string): string {
  CONTROL.lastIndex = 0;
  if (!CONTROL.test(text)) return text;
  return text.replace(CONTROL, (character) => {
    const code = character.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
