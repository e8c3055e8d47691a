// A file written from many small strings as a run goes (results.json, the JUnit spool). Each string
// is encoded straight into a reused 256 KB buffer, and a full buffer is written at its offset while
// the next one fills. Joining the strings first would cost more than the encoding: the joined
// chunk must be flattened into a new string (over 128 KB it lands in V8's large-object space, kept
// until a full collection), then encoded into yet another buffer.
import { close, open, write } from 'node:fs';
import { promisify } from 'node:util';

/**
 * Each write costs the run's thread ~25 µs (handing it to the thread pool) whatever its size: 256 KB
 * writes take 4 times fewer than 64 KB ones (100,000 tests: 1,780 → 450 writes, ~30 ms).
 */
const CHUNK = 256 * 1024;
/** A UTF-16 code unit takes at most this many bytes in UTF-8. */
const MAX_BYTES_PER_UNIT = 3;

const openFile = promisify(open);
const closeFile = promisify(close);

export class EncodedFile {
  #fd: number;
  #buffer: Buffer = Buffer.allocUnsafeSlow(CHUNK);
  #used = 0;
  /** Buffers whose write has completed, ready to be filled again. */
  #spare: Buffer[] = [];
  /** Bytes written or held in the buffer: where the next string starts. */
  #bytes = 0;
  /** Writes started and not completed. */
  #writing = 0;
  #waiting: (() => void)[] = [];
  #failure: Error | undefined;

  private constructor(fd: number) {
    this.#fd = fd;
  }

  /** Opens (creates or truncates, or with `wx` creates exclusively) a file for writing. */
  static async open(path: string, flags: 'w' | 'wx'): Promise<EncodedFile> {
    return new EncodedFile(await openFile(path, flags));
  }

  /** Bytes of the file so far, including what is not written yet. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The first write error; later writes are dropped. */
  get failure(): Error | undefined {
    return this.#failure;
  }

  write(text: string): void {
    if (this.#failure) return;
    if (this.#used + text.length * MAX_BYTES_PER_UNIT > CHUNK) {
      this.flush();
      if (text.length * MAX_BYTES_PER_UNIT > CHUNK) {
        const bytes = Buffer.from(text);
        this.#writeAt(bytes, bytes.length, this.#bytes, false);
        this.#bytes += bytes.length;
        return;
      }
    }
    const written = this.#buffer.write(text, this.#used);
    this.#used += written;
    this.#bytes += written;
  }

  /** Writes bytes as they are (copied from another file) through the reused buffers: the caller may reuse its own. */
  writeBytes(bytes: Uint8Array): void {
    for (let from = 0; from < bytes.length && !this.#failure;) {
      if (this.#used === CHUNK) this.flush();
      const part = bytes.subarray(from, from + CHUNK - this.#used);
      this.#buffer.set(part, this.#used);
      this.#used += part.length;
      this.#bytes += part.length;
      from += part.length;
    }
  }

  /** Starts writing what the buffer holds (a slow run's file shows its progress this way). */
  flush(): void {
    if (this.#used === 0 || this.#failure) return;
    this.#writeAt(this.#buffer, this.#used, this.#bytes - this.#used, true);
    this.#buffer = this.#spare.pop() ?? Buffer.allocUnsafeSlow(CHUNK);
    this.#used = 0;
  }

  /**
   * When more than one write is under way, a promise of all of them completing; otherwise nothing to
   * wait for (so a writer awaits only when it is ahead, not after every string). A writer that makes
   * text faster than the disk takes it (a report rendered after the run) waits on this, so buffers
   * do not pile up; a run's writers, paced by the API, need not.
   */
  caughtUp(): Promise<void> | undefined {
    return this.#writing > 1 ? this.#allWritten() : undefined;
  }

  /** Writes what is left, waits for every write and closes the file; rejects with the first write error. */
  async close(): Promise<void> {
    this.flush();
    await this.#allWritten();
    await closeFile(this.#fd);
    if (this.#failure) throw this.#failure;
  }

  /** Closes the file without writing what is left (the run ended without its reports). */
  async abandon(): Promise<void> {
    this.#failure ??= new Error('abandoned');
    await this.#allWritten();
    await closeFile(this.#fd).catch(() => undefined);
  }

  async #allWritten(): Promise<void> {
    if (this.#writing > 0) await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  /** Writes at an explicit offset, so writes may complete in any order; a short write goes on from where it stopped. */
  #writeAt(buffer: Buffer, length: number, position: number, reuse: boolean, from = 0): void {
    this.#writing++;
    write(this.#fd, buffer, from, length - from, position + from, (error, done) => {
      this.#writing--;
      if (error) this.#failure ??= error;
      else if (from + done < length) return this.#writeAt(buffer, length, position, reuse, from + done);
      if (reuse) this.#spare.push(buffer);
      if (this.#writing === 0) for (const resolve of this.#waiting.splice(0)) resolve();
    });
  }
}
