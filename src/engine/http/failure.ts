// Turns the errors undici, net, dns, tls and zlib raise into a failure code and a plain sentence.
import type { FailureCode } from '../../model/index.ts';

export interface FailureDescription {
  code: FailureCode;
  message: string;
}

/** What the exchange was doing when it ended, for timeout messages. */
export type ExchangePhase = 'connecting' | 'waiting for the response headers' | 'reading the response body';

export interface FailureContext {
  url: URL;
  phase: ExchangePhase;
  timeoutMs: number;
  /** What set the limit (`--timeout`, `the test's timeout`), when known. */
  timeoutSource?: string;
  sentHeaders: [string, string][];
}

/** Marks the error `destroy()` passes to undici, so the requests it cuts off read as aborted. */
export const clientShutdown = new Error('the HTTP client was shut down');

const dnsCodes = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_NONAME', 'EAI_FAIL']);

export function timeoutFailure(context: FailureContext): FailureDescription {
  return {
    code: 'timeout',
    message: `no complete response within ${context.timeoutMs} ms${context.timeoutSource === undefined ? '' : `, the limit set by ${context.timeoutSource}`} (timed out ${context.phase})`,
  };
}

export function describeError(error: unknown, context: FailureContext): FailureDescription {
  if (error === clientShutdown) return { code: 'aborted', message: clientShutdown.message };
  const err =
    error instanceof Error ? (error as NodeJS.ErrnoException & { address?: string; port?: number }) : undefined;
  const code = err?.code ?? '';
  const message = err?.message ?? String(error);
  const target = context.url.host;

  if (code === 'ECONNREFUSED') return { code: 'refused', message: `connection refused by ${peer(err) ?? target}` };
  if (code === 'ECONNRESET' || code === 'EPIPE') return { code: 'reset', message: `connection reset by ${target}` };
  if (code === 'UND_ERR_SOCKET')
    return { code: 'reset', message: `connection closed by ${target} before the response was complete` };
  if (dnsCodes.has(code)) {
    const hostname = context.url.hostname;
    return {
      code: 'dns',
      message:
        code === 'ENOTFOUND'
          ? `host not found: ${hostname}`
          : `host not found: ${hostname} (DNS lookup failed: ${code})`,
    };
  }
  const tls = describeTlsError(code, err, target);
  if (tls !== undefined) return { code: 'tls', message: tls };
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') {
    return { code: 'timeout', message: `connecting to ${target} timed out` };
  }
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return timeoutFailure(context);
  if (code === 'UND_ERR_INVALID_ARG' || code === 'UND_ERR_NOT_SUPPORTED') {
    return {
      code: 'network',
      message: describeInvalidRequest(context.sentHeaders) ?? `cannot send the request: ${message}`,
    };
  }
  if (code === 'UND_ERR_HEADERS_OVERFLOW')
    return { code: 'network', message: `the response headers from ${target} are too large` };
  if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH') {
    return { code: 'network', message: `the response body from ${target} does not match its Content-Length` };
  }
  if (code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH') {
    return { code: 'network', message: 'the Content-Length header does not match the request body' };
  }
  if (code === 'UND_ERR_CLOSED' || code === 'UND_ERR_DESTROYED')
    return { code: 'network', message: 'the HTTP client is closed' };
  if (code.startsWith('HPE_')) return { code: 'network', message: `invalid HTTP response from ${target}: ${message}` };
  return { code: 'network', message };
}

const SKIP_VERIFICATION = '--insecure skips verification';

/** Certificate problems, as Node names them, in plain words. */
const certificateProblems: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'is signed by a self-signed certificate authority that is not trusted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'is signed by an unknown certificate authority',
  UNABLE_TO_GET_ISSUER_CERT: 'is signed by an unknown certificate authority',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'is signed by an unknown certificate authority',
  CERT_HAS_EXPIRED: 'has expired',
  CERT_NOT_YET_VALID: 'is not valid yet',
  CERT_UNTRUSTED: 'is not trusted',
  CERT_REVOKED: 'has been revoked',
  CERT_REJECTED: 'was rejected',
  CERT_SIGNATURE_FAILURE: 'has an invalid signature',
  INVALID_CA: 'has an invalid certificate authority',
};

