// Response bodies as text, in the charset the response declares (`Content-Type: text/plain;
// charset=iso-8859-1`), so checks and captures see `café` and not `caf�`. Without a charset, or with
// one the WHATWG Encoding Standard does not know, the body is read as UTF-8.

import { constants } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { mediaTypeParameter } from './media-type.ts';
import type { ReceivedResponse } from './types.ts';

/**
 * Decoders by charset label, made once: a run usually meets one or two. Only labels the Encoding
 * Standard knows are kept (a fixed list of about 220), so a server that declares a new made-up
 * charset in every response cannot grow this across the runs of a long-lived process; decoders hold
 * no state between `decode` calls, so sharing them across runs is safe.
 */
const decoders = new Map<string, TextDecoder>();

/** A body longer than the longest string V8 can make: its bytes can be checked, its text cannot. */
export class BodyTooLongError extends Error {
  constructor(bytes: number) {
    super(
      `the body (${bytes} bytes) is too long to be read as text (at most ${constants.MAX_STRING_LENGTH} characters): ` +
        'checks of its text, JSON or XML cannot run on it; checks of the status, headers and size can',
    );
  }
}

/** The body as text; throws BodyTooLongError when it cannot be one string. */
export function decodeBody(bytes: Buffer, contentType: string | string[] | undefined): string {
  const charset = declaredCharset(Array.isArray(contentType) ? contentType[0] : contentType);
  // Node makes a copy of the whole body before it finds that the text is too long: told first, the
  // run does not hold a 512 MiB body twice only to throw.
  if (bytes.length > constants.MAX_STRING_LENGTH && isUtf8(charset) && utf16Length(bytes) > constants.MAX_STRING_LENGTH)
    throw new BodyTooLongError(bytes.length);
  try {
    return decode(bytes, charset);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ERR_STRING_TOO_LONG' || (error instanceof RangeError && /string length/i.test(error.message)))
      throw new BodyTooLongError(bytes.length);
    throw error;
  }
}

/**
 * The text of the body's first bytes, enough for `chars` characters and then `margin` more (a secret
 * that starts before the cut is masked whole before the text is cut); the whole text when the body is
 * that short. Reports keep an excerpt of a body whose whole text may be far too long to hold.
 */
export function bodyTextStart(response: ReceivedResponse, chars: number): string {
  // No charset encodes a character in more than 4 bytes.
  const window = (chars + EXCERPT_MARGIN_CHARS) * 4;
  if (response.bodyBytes <= window) return response.body;
  return decodeBody(response.bodyBuffer.subarray(0, window), response.headerValues('content-type'));
}

/** Characters beyond an excerpt's cut that are decoded with it, for masking secrets that cross the cut. */
const EXCERPT_MARGIN_CHARS = 64 * 1024;

function isUtf8(charset: string | undefined): charset is undefined | 'utf-8' | 'utf8' {
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/** The length of UTF-8 bytes as a JavaScript string: one unit per character, two for those past U+FFFF. */
function utf16Length(bytes: Buffer): number {
  let units = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if ((byte & 0xc0) !== 0x80) units += byte >= 0xf0 ? 2 : 1;
  }
  return units;
}

function decode(bytes: Buffer, charset: string | undefined): string {
  if (isUtf8(charset)) return bytes.toString('utf8');
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
  return contentType === undefined ? undefined : mediaTypeParameter(contentType, 'charset')?.toLowerCase();
}
