// `limit-rate`: at most so many bytes per second sent (the request body) and received (the response,
// as it comes off the socket). Receiving pauses the socket, so the server waits and memory holds no
// more than a read or two; sending yields the body in slices, one after another, on schedule.
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long to wait so that the bytes counted so far keep to the rate. */
export class Pacer {
  readonly #bytesPerSecond: number;
  readonly #start = performance.now();
  #bytes = 0;

  constructor(bytesPerSecond: number) {
    this.#bytesPerSecond = bytesPerSecond;
  }

  /** Counts `bytes` more; the milliseconds to wait before the next ones (0: on schedule). */
  count(bytes: number): number {
    this.#bytes += bytes;
    const dueMs = (this.#bytes * 1000) / this.#bytesPerSecond;
    return Math.max(0, dueMs - (performance.now() - this.#start));
  }
}

/** The largest slice of a paced body: small enough that the pace is smooth, never more than a tenth of a second's worth. */
const MAX_SLICE = 16 * 1024;

/** The body as a stream of slices, each sent no earlier than the rate allows; stops when `signal` fires. */
export function pacedBody(body: Uint8Array, bytesPerSecond: number, signal: AbortSignal | undefined): Readable {
  return Readable.from(slices(body, bytesPerSecond, signal), { objectMode: false });
}

async function* slices(
  body: Uint8Array,
  bytesPerSecond: number,
  signal: AbortSignal | undefined,
): AsyncGenerator<Uint8Array> {
  const slice = Math.max(1, Math.min(MAX_SLICE, Math.floor(bytesPerSecond / 10)));
  const pacer = new Pacer(bytesPerSecond);
  for (let offset = 0; offset < body.length; offset += slice) {
    const part = body.subarray(offset, offset + slice);
    yield part;
    const waitMs = pacer.count(part.length);
    if (waitMs > 0 && offset + slice < body.length) await sleep(waitMs, undefined, { signal });
  }
}
