// Where a character of a scalar's value was written in the source, so that a problem inside a
// string (a bad `${{ … }}`, a header name) can be pointed at precisely.
import type { ScalarNode } from './tree.ts';

/** Maps an index into the scalar's string value to an offset in the source text. */
export type OffsetMap = (index: number) => number;

export function scalarOffsets(node: ScalarNode, source: string, value: string): OffsetMap {
  const start = node.range?.[0] ?? 0;
  const end = node.range?.[1] ?? start;
  const fallback: OffsetMap = () => start;
  const raw = source.slice(start, end);
  if (raw.includes('\n')) return fallback;
  switch (node.type) {
    case 'PLAIN':
      return raw === value ? (index) => start + index : fallback;
    case 'QUOTE_SINGLE':
      return mapEscapes(raw, value, start, /''/y, () => 1) ?? fallback;
    case 'QUOTE_DOUBLE':
      return (
        mapEscapes(raw, value, start, /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/y, doubleQuotedUnits) ??
        fallback
      );
    default:
      return fallback;
  }
}

/** Walks a one-line quoted scalar, where each escape stands for `units(escape)` UTF-16 units of the value. */
function mapEscapes(
  raw: string,
  value: string,
  start: number,
  escape: RegExp,
  units: (match: string) => number,
): OffsetMap | undefined {
  const offsets: number[] = [];
  let index = 1;
  const last = raw.length - 1;
  while (index < last) {
    escape.lastIndex = index;
    const match = escape.exec(raw);
    const length = match ? match[0].length : 1;
    const count = match ? units(match[0]) : 1;
    for (let unit = 0; unit < count; unit++) offsets.push(start + index);
    index += length;
  }
  if (offsets.length !== value.length) return undefined;
  return (position) => offsets[position] ?? start + raw.length - 1;
}

function doubleQuotedUnits(escape: string): number {
  const codePoint = escape[1] === 'U' ? Number.parseInt(escape.slice(2), 16) : 0;
  return codePoint > 0xffff && codePoint <= 0x10ffff ? 2 : 1;
}
