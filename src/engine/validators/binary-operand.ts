// Expected binary values in predicates: `equals: { hex: "cafe" }` or `equals: { base64: "yv4=" }`
// (Hurl's `hex,cafe;` and `base64,yv4=;`). They compare with bytes (the `bytes` query) byte for byte,
// and with a digest (`sha256`, `md5`, selected as hex text) by its hex.
import type { ArgumentNode } from './argument.ts';

const HEX = /^(?:[0-9A-Fa-f]{2})*$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export class BinaryOperand {
  readonly bytes: Buffer;
  /** As the collection wrote it, for messages: `{ hex: cafe }`. */
  readonly written: string;

  constructor(bytes: Buffer, written: string) {
    this.bytes = bytes;
    this.written = written;
  }
}

/**
 * The operand as bytes when it is a mapping of `hex` or `base64` alone; undefined when it is not
 * such a mapping; null after a diagnostic (a text that is not hex or base64).
 */
export function readBinaryOperand(node: ArgumentNode): BinaryOperand | undefined | null {
  const fields = node.fields;
  if (fields === undefined || fields.size !== 1) return undefined;
  const [[encoding, value]] = fields;
  if (encoding !== 'hex' && encoding !== 'base64') return undefined;
  const text = value!.text;
  const valid = text !== undefined && !value!.templated && (encoding === 'hex' ? HEX : BASE64).test(text);
  if (!valid) {
    value!.error(
      `\`${encoding}\` expects ${encoding === 'hex' ? 'pairs of hexadecimal digits' : 'standard base64 (RFC 4648, with its `=` padding)'}, got ${value!.describe()}`,
      encoding === 'hex' ? 'e.g. `{ hex: 48656c6c6f }`' : 'e.g. `{ base64: SGVsbG8= }`',
    );
    return null;
  }
  return new BinaryOperand(Buffer.from(text, encoding), `{ ${encoding}: ${text} }`);
}

/** Bytes equal the operand byte for byte; a text (a digest's hex) equals it when it is its hex. */
export function equalBytes(actual: unknown, expected: BinaryOperand): boolean {
  if (actual instanceof Uint8Array) return Buffer.compare(actual, expected.bytes) === 0;
  return typeof actual === 'string' && actual.toLowerCase() === expected.bytes.toString('hex');
}