/** OpenSSL's answer to a server that replied to the TLS handshake with something else (plain HTTP). */
const notTlsCodes = new Set([
  'ERR_SSL_WRONG_VERSION_NUMBER',
  'ERR_SSL_PACKET_LENGTH_TOO_LONG',
  'ERR_SSL_HTTP_REQUEST',
  'ERR_SSL_RECORD_LAYER_FAILURE',
  'ERR_SSL_UNKNOWN_PROTOCOL',
]);

const noCommonProtocolCodes = new Set([
  'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE',
  'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION',
  'ERR_SSL_UNSUPPORTED_PROTOCOL',
  'ERR_SSL_NO_PROTOCOLS_AVAILABLE',
  'ERR_SSL_NO_SHARED_CIPHER',
  'ERR_SSL_TLSV1_ALERT_INSUFFICIENT_SECURITY',
]);

const clientCertificateCodes = new Set([
  'ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED',
  'ERR_SSL_SSLV3_ALERT_BAD_CERTIFICATE',
  'ERR_SSL_PEER_DID_NOT_RETURN_A_CERTIFICATE',
]);

/** A TLS failure in plain words with what to try, or undefined when the error is not about TLS. */
function describeTlsError(
  code: string,
  err: (Error & { reason?: string; cert?: { subjectaltname?: string } }) | undefined,
  target: string,
): string | undefined {
  const problem = certificateProblems[code];
  if (problem !== undefined) return `the TLS certificate of ${target} ${problem} (${SKIP_VERIFICATION})`;
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    const names = err?.cert?.subjectaltname;
    return `the TLS certificate of ${target} is not for this host name${names ? ` (it is for ${names})` : ''} (${SKIP_VERIFICATION})`;
  }
  if (notTlsCodes.has(code)) {
    return `${target} did not answer with TLS: is it an http:// address rather than https://?`;
  }
  if (noCommonProtocolCodes.has(code)) {
    return `TLS handshake with ${target} failed: the server and assay share no TLS version or cipher`;
  }
  if (clientCertificateCodes.has(code))
    return `TLS handshake with ${target} failed: the server wants a client certificate`;
  if (code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_') || (err !== undefined && 'library' in err)) {
    return `TLS handshake with ${target} failed: ${err?.reason ?? err?.message ?? code}`;
  }
  return undefined;
}

export function describeDecodeError(coding: string, error: Error): FailureDescription {
  return { code: 'network', message: `could not decode the ${coding} response body: ${error.message}` };
}

const tokenPattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const invalidValuePattern = /[^\t\x20-\x7e\x80-\xff]/;
const managedHeaders = new Set(['transfer-encoding', 'keep-alive', 'upgrade', 'expect']);

/** Names the header undici refused; only runs once a request has already failed. */
function describeInvalidRequest(headers: [string, string][]): string | undefined {
  const seen = new Set<string>();
  for (const [name, value] of headers) {
    if (!tokenPattern.test(name)) return `invalid header name ${JSON.stringify(name)}`;
    const invalid = invalidValuePattern.exec(value);
    if (invalid !== null) {
      // The value itself may be a secret: name only the offending character.
      const character = `U+${invalid[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
      return `invalid value for header ${name}: it contains ${character} (line breaks, control characters and characters beyond Latin-1 are not allowed)`;
    }
    const lower = name.toLowerCase();
    if (managedHeaders.has(lower)) return `the ${name} header cannot be set: the HTTP client manages it`;
    if ((lower === 'host' || lower === 'content-length') && seen.has(lower))
      return `the ${name} header is given more than once`;
    if (lower === 'content-length' && !/^\d+$/.test(value))
      return `invalid Content-Length header ${JSON.stringify(value)}`;
    seen.add(lower);
  }
  return undefined;
}

function peer(err: { address?: string; port?: number; errors?: unknown[] } | undefined): string | undefined {
  // With several addresses (`localhost` → ::1 and 127.0.0.1), net raises an AggregateError.
  const source = err?.address === undefined && Array.isArray(err?.errors) ? (err.errors[0] as typeof err) : err;
  if (source?.address === undefined || source.port === undefined) return undefined;
  return source.address.includes(':') ? `[${source.address}]:${source.port}` : `${source.address}:${source.port}`;
}
