// The bodies of the Hurl grammar: JSON and XML documents (read to their end, placeholders and all),
// ```multiline``` strings with their language and attributes, `one-line` strings, and base64, hex
// and file bytes. Each reader leaves the cursor after the body, in time proportional to it.
import type { Body, Placeholder, Template } from './ast.ts';
import type { Reader } from './reader.ts';

export function parseBody(reader: Reader): Body {
  const start = reader.offset;
  const position = reader.position(start);
  let body: Body;
  if (reader.startsWith('```')) {
    const { language, text } = multilineString(reader);
    body = { kind: 'text', language, text, position };
  } else if (reader.startsWith('`')) body = { kind: 'text', language: '', text: reader.backtickString(), position };
  else if (reader.startsWith('base64,')) body = { kind: 'base64', bytes: reader.bytesLiteral('base64'), position };
  else if (reader.startsWith('hex,')) body = { kind: 'hex', bytes: reader.bytesLiteral('hex'), position };
  else if (reader.startsWith('file,')) body = { kind: 'file', file: reader.fileLiteral(), position };
  else if (reader.startsWith('<')) body = { kind: 'xml', text: xmlText(reader), position };
  else body = { kind: 'json', text: jsonText(reader), position };
  reader.lineEnd('the body');
  return body;
}

/** ```lang\n…``` (or ```…``` on one line): its language and text, placeholders read. */
export function multilineString(reader: Reader): { language: string; text: Template } {
  const start = reader.offset;
  reader.offset += 3;
  const header = reader.restOfLine();
  const sameLineClose = header.indexOf('```');
  if (sameLineClose >= 0) {
    const contentStart = reader.offset;
    const text = rawTemplate(reader, contentStart, contentStart + sameLineClose);
    reader.offset = contentStart + sameLineClose + 3;
    return { language: '', text };
  }
  // ```json, ```graphql,escape, ```novariable: a language and attributes, each optional.
  const words = header.trim() === '' ? [] : header.trim().split(/\s*,\s*/);
  const unknown = words.find((word, i) => !/^[\w.+-]+$/.test(word) || (i > 0 && !ATTRIBUTES.has(word)));
  if (unknown !== undefined)
    reader.fail(`unexpected \`${unknown}\` after \`\`\`: a language (json, xml, graphql…) and escape, novariable`);
  const language = words[0] !== undefined && !ATTRIBUTES.has(words[0]) ? words[0] : '';
  reader.offset += header.length;
  reader.lineEnd('```');
  const contentStart = reader.offset;
  const close = reader.text.indexOf('```', contentStart);
  if (close < 0) reader.fail('a ``` multiline string is not closed with ```', start);
  const text = words.includes('novariable')
    ? { parts: [reader.text.slice(contentStart, close)], position: reader.position(contentStart) }
    : rawTemplate(reader, contentStart, close);
  if (words.includes('escape'))
    text.parts = text.parts.map((part) => (typeof part === 'string' ? unescape(part, reader, contentStart) : part));
  reader.offset = close + 3;
  return { language, text };
}

const ATTRIBUTES = new Set(['escape', 'novariable']);

/** The escapes of a quoted string (`\\n`, `\\u{…}`) read in a ```…,escape string. */
function unescape(text: string, reader: Reader, position: number): string {
  return text.replace(/\\(u\{([0-9A-Fa-f]{1,6})\}|.)/gs, (_, escape: string, hex: string | undefined) => {
    if (hex !== undefined) {
      const code = Number.parseInt(hex, 16);
      if (code > 0x10ffff) reader.fail('expected a unicode escape `\\u{hex}`', position);
      return String.fromCodePoint(code);
    }
    return ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' } as Record<string, string>)[escape] ?? escape;
  });
}

/** The text between two offsets, with its `{{ }}` placeholders (no escapes: multiline strings have none). */
function rawTemplate(reader: Reader, from: number, to: number): Template {
  const parts: (string | Placeholder)[] = [];
  // Searched within the string only, so a file of many strings is read in time proportional to it.
  const segment = reader.text.slice(0, to);
  let at = from;
  while (at < to) {
    const open = segment.indexOf('{{', at);
    if (open < 0) break;
    if (open > at) parts.push(reader.text.slice(at, open));
    reader.offset = open;
    parts.push(reader.placeholder());
    at = reader.offset;
  }
  if (at < to) parts.push(reader.text.slice(at, to));
  reader.offset = to;
  return { parts, position: reader.position(from) };
}

/** A JSON value (with `{{ }}` placeholders where values go): its text as written. */
function jsonText(reader: Reader): string {
  const start = reader.offset;
  const text = reader.text;
  let depth = 0;
  let at = start;
  for (;;) {
    const c = text[at];
    if (c === undefined) reader.fail('the JSON body is not closed', start);
    if (c === '"') {
      at++;
      while (text[at] !== '"') {
        if (text[at] === undefined || text[at] === '\n') reader.fail('a JSON string is not closed on its line', at);
        at += text[at] === '\\' ? 2 : 1;
      }
      at++;
    } else if (c === '{' && text[at + 1] === '{') {
      reader.offset = at;
      reader.placeholder();
      at = reader.offset;
    } else if (c === '{' || c === '[') {
      depth++;
      at++;
    } else if (c === '}' || c === ']') {
      depth--;
      at++;
    } else if (depth === 0 && (c === '\n' || c === '\r' || c === '#')) break;
    else at++;
    if (depth === 0 && (c === '}' || c === ']' || c === '"')) break;
    if (depth < 0) reader.fail(`unexpected ${JSON.stringify(c)} in the JSON body`, at - 1);
  }
  reader.offset = at;
  return text.slice(start, at).trimEnd();
}

/** An XML document: from its first `<` to the end of its root element. */
function xmlText(reader: Reader): string {
  const start = reader.offset;
  const text = reader.text;
  let depth = 0;
  let at = start;
  let rootSeen = false;
  while (!(rootSeen && depth === 0)) {
    const open = text.indexOf('<', at);
    if (open < 0) reader.fail('the XML body is not closed', start);
    const skipTo = (token: string) => {
      const end = text.indexOf(token, open);
      if (end < 0) reader.fail('the XML body is not closed', open);
      at = end + token.length;
    };
    if (text.startsWith('<?', open)) skipTo('?>');
    else if (text.startsWith('<!--', open)) skipTo('-->');
    else if (text.startsWith('<![CDATA[', open)) skipTo(']]>');
    else if (text.startsWith('<!', open)) skipTo('>');
    else {
      skipTo('>');
      if (text[open + 1] === '/') depth--;
      else if (text[at - 2] !== '/') depth++;
      rootSeen = true;
      if (depth < 0) reader.fail('unexpected closing tag in the XML body', open);
    }
  }
  reader.offset = at;
  return text.slice(start, at);
}
