// Response bodies as text, in the charset the response declares (`Content-Type: text/plain;
// charset=iso-8859-1`), so checks and captures see `café` and not `caf�`. Without a charset, or with
// one the WHATWG Encoding Standard does not know, the body is read as UTF-8.

import { TextDecoder } from 'node:util';

/** Decoders by charset label, made once: a run usually meets one or two. */
const decoders = new Map<string, TextDecoder | null>();

export function decodeBody(bytes: Buffer, contentType: string | string[] | undefined): string {
  const charset = declaredCharset(Array.isArray(contentType) ? contentType[0] : contentType);
  if (charset === undefined || charset === 'utf-8' || charset === 'utf8') return bytes.toString('utf8');
  let decoder = decoders.get(charset);
  if (decoder === undefined) {
    try {
      decoder = new TextDecoder(charset);
    } catch {
      decoder = null;
    }
    decoders.set(charset, decoder);
  }
  return decoder === null ? bytes.toString('utf8') : decoder.decode(bytes);
}

/** The `charset` parameter of a Content-Type value, lower-cased and unquoted. */
function declaredCharset(contentType: string | undefined): string | undefined {
  if (contentType === undefined || !contentType.includes('charset')) return undefined;
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(contentType);
  const charset = match?.[1] ?? match?.[2];
  return charset === undefined || charset === '' ? undefined : charset.toLowerCase();
}
