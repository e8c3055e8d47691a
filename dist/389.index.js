export const id = 389;
export const ids = [389];
export const modules = {

/***/ 1627:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ createHttpClient)
});

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/engine/http/rate-limit.ts
// `limit-rate`: at most so many bytes per second sent (the request body) and received (the response,
// as it comes off the socket). Receiving pauses the socket, so the server waits and memory holds no
// more than a read or two; sending yields the body in slices, one after another, on schedule.


/** How long to wait so that the bytes counted so far keep to the rate. */
class Pacer {
    #bytesPerSecond;
    #start = performance.now();
    #bytes = 0;
    constructor(bytesPerSecond) {
        this.#bytesPerSecond = bytesPerSecond;
    }
    /** Counts `bytes` more; the milliseconds to wait before the next ones (0: on schedule). */
    count(bytes) {
        this.#bytes += bytes;
        const dueMs = (this.#bytes * 1000) / this.#bytesPerSecond;
        return Math.max(0, dueMs - (performance.now() - this.#start));
    }
}
/** The largest slice of a paced body: small enough that the pace is smooth, never more than a tenth of a second's worth. */
const MAX_SLICE = 16 * 1024;
/** The body as a stream of slices, each sent no earlier than the rate allows; stops when `signal` fires. */
function pacedBody(body, bytesPerSecond, signal) {
    return external_node_stream_.Readable.from(slices(body, bytesPerSecond, signal), { objectMode: false });
}
async function* slices(body, bytesPerSecond, signal) {
    const slice = Math.max(1, Math.min(MAX_SLICE, Math.floor(bytesPerSecond / 10)));
    const pacer = new Pacer(bytesPerSecond);
    for (let offset = 0; offset < body.length; offset += slice) {
        const part = body.subarray(offset, offset + slice);
        yield part;
        const waitMs = pacer.count(part.length);
        if (waitMs > 0 && offset + slice < body.length)
            await (0,promises_.setTimeout)(waitMs, undefined, { signal });
    }
}

// EXTERNAL MODULE: external "node:diagnostics_channel"
var external_node_diagnostics_channel_ = __webpack_require__(53053);
;// CONCATENATED MODULE: ./src/engine/http/connection.ts
// What the engine knows about the connection a response came over: how long connecting and the TLS
// handshake took (zero on a reused keep-alive connection), the TLS protocol and the peer certificate.
// The connector records this once per socket; undici's `undici:client:sendHeaders` diagnostics
// channel tells each exchange which socket carries its request.

const sockets = new WeakMap();
/**
 * Called by the connector when it opens a socket; the returned function is called when the
 * connection is ready (TCP connected and, for https, the handshake done), before undici uses it.
 */
function watchNewSocket(socket) {
    const started = performance.now();
    let connectedAt;
    socket.once('connect', () => (connectedAt = performance.now()));
    return () => {
        const ready = performance.now();
        const record = {
            connectMs: (connectedAt ?? ready) - started,
            tlsMs: 0,
            used: false,
            // Once per connection, not per request (the `ip` query).
            remoteAddress: socket.remoteAddress,
        };
        // `encrypted` tells a TLS socket from a plain one without loading node:tls for a run over http.
        if (socket.encrypted === true) {
            const secure = socket;
            record.tlsMs = ready - (connectedAt ?? started);
            record.tlsProtocol = secure.getProtocol() ?? undefined;
            if (typeof secure.alpnProtocol === 'string')
                record.alpnProtocol = secure.alpnProtocol;
            const certificate = secure.getPeerCertificate(false);
            if (certificate && Object.keys(certificate).length > 0)
                record.certificate = certificate;
        }
        sockets.set(socket, record);
    };
}
/** The connection a request is about to be written to; the first request on a socket paid for connecting. */
function connectionOf(socket) {
    const record = sockets.get(socket);
    if (record === undefined)
        return undefined;
    if (record.used) {
        return (record.reusedInfo ??= Object.freeze({
            connectMs: 0,
            tlsMs: 0,
            reused: true,
            tlsProtocol: record.tlsProtocol,
            certificate: record.certificate,
            alpnProtocol: record.alpnProtocol,
            remoteAddress: record.remoteAddress,
        }));
    }
    record.used = true;
    return {
        connectMs: record.connectMs,
        tlsMs: record.tlsMs,
        reused: false,
        tlsProtocol: record.tlsProtocol,
        certificate: record.certificate,
        alpnProtocol: record.alpnProtocol,
        remoteAddress: record.remoteAddress,
    };
}
let listening = false;
/** The exchange whose request undici is about to write (see `expectSocket`). */
let expecting;
/**
 * Called from a handler's `onRequestStart`: undici calls it while writing the request, synchronously
 * right before it publishes `undici:client:sendHeaders` with the request's socket, so the next
 * notification belongs to this listener. (undici wraps handlers in objects of its own, so the
 * notification's request cannot name the handler.) A request to a proxy is attributed the same way,
 * so its details are those of the connection to the proxy.
 */
function expectSocket(listener) {
    if (!listening) {
        listening = true;
        (0,external_node_diagnostics_channel_.subscribe)('undici:client:sendHeaders', (message) => {
            const listener = expecting;
            expecting = undefined;
            listener?.onSocket(message.socket);
        });
    }
    expecting = listener;
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./src/engine/http/charset.ts + 1 modules
var charset = __webpack_require__(54321);
;// CONCATENATED MODULE: ./src/engine/http/received.ts
// A response as the exchange hands it over: status, headers read on first use, the body's bytes
// and its text decoded on first use.


/**
 * A response. Its headers are turned into name/value pairs only when someone reads them (most
 * callers keep them only for tests that fail); the raw ones are views into the socket's read
 * buffer, so they are dropped as soon as the pairs exist.
 */
class Received {
    ok = true;
    status;
    bodyBuffer;
    sentHeaders;
    ttfbMs;
    totalMs;
    redirects;
    connection;
    #url;
    #raw;
    #parsed;
    #headers;
    #text;
    constructor(status, raw, parsed, bodyBuffer, url, sentHeaders, ttfbMs, totalMs, redirects, connection) {
        this.status = status;
        this.#raw = raw;
        this.#parsed = parsed;
        this.bodyBuffer = bodyBuffer;
        this.#url = url;
        this.sentHeaders = sentHeaders;
        this.ttfbMs = ttfbMs;
        this.totalMs = totalMs;
        this.redirects = redirects;
        this.connection = connection;
    }
    /**
     * The body as text, decoded on first use: a test that checks only the status never makes it, and a
     * body too long to be one string fails only the checks that read it (BodyTooLongError).
     */
    get body() {
        return (this.#text ??=
            this.bodyBuffer.length === 0 ? '' : (0,charset/* decodeBody */.Vj)(this.bodyBuffer, this.headerValues('content-type')));
    }
    get bodyBytes() {
        return this.bodyBuffer.length;
    }
    /** HTTP/2 when the TLS handshake chose it (`http-version: "2"`), else HTTP/1.1. */
    get httpVersion() {
        return this.connection?.alpnProtocol === 'h2' ? '2' : '1.1';
    }
    get statusText() {
        return external_node_http_.STATUS_CODES[this.status] ?? '';
    }
    get finalUrl() {
        return this.#url.href;
    }
    headerValues(name) {
        if (this.#parsed !== null) {
            const value = this.#parsed[name];
            return value === undefined ? [] : Array.isArray(value) ? value : [value];
        }
        return this.headers.filter(([each]) => each === name).map(([, value]) => value);
    }
    get headers() {
        if (this.#headers === undefined) {
            this.#headers = headerPairs(this.#raw, this.#parsed);
            this.#raw = null;
            this.#parsed = null;
        }
        return this.#headers;
    }
}
/** Response headers in the order received, names lower-cased, values as latin1 like undici's own parsing. */
function headerPairs(raw, parsed) {
    const pairs = [];
    if (Array.isArray(raw)) {
        for (let i = 0; i + 1 < raw.length; i += 2) {
            pairs.push([latin1(raw[i]).toLowerCase(), latin1(raw[i + 1])]);
        }
        return pairs;
    }
    for (const [name, value] of Object.entries(parsed)) {
        if (Array.isArray(value))
            for (const item of value)
                pairs.push([name, item]);
        else if (value !== undefined)
            pairs.push([name, value]);
    }
    return pairs;
}
function latin1(value) {
    return typeof value === 'string' ? value : value.toString('latin1');
}

;// CONCATENATED MODULE: ./src/engine/http/decode.ts
var _a;
/** node:zlib, loaded by the first encoded body rather than at every start (~2 ms, docs/performance.md). */
const zlib = () => process.getBuiltinModule('node:zlib');
/**
 * A decoder for the codings listed in a Content-Encoding header, or `null` when there is nothing to
 * decode (`identity`) or a coding is unknown (the body is then kept as received).
 */
function createBodyDecoder(contentEncoding, sink) {
    if (contentEncoding === undefined)
        return null;
    const codings = [];
    for (const part of (Array.isArray(contentEncoding) ? contentEncoding.join(',') : contentEncoding).split(',')) {
        const coding = part.trim().toLowerCase();
        if (coding === '' || coding === 'identity')
            continue;
        if (!isKnownCoding(coding))
            return null;
        codings.push(coding);
    }
    if (codings.length === 0)
        return null;
    // Codings are listed in the order they were applied; decode in reverse.
    let output = sink;
    let stage = null;
    for (let i = 0; i < codings.length; i++) {
        stage = new ZlibStage(codings[i], output, sink);
        output = stage;
    }
    return stage;
}
function isKnownCoding(coding) {
    return coding === 'gzip' || coding === 'x-gzip' || coding === 'deflate' || coding === 'br';
}
class ZlibStage {
    #coding;
    #output;
    #sink;
    #stream = null;
    /** The previous stage's stream, paused while this stage is full. */
    #upstreamStream = null;
    #ended = false;
    constructor(coding, output, sink) {
        this.#coding = coding;
        this.#output = output;
        this.#sink = sink;
    }
    write(chunk) {
        if (chunk.length === 0)
            return true;
        return (this.#stream ?? this.#open(chunk)).write(chunk);
    }
    onDrain(callback) {
        this.#stream?.once('drain', callback);
    }
    end() {
        if (this.#ended)
            return;
        this.#ended = true;
        if (this.#stream === null)
            this.#output.onDecodedEnd();
        else
            this.#stream.end();
    }
    destroy() {
        this.#ended = true;
        this.#stream?.destroy();
        if (this.#output instanceof _a)
            this.#output.destroy();
    }
    // As the output of the previous stage in a chain (`Content-Encoding: gzip, br`).
    onDecodedData(chunk) {
        if (!this.write(chunk)) {
            const upstream = this.#upstreamStream;
            upstream?.pause();
            this.onDrain(() => upstream?.resume());
        }
    }
    onDecodedEnd() {
        this.end();
    }
    #open(firstChunk) {
        const stream = this.#create(firstChunk);
        this.#stream = stream;
        if (this.#output instanceof _a)
            this.#output.#upstreamStream = stream;
        stream.on('data', (chunk) => this.#output.onDecodedData(chunk));
        stream.on('end', () => this.#output.onDecodedEnd());
        stream.on('error', (error) => this.#sink.onDecodeError(this.#coding, error));
        return stream;
    }
    #create(firstChunk) {
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
                return (firstChunk[0] & 0x0f) === 0x08 ? createInflate(zlibOptions) : createInflateRaw(zlibOptions);
            default:
                return createGunzip(zlibOptions);
        }
    }
}
_a = ZlibStage;

;// CONCATENATED MODULE: ./src/engine/http/failure.ts
/** Marks the error `destroy()` passes to undici, so the requests it cuts off read as aborted. */
const clientShutdown = new Error('the HTTP client was shut down');
const dnsCodes = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_NONAME', 'EAI_FAIL']);
function timeoutFailure(context) {
    return {
        code: 'timeout',
        message: `no complete response within ${context.timeoutMs} ms${context.timeoutSource === undefined ? '' : `, the limit set by ${context.timeoutSource}`} (timed out ${context.phase})`,
    };
}
function describeError(error, context) {
    if (error === clientShutdown)
        return { code: 'aborted', message: clientShutdown.message };
    const err = error instanceof Error ? error : undefined;
    const code = err?.code ?? '';
    const message = err?.message ?? String(error);
    const target = context.url.host;
    if (code === 'ECONNREFUSED')
        return { code: 'refused', message: `connection refused by ${peer(err) ?? target}` };
    if (code === 'ECONNRESET' || code === 'EPIPE')
        return { code: 'reset', message: `connection reset by ${target}` };
    if (code === 'UND_ERR_SOCKET')
        return { code: 'reset', message: `connection closed by ${target} before the response was complete` };
    if (dnsCodes.has(code)) {
        const hostname = context.url.hostname;
        return {
            code: 'dns',
            message: code === 'ENOTFOUND'
                ? `host not found: ${hostname}`
                : `host not found: ${hostname} (DNS lookup failed: ${code})`,
        };
    }
    const tls = describeTlsError(code, err, target);
    if (tls !== undefined)
        return { code: 'tls', message: tls };
    if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') {
        return { code: 'timeout', message: `connecting to ${target} timed out` };
    }
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT')
        return timeoutFailure(context);
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
    if (code.startsWith('HPE_'))
        return { code: 'network', message: `invalid HTTP response from ${target}: ${message}` };
    return { code: 'network', message };
}
const SKIP_VERIFICATION = '--insecure skips verification';
/** Certificate problems, as Node names them, in plain words. */
const certificateProblems = {
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
function describeTlsError(code, err, target) {
    const problem = certificateProblems[code];
    if (problem !== undefined)
        return `the TLS certificate of ${target} ${problem} (${SKIP_VERIFICATION})`;
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
function describeDecodeError(coding, error) {
    return { code: 'network', message: `could not decode the ${coding} response body: ${error.message}` };
}
const tokenPattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const invalidValuePattern = /[^\t\x20-\x7e\x80-\xff]/;
const managedHeaders = new Set(['transfer-encoding', 'keep-alive', 'upgrade', 'expect']);
/** Names the header undici refused; only runs once a request has already failed. */
function describeInvalidRequest(headers) {
    const seen = new Set();
    for (const [name, value] of headers) {
        if (!tokenPattern.test(name))
            return `invalid header name ${JSON.stringify(name)}`;
        const invalid = invalidValuePattern.exec(value);
        if (invalid !== null) {
            // The value itself may be a secret: name only the offending character.
            const character = `U+${invalid[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
            return `invalid value for header ${name}: it contains ${character} (line breaks, control characters and characters beyond Latin-1 are not allowed)`;
        }
        const lower = name.toLowerCase();
        if (managedHeaders.has(lower))
            return `the ${name} header cannot be set: the HTTP client manages it`;
        if ((lower === 'host' || lower === 'content-length') && seen.has(lower))
            return `the ${name} header is given more than once`;
        if (lower === 'content-length' && !/^\d+$/.test(value))
            return `invalid Content-Length header ${JSON.stringify(value)}`;
        seen.add(lower);
    }
    return undefined;
}
function peer(err) {
    // With several addresses (`localhost` \u2192 ::1 and 127.0.0.1), net raises an AggregateError.
    const source = err?.address === undefined && Array.isArray(err?.errors) ? err.errors[0] : err;
    if (source?.address === undefined || source.port === undefined)
        return undefined;
    return source.address.includes(':') ? `[${source.address}]:${source.port}` : `${source.address}:${source.port}`;
}

;// CONCATENATED MODULE: ./src/engine/http/exchange.ts





/** Redirects followed unless a test says otherwise (`max-redirects`). */
const maxRedirects = 10;
/** Bodies of a declared length from this size on get their memory at once (below it a copy costs little). */
const PREALLOCATE_FROM = 1024 * 1024;
/** Counts unsettled exchanges so the client can tell when it has nothing left to wait for. */
class InFlightExchanges {
    #count = 0;
    #waiters = [];
    started() {
        this.#count++;
    }
    settled() {
        if (--this.#count > 0 || this.#waiters.length === 0)
            return;
        const waiters = this.#waiters;
        this.#waiters = [];
        for (const wake of waiters)
            wake();
    }
    idle() {
        if (this.#count === 0)
            return Promise.resolve();
        return new Promise((resolve) => this.#waiters.push(resolve));
    }
}
const EMPTY_BODY = Buffer.alloc(0);
const NO_REDIRECTS = [];
/** Passed to undici when the exchange gives up on a request it no longer waits for. */
const abandoned = new Error('request abandoned');
/** What an exchange's resolver becomes once its result is delivered. */
const delivered = () => undefined;
class Exchange {
    #settings;
    #resolve;
    #start = performance.now();
    #timeoutMs;
    #timeoutSource;
    #signal;
    #sentHeaders;
    #cookies;
    #onSetCookies;
    #dispatcher;
    #redirectPolicy;
    #limitRate;
    #receivePacer;
    #pauseTimer;
    #rawPath;
    #url;
    #method;
    #headers;
    #body;
    #settled = false;
    abortWatchSlot = -1;
    #phase = 'connecting';
    #controller = null;
    #redirects = 0;
    /** Set while the body of a redirect response is drained (so the connection stays reusable). */
    #redirectLocation;
    #status = 0;
    #rawHeaders = null;
    #parsedHeaders = {};
    #ttfbMs = 0;
    #chunks = [];
    /** The whole response body's memory, made once when its length is declared and large (see onResponseStart). */
    #responseBody = null;
    #bodyBytes = 0;
    #decoder = null;
    #redirectChain;
    #connection;
    constructor(settings, request, resolve) {
        this.#settings = settings;
        this.#resolve = resolve;
        this.#url = request.url;
        this.#method = request.method;
        this.#headers = request.headers;
        this.#body = request.body;
        this.#sentHeaders = request.sentHeaders;
        this.#timeoutMs = request.timeoutMs;
        this.#timeoutSource = request.timeoutSource;
        this.#signal = request.signal;
        this.#cookies = request.cookies;
        this.#onSetCookies = request.onSetCookies;
        this.#dispatcher = request.dispatcher;
        this.#redirectPolicy = request.redirects;
        this.#limitRate = request.limitRate;
        this.#rawPath = request.rawPath;
    }
    start() {
        this.#settings.inFlight.started();
        const signal = this.#signal;
        if (signal !== undefined) {
            if (signal.aborted)
                return this.onAbort();
            this.#settings.abortWatch.add(signal, this);
        }
        if (this.#timeoutMs > 0)
            this.#settings.deadlines.add(this, this.#timeoutMs);
        this.#dispatch();
    }
    /** The caller's signal fired. */
    onAbort() {
        const reason = this.#signal?.reason;
        const detail = reason instanceof Error && reason.name !== 'AbortError'
            ? `: ${reason.message}`
            : typeof reason === 'string'
                ? `: ${reason}`
                : '';
        this.#fail('aborted', `request aborted${detail}`);
    }
    get done() {
        return this.#settled;
    }
    /** The exchange's deadline passed. */
    expire() {
        const { code, message } = timeoutFailure(this.#failureContext());
        this.#fail(code, message);
    }
    onRequestStart(controller) {
        if (this.#settled)
            return controller.abort(abandoned);
        this.#controller = controller;
        this.#phase = 'waiting for the response headers';
        expectSocket(this);
    }
    /** The socket this exchange's request (or its latest redirect hop) is written to. */
    onSocket(socket) {
        if (!this.#settled)
            this.#connection = connectionOf(socket);
    }
    onResponseStart(controller, statusCode, headers) {
        if (this.#settled || statusCode < 200)
            return;
        this.#status = statusCode;
        const setCookie = headers['set-cookie'];
        if (setCookie !== undefined) {
            const setCookies = Array.isArray(setCookie) ? setCookie : [setCookie];
            this.#onSetCookies?.(setCookies);
            this.#cookies?.store(this.#url, setCookies);
        }
        if (this.#redirectPolicy.follow && isRedirect(statusCode)) {
            const location = first(headers['location']);
            if (location !== undefined) {
                this.#redirectLocation = location;
                return;
            }
        }
        this.#ttfbMs = performance.now() - this.#start;
        this.#phase = 'reading the response body';
        this.#rawHeaders = controller.rawHeaders ?? null;
        this.#parsedHeaders = headers;
        if (hasNoBody(statusCode, this.#method)) {
            // HTTP says this response has no body, whatever its headers announce (a 304's Content-Length is
            // the length it would have had). undici reads none and then fails the request on the mismatch;
            // ending it here ignores the body, and ending it early closes the connection, so bytes a server
            // sent anyway are never read as the next response.
            if (announcesBody(headers))
                this.#succeed();
            return;
        }
        this.#decoder = createBodyDecoder(headers['content-encoding'], this);
        if (this.#decoder === null) {
            const declaredLength = Number(first(headers['content-length']));
            if (declaredLength > this.#settings.maxBodyBytes)
                return this.#failTooLarge();
            // Chunks joined at the end would hold the body twice at that moment (a 512 MiB body peaked
            // at 1.1 GB); a body of declared length is copied into its own memory as it arrives instead.
            if (Number.isSafeInteger(declaredLength) && declaredLength >= PREALLOCATE_FROM)
                this.#responseBody = Buffer.allocUnsafe(declaredLength);
        }
    }
    /**
     * A `CONNECT` answered 2xx, or a `101 Switching Protocols`: undici hands the socket over instead of
     * a response. Left alone, the exchange would never settle (its deadline timer does not keep the
     * process alive, so the run would end mid-collection); it ends here with the status and headers,
     * no body, and the tunnel is closed.
     */
    onRequestUpgrade(controller, statusCode, headers, socket) {
        socket.destroy();
        this.#controller = null;
        if (this.#settled)
            return;
        this.#status = statusCode;
        this.#ttfbMs = performance.now() - this.#start;
        this.#rawHeaders = controller.rawHeaders ?? null;
        this.#parsedHeaders = headers;
        this.#succeed();
    }
    onResponseData(controller, chunk) {
        if (this.#settled)
            return;
        if (this.#limitRate !== undefined)
            this.#pace(controller, chunk.length);
        if (this.#redirectLocation !== undefined)
            return;
        const decoder = this.#decoder;
        if (decoder === null)
            return this.onDecodedData(chunk);
        if (!decoder.write(chunk)) {
            controller.pause();
            decoder.onDrain(() => controller.resume());
        }
    }
    onResponseEnd() {
        this.#controller = null;
        if (this.#settled)
            return;
        const location = this.#redirectLocation;
        if (location !== undefined) {
            this.#redirectLocation = undefined;
            // undici makes the connection reusable in a setImmediate it queues after this callback
            // returns; following from a later one lets the next hop reuse it instead of opening another.
            setImmediate(() => setImmediate(() => this.#follow(location)));
            return;
        }
        if (this.#decoder === null)
            this.#succeed();
        else
            this.#decoder.end();
    }
    onResponseError(_controller, error) {
        this.#controller = null;
        if (this.#settled)
            return;
        const { code, message } = describeError(error, this.#failureContext());
        this.#fail(code, message);
    }
    onDecodedData(chunk) {
        if (this.#settled)
            return;
        const body = this.#responseBody;
        if (body !== null) {
            // undici reads no more than the declared length: a longer body would be a bug of ours.
            if (this.#bodyBytes + chunk.length > body.length)
                return this.#fail('network', 'assay bug: body past its length');
            chunk.copy(body, this.#bodyBytes);
            this.#bodyBytes += chunk.length;
            return;
        }
        this.#bodyBytes += chunk.length;
        if (this.#bodyBytes > this.#settings.maxBodyBytes)
            return this.#failTooLarge();
        this.#chunks.push(chunk);
    }
    onDecodedEnd() {
        if (!this.#settled)
            this.#succeed();
    }
    onDecodeError(coding, error) {
        if (this.#settled)
            return;
        const { code, message } = describeDecodeError(coding, error);
        this.#fail(code, message);
    }
    /** Holds the socket when more has arrived than the rate allows by now. */
    #pace(controller, bytes) {
        const waitMs = (this.#receivePacer ??= new Pacer(this.#limitRate)).count(bytes);
        if (waitMs <= 0 || this.#pauseTimer !== undefined)
            return;
        controller.pause();
        this.#pauseTimer = setTimeout(() => {
            this.#pauseTimer = undefined;
            if (!this.#settled)
                controller.resume();
        }, waitMs);
    }
    #dispatch() {
        const url = this.#url;
        const path = this.#rawPath ?? url.pathname + url.search;
        // Only the first hop is sent as written: a redirect's Location is resolved as a browser would.
        this.#rawPath = undefined;
        this.#phase = 'connecting';
        // The exchange's own deadline (connect, headers and body together) ends it first, so undici's
        // per-request timers (0: off) would only cost their upkeep; without a deadline undici's defaults stand.
        const timeout = this.#timeoutMs > 0 ? 0 : undefined;
        const paced = this.#limitRate !== undefined && this.#body !== undefined && this.#body.length > 0;
        this.#dispatcher.dispatch({
            origin: url.origin,
            path,
            method: this.#method,
            headers: paced ? withLength(this.#headers, this.#body) : this.#headers,
            body: paced ? pacedBody(bodyBytes(this.#body), this.#limitRate, this.#signal) : this.#body,
            headersTimeout: timeout,
            bodyTimeout: timeout,
        }, this);
    }
    #follow(location) {
        if (this.#settled)
            return;
        const from = this.#url;
        (this.#redirectChain ??= []).push({ url: from.href, status: this.#status });
        const max = this.#redirectPolicy.max;
        if (++this.#redirects > max) {
            return this.#fail('too-many-redirects', `more than ${max} redirects (the last one from ${from.href} to ${location})`);
        }
        let next;
        try {
            next = new URL(location, from);
        }
        catch {
            return this.#fail('network', `invalid redirect location ${JSON.stringify(location)} from ${from.href}`);
        }
        if (next.protocol !== 'http:' && next.protocol !== 'https:') {
            return this.#fail('invalid-url', `redirect from ${from.href} to an unsupported URL: ${JSON.stringify(next.href)}`);
        }
        const status = this.#status;
        if ((status === 303 && this.#method !== 'HEAD') ||
            ((status === 301 || status === 302) && this.#method === 'POST')) {
            this.#method = 'GET';
            this.#body = undefined;
            this.#headers = withoutHeaders(this.#headers, bodyHeaders);
        }
        const sameOrigin = next.origin === from.origin || this.#redirectPolicy.trusted;
        this.#headers = withoutHeaders(this.#headers, sameOrigin ? hostHeader : crossOriginHeaders);
        if (this.#cookies) {
            this.#headers = withoutHeaders(this.#headers, cookieHeader);
            const cookies = this.#cookies.cookieHeader(next);
            if (cookies !== undefined)
                this.#headers.push('Cookie', cookies);
        }
        this.#url = next;
        this.#dispatch();
    }
    #succeed() {
        const chunks = this.#chunks;
        const bytes = this.#responseBody !== null
            ? this.#responseBody.subarray(0, this.#bodyBytes)
            : chunks.length === 0
                ? EMPTY_BODY
                : chunks.length === 1
                    ? ownBytes(chunks[0])
                    : Buffer.concat(chunks, this.#bodyBytes);
        this.#settle();
        this.#deliver(new Received(this.#status, this.#rawHeaders, this.#parsedHeaders, bytes, this.#url, this.#sentHeaders, this.#ttfbMs, performance.now() - this.#start, this.#redirectChain ?? NO_REDIRECTS, this.#connection));
    }
    #failTooLarge() {
        this.#fail('body-too-large', `response body exceeds the ${formatBytes(this.#settings.maxBodyBytes)} limit (--max-body)`);
    }
    #fail(code, message) {
        if (this.#settled)
            return;
        this.#settle();
        this.#deliver({
            ok: false,
            code,
            message,
            sentHeaders: this.#sentHeaders,
            totalMs: performance.now() - this.#start,
        });
    }
    /**
     * Hands the result over, then lets go of it and of the request body: a deadline entry holds an
     * exchange until its queue is compacted (up to 64 requests later), and through the resolver the
     * result's body would stay alive with it (80 sequential 4 MB responses peaked at 629 MB).
     */
    #deliver(result) {
        const resolve = this.#resolve;
        this.#resolve = delivered;
        this.#body = undefined;
        resolve(result);
    }
    /** Stops watching the signal, decoding and, if still running, the request itself. */
    #settle() {
        this.#settled = true;
        clearTimeout(this.#pauseTimer);
        if (this.#signal !== undefined)
            this.#settings.abortWatch.remove(this.#signal, this);
        this.#decoder?.destroy();
        this.#decoder = null;
        this.#chunks.length = 0;
        this.#responseBody = null;
        const controller = this.#controller;
        this.#controller = null;
        controller?.abort(abandoned);
        this.#settings.inFlight.settled();
    }
    #failureContext() {
        return {
            url: this.#url,
            phase: this.#phase,
            timeoutMs: this.#timeoutMs,
            timeoutSource: this.#timeoutSource,
            sentHeaders: this.#sentHeaders,
        };
    }
}
/**
 * The chunk's bytes in memory of their own: a chunk is often a view into the socket's much larger
 * read buffer, which a kept view would hold on to for as long as the response lives.
 */
function ownBytes(chunk) {
    return chunk.byteLength === chunk.buffer.byteLength ? chunk : Buffer.from(chunk);
}
/** RFC 9110 §6.4.1: the responses to HEAD, and 204 and 304, never have content. */
function hasNoBody(status, method) {
    return status === 204 || status === 304 || method === 'HEAD';
}
function announcesBody(headers) {
    const length = first(headers['content-length']);
    return (length !== undefined && length.trim() !== '0') || headers['transfer-encoding'] !== undefined;
}
function isRedirect(status) {
    return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}
function first(value) {
    return Array.isArray(value) ? value[0] : value;
}
const bodyHeaders = new Set([
    'content-type',
    'content-length',
    'content-encoding',
    'content-language',
    'content-location',
]);
const hostHeader = new Set(['host']);
const cookieHeader = new Set(['cookie']);
const crossOriginHeaders = new Set(['host', 'authorization', 'cookie', 'proxy-authorization']);
function bodyBytes(body) {
    return typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
}
/** A paced body is given to undici in slices: its length is declared so it is not sent chunked. */
function withLength(flat, body) {
    for (let i = 0; i < flat.length; i += 2)
        if (flat[i].toLowerCase() === 'content-length')
            return flat;
    return [...flat, 'Content-Length', String(bodyBytes(body).length)];
}
function withoutHeaders(flat, names) {
    const kept = [];
    for (let i = 0; i < flat.length; i += 2) {
        if (!names.has(flat[i].toLowerCase()))
            kept.push(flat[i], flat[i + 1]);
    }
    return kept;
}
function formatBytes(bytes) {
    const mebibyte = 1024 * 1024;
    if (bytes >= mebibyte && bytes % mebibyte === 0)
        return `${bytes / mebibyte} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}

// EXTERNAL MODULE: ./src/engine/http/undici-parts.ts
var undici_parts = __webpack_require__(81700);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./src/engine/http/connector.ts
// undici's own connector, with two changes. It has no connect timeout of its own (undici's is a fixed
// 10 s): every request has a deadline covering connect, headers and body, so `--timeout 15000` covers
// a 12 s connect, and a request waiting for a slow connection attempt ends at its own deadline. And
// connection attempts still under way can be cut off: undici cannot cancel a connect, so an attempt
// left by a request that timed out would otherwise keep `close()` (and process exit) waiting.



function createConnector(rejectUnauthorized, allowH2 = false) {
    // Timeout 0: undici sets no connect timer. allowH2 offers h2 in the TLS handshake (ALPN).
    const connectSocket = (0,undici_parts/* buildConnector */.gU)({ rejectUnauthorized, timeout: 0, allowH2 });
    const pending = new Set();
    return {
        connect(options, callback) {
            let ready;
            // buildConnector's connect returns the socket it opens (its typings say void).
            const socket = connectSocket(options, (...result) => {
                if (socket instanceof external_node_net_.Socket)
                    pending.delete(socket);
                if (result[0] === null)
                    ready?.();
                callback(...result);
            });
            if (socket instanceof external_node_net_.Socket) {
                pending.add(socket);
                ready = watchNewSocket(socket);
            }
        },
        cancelPending() {
            for (const socket of pending)
                socket.destroy(new Error('connection attempt cancelled'));
            pending.clear();
        },
    };
}

;// CONCATENATED MODULE: ./src/engine/http/routes.ts
// Where a connection goes when a test says so (`resolve`, `connect-to`), as curl decides it: the
// request, its Host header, TLS SNI and the certificate check keep the URL's host; only the address
// the socket connects to changes.

/** What a test's routes make of a connection: `connect-to` first (the first that matches), then `resolve`. */
function routeTarget(routes, hostname, port) {
    let target = { hostname: unbracketed(hostname).toLowerCase(), port };
    for (const table of [routes.connectTo, routes.resolve]) {
        const route = table.find((each) => matches(each, target.hostname, target.port));
        if (route !== undefined)
            target = { hostname: route.toHost === '' ? target.hostname : route.toHost, port: route.toPort || target.port };
    }
    return target;
}
function matches(route, hostname, port) {
    return ((route.host === '' || route.host === '*' || route.host === hostname) && (route.port === '' || route.port === port));
}
function unbracketed(host) {
    return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}
/** The name TLS sends as SNI and checks the certificate against: the URL's host, unless it is an address. */
function serverNameOf(hostname) {
    const host = unbracketed(hostname);
    return host === '' || (0,external_node_net_.isIP)(host) !== 0 ? undefined : host;
}

;// CONCATENATED MODULE: ./src/engine/http/dispatchers.ts



/** A run holds few distinct connection choices; a templated proxy could make more, so they are bounded. */
const MAX_DISPATCHERS = 64;
const proxyVariables = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY'];
const CONFINED = 'the environment sets a proxy (HTTP_PROXY/HTTPS_PROXY): a test cannot choose its own proxy, resolve, connect-to or HTTP/1.0 around it';
class Dispatchers {
    #settings;
    #connectors = new Map();
    #chosen = new Map();
    default;
    /** `HTTP_PROXY`/`HTTPS_PROXY` confine where a run's requests go (docs/serve.md): a test cannot route around them. */
    environmentProxy = proxyVariables.some((name) => process.env[name]);
    constructor(settings) {
        this.#settings = settings;
        this.default = this.#envDispatcher(this.#connector(settings.http2).connect, settings.http2);
    }
    /** The dispatcher for a request's choice, or why there is none. */
    for(choice) {
        if (choice === undefined)
            return this.default;
        const http2 = choice.httpVersion === undefined ? this.#settings.http2 : choice.httpVersion === '2';
        const routes = choice.routes;
        if (routes === undefined && choice.proxy === undefined && http2 === this.#settings.http2)
            return this.default;
        if (this.environmentProxy && (routes !== undefined || choice.proxy !== undefined))
            return CONFINED;
        const key = JSON.stringify([routes, http2, choice.proxy]);
        const known = this.#chosen.get(key);
        if (known !== undefined)
            return known;
        if (this.#chosen.size >= MAX_DISPATCHERS)
            return `more than ${MAX_DISPATCHERS} distinct connection settings (resolve, connect-to, proxy, http-version) in one run`;
        const dispatcher = choice.proxy === undefined
            ? this.#envDispatcher(routed(this.#connector(http2).connect, routes), http2)
            : this.#proxyDispatcher(choice.proxy);
        if (typeof dispatcher === 'string')
            return dispatcher;
        this.#chosen.set(key, dispatcher);
        return dispatcher;
    }
    destroy(reason) {
        const destroyed = [this.default, ...this.#chosen.values()].map((each) => each.destroy(reason));
        for (const connector of this.#connectors.values())
            connector.cancelPending();
        return Promise.all(destroyed).then(() => undefined);
    }
    #connector(http2) {
        let connector = this.#connectors.get(http2);
        if (connector === undefined) {
            connector = createConnector(!this.#settings.insecure, http2);
            this.#connectors.set(http2, connector);
        }
        return connector;
    }
    #envDispatcher(connect, http2) {
        const agentOptions = { connections: this.#settings.connections, allowH2: http2, connect };
        // EnvHttpProxyAgent reads the variables (and NO_PROXY) when it is constructed.
        if (this.environmentProxy) {
            const tls = { rejectUnauthorized: !this.#settings.insecure };
            // As curl does: http targets go to the proxy as absolute-form requests, https ones through a CONNECT tunnel.
            return new undici_parts/* EnvHttpProxyAgent */.J2({ ...agentOptions, requestTls: tls, proxyTls: tls, proxyTunnel: false });
        }
        return new undici_parts/* Agent */.g6(agentOptions);
    }
    /** Through a test's proxy, the proxy connects to the host (routes do not apply) over HTTP/1.1. */
    #proxyDispatcher(proxy) {
        let url;
        try {
            url = new URL(proxy);
        }
        catch {
            return 'the proxy is not a valid URL';
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:')
            return `the proxy must be an http or https URL, not ${url.protocol.slice(0, -1)}`;
        const tls = { rejectUnauthorized: !this.#settings.insecure };
        return new undici_parts/* ProxyAgent */.kT({
            uri: url.href,
            connections: this.#settings.connections,
            requestTls: tls,
            proxyTls: tls,
            proxyTunnel: false,
        });
    }
}
/** The connector with the test's routes applied: the socket goes elsewhere, SNI and the certificate check stay with the URL's host. */
function routed(connect, routes) {
    if (routes === undefined)
        return connect;
    return (options, callback) => {
        const port = options.port || (options.protocol === 'https:' ? '443' : '80');
        const target = routeTarget(routes, options.hostname, port);
        const servername = options.servername || serverNameOf(options.hostname);
        return connect({ ...options, hostname: target.hostname, port: target.port, ...(servername ? { servername } : {}) }, callback);
    };
}

;// CONCATENATED MODULE: ./src/engine/http/raw-path.ts
// `path-as-is`: the path and query of a URL as written. WHATWG URL parsing removes `.` and `..`
// segments (`/a/../b` becomes `/b`), which is what a test of path traversal must not have; only
// characters a request line cannot carry (spaces, controls, non-ASCII) are percent-encoded.
/** The request target of an absolute http(s) URL text, dot segments kept; `/` when it has no path. */
function rawPathOf(url) {
    const afterScheme = url.indexOf('//') + 2;
    const pathStart = url.slice(afterScheme).search(/[/?#]/);
    if (pathStart < 0)
        return '/';
    let target = url.slice(afterScheme + pathStart);
    const hash = target.indexOf('#');
    if (hash >= 0)
        target = target.slice(0, hash);
    if (!target.startsWith('/'))
        target = `/${target}`;
    return target.replace(/[^\x21-\x7e]|["<>\\^`{|}]/gu, (char) => encodeURIComponent(char));
}

;// CONCATENATED MODULE: ./src/engine/http/http10.ts
// `http-version: "1.0"`: undici writes every request line as HTTP/1.1, so an HTTP/1.0 request is sent
// here, on a connection of its own (HTTP/1.0 has no keep-alive by default): the request line
// `METHOD target HTTP/1.0`, the headers (Host included), the body with its Content-Length; the
// response is read to its Content-Length or to the end of the connection, within the body limit.
// Routes (resolve, connect-to), TLS checks against the URL's host, redirects, cookies, the deadline
// and limit-rate apply as for any request. Content codings are not decoded (assay asks for none).






class Http10Failure extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
async function sendHttp10(request) {
    const start = performance.now();
    const deadline = request.timeoutMs > 0 ? start + request.timeoutMs : Infinity;
    let url = request.url;
    let method = request.method;
    let headers = request.headers;
    let body = request.body;
    let target = request.rawPath ?? url.pathname + url.search;
    const chain = [];
    let phase = 'connecting';
    try {
        for (;;) {
            let ttfbMs = 0;
            const answer = await exchange(request, url, method, target, headers, body, deadline, (next) => {
                phase = next;
                if (next === 'reading the response body')
                    ttfbMs = performance.now() - start;
            });
            const setCookies = answer.headers.filter(([name]) => name === 'set-cookie').map(([, value]) => value);
            if (setCookies.length > 0) {
                request.onSetCookies?.(setCookies);
                request.cookies?.store(url, setCookies);
            }
            const location = answer.headers.find(([name]) => name === 'location')?.[1];
            if (!request.redirects.follow || ![301, 302, 303, 307, 308].includes(answer.status) || location === undefined)
                return received(answer, url, chain, request.sentHeaders, ttfbMs, performance.now() - start);
            chain.push({ url: url.href, status: answer.status });
            if (chain.length > request.redirects.max)
                throw new Http10Failure('too-many-redirects', `more than ${request.redirects.max} redirects (the last one from ${url.href} to ${location})`);
            const next = new URL(location, url);
            if (next.protocol !== 'http:' && next.protocol !== 'https:')
                throw new Http10Failure('invalid-url', `redirect from ${url.href} to an unsupported URL: ${JSON.stringify(next.href)}`);
            if ((answer.status === 303 && method !== 'HEAD') || ([301, 302].includes(answer.status) && method === 'POST')) {
                method = 'GET';
                body = undefined;
                headers = without(headers, ['content-type', 'content-length', 'content-encoding']);
            }
            if (next.origin !== url.origin && !request.redirects.trusted)
                headers = without(headers, ['authorization', 'cookie', 'proxy-authorization']);
            if (request.cookies !== undefined) {
                headers = without(headers, ['cookie']);
                const cookie = request.cookies.cookieHeader(next);
                if (cookie !== undefined)
                    headers = [...headers, 'Cookie', cookie];
            }
            url = next;
            target = url.pathname + url.search;
        }
    }
    catch (error) {
        const context = {
            url,
            phase,
            timeoutMs: request.timeoutMs,
            timeoutSource: request.timeoutSource,
            sentHeaders: request.sentHeaders,
        };
        const failure = error instanceof Http10Failure
            ? { code: error.code, message: error.message }
            : error === TIMED_OUT
                ? timeoutFailure(context)
                : describeError(error, context);
        return { ok: false, ...failure, sentHeaders: request.sentHeaders, totalMs: performance.now() - start };
    }
}
const TIMED_OUT = new Error('timed out');
/** undici's own bound on response headers is 16 KiB; a little more room here. */
const MAX_HEAD_BYTES = 64 * 1024;
async function exchange(request, url, method, target, headers, body, deadline, onPhase) {
    const bytes = body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
    const socket = await http10_open(request, url, deadline);
    try {
        const head = [`${method} ${target} HTTP/1.0`, `Host: ${url.host}`];
        for (let i = 0; i < headers.length; i += 2) {
            if (headers[i].toLowerCase() !== 'host')
                head.push(`${headers[i]}: ${headers[i + 1]}`);
        }
        if (bytes !== undefined && !headers.some((name, i) => i % 2 === 0 && name.toLowerCase() === 'content-length'))
            head.push(`Content-Length: ${bytes.length}`);
        socket.write(`${head.join('\r\n')}\r\n\r\n`, 'latin1');
        if (bytes !== undefined)
            await writePaced(socket, bytes, request.limitRate, request.signal);
        onPhase('waiting for the response headers');
        return await readAnswer(socket, request, method, deadline, onPhase);
    }
    finally {
        socket.destroy();
    }
}
/** A socket to where the test's routes send the URL's host; TLS names and checks the URL's host. */
async function http10_open(request, url, deadline) {
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    const to = request.routes === undefined ? { hostname: url.hostname, port } : routeTarget(request.routes, url.hostname, port);
    const host = to.hostname.startsWith('[') ? to.hostname.slice(1, -1) : to.hostname;
    let socket;
    let ready;
    if (url.protocol === 'https:') {
        const tls = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 41692, 23));
        const servername = serverNameOf(url.hostname);
        const options = {
            host,
            port: Number(to.port),
            rejectUnauthorized: !request.insecure,
            ALPNProtocols: ['http/1.0'],
            ...(servername === undefined ? {} : { servername }),
        };
        socket = tls.connect(options);
        ready = 'secureConnect';
    }
    else {
        socket = (0,external_node_net_.connect)({ host, port: Number(to.port) });
        ready = 'connect';
    }
    await settle(socket, ready, deadline, request.signal);
    return socket;
}
async function writePaced(socket, bytes, rate, signal) {
    if (rate === undefined)
        return void socket.write(bytes);
    const pacer = new Pacer(rate);
    const slice = Math.max(1, Math.min(16 * 1024, Math.floor(rate / 10)));
    for (let offset = 0; offset < bytes.length; offset += slice) {
        const part = bytes.subarray(offset, offset + slice);
        socket.write(part);
        const waitMs = pacer.count(part.length);
        if (waitMs > 0)
            await new Promise((resolve) => setTimeout(resolve, waitMs));
        if (signal?.aborted)
            throw signal.reason;
    }
}
function readAnswer(socket, request, method, deadline, onPhase) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let received = 0;
        /** The last 3 bytes before the newest chunk, latin1, while the head's end is looked for. */
        let tail = '';
        let head;
        const pacer = request.limitRate === undefined ? undefined : new Pacer(request.limitRate);
        const limit = request.maxBodyBytes + 64 * 1024;
        const finish = () => {
            cleanup();
            if (head === undefined)
                return reject(Object.assign(new Error('closed'), { code: 'UND_ERR_SOCKET' }));
            const all = Buffer.concat(chunks, received);
            let content = all.subarray(head.bodyStart);
            if (head.length !== undefined)
                content = content.subarray(0, head.length);
            if (head.status === 204 || head.status === 304 || method === 'HEAD')
                content = Buffer.alloc(0);
            if (content.length > request.maxBodyBytes)
                return reject(new Http10Failure('body-too-large', `response body exceeds the ${request.maxBodyBytes} bytes limit (--max-body)`));
            resolve({ status: head.status, version: head.version, headers: head.headers, body: Buffer.from(content) });
        };
        const onData = (chunk) => {
            chunks.push(chunk);
            received += chunk.length;
            if (received > limit) {
                cleanup();
                return reject(new Http10Failure('body-too-large', `response body exceeds the ${request.maxBodyBytes} bytes limit (--max-body)`));
            }
            if (head === undefined) {
                // The end of the head is looked for in the new bytes (and the 3 before them) only, and a
                // head past the bound is refused: a server trickling header bytes costs linear time.
                const searchFrom = Math.max(0, received - chunk.length - 3);
                const end = searchFrom + (tail + chunk.toString('latin1')).indexOf('\r\n\r\n');
                tail = (tail + chunk.toString('latin1', Math.max(0, chunk.length - 3))).slice(-3);
                if (end < searchFrom) {
                    if (received <= MAX_HEAD_BYTES)
                        return;
                    cleanup();
                    return reject(new Http10Failure('network', `the response headers exceed ${MAX_HEAD_BYTES / 1024} KiB`));
                }
                const all = Buffer.concat(chunks, received);
                chunks.length = 0;
                chunks.push(all);
                head = parseHead(all.subarray(0, end).toString('latin1'), end + 4);
                if (head === undefined) {
                    cleanup();
                    return reject(new Http10Failure('network', 'the response is not HTTP'));
                }
                onPhase('reading the response body');
            }
            if (head.length !== undefined && received - head.bodyStart >= head.length)
                return finish();
            const waitMs = pacer?.count(chunk.length) ?? 0;
            if (waitMs > 0) {
                socket.pause();
                setTimeout(() => socket.resume(), waitMs);
            }
        };
        const onError = (error) => {
            cleanup();
            reject(error);
        };
        const onAbort = () => onError(Object.assign(new Http10Failure('aborted', 'request aborted')));
        const timer = Number.isFinite(deadline)
            ? setTimeout(() => onError(TIMED_OUT), Math.max(0, deadline - performance.now()))
            : undefined;
        const cleanup = () => {
            clearTimeout(timer);
            socket.off('data', onData).off('end', finish).off('error', onError);
            request.signal?.removeEventListener('abort', onAbort);
        };
        socket.on('data', onData).on('end', finish).on('error', onError);
        request.signal?.addEventListener('abort', onAbort, { once: true });
    });
}
function parseHead(text, bodyStart) {
    const lines = text.split('\r\n');
    const status = /^HTTP\/(\d\.\d) (\d{3})(?: .*)?$/.exec(lines[0]);
    if (status === null)
        return undefined;
    const headers = [];
    for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0)
            headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
    const length = headers.find(([name]) => name === 'content-length')?.[1];
    return {
        version: status[1],
        status: Number(status[2]),
        headers,
        bodyStart,
        ...(length !== undefined && /^\d+$/.test(length) ? { length: Number(length) } : {}),
    };
}
function settle(socket, event, deadline, signal) {
    return new Promise((resolve, reject) => {
        const timer = Number.isFinite(deadline)
            ? setTimeout(() => done(TIMED_OUT), Math.max(0, deadline - performance.now()))
            : undefined;
        const onAbort = () => done(new Http10Failure('aborted', 'request aborted'));
        const done = (error) => {
            clearTimeout(timer);
            socket.off(event, onReady).off('error', done);
            signal?.removeEventListener('abort', onAbort);
            if (error === undefined)
                return resolve();
            socket.destroy();
            reject(error);
        };
        const onReady = () => done();
        socket.once(event, onReady).once('error', done);
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
function received(answer, url, redirects, sentHeaders, ttfbMs, totalMs) {
    let text;
    const values = (name) => answer.headers.filter(([each]) => each === name).map(([, value]) => value);
    return {
        ok: true,
        status: answer.status,
        statusText: external_node_http_.STATUS_CODES[answer.status] ?? '',
        headers: answer.headers,
        get body() {
            return (text ??= answer.body.length === 0 ? '' : (0,charset/* decodeBody */.Vj)(answer.body, values('content-type')));
        },
        bodyBuffer: answer.body,
        bodyBytes: answer.body.length,
        headerValues: values,
        finalUrl: url.href,
        redirects,
        httpVersion: answer.version,
        connection: undefined,
        sentHeaders,
        ttfbMs,
        totalMs,
    };
}
function without(flat, names) {
    const kept = [];
    for (let i = 0; i < flat.length; i += 2)
        if (!names.includes(flat[i].toLowerCase()))
            kept.push(flat[i], flat[i + 1]);
    return kept;
}

// EXTERNAL MODULE: ./src/engine/http/abort-watch.ts
var abort_watch = __webpack_require__(42335);
;// CONCATENATED MODULE: ./src/engine/http/deadlines.ts
// Request deadlines on one timer. A Node timer per request costs a timer-list insert and removal
// (and, when requests run one at a time, creating the list and re-arming libuv's timer) on every
// request; here a request adds an entry to a queue and cancelling is free. Most requests share the
// run's timeout, so each queue, one per timeout value, is in deadline order.
/** Below this many entries a queue is not worth compacting. */
const COMPACT_FROM = 64;
class Deadlines {
    #queues = new Map();
    #timer;
    /** When the timer fires (Infinity when it is not armed). */
    #armedFor = Infinity;
    /** Calls `target.expire()` after `timeoutMs`, unless it is done by then. */
    add(target, timeoutMs) {
        const deadline = performance.now() + timeoutMs;
        let queue = this.#queues.get(timeoutMs);
        if (queue === undefined)
            this.#queues.set(timeoutMs, (queue = { entries: [], compactAt: COMPACT_FROM }));
        else if (queue.entries.length >= queue.compactAt)
            compact(queue);
        queue.entries.push({ deadline, target });
        if (deadline < this.#armedFor)
            this.#arm(deadline);
    }
    /** Stops the timer; pending deadlines are dropped (the client is shutting down). */
    clear() {
        clearTimeout(this.#timer);
        this.#timer = undefined;
        this.#armedFor = Infinity;
        this.#queues.clear();
    }
    #arm(deadline) {
        this.#armedFor = deadline;
        clearTimeout(this.#timer);
        this.#timer = setTimeout(() => this.#fire(), Math.max(0, Math.ceil(deadline - performance.now())));
        // A request under way keeps the process alive through its socket; the timer must not keep a
        // client that was never closed alive once its requests have ended.
        this.#timer.unref();
    }
    #fire() {
        this.#armedFor = Infinity;
        const now = performance.now();
        const due = [];
        let next = Infinity;
        for (const [timeoutMs, { entries }] of this.#queues) {
            let head = 0;
            while (head < entries.length && (entries[head].target.done || entries[head].deadline <= now)) {
                if (!entries[head].target.done)
                    due.push(entries[head].target);
                head++;
            }
            if (head === entries.length)
                this.#queues.delete(timeoutMs);
            else {
                entries.splice(0, head);
                next = Math.min(next, entries[0].deadline);
            }
        }
        if (next !== Infinity)
            this.#arm(next);
        for (const target of due)
            target.expire();
    }
}
/** Drops the entries of requests that already ended, keeping the order of the others. */
function compact(queue) {
    const entries = queue.entries;
    let kept = 0;
    for (const entry of entries)
        if (!entry.target.done)
            entries[kept++] = entry;
    entries.length = kept;
    queue.compactAt = Math.max(COMPACT_FROM, 2 * kept);
}

;// CONCATENATED MODULE: ./src/engine/http/client.ts







function createHttpClient(options) {
    const dispatchers = new Dispatchers({
        insecure: options.insecure,
        connections: options.connections,
        http2: options.httpVersion === '2',
    });
    const deadlines = new Deadlines();
    const shutDown = async () => {
        deadlines.clear();
        await dispatchers.destroy(clientShutdown);
    };
    const inFlight = new InFlightExchanges();
    const runRedirects = { follow: options.followRedirects, max: maxRedirects, trusted: false };
    const settings = {
        maxBodyBytes: options.maxBodyBytes,
        inFlight,
        abortWatch: new abort_watch/* AbortWatch */.A(),
        deadlines,
    };
    const userAgent = defaultHeaders(options.userAgent);
    return {
        send(request) {
            const start = performance.now();
            const prepared = prepareHeaders(request, userAgent);
            const url = parseTargetUrl(request.url);
            const transport = request.transport;
            const dispatcher = typeof url === 'string' ? url : dispatchers.for(transport);
            if (typeof url === 'string' || typeof dispatcher === 'string') {
                return Promise.resolve({
                    ok: false,
                    code: typeof url === 'string' || dispatcher !== CONFINED ? 'invalid-url' : 'network',
                    message: typeof url === 'string' ? url : dispatcher,
                    sentHeaders: prepared.sentHeaders,
                    totalMs: performance.now() - start,
                });
            }
            const body = request.body === '' || request.body?.length === 0 ? undefined : request.body;
            const { headers, sentHeaders } = withCookies(prepared, request.cookies, url);
            const redirects = transport === undefined ? runRedirects : redirectPolicy(transport, runRedirects);
            if ((transport?.httpVersion ?? options.httpVersion) === '1.0') {
                if (dispatchers.environmentProxy) {
                    const message = CONFINED;
                    return Promise.resolve({
                        ok: false,
                        code: 'network',
                        message,
                        sentHeaders,
                        totalMs: performance.now() - start,
                    });
                }
                inFlight.started();
                return sendHttp10({
                    url,
                    ...(transport?.pathAsIs ? { rawPath: rawPathOf(transport.writtenUrl ?? request.url) } : {}),
                    method: request.method,
                    headers,
                    body,
                    sentHeaders,
                    timeoutMs: request.timeoutMs,
                    ...(request.timeoutSource === undefined ? {} : { timeoutSource: request.timeoutSource }),
                    signal: request.signal,
                    cookies: request.cookies,
                    ...(request.onSetCookies === undefined ? {} : { onSetCookies: request.onSetCookies }),
                    redirects,
                    ...(transport?.routes === undefined ? {} : { routes: transport.routes }),
                    ...(transport?.limitRate === undefined ? {} : { limitRate: transport.limitRate }),
                    insecure: options.insecure,
                    maxBodyBytes: options.maxBodyBytes,
                }).finally(() => inFlight.settled());
            }
            const { promise, resolve } = Promise.withResolvers();
            new Exchange(settings, {
                dispatcher,
                redirects,
                // Set directly, not spread: a plain request makes no throwaway objects.
                limitRate: transport?.limitRate,
                rawPath: transport?.pathAsIs ? rawPathOf(transport.writtenUrl ?? request.url) : undefined,
                url,
                method: request.method,
                body,
                timeoutMs: request.timeoutMs,
                timeoutSource: request.timeoutSource,
                signal: request.signal,
                cookies: request.cookies,
                onSetCookies: request.onSetCookies,
                headers,
                sentHeaders,
            }, resolve).start();
            return promise;
        },
        // Once every send has settled, whatever undici still has under way was abandoned (like a
        // connection attempt left by a request that timed out), so there is nothing left to drain.
        close: async () => {
            await inFlight.idle();
            await shutDown();
        },
        destroy: shutDown,
    };
}
/** The prepared headers plus the jar's `Cookie` header, unless the request sets its own. */
function withCookies(prepared, cookies, url) {
    if (!cookies || prepared.sentHeaders.some(([name]) => name.toLowerCase() === 'cookie'))
        return prepared;
    const header = cookies.cookieHeader(url);
    if (header === undefined)
        return prepared;
    return {
        headers: [...prepared.headers, 'Cookie', header],
        sentHeaders: [...prepared.sentHeaders, ['Cookie', header]],
    };
}
function redirectPolicy(transport, run) {
    return {
        follow: transport.followRedirects ?? run.follow,
        max: transport.maxRedirects ?? run.max,
        trusted: transport.locationTrusted ?? run.trusted,
    };
}
/** A URL the client can send to, or the reason it can't. */
function parseTargetUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return `not a valid URL: ${JSON.stringify(text)}`;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return `not a valid URL: ${JSON.stringify(text)} (only http and https are supported)`;
    }
    return url;
}
function defaultHeaders(userAgent) {
    const pair = ['User-Agent', userAgent];
    const accept = ['Accept', '*/*'];
    return { userAgent: pair, accept, alone: { headers: [...pair, ...accept], sentHeaders: [pair, accept] } };
}
function prepareHeaders(request, defaults) {
    const given = request.headers;
    if (given.length === 0 && !request.body?.length)
        return defaults.alone;
    const headers = [];
    let hasUserAgent = false;
    let hasAccept = false;
    let hasContentType = false;
    for (const [name, value] of given) {
        headers.push(name, value);
        if (name.length === 10 && name.toLowerCase() === 'user-agent')
            hasUserAgent = true;
        else if (name.length === 6 && name.toLowerCase() === 'accept')
            hasAccept = true;
        else if (name.length === 12 && name.toLowerCase() === 'content-type')
            hasContentType = true;
    }
    const needsContentType = !hasContentType && !!request.body?.length;
    if (hasUserAgent && hasAccept && !needsContentType)
        return { headers, sentHeaders: given };
    const sentHeaders = given.slice();
    // The default pairs are shared by every request: the records only read them.
    for (const [present, pair] of [
        [hasUserAgent, defaults.userAgent],
        [hasAccept, defaults.accept],
    ]) {
        if (present)
            continue;
        headers.push(pair[0], pair[1]);
        sentHeaders.push(pair);
    }
    if (needsContentType) {
        const body = request.body;
        const contentType = typeof body !== 'string'
            ? 'application/octet-stream'
            : looksLikeJson(body)
                ? 'application/json'
                : 'text/plain; charset=utf-8';
        headers.push('Content-Type', contentType);
        sentHeaders.push(['Content-Type', contentType]);
    }
    return { headers, sentHeaders };
}
function looksLikeJson(body) {
    try {
        JSON.parse(body);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 81700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J2: () => (/* reexport default from dynamic */ undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_1___default.a),
/* harmony export */   g6: () => (/* reexport default from dynamic */ undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_0___default.a),
/* harmony export */   gU: () => (/* reexport default from dynamic */ undici_lib_core_connect_js__WEBPACK_IMPORTED_MODULE_5___default.a),
/* harmony export */   kT: () => (/* reexport default from dynamic */ undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_2___default.a)
/* harmony export */ });
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57405);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53137);
/* harmony import */ var undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76672);
/* harmony import */ var undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(30883);
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var undici_lib_api_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56615);
/* harmony import */ var undici_lib_core_connect_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(59136);
/* harmony import */ var undici_lib_core_connect_js__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(undici_lib_core_connect_js__WEBPACK_IMPORTED_MODULE_5__);
// The parts of undici that every run needs, loaded on their own: `import 'undici'` evaluates all of
// it (fetch, WebSocket, caches, mocks, cookies), ~40 ms of every start-up. What needs more (fetching
// a collection from a URL, a language model) imports 'undici' itself when it is used.


