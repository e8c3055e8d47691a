// Everything a validator or a capture may ask about one response, each part computed on first use
// and at most once: most tests ask only for the status, and parsing JSON or cookies for them would
// cost every test of a run.
import type { PeerCertificate } from 'node:tls';
import type { ReceivedResponse, Redirect } from '../http/types.ts';
import { parseSetCookie, type ResponseCookie } from './cookies.ts';

export interface ObservedTimings {
  /** TCP connect of a new connection; 0 on a reused one. */
  connectMs: number;
  /** TLS handshake of a new https connection; 0 otherwise. */
  tlsMs: number;
  /** Until the response headers arrived. */
  firstByteMs: number;
  /** Until the whole body arrived. */
  totalMs: number;
}

/** The parsed body, or why it is not JSON. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; error: string };

const NOT_YET = Symbol('not computed');

export class Observation {
  readonly #response: ReceivedResponse;
  /** Masks secrets; text quoted in a message is masked before it is cut to an excerpt. */
  readonly redact: (text: string) => string;
  #headers: Map<string, string[]> | undefined;
  #cookies: ResponseCookie[] | undefined;
  #json: JsonBody | typeof NOT_YET = NOT_YET;

  constructor(response: ReceivedResponse, redact: (text: string) => string) {
    this.#response = response;
    this.redact = redact;
  }

  get status(): number {
    return this.#response.status;
  }

  get statusText(): string {
    return this.#response.statusText;
  }

  /** Every value of a header, in the order received; names are case-insensitive. */
  header(name: string): readonly string[] {
    return this.headers.get(name.toLowerCase()) ?? [];
  }

  /** Header names (lower-case) to all their values. */
  get headers(): ReadonlyMap<string, string[]> {
    if (this.#headers === undefined) {
      this.#headers = new Map();
      for (const [name, value] of this.#response.headers) {
        const key = name.toLowerCase();
        const values = this.#headers.get(key);
        if (values === undefined) this.#headers.set(key, [value]);
        else values.push(value);
      }
    }
    return this.#headers;
  }

  /** Cookies set by the response (`Set-Cookie`), with their attributes. */
  get cookies(): readonly ResponseCookie[] {
    return (this.#cookies ??= this.header('set-cookie')
      .map(parseSetCookie)
      .filter((cookie) => cookie !== undefined));
  }

  /** The decoded body as text. */
  get text(): string {
    return this.#response.body;
  }

  /** The decoded body's bytes (after Content-Encoding). */
  get bytes(): Buffer {
    return this.#response.bodyBuffer;
  }

  get json(): JsonBody {
    if (this.#json === NOT_YET) {
      try {
        this.#json = { ok: true, value: JSON.parse(this.text) };
      } catch (error) {
        this.#json = { ok: false, error: `the body is not JSON: ${(error as Error).message}` };
      }
    }
    return this.#json;
  }

  get timings(): ObservedTimings {
    const connection = this.#response.connection;
    return {
      connectMs: connection?.connectMs ?? 0,
      tlsMs: connection?.tlsMs ?? 0,
      firstByteMs: this.#response.ttfbMs,
      totalMs: this.#response.totalMs,
    };
  }

  get finalUrl(): string {
    return this.#response.finalUrl;
  }

  get redirects(): readonly Redirect[] {
    return this.#response.redirects;
  }

  get httpVersion(): string {
    return this.#response.httpVersion;
  }

  /** For https: the negotiated protocol (`TLSv1.3`…); undefined for http or when unknown. */
  get tlsProtocol(): string | undefined {
    return this.#response.connection?.tlsProtocol;
  }

  /** The address the response came from; undefined when unknown (through a proxy, it is the proxy's). */
  get peerAddress(): string | undefined {
    return this.#response.connection?.remoteAddress;
  }

  /** For https: the peer's certificate; undefined for http or when unknown. */
  get certificate(): PeerCertificate | undefined {
    return this.#response.connection?.certificate;
  }
}
