// Response bodies as text, in the charset the response declares (`Content-Type: text/plain;
// charset=iso-8859-1`), so checks and captures see `café` and not `caf�`. Without a charset, or with
// one the WHATWG Encoding Standard does not know, the body is read as UTF-8.

import { TextDecoder } from 'node:util';

/**
 * Decoders by charset label, made once: a run usually meets one or two. Only labels the Encoding
 * Standard knows are kept (a fixed list of about 220), so a server that declares a new made-up
 * charset in every response cannot grow this across the runs of a long-lived process; decoders hold
 * no state between `decode` calls, so sharing them across runs is safe.
 */
const decoders = new Map<string, TextDecoder>();

export function decodeBody(bytes: Buffer, contentType: string | string[] | undefined): string {
  const charset = declaredCharset(Array.isArray(contentType) ? contentType[0] : contentType);
  if (charset === undefined || charset === 'utf-8' || charset === 'utf8') return bytes.toString('utf8');
  let decoder = decoders.get(charset);
  if (decoder === undefined) {
    try {
      decoder = new TextDecoder(charset);
    } catch {
      return bytes.toString('utf8');
    }
    decoders.set(charset, decoder);
  }
  return decoder.decode(bytes);
}

/** How many decoders are kept (for the test that made-up charsets are not). */
export function cachedDecoderCount(): number {
  return decoders.size;
}

/** The `charset` parameter of a Content-Type value, lower-cased and unquoted. */
function declaredCharset(contentType: string | undefined): string | undefined {
  if (contentType === undefined || !contentType.includes('charset')) return undefined;
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(contentType);
  const charset = match?.[1] ?? match?.[2];
  return charset === undefined || charset === '' ? undefined : charset.toLowerCase();
}