// Already loaded by EnvHttpProxyAgent: a test's own `proxy` costs nothing more at start-up.




// A proxy tunnels to https targets with the `connect` method that undici's index adds to every
// dispatcher: add it as the index does.
Object.assign((undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_3___default().prototype), undici_lib_api_index_js__WEBPACK_IMPORTED_MODULE_4__);



/***/ }),

/***/ 86171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IU: () => (/* binding */ reportFiles),
/* harmony export */   Q$: () => (/* reexport safe */ _report_output_directory_js__WEBPACK_IMPORTED_MODULE_2__.Q$),
/* harmony export */   Rs: () => (/* reexport safe */ _report_output_directory_js__WEBPACK_IMPORTED_MODULE_2__.Rs),
/* harmony export */   WB: () => (/* binding */ writeDiagnosticsFile),
/* harmony export */   s6: () => (/* reexport safe */ _report_output_directory_js__WEBPACK_IMPORTED_MODULE_2__.s6)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _report_output_directory_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64115);
/* harmony import */ var _report_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43863);
// The report directory of an invocation: made ready before anything is sent, and what goes there
// when the collections are invalid (diagnostics.txt) or when the run goes (the report files).





/** Writes diagnostics.txt into a ready report directory; returns its path. */
async function writeDiagnosticsFile(output, text) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,_report_output_directory_js__WEBPACK_IMPORTED_MODULE_2__/* .reportDirectory */ .s6)(output), _report_output_directory_js__WEBPACK_IMPORTED_MODULE_2__/* .DIAGNOSTICS_FILE */ .C9);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, text);
    return path;
}
/** The observer that writes the report files of one execution into a ready directory. */
function reportFiles(output, formats, redactor, keepResults = false) {
    return new _report_write_js__WEBPACK_IMPORTED_MODULE_3__/* .ReportFiles */ .yD(output, formats, redactor, keepResults);
}


/***/ })

};
