// Filters between text and bytes: Base64 (standard and URL-safe), percent-encoding, UTF-8, hex and
// the charsets of the Encoding Standard. Filters that take bytes take text as its UTF-8 bytes.
import { Buffer } from 'node:buffer';
import {
  asBytes,
  cannot,
  defineFilter,
  needsText,
  textArgument,
  type FilterContext,
  type FilterOutcome,
} from './filter.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64_URL_SAFE = /^[A-Za-z0-9_-]*={0,2}$/;

export const base64Decode = defineFilter<undefined>({
  name: 'base64-decode',
  hurl: 'base64Decode',
  summary: 'the bytes a Base64 text encodes (padding optional)',
  apply: (value, _argument, context) => fromBase64(value, BASE64, 'base64', context),
});

export const base64Encode = defineFilter<undefined>({
  name: 'base64-encode',
  hurl: 'base64Encode',
  summary: 'the Base64 text of bytes (of a text: of its UTF-8 bytes), padded',
  apply: (value, _argument, context) => toText(value, context, (bytes) => Buffer.from(bytes).toString('base64')),
});

export const base64UrlSafeDecode = defineFilter<undefined>({
  name: 'base64-url-safe-decode',
  hurl: 'base64UrlSafeDecode',
  summary: 'the bytes a URL-safe Base64 text (`-` and `_`) encodes (padding optional)',
  apply: (value, _argument, context) => fromBase64(value, BASE64_URL_SAFE, 'base64url', context),
});

export const base64UrlSafeEncode = defineFilter<undefined>({
  name: 'base64-url-safe-encode',
  hurl: 'base64UrlSafeEncode',
  summary: 'the URL-safe Base64 text of bytes (of a text: of its UTF-8 bytes), without padding',
  apply: (value, _argument, context) => toText(value, context, (bytes) => Buffer.from(bytes).toString('base64url')),
});

export const toHex = defineFilter<undefined>({
  name: 'to-hex',
  hurl: 'toHex',
  summary: 'the lowercase hexadecimal text of bytes (of a text: of its UTF-8 bytes)',
  apply: (value, _argument, context) => toText(value, context, (bytes) => Buffer.from(bytes).toString('hex')),
});

export const utf8Encode = defineFilter<undefined>({
  name: 'utf8-encode',
  hurl: 'utf8Encode',
  summary: 'the UTF-8 bytes of a text',
  apply: (value, _argument, context) =>
    typeof value === 'string' ? { value: new TextEncoder().encode(value) } : needsText(value, context),
});

export const utf8Decode = defineFilter<undefined>({
  name: 'utf8-decode',
  hurl: 'utf8Decode',
  summary: 'the text UTF-8 bytes encode (bytes that are not UTF-8 fail)',
  apply(value, _argument, context) {
    if (!(value instanceof Uint8Array))
      return cannot(value, 'not bytes (from `base64-decode`, `utf8-encode` or the body bytes)', context);
    try {
      return { value: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(value) };
    } catch {
      return cannot(value, 'not valid UTF-8', context);
    }
  },
});

export const decode = defineFilter<string>({
  name: 'decode',
  hurl: 'decode',
  summary:
    'the text bytes encode in a charset of the Encoding Standard (`iso-8859-1`, `windows-1252`, `gb2312`, `shift_jis`…); bytes the charset cannot read become U+FFFD',
  argument: textArgument('a charset label of the Encoding Standard', (label, node) => {
    try {
      new TextDecoder(label);
      return true;
    } catch {
      node.error(
        `\`decode\` does not know the charset \`${label}\``,
        'labels of the Encoding Standard (https://encoding.spec.whatwg.org/#names-and-labels): utf-8, iso-8859-1, windows-1252, gb2312, big5, shift_jis, euc-kr…',
      );
      return false;
    }
  }),
  describe: (label) => `decode ${label}`,
  apply(value, label, context) {
    if (!(value instanceof Uint8Array))
      return cannot(value, 'not bytes (from `base64-decode` or the body bytes)', context);
    return { value: new TextDecoder(label, { ignoreBOM: true }).decode(value) };
  },
});

// RFC 3986's unreserved characters, and `/` (as Hurl keeps it), stay as they are.
export const urlEncode = defineFilter<undefined>({
  name: 'url-encode',
  hurl: 'urlEncode',
  summary: 'the text percent-encoded (UTF-8): every character but letters, digits, `-._~` and `/`',
  apply(value, _argument, context) {
    if (typeof value !== 'string') return needsText(value, context);
    if (!value.isWellFormed()) return cannot(value, 'a lone surrogate has no UTF-8', context);
    return {
      value: encodeURIComponent(value)
        .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
        .replaceAll('%2F', '/'),
    };
  },
});

export const urlDecode = defineFilter<undefined>({
  name: 'url-decode',
  hurl: 'urlDecode',
  summary: 'the text with each `%XX` escape (UTF-8) replaced by its character',
  apply(value, _argument, context) {
    if (typeof value !== 'string') return needsText(value, context);
    try {
      return { value: decodeURIComponent(value) };
    } catch {
      return cannot(value, 'a `%` escape that is not UTF-8 percent-encoding', context);
    }
  },
});

function fromBase64(
  value: unknown,
  alphabet: RegExp,
  encoding: 'base64' | 'base64url',
  context: FilterContext,
): FilterOutcome {
  if (typeof value !== 'string') return needsText(value, context);
  const unpadded = value.replace(/=+$/, '');
  const valid = alphabet.test(value) && unpadded.length % 4 !== 1 && (unpadded === value || value.length % 4 === 0);
  if (!valid) return cannot(value, `not ${encoding === 'base64' ? 'Base64' : 'URL-safe Base64'}`, context);
  return { value: new Uint8Array(Buffer.from(unpadded, encoding)) };
}

function toText(value: unknown, context: FilterContext, write: (bytes: Uint8Array) => string): FilterOutcome {
  const bytes = asBytes(value);
  return bytes === undefined ? cannot(value, 'neither bytes nor text', context) : { value: write(bytes) };
}
