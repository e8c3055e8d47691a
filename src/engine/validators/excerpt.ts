// The readable excerpt of a selected value that results show as `actual`. A selection can be huge
// (`$..*` over a 10 MB body lists every node, each holding its subtree) or nested thousands of
// levels deep, where JSON.stringify runs out of stack or builds gigabytes only to keep 120
// characters. The excerpt is built without recursion and in time proportional to its length.

/** How many characters past the excerpt are rendered, so a secret that straddles the cut is masked whole. */
const REDACT_MARGIN = 4096;

/**
 * The value as JSON text for a message: cut to `limit` characters with the whole's size
 * (`[1,2,3,… (an array of 85000 items)`), secrets masked. `undefined` reads `nothing`.
 */
export function excerpt(value: unknown, redact: (text: string) => string, limit = 120): string {
  if (value === undefined) return 'nothing';
  if (value instanceof Uint8Array) return bytesExcerpt(value, redact, limit);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid date' : value.toISOString();
  if (typeof value !== 'object' && typeof value !== 'string') return redact(scalarText(value));
  const preview = jsonPreview(value, limit + REDACT_MARGIN);
  const masked = redact(preview.text);
  if (preview.complete) return cut(masked, limit);
  return `${masked.slice(0, limit)}… (${sizeOf(value)})`;
}

/**
 * Bytes as base64, the form a secret is also looked for in (report/secret-forms.ts), so bytes that
 * hold one are masked: `base64 SGVsbG8= (5 bytes)`.
 */
function bytesExcerpt(bytes: Uint8Array, redact: (text: string) => string, limit: number): string {
  const shown = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, limit + REDACT_MARGIN));
  const text = redact(shown.toString('base64'));
  const size = `${bytes.byteLength} ${bytes.byteLength === 1 ? 'byte' : 'bytes'}`;
  return `base64 ${text.length > limit ? `${text.slice(0, limit)}…` : text} (${size})`;
}

/** Cut a long text readably: its start, an ellipsis and the full length. */
export function cut(text: string, limit = 120): string {
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} chars)` : text;
}

/**
 * Whether the value's JSON text (a string as itself) is exactly `text`, rendering no more of the
 * value than `text` is long.
 */
export function hasJsonText(value: unknown, text: string): boolean {
  if (typeof value === 'string') return value === text;
  const preview = jsonPreview(value, text.length + 1);
  return preview.complete && preview.text === text;
}

/** A frame of the explicit stack: a list or an object being written, and the next member. */
type Frame =
  { items: readonly unknown[]; next: number } | { object: Record<string, unknown>; keys: string[]; next: number };

/**
 * The start of the value's JSON text (as JSON.stringify writes it, for JSON values): at least
 * `limit` characters of it, or all of it when `complete`.
 */
export function jsonPreview(value: unknown, limit: number): { text: string; complete: boolean } {
  const parts: string[] = [];
  let length = 0;
  const write = (text: string): void => {
    parts.push(text);
    length += text.length;
  };
  const stack: Frame[] = [];
  let pending: { value: unknown } | undefined = { value };
  while (length <= limit) {
    if (pending !== undefined) {
      const current = pending.value;
      pending = undefined;
      if (Array.isArray(current)) {
        write('[');
        stack.push({ items: current, next: 0 });
      } else if (typeof current === 'object' && current !== null) {
        write('{');
        const object = current as Record<string, unknown>;
        stack.push({ object, keys: Object.keys(object).filter((key) => object[key] !== undefined), next: 0 });
      } else if (typeof current === 'string') {
        // Only the part that can show is escaped: a 5 MB string costs what its excerpt does.
        const room = limit - length + 1;
        if (current.length > room) {
          write(JSON.stringify(current.slice(0, room)).slice(0, -1));
          return { text: parts.join(''), complete: false };
        }
        write(JSON.stringify(current));
      } else {
        write(scalarText(current));
      }
      continue;
    }
    const frame = stack.at(-1);
    if (frame === undefined) return { text: parts.join(''), complete: true };
    if ('items' in frame) {
      if (frame.next === frame.items.length) {
        write(']');
        stack.pop();
        continue;
      }
      if (frame.next > 0) write(',');
      pending = { value: frame.items[frame.next++] };
    } else {
      if (frame.next === frame.keys.length) {
        write('}');
        stack.pop();
        continue;
      }
      const key = frame.keys[frame.next++]!;
      write(`${frame.next > 1 ? ',' : ''}${JSON.stringify(key)}:`);
      pending = { value: frame.object[key] };
    }
  }
  const text = parts.join('');
  // Done exactly at the limit: nothing is left to write.
  if (pending === undefined && stack.length === 0) return { text, complete: true };
  return { text, complete: false };
}

function scalarText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return value.toString();
  return 'null';
}

/** The size of a value too large to show whole. */
function sizeOf(value: unknown): string {
  if (typeof value === 'string') return `${value.length} chars`;
  if (Array.isArray(value)) return `an array of ${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.keys(value).length;
    return `an object of ${members} ${members === 1 ? 'member' : 'members'}`;
  }
  return 'cut';
}
