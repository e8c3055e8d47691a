// Streaming decoding of `Content-Encoding: gzip | deflate | br` response bodies.
// Output is pushed to a sink chunk by chunk, so the caller can count decoded bytes and stop early
// (a gzip bomb never gets fully inflated); input is subject to backpressure through `write()`.
import type { Transform } from 'node:stream';

export interface DecodedBodySink {
  onDecodedData(chunk: Buffer): void;
  onDecodedEnd(): void;
  onDecodeError(coding: string, error: Error): void;
}

export interface BodyDecoder {
  /** Returns false when the caller should wait for `onDrain` before writing more. */
  write(chunk: Buffer): boolean;
  onDrain(callback: () => void): void;
  end(): void;
  destroy(): void;
}

/** node:zlib, loaded by the first encoded body rather than at every start (~2 ms, docs/performance.md). */
const zlib = () => process.getBuiltinModule('node:zlib');

/**
 * A decoder for the codings listed in a Content-Encoding header, or `null` when there is nothing to
 * decode (`identity`) or a coding is unknown (the body is then kept as received).
 */
export function createBodyDecoder(
  contentEncoding: string | string[] | undefined,
  sink: DecodedBodySink,
): BodyDecoder | null {
  if (contentEncoding === undefined) return null;
  const codings: string[] = [];
  for (const part of (Array.isArray(contentEncoding) ? contentEncoding.join(',') : contentEncoding).split(',')) {
    const coding = part.trim().toLowerCase();
    if (coding === '' || coding === 'identity') continue;
    if (!isKnownCoding(coding)) return null;
    codings.push(coding);
  }
  if (codings.length === 0) return null;
  // Codings are listed in the order they were applied; decode in reverse.
  let output: StageOutput = sink;
  let stage: ZlibStage | null = null;
  for (let i = 0; i < codings.length; i++) {
    stage = new ZlibStage(codings[i]!, output, sink);
    output = stage;
  }
  return stage;
}

function isKnownCoding(coding: string): boolean {
  return coding === 'gzip' || coding === 'x-gzip' || coding === 'deflate' || coding === 'br';
}

interface StageOutput {
  onDecodedData(chunk: Buffer): void;
  onDecodedEnd(): void;
}

class ZlibStage implements BodyDecoder, StageOutput {
  readonly #coding: string;
  readonly #output: StageOutput;
  readonly #sink: DecodedBodySink;
  #stream: Transform | null = null;
  /** The previous stage's stream, paused while this stage is full. */
  #upstreamStream: Transform | null = null;
  #ended = false;

  constructor(coding: string, output: StageOutput, sink: DecodedBodySink) {
    this.#coding = coding;
    this.#output = output;
    this.#sink = sink;
  }

  write(chunk: Buffer): boolean {
    if (chunk.length === 0) return true;
    return (this.#stream ?? this.#open(chunk)).write(chunk);
  }

  onDrain(callback: () => void): void {
    this.#stream?.once('drain', callback);
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    if (this.#stream === null) this.#output.onDecodedEnd();
    else this.#stream.end();
  }

  destroy(): void {
    this.#ended = true;
    this.#stream?.destroy();
    if (this.#output instanceof ZlibStage) this.#output.destroy();
  }

  // As the output of the previous stage in a chain (`Content-Encoding: gzip, br`).
  onDecodedData(chunk: Buffer): void {
    if (!this.write(chunk)) {
      const upstream = this.#upstreamStream;
      upstream?.pause();
      this.onDrain(() => upstream?.resume());
    }
  }

  onDecodedEnd(): void {
    this.end();
  }

  #open(firstChunk: Buffer): Transform {
    const stream = this.#create(firstChunk);
    this.#stream = stream;
    if (this.#output instanceof ZlibStage) this.#output.#upstreamStream = stream;
    stream.on('data', (chunk: Buffer) => this.#output.onDecodedData(chunk));
    stream.on('end', () => this.#output.onDecodedEnd());
    stream.on('error', (error: Error) => this.#sink.onDecodeError(this.#coding, error));
    return stream;
  }

  #create(firstChunk: Buffer): Transform {
    const { constants, createBrotliDecompress, createGunzip, createInflate, createInflateRaw } = zlib();
    // Lenient like browsers: a truncated stream yields what was decoded instead of failing.
    const zlibOptions = { flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH };
    switch (this.#coding) {
      case 'br':
        return createBrotliDecompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          finishFlush: constants.BROTLI_OPERATION_FLUSH,
        });
      case 'deflate':
        // "deflate" should be zlib-wrapped, but some servers send raw deflate; the zlib header's
        // low nibble is always 8 (the deflate method).
        return (firstChunk[0]! & 0x0f) === 0x08 ? createInflate(zlibOptions) : createInflateRaw(zlibOptions);
      default:
        return createGunzip(zlibOptions);
    }
  }
}
