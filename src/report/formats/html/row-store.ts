// Where the HTML page's rows wait while the pass over the records gathers the timeline and the
// body count that go before them: in memory for a page rendered as one string, in a temporary
// file for a page written after a run (whose rows are the size of the page), so each record is
// read and parsed once for every format (report/write.ts).
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { TEMPORARY_FLAGS, temporaryPath } from '../../temporary-file.ts';

export interface RowStore {
  append(text: string): void;
  /** Where the next text goes, for `read`. */
  readonly position: number;
  /** What was appended between two positions, in pieces; a piece of bytes is valid until the next is asked for. */
  read(from: number, to: number): Iterable<string | Uint8Array>;
  /** Removes what the store holds. */
  dispose(): void;
}

export class MemoryRowStore implements RowStore {
  #texts: string[] = [];

  append(text: string): void {
    this.#texts.push(text);
  }

  get position(): number {
    return this.#texts.length;
  }

  read(from: number, to: number): Iterable<string> {
    return this.#texts.slice(from, to);
  }

  dispose(): void {
    this.#texts = [];
  }
}

/**
 * Bytes gathered before a write, and read at a time, through one buffer. Below glibc's threshold for
 * allocating with mmap (128 KiB), as stored-results.ts explains.
 */
const CHUNK = 64 * 1024;

/** A temporary file, written and read synchronously: the page is rendered in one go after the run. */
export class FileRowStore implements RowStore {
  #path = temporaryPath('html', '.part');
  #fd: number | undefined;
  #buffer = Buffer.allocUnsafe(CHUNK);
  #used = 0;
  #written = 0;

  append(text: string): void {
    if (this.#used + text.length * 3 > CHUNK) {
      this.#flush();
      if (text.length * 3 > CHUNK) {
        this.#write(Buffer.from(text));
        return;
      }
    }
    this.#used += this.#buffer.write(text, this.#used);
  }

  get position(): number {
    return this.#written + this.#used;
  }

  *read(from: number, to: number): Generator<Uint8Array> {
    this.#flush();
    for (let at = from; at < to;) {
      const read = readSync(this.#fd!, this.#buffer, 0, Math.min(CHUNK, to - at), at);
      if (read === 0) throw new Error(`${this.#path} is shorter than what was written to it`);
      at += read;
      yield this.#buffer.subarray(0, read);
    }
  }

  dispose(): void {
    if (this.#fd === undefined) return;
    closeSync(this.#fd);
    this.#fd = undefined;
    rmSync(this.#path, { force: true });
  }

  #flush(): void {
    if (this.#used === 0) return;
    this.#write(this.#buffer.subarray(0, this.#used));
    this.#used = 0;
  }

  #write(bytes: Buffer): void {
    // Read back as well: created exclusively, as every temporary file, and readable by this user only.
    this.#fd ??= openSync(this.#path, `${TEMPORARY_FLAGS}+`, 0o600);
    for (let done = 0; done < bytes.length;)
      done += writeSync(this.#fd, bytes, done, bytes.length - done, this.#written + done);
    this.#written += bytes.length;
  }
}
