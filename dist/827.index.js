export const id = 827;
export const ids = [827];
export const modules = {

/***/ 12957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _session_options_args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63210);
/* harmony import */ var _session_options_options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93831);
/* harmony import */ var _model_run_outcome_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2605);
// The command line adapter: argv \u2192 options \u2192 run \u2192 exit code. Every mistake a user can make ends
// in one message on stderr and exit 2; stack traces only with --debug.
//
// Each command is a chunk of its own, loaded once argv names it (the dynamic imports below): `--help`
// and `--version` load only the option table, and a run does not compile or evaluate `import`'s
// readers, `merge` or the `--interval` loop (start-up time, docs/performance.md).



async function main(argv) {
    const debug = argv.includes('--debug');
    ignoreClosedReaders();
    try {
        process.exitCode = await dispatch(argv);
    }
    catch (error) {
        process.stderr.write(debug
            ? `${error.stack}\n`
            : `assay: internal error: ${error.message} (run with --debug for details)\n`);
        process.exitCode = _model_run_outcome_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_USAGE */ .Ri;
    }
}
/**
 * A reader that stopped reading (`assay \u2026 | head -1`) wants no more of that stream: the run goes on,
 * writes its reports and exits with its own code, instead of dying on an unhandled EPIPE.
 */
function ignoreClosedReaders() {
    for (const stream of [process.stdout, process.stderr]) {
        stream.on('error', (error) => {
            if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED')
                throw error;
        });
    }
}
async function dispatch(argv) {
    const parsed = (0,_session_options_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseArgs */ .Z)(argv, { defaultOutput: _session_options_options_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_OUTPUT */ .Ol });
    switch (parsed.kind) {
        case 'help':
        case 'version':
            process.stdout.write(`${parsed.text}\n`);
            return _model_run_outcome_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
        case 'error':
            process.stderr.write(`assay: ${parsed.message}\n`);
            return _model_run_outcome_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_USAGE */ .Ri;
        case 'merge': {
            const { mergeCommand } = await Promise.all(/* import() | cli-merge */[__webpack_require__.e(863), __webpack_require__.e(152)]).then(__webpack_require__.bind(__webpack_require__, 21370));
            return mergeCommand(parsed.argv, { stdout: process.stdout, stderr: process.stderr });
        }
        case 'import': {
            const { importCommand } = await Promise.all(/* import() | cli-import */[__webpack_require__.e(815), __webpack_require__.e(519), __webpack_require__.e(820), __webpack_require__.e(321), __webpack_require__.e(438), __webpack_require__.e(755)]).then(__webpack_require__.bind(__webpack_require__, 7907));
            return importCommand(parsed.argv, { stdout: process.stdout, stderr: process.stderr });
        }
        case 'fuzz': {
            // Loaded only for `assay fuzz`: the fuzzer and fast-check are a chunk of their own.
            const { fuzzCommand } = await Promise.all(/* import() | fuzz */[__webpack_require__.e(815), __webpack_require__.e(7), __webpack_require__.e(608), __webpack_require__.e(863), __webpack_require__.e(519), __webpack_require__.e(389), __webpack_require__.e(321), __webpack_require__.e(438), __webpack_require__.e(744)]).then(__webpack_require__.bind(__webpack_require__, 57498));
            const interrupt = new AbortController();
            const onSignal = () => interrupt.abort();
            process.once('SIGINT', onSignal);
            process.once('SIGTERM', onSignal);
            try {
                return await fuzzCommand(parsed.argv, {
                    stdout: process.stdout,
                    stderr: process.stderr,
                    cwd: process.cwd(),
                    signal: interrupt.signal,
                });
            }
            finally {
                process.off('SIGINT', onSignal);
                process.off('SIGTERM', onSignal);
            }
        }
        case 'upload': {
            const { uploadCommand } = await __webpack_require__.e(/* import() | cli-upload */ 575).then(__webpack_require__.bind(__webpack_require__, 44424));
            return uploadCommand(parsed.argv, { stdout: process.stdout, stderr: process.stderr, env: process.env });
        }
        case 'serve': {
            // Loaded only for `assay serve`: the server and its database clients are a chunk of their own.
            const { serveCommand } = await Promise.all(/* import() | server */[__webpack_require__.e(815), __webpack_require__.e(7), __webpack_require__.e(628), __webpack_require__.e(863), __webpack_require__.e(519), __webpack_require__.e(820), __webpack_require__.e(389), __webpack_require__.e(151), __webpack_require__.e(484), __webpack_require__.e(682), __webpack_require__.e(750)]).then(__webpack_require__.bind(__webpack_require__, 61323));
            const stop = new AbortController();
            const onSignal = () => stop.abort();
            process.once('SIGINT', onSignal);
            process.once('SIGTERM', onSignal);
            return serveCommand(parsed.argv, {
                stdout: process.stdout,
                stderr: process.stderr,
                env: process.env,
                signal: stop.signal,
            });
        }
        case 'run': {
            const { interruptGraceFrom } = await Promise.all(/* import() | cli-run */[__webpack_require__.e(7), __webpack_require__.e(863), __webpack_require__.e(519), __webpack_require__.e(820), __webpack_require__.e(389), __webpack_require__.e(151), __webpack_require__.e(484), __webpack_require__.e(171)]).then(__webpack_require__.bind(__webpack_require__, 41344));
            const interrupt = new AbortController();
            const onSignal = (signal) => () => interrupt.abort(signal);
            const onInt = onSignal('SIGINT');
            const onTerm = onSignal('SIGTERM');
            process.once('SIGINT', onInt);
            process.once('SIGTERM', onTerm);
            try {
                const colour = (stream) => stream.isTTY === true && !process.env.NO_COLOR;
                const io = {
                    stdout: process.stdout,
                    stderr: process.stderr,
                    color: colour(process.stdout),
                    errorColor: colour(process.stderr),
                    signal: interrupt.signal,
                    interruptGraceMs: interruptGraceFrom(process.env),
                    debugLines: true,
                    cwd: process.cwd(),
                    env: process.env,
                };
                const { intervalMs, watch } = parsed.options;
                const repeating = (intervalMs !== undefined || watch === true) && !parsed.options.dryRun;
                if (repeating) {
                    const { monitorCommand } = await Promise.all(/* import() | cli-monitor */[__webpack_require__.e(7), __webpack_require__.e(863), __webpack_require__.e(519), __webpack_require__.e(820), __webpack_require__.e(389), __webpack_require__.e(151), __webpack_require__.e(484), __webpack_require__.e(54)]).then(__webpack_require__.bind(__webpack_require__, 98261));
                    return await monitorCommand(parsed.options, { intervalMs, watch: watch === true }, io);
                }
                const { runCommand } = await Promise.all(/* import() | cli-run */[__webpack_require__.e(7), __webpack_require__.e(863), __webpack_require__.e(519), __webpack_require__.e(820), __webpack_require__.e(389), __webpack_require__.e(151), __webpack_require__.e(484), __webpack_require__.e(171)]).then(__webpack_require__.bind(__webpack_require__, 57948));
                return await runCommand(parsed.options, io);
            }
            finally {
                process.off('SIGINT', onInt);
                process.off('SIGTERM', onTerm);
            }
        }
    }
}


/***/ }),

/***/ 93910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ ProbeCache)
/* harmony export */ });
// A probe's per-run memory: one answer per question (host, port, record type\u2026), shared by every test
// that asks it, including tests asking at the same time (the pending answer is shared).
class ProbeCache {
    #answers = new Map();
    /** The answer to `key`, computed once. `compute` must resolve (probe failures are values). */
    answer(key, compute) {
        let answer = this.#answers.get(key);
        if (answer === undefined) {
            answer = compute();
            this.#answers.set(key, answer);
        }
        return answer;
    }
}


/***/ }),

/***/ 76487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ recordSpecName),
/* harmony export */   U9: () => (/* binding */ matchingRecords),
/* harmony export */   a4: () => (/* binding */ parseDnsServer),
/* harmony export */   iF: () => (/* binding */ createDnsProbe),
/* harmony export */   mZ: () => (/* binding */ parseRecordSpec)
/* harmony export */ });
/* unused harmony export RECORD_TYPES */
/* harmony import */ var _cache_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93910);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54251);
// The DNS probe: records of one type at one name, through node:dns with an optional server override
// (`--dns-server host[:port]`), one query per name and type per run, each bounded by the run's timeout.
// Records come back in presentation form (`example.com. IN MX 10 mail.example.com.`), which is what the
// original's `dns-record-exists` matches its data against.


// node:net is loaded when an address is read (`--dns-server`, a record), not at every start: the
// option table imports this file, and `--help` needs no socket.
const isIP = (text) => process.getBuiltinModule('node:net').isIP(text);
const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT', 'CAA', 'SOA', 'SRV', 'PTR'];
function createDnsProbe(options) {
    const answers = new _cache_js__WEBPACK_IMPORTED_MODULE_0__/* .ProbeCache */ .h();
    const servers = options.server === undefined ? undefined : [options.server];
    return {
        lookup: (name, type) => answers.answer(`${type} ${name.toLowerCase()}`, async () => {
            // One resolver per question, so cancelling it on timeout cancels only this query. c-ares doubles
            // the wait on its retry: a third of the timeout, then two thirds, fit in the run's timeout.
            // node:dns/promises is loaded by the first lookup, not at every start (docs/performance.md).
            const { Resolver } = process.getBuiltinModule('node:dns/promises');
            const resolver = new Resolver({ timeout: Math.max(1, Math.ceil(options.timeoutMs / 3)), tries: 2 });
            if (servers)
                resolver.setServers(servers);
            const signal = (0,_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .probeSignal */ .b5)(options);
            const onAbort = () => resolver.cancel();
            signal.addEventListener('abort', onAbort, { once: true });
            try {
                const records = await Promise.race([query(resolver, name, type), (0,_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .whenAborted */ .eG)(signal)]);
                return { kind: 'records', records };
            }
            catch (error) {
                const code = error.code;
                if (code === 'ENOTFOUND' || code === 'ENODATA')
                    return { kind: 'records', records: [] };
                if (signal.aborted)
                    return { kind: 'error', message: `DNS ${type} ${name}: ${(0,_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .abortReason */ .Js)(signal, options.timeoutMs)}` };
                return { kind: 'error', message: `DNS ${type} ${name}: ${describeDnsError(code, error)}` };
            }
            finally {
                signal.removeEventListener('abort', onAbort);
            }
        }),
    };
}
function describeDnsError(code, error) {
    switch (code) {
        case 'ETIMEOUT':
            return 'the DNS server did not answer';
        case 'ESERVFAIL':
            return 'the DNS server failed (SERVFAIL)';
        case 'EREFUSED':
            return 'the DNS server refused the query';
        case 'ECONNREFUSED':
            return 'cannot reach the DNS server';
        default:
            return code ?? error.message;
    }
}
async function query(resolver, name, type) {
    const owner = absolute(name);
    const record = (data, text) => ({
        type,
        data,
        ...(text === undefined ? {} : { text }),
        presentation: `${owner} IN ${type} ${data}`,
    });
    switch (type) {
        case 'A':
            return (await resolver.resolve4(name)).map((address) => record(address));
        case 'AAAA':
            return (await resolver.resolve6(name)).map((address) => record(address));
        case 'CNAME':
            return (await resolver.resolveCname(name)).map((target) => record(absolute(target)));
        case 'NS':
            return (await resolver.resolveNs(name)).map((server) => record(absolute(server)));
        case 'PTR':
            return (await resolver.resolvePtr(name)).map((target) => record(absolute(target)));
        case 'MX':
            return (await resolver.resolveMx(name)).map((mx) => record(`${mx.priority} ${absolute(mx.exchange)}`));
        case 'TXT':
            return (await resolver.resolveTxt(name)).map((chunks) => record(chunks.map((chunk) => JSON.stringify(chunk)).join(' '), chunks.join('')));
        case 'SRV':
            return (await resolver.resolveSrv(name)).map((srv) => record(`${srv.priority} ${srv.weight} ${srv.port} ${absolute(srv.name)}`));
        case 'CAA':
            return (await resolver.resolveCaa(name)).map((caa) => {
                const [tag, value] = Object.entries(caa).find(([key]) => key !== 'critical' && key !== 'type') ?? ['', ''];
                return record(`${caa.critical} ${tag} ${JSON.stringify(String(value))}`);
            });
        case 'SOA': {
            const soa = await resolver.resolveSoa(name);
            return [
                record(`${absolute(soa.nsname)} ${absolute(soa.hostmaster)} ${soa.serial} ${soa.refresh} ${soa.retry} ${soa.expire} ${soa.minttl}`),
            ];
        }
    }
}
function absolute(name) {
    return name.endsWith('.') ? name : `${name}.`;
}
/** `host`, `host:port`, `[v6]` or `[v6]:port`, checked so a typo is a message, not a resolver exception. */
function parseDnsServer(text) {
    const value = text.trim();
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(value);
    const plain = /^([^:]+)(?::(\d+))?$/.exec(value);
    const address = bracketed?.[1] ?? (isIP(value) === 6 ? value : plain?.[1]);
    const port = bracketed ? bracketed[2] : isIP(value) === 6 ? undefined : plain?.[2];
    if (address === undefined || isIP(address) === 0) {
        return {
            ok: false,
            message: `--dns-server '${text}' is not an IP address with an optional port (1.1.1.1, 127.0.0.1:5353, [::1]:53)`,
        };
    }
    if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) {
        return { ok: false, message: `--dns-server '${text}': port ${port} is outside 1-65535` };
    }
    return { ok: true, server: value };
}
/**
 * Reads `TYPE:name:data` (name relative to the registrable domain, `@` or empty for the domain itself;
 * the data may contain colons, so IPv6 addresses work) and the two-part forms of the original's docs:
 * `TYPE:_label\u2026` (a name starting with `_`, RFC 8552's attribute leaves such as
 * `_github-pages-challenge-org`: any record of the type there) and `TYPE:data` (a record of the type at
 * the URL's host containing data, e.g. `CNAME:app.azurewebsites.net.`).
 */
function parseRecordSpec(text) {
    const value = text.trim();
    const first = value.indexOf(':');
    const typeText = (first < 0 ? value : value.slice(0, first)).trim().toUpperCase();
    const type = RECORD_TYPES.find((known) => known === typeText);
    if (type === undefined) {
        return {
            ok: false,
            message: `'${text}': '${typeText}' is not a record type this check reads (${RECORD_TYPES.join(', ')})`,
        };
    }
    if (first < 0)
        return { ok: false, message: `'${text}': expected TYPE:name:data, TYPE:_name or TYPE:data` };
    const rest = value.slice(first + 1);
    const second = rest.indexOf(':');
    if (second < 0 || (type === 'AAAA' && isIP(rest.trim()) === 6)) {
        const part = rest.trim();
        if (part === '')
            return { ok: false, message: `'${text}': nothing after '${typeText}:'` };
        if (part.startsWith('_'))
            return { ok: true, spec: { type, at: { kind: 'name', name: part }, data: '' } };
        return { ok: true, spec: { type, at: { kind: 'host' }, data: part } };
    }
    const name = rest.slice(0, second).trim();
    const data = rest.slice(second + 1).trim();
    const at = name === '' || name === '@' ? { kind: 'domain' } : { kind: 'name', name };
    return { ok: true, spec: { type, at, data } };
}
/** The name a spec queries, given the URL's host and its registrable domain. */
function recordSpecName(spec, host, domain) {
    if (spec.at.kind === 'host')
        return host;
    if (spec.at.kind === 'domain')
        return domain;
    const name = spec.at.name.replace(/\.$/, '');
    return name.toLowerCase().endsWith(`.${domain.toLowerCase()}`) ? name : `${name}.${domain}`;
}
/** The records of an answer that satisfy a spec (its data, case-insensitively, in the presentation). */
function matchingRecords(spec, records) {
    const data = spec.data.toLowerCase();
    return records.filter((record) => record.presentation.toLowerCase().includes(data));
}


/***/ }),

/***/ 54251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Js: () => (/* binding */ abortReason),
/* harmony export */   b5: () => (/* binding */ probeSignal),
/* harmony export */   eG: () => (/* binding */ whenAborted)
/* harmony export */ });
// Every probe wait (handshake, DNS query, RDAP fetch, WHOIS socket, sitemap crawl) ends at the run's
// timeout or when the run is aborted, whichever comes first.
/** A signal that fires after `timeoutMs` or when `signal` fires. */
function probeSignal({ timeoutMs, signal }) {
    const timeout = AbortSignal.timeout(timeoutMs);
    return signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
}
/** Why a probe signal fired, in words for a test result. */
function abortReason(signal, timeoutMs) {
    const reason = signal.reason;
    if (reason instanceof DOMException && reason.name === 'TimeoutError')
        return `no answer within ${timeoutMs} ms`;
    return 'the run was aborted';
}
/** Rejects with the signal's reason when it fires; for racing waits that take no signal themselves. */
function whenAborted(signal) {
    return new Promise((_, reject) => {
        if (signal.aborted)
            reject(signal.reason);
        else
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
}


/***/ }),

/***/ 66408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nf: () => (/* binding */ parseWhoisServer),
/* harmony export */   SZ: () => (/* binding */ whoisExpiration),
/* harmony export */   WJ: () => (/* binding */ whoisReferral),
/* harmony export */   h_: () => (/* binding */ queryWhois)
/* harmony export */ });
/* unused harmony export parseWhoisDate */
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54251);
// WHOIS (RFC 3912): a query line over TCP port 43, the answer until the server closes; and reading the
// two things assay needs from the free-text answer: a referral to the next server and the expiry date.

/** Answers larger than this are cut (real ones are a few kilobytes). */
const MAX_ANSWER_BYTES = 256 * 1024;
function parseWhoisServer(text) {
    const match = /^\[?([^\s\]]+?)\]?(?::(\d{1,5}))?$/.exec(text.trim());
    if (!match)
        return undefined;
    const port = match[2] === undefined ? 43 : Number(match[2]);
    return port >= 1 && port <= 65535 ? { host: match[1], port } : undefined;
}
function queryWhois(server, query, wait) {
    const signal = (0,_wait_js__WEBPACK_IMPORTED_MODULE_0__/* .probeSignal */ .b5)(wait);
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        // node:net is loaded by the first query, not at every start (the option table imports this file).
        const socket = process.getBuiltinModule('node:net').connect({ host: server.host, port: server.port });
        const onAbort = () => {
            socket.destroy();
            reject(new Error((0,_wait_js__WEBPACK_IMPORTED_MODULE_0__/* .abortReason */ .Js)(signal, wait.timeoutMs)));
        };
        if (signal.aborted)
            return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        socket.once('connect', () => socket.end(`${query}\r\n`));
        socket.on('data', (chunk) => {
            size += chunk.length;
            if (size <= MAX_ANSWER_BYTES)
                chunks.push(chunk);
            else
                socket.destroy();
        });
        socket.once('close', () => {
            signal.removeEventListener('abort', onAbort);
            resolve(Buffer.concat(chunks).toString('utf8'));
        });
        socket.on('error', (error) => {
            signal.removeEventListener('abort', onAbort);
            reject(new Error(error.code ?? error.message));
        });
    });
}
/** `refer:` (IANA), `whois:` (IANA), `Registrar WHOIS Server:` (thick registries). */
function whoisReferral(text) {
    const match = /^\s*(?:refer|whois|registrar whois server)\s*:\s*(\S+)\s*$/im.exec(text);
    if (!match)
        return undefined;
    return parseWhoisServer(match[1].replace(/^whois:\/\//i, '').replace(/\/$/, ''));
}
// Field names registries use for the expiry, most specific first.
const EXPIRY_FIELDS = [
    'registry expiry date',
    'registrar registration expiration date',
    'expiration date',
    'expiry date',
    'expiration time',
    'expires on',
    'expire date',
    'expires',
    'expire',
    'paid-till',
    'valid until',
    'renewal date',
];
/** The expiry date of a WHOIS answer, or undefined when none of the known fields has a readable date. */
function whoisExpiration(text) {
    const lines = text.split(/\r?\n/);
    for (const field of EXPIRY_FIELDS) {
        for (const line of lines) {
            const colon = line.indexOf(':');
            if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== field)
                continue;
            const date = parseWhoisDate(line.slice(colon + 1).trim());
            if (date)
                return date;
        }
    }
    return undefined;
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/**
 * `2027-06-20T04:00:00Z`, `2027-06-20 04:00:00`, `2027-06-20`, `2027.06.20`, `2027/06/20`,
 * `20-Jun-2027`, `20 Jun 2027`, `20.06.2027`; no zone = UTC.
 */
function parseWhoisDate(value) {
    let m = /^(\d{4})[-./](\d{2})[-./](\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|UTC|[+-]\d{2}:?\d{2})?)?/i.exec(value);
    if (m) {
        const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
        const offset = zone === undefined || /^(z|utc)$/i.test(zone) ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
        return valid(new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`));
    }
    m = /^(\d{1,2})[- ]([a-z]{3})[a-z]*[- ](\d{4})/i.exec(value);
    if (m) {
        const month = MONTHS.indexOf(m[2].toLowerCase());
        return month < 0 ? undefined : valid(new Date(Date.UTC(Number(m[3]), month, Number(m[1]))));
    }
    m = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(value);
    if (m)
        return valid(new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]))));
    return undefined;
}
function valid(date) {
    return Number.isNaN(date.getTime()) ? undefined : date;
}


/***/ }),

/***/ 2691:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ suggestion),
/* harmony export */   kp: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
// "Did you mean \u2026?" suggestions: the closest known word by edit distance.
/** Levenshtein distance with adjacent transpositions (`bdoy` is one edit from `body`). */
function editDistance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i < rows; i++) {
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.length][b.length];
}
/**
 * The candidate closest to `word`, compared case-insensitively, if it is close enough to be a
 * plausible typo (about one edit per three characters).
 */
function closest(word, candidates) {
    if (word.length > 100)
        return undefined;
    const lower = word.toLowerCase();
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const distance = editDistance(lower, candidate.toLowerCase());
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    const allowed = Math.max(1, Math.floor(Math.max(word.length, 3) / 3));
    // A word that shares nothing with the candidate (`z` and `x`) is not a typo of it.
    return best !== undefined && bestDistance <= allowed && bestDistance < word.length ? best : undefined;
}
/** `did you mean `body`?` when a candidate is close, else `expected one of: a, b, c`. */
function suggestion(word, candidates, listWhenFar = true) {
    const near = closest(word, candidates);
    if (near !== undefined)
        return `did you mean \`${near}\`?`;
    return listWhenFar ? `expected one of: ${candidates.map((c) => `\`${c}\``).join(', ')}` : undefined;
}


/***/ }),

/***/ 1160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ terminalText)
/* harmony export */ });
// What the console prints from a response (bodies, values, status texts, URLs, messages that quote
// them) is the server's text: written raw, an `ESC[2J`, an `ESC]0;title` or a carriage return would
// be obeyed by the terminal. Control characters are shown as escapes instead (`\x1b[2J`).
/** C0 controls but the tab and line feed, DEL, C1 controls, and the bidirectional overrides and isolates. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function terminalText(text) {
    CONTROL.lastIndex = 0;
    if (!CONTROL.test(text))
        return text;
    return text.replace(CONTROL, (character) => {
        const code = character.charCodeAt(0);
        return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    });
}


/***/ }),

/***/ 5226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G7: () => (/* binding */ EXTRA_FORMATS),
/* harmony export */   LZ: () => (/* binding */ FORMAT_ALIASES),
/* harmony export */   ed: () => (/* binding */ canonicalFormat),
/* harmony export */   gE: () => (/* binding */ FORMAT_FILES)
/* harmony export */ });
// The report formats by the names `-f` takes, and the files they are written to. Kept apart
// from the renderers so the command line can check names without loading them.
const FORMAT_FILES = {
    results: 'results.json',
    junit: 'junit.xml',
    testlemon: 'testlemon.json',
    html: 'report.html',
    ctrf: 'ctrf.json',
    xray: 'xray.json',
    markdown: 'summary.md',
};
/** What `-f` adds to results.json and junit.xml, which are always written. */
const EXTRA_FORMATS = Object.keys(FORMAT_FILES).filter((name) => name !== 'results' && name !== 'junit');
/** Other names `-f` accepts: `json` is what the original runner called its own JSON shape. */
const FORMAT_ALIASES = { json: 'testlemon', md: 'markdown', xml: 'junit' };
function canonicalFormat(name) {
    const lower = name.toLowerCase();
    const canonical = FORMAT_ALIASES[lower] ?? lower;
    return Object.hasOwn(FORMAT_FILES, canonical) ? canonical : undefined;
}


/***/ }),

/***/ 63210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ defaultOptions),
  Z: () => (/* binding */ parseArgs)
});

// EXTERNAL MODULE: ./src/model/suggest.ts
var suggest = __webpack_require__(2691);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/session/options/option-table.ts
var option_table = __webpack_require__(60465);
// EXTERNAL MODULE: ./src/session/options/options.ts
var options_options = __webpack_require__(93831);
;// CONCATENATED MODULE: ./src/session/options/help.ts
// The text of `assay --help`: usage, then the option table of options.ts section by section, laid out
// when asked for rather than at every start.


function helpText() {
    return `assay \u2014 run API test collections (YAML or JSON) and report the results.

Usage:
  assay -c <collection> [-c <collection> \u2026] [options]
  assay merge <results.json \u2026> -o <dir> [-f <formats>]   (see assay merge --help)
  assay import <openapi|postman|har> <file> [-o <dir>]   (see assay import --help)
  assay import hurl <files\u2026> [-o <dir>] [--secret <name>\u2026]
  assay fuzz <spec file or URL> [--base-url <url>] [--stateful] \u2026   (see assay fuzz --help)
  assay serve [--data <dir> | --database postgres://\u2026] [--port <n>]   (see assay serve --help)
  assay upload <results.json \u2026> --to <project URL>   (see assay upload --help)

${options_options/* SECTIONS */.bP.map((section) => `${section}:\n${(0,option_table/* helpSection */.lE)(options_options/* OPTIONS */.lw, section)}`).join('\n')}
Exit codes:
  0  every test passed
  1  at least one test failed or errored (tests depending on it are skipped),
     or the reports could not be written or sent (--report-to)
  2  invalid invocation or invalid collection (also a --tags filter that matches
     no test, or collections without tests): nothing was sent
  130, 143  interrupted by SIGINT / SIGTERM (reports hold what finished)

Examples:
  assay -c tests/ -o output
  assay -c api.yaml -v baseUrl=http://localhost:8080 -s token=$API_TOKEN -p -f html
      (report.html, results.json and junit.xml in ./${options_options/* DEFAULT_OUTPUT */.Ol})
  assay -c "$(cat collection.json)" -o output/results.json
  assay -c 'tests/**/*.yaml' -t smoke --bail
  assay -c tests/ --shard 2/4 -o output/shard-2
  assay merge output/shard-*/results.json -o output/all -f html,markdown
`;
}

;// CONCATENATED MODULE: ./src/session/options/args.ts





/** Options of the original runner that assay does not take, with what to do instead. */
const RETIRED = {
    '--verbose': 'every detail is in the reports: use -o <dir> (results.json, junit.xml) and -f html.',
    '--headers': 'fetching collections from URLs with custom headers is not supported; download the file first.',
    '--files': 'use -c/--collections.',
};
/** The options before any argument: empty lists, flags off, and the table's defaults. */
function defaultOptions() {
    const empty = {
        collections: [],
        variables: {},
        secrets: {},
        formats: [],
        tags: [],
        operations: [],
        parallel: false,
        insecure: false,
        followRedirects: true,
        bail: false,
        dryRun: false,
        debug: false,
    };
    // The numbers come from the table's defaults; applyDefaults sets every one of them.
    return (0,option_table/* applyDefaults */.hq)(options_options/* OPTIONS */.lw, empty);
}
function parseArgs(argv, context = {}) {
    if (argv[0] === 'merge')
        return { kind: 'merge', argv: argv.slice(1) };
    if (argv[0] === 'import')
        return { kind: 'import', argv: argv.slice(1) };
    if (argv[0] === 'upload')
        return { kind: 'upload', argv: argv.slice(1) };
    if (argv[0] === 'serve')
        return { kind: 'serve', argv: argv.slice(1) };
    if (argv[0] === 'fuzz')
        return { kind: 'fuzz', argv: argv.slice(1) };
    const options = defaultOptions();
    const parsed = (0,option_table/* parseOptions */.Ac)(argv, options_options/* OPTIONS */.lw, options, {
        unknown: (name, known) => unknownOption(withoutValue(name), known),
        positional: (arg) => {
            const shown = withoutValue(arg);
            return `unexpected argument ${JSON.stringify(shown)}: collections are given with -c/--collections (e.g. -c ${quote(shown)})`;
        },
    });
    if (parsed.kind === 'help')
        return { kind: 'help', text: helpText() };
    if (parsed.kind === 'version')
        return { kind: 'version', text: `assay ${version/* VERSION */.x}` };
    if (parsed.kind === 'error')
        return parsed;
    if (options.collections.length === 0) {
        return {
            kind: 'error',
            message: 'no collections given: pass one with -c/--collections <file|directory|glob|URL|text> (see --help)',
        };
    }
    // Asking for a number of tests in flight is asking for them to run in parallel.
    if (parsed.seen.has('--concurrency'))
        options.parallel = true;
    if (options.formats.length > 0 && options.output === undefined && context.defaultOutput !== undefined)
        options.output = context.defaultOutput;
    return { kind: 'run', options };
}
function unknownOption(name, known) {
    if (Object.hasOwn(RETIRED, name))
        return `${name} is an option of the original Testlemon runner that assay does not take: ${RETIRED[name]}`;
    const suggestion = (0,suggest/* closest */.kp)(name, known);
    return `unknown option ${name}${suggestion ? ` (did you mean ${suggestion}?)` : ''}; see --help`;
}
/** An argument as messages may show it: `name=value` could be a secret, so only `name=\u2026`. */
function withoutValue(arg) {
    const equals = arg.indexOf('=');
    return equals === -1 ? arg : `${arg.slice(0, equals + 1)}\u2026`;
}
function quote(text) {
    return /^[\w./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}


/***/ }),

/***/ 60465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ parseOptions),
/* harmony export */   hq: () => (/* binding */ applyDefaults),
/* harmony export */   lE: () => (/* binding */ helpSection)
/* harmony export */ });
/* unused harmony export markdownTable */
// The option table mechanism: each option is declared once (names, value name, default, parser,
// help text) and the same declaration parses argv, prints `--help` and writes the docs/cli.md
// table, so the three cannot drift apart. Used by `assay`, `assay merge` and `assay serve`.
/** Parses argv into `target`, applying the specs; `seen` holds the first name of each spec used. */
function parseOptions(argv, specs, target, rules) {
    const byName = new Map(specs.flatMap((spec) => spec.names.map((name) => [name, spec])));
    const positionals = [];
    const seen = new Set();
    let i = 0;
    while (i < argv.length) {
        const arg = argv[i++];
        if (!isOptionLike(arg)) {
            if (rules.positional)
                return { kind: 'error', message: rules.positional(arg) };
            positionals.push(arg);
            continue;
        }
        const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
        const name = equals > 0 ? arg.slice(0, equals) : arg;
        const spec = byName.get(name);
        if (!spec)
            return { kind: 'error', message: rules.unknown(name, [...byName.keys()]) };
        if (spec.stops)
            return { kind: spec.stops };
        seen.add(spec.names[0]);
        if (spec.value === undefined) {
            if (equals > 0)
                return { kind: 'error', message: `${name} takes no value` };
            const problem = spec.apply(target, '');
            if (problem)
                return { kind: 'error', message: problem };
            continue;
        }
        const values = [];
        if (equals > 0)
            values.push(arg.slice(equals + 1));
        else if (i < argv.length && !isOptionLike(argv[i]))
            values.push(argv[i++]);
        if (values.length === 0)
            return { kind: 'error', message: `${name} needs a value` };
        if (spec.list && equals < 0)
            while (i < argv.length && !isOptionLike(argv[i]))
                values.push(argv[i++]);
        for (const value of values) {
            const problem = spec.apply(target, value);
            if (problem)
                return { kind: 'error', message: problem };
        }
    }
    return { kind: 'parsed', positionals, seen };
}
/** Sets every option with a value and a default to that default, parsed like a user's value. */
function applyDefaults(specs, target) {
    for (const spec of specs) {
        if (spec.value === undefined || spec.default === undefined)
            continue;
        const problem = spec.apply(target, spec.default);
        if (problem)
            throw new Error(`the default of ${spec.names.join('/')} is invalid: ${problem}`);
    }
    return target;
}
function isOptionLike(arg) {
    return arg.startsWith('-') && arg.length > 1 && !/^-\d/.test(arg);
}
const HELP_WIDTH = 100;
const HELP_COLUMN = 33;
/** The `--help` lines of one section. */
function helpSection(specs, section) {
    let text = '';
    for (const spec of specs.filter((s) => s.section === section)) {
        const short = spec.names.find((n) => !n.startsWith('--'));
        const long = spec.names.find((n) => n.startsWith('--'));
        const left = `  ${short ? `${short}, ` : '    '}${long ?? ''}${spec.value ? ` <${spec.value}>` : ''}`;
        const help = spec.value && spec.default ? `${spec.help.replace(/\.$/, '')} (default ${spec.default}).` : spec.help;
        const words = help.split(' ');
        const lines = [];
        let line = '';
        for (const word of words) {
            if (line && HELP_COLUMN + line.length + 1 + word.length > HELP_WIDTH) {
                lines.push(line);
                line = word;
            }
            else
                line = line ? `${line} ${word}` : word;
        }
        lines.push(line);
        const first = left.length + 2 <= HELP_COLUMN
            ? `${left.padEnd(HELP_COLUMN)}${lines[0]}`
            : `${left}\n${' '.repeat(HELP_COLUMN)}${lines[0]}`;
        text += [first, ...lines.slice(1).map((rest) => `${' '.repeat(HELP_COLUMN)}${rest}`)].join('\n') + '\n';
    }
    return text;
}
/** The docs/cli.md table of one section (a test keeps the docs equal to it). */
function markdownTable(specs, section) {
    const rows = specs
        .filter((s) => s.section === section)
        .map((spec) => {
        const names = spec.names.map((n) => `\`${n}\``).join(', ');
        const value = spec.value ? `\`<${spec.value}>\`` : '';
        // `help` is plain text (for --help): its `*` (globs) must not turn into emphasis.
        const meaning = [spec.help.replace(/\*/g, '\\*'), spec.details].filter(Boolean).join(' ');
        return `| ${names} | ${value} | ${spec.default ?? ''} | ${meaning.replace(/\|/g, '\\|')} |`;
    });
    return ['| option | value | default | meaning |', '|---|---|---|---|', ...rows].join('\n') + '\n';
}


/***/ }),

/***/ 93831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ol: () => (/* binding */ DEFAULT_OUTPUT),
/* harmony export */   bP: () => (/* binding */ SECTIONS),
/* harmony export */   lw: () => (/* binding */ OPTIONS)
/* harmony export */ });
/* unused harmony export parseDuration */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _report_formats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5226);
/* harmony import */ var _send_results_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28935);
/* harmony import */ var _engine_probes_dns_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76487);
/* harmony import */ var _engine_probes_whois_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66408);
// The options of `assay`, each declared once: names, value, default, parser and help text. The
// parser (args.ts), `--help` (help.ts) and the tables of docs/cli.md all come from this list.






/** Where `assay -f html` without `-o` writes its reports. */
const DEFAULT_OUTPUT = 'output';
/** ` (alias json)`: the other names `-f` takes for a format. */
function aliasesOf(format) {
    const aliases = Object.keys(_report_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .FORMAT_ALIASES */ .LZ).filter((alias) => _report_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .FORMAT_ALIASES */ .LZ[alias] === format);
    return aliases.length === 0 ? '' : ` (alias ${aliases.join(', ')})`;
}
const SECTIONS = ['Collections', 'Running', 'Reports', 'Language model', 'Other'];
const OPTIONS = [
    {
        names: ['-c', '--collections'],
        value: 'source\u2026',
        list: true,
        section: 'Collections',
        help: 'A URL (fetched), a directory (every *.yaml, *.yml, *.json below it), a glob, a file, or the collection text itself. Repeatable; several values may follow one -c.',
        details: 'Classified in the order described below the table.',
        apply: (o, v) => void o.collections.push(v),
    },
    {
        names: ['-v', '--variables'],
        value: 'name=value\u2026',
        list: true,
        section: 'Collections',
        help: 'Values for ${{ vars.name }}. Split at the first "=".',
        details: 'Values may contain `=` and `,` (base64, query strings).',
        apply: (o, v) => assign(o.variables, v, '--variables'),
    },
    {
        names: ['-s', '--secrets'],
        value: 'name=value\u2026',
        list: true,
        section: 'Collections',
        help: 'Values for ${{ secrets.name }}; masked in every output.',
        details: 'Masked (`***`) in the console and in every report file, in every form a server may echo them back in (JSON escapes, percent-encoding, HTML entities, base64). Values shorter than 6 characters are masked only as whole tokens, with a warning: see [secrets.md](secrets.md).',
        apply: (o, v) => assign(o.secrets, v, '--secrets'),
    },
    {
        names: ['--env-file'],
        value: 'path',
        section: 'Collections',
        help: 'A dotenv file of name=value lines (variables; "secrets.name=value" lines are secrets).',
        details: "Read as dotenv reads it (Node's `util.parseEnv`): `#` starts a comment, also after a value (`A=1 # note` is `1`; quote a value that holds `#`), `export ` prefixes are allowed, `\"\u2026\"`, `'\u2026'` and `` `\u2026` `` quote a value (double quotes expand `\\n` and may span lines). `vars.name=value` is explicit for variables. A line that is not `name=value` is an error. Node itself reads an `--env-file` anywhere on its command line before a `--`, so when you start the bundle with node yourself, put `--` first: `node -- dist/cli.js --env-file .env` (the `assay` command and the container image do).",
        apply: (o, v) => readEnvFile(o, v),
    },
    {
        names: ['-t', '--tags'],
        value: 'tag,\u2026',
        list: true,
        section: 'Collections',
        help: 'Run only tests with any of the tags (plus the tests they depend on).',
        details: 'Comma-separated and/or several values. A tag that no test of the collections has is an error (exit 2, with a did-you-mean), so a typo cannot run nothing and pass.',
        apply: (o, v) => void o.tags.push(...v
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)),
    },
    {
        names: ['--operation'],
        value: 'operationId\u2026',
        list: true,
        section: 'Collections',
        help: 'Run only the tests generated from these OpenAPI operationIds.',
        details: 'For sources that are OpenAPI documents ([openapi.md](openapi.md)). An operationId that no generated test has is an error (exit 2, with a did-you-mean).',
        apply: (o, v) => void o.operations.push(v),
    },
    {
        names: ['-p', '--parallel'],
        default: 'off',
        section: 'Running',
        help: 'Run independent tests concurrently (after their dependencies).',
        apply: (o) => void (o.parallel = true),
    },
    {
        names: ['--concurrency'],
        value: 'n',
        default: '16',
        section: 'Running',
        help: 'Tests in flight at once (1\u20131024); implies --parallel.',
        apply: (o, v) => integer(v, '--concurrency', 1, 1024, (n) => (o.concurrency = n)),
    },
    {
        names: ['-r', '--repeats'],
        value: 'n',
        default: '1',
        section: 'Running',
        help: 'Run each collection n times, each with fresh context values.',
        apply: (o, v) => integer(v, '--repeats', 1, 1_000_000, (n) => (o.repeats = n)),
    },
    {
        names: ['--retries'],
        value: 'n',
        default: '0',
        section: 'Running',
        help: 'Retry a failed or errored test up to n times, 1 s apart, unless the test sets its own "retry".',
        apply: (o, v) => integer(v, '--retries', 0, 1000, (n) => (o.retries = n)),
    },
    {
        names: ['-d', '--delay'],
        value: 'ms',
        default: '0',
        section: 'Running',
        help: 'Milliseconds to wait between repetitions.',
        apply: (o, v) => integer(v, '--delay', 0, 3_600_000, (n) => (o.delayMs = n)),
    },
    {
        names: ['--timeout'],
        value: 'ms',
        default: '30000',
        section: 'Running',
        help: 'Per-request time limit (connect, headers and body) unless a test sets "timeout".',
        details: 'There is no separate connect limit: connecting (TCP and TLS), the headers and the whole body, redirects included, share it. A timeout message names what set the limit (`\u2026 within 15000 ms, the limit set by --timeout (timed out connecting)`).',
        apply: (o, v) => integer(v, '--timeout', 1, 3_600_000, (n) => (o.timeoutMs = n)),
    },
    {
        names: ['--max-body'],
        value: 'size',
        default: '10MiB',
        section: 'Running',
        help: 'Largest response body kept, e.g. 512KiB, 10MiB, 1MB or bytes.',
        details: 'A larger response body errors the test and is not kept.',
        apply: (o, v) => byteSize(v, (n) => (o.maxBodyBytes = n)),
    },
    {
        names: ['--insecure'],
        default: 'off',
        section: 'Running',
        help: 'Do not verify TLS certificates.',
        apply: (o) => void (o.insecure = true),
    },
    {
        names: ['--no-follow-redirects'],
        default: 'follow',
        section: 'Running',
        help: 'Report 3xx responses as they are instead of following them (at most 10 hops otherwise).',
        apply: (o) => void (o.followRedirects = false),
    },
    {
        names: ['--follow-redirects', '--followRedirect'],
        default: 'follow',
        section: 'Running',
        help: 'Follow redirects (the default; for pipelines that pass it).',
        apply: (o) => void (o.followRedirects = true),
    },
    {
        names: ['--http-version'],
        value: 'version',
        default: '1.1',
        section: 'Running',
        help: 'HTTP version of the tests without their own "http-version": 1.0, 1.1 or 2.',
        details: '`2` offers HTTP/2 in the TLS handshake (ALPN) of https requests, and falls back to 1.1 when the server does not take it; plain http stays 1.1. `1.0` sends an HTTP/1.0 request line on a connection of its own. See [collection-format.md](collection-format.md#request-options).',
        apply: (o, v) => {
            const version = { '1.0': '1.0', '1.1': '1.1', '2': '2', '2.0': '2' }[v];
            if (version === undefined)
                return `--http-version takes 1.0, 1.1 or 2, got ${JSON.stringify(v)}`;
            o.httpVersion = version;
        },
    },
    {
        names: ['--netrc'],
        default: 'off',
        section: 'Running',
        help: 'Send the login of ~/.netrc for a matching host as Basic auth (a missing file is an error).',
        details: "As curl: `machine host login user password secret` (and `default`); the login wins over one in the URL, a test's own `auth` or Authorization header wins over both. Passwords are secrets.",
        apply: (o) => void (o.netrc = { ...o.netrc, optional: false }),
    },
    {
        names: ['--netrc-file'],
        value: 'path',
        section: 'Running',
        help: 'Like --netrc, with this file instead of ~/.netrc.',
        apply: (o, v) => void (o.netrc = { optional: o.netrc?.optional ?? false, file: v }),
    },
    {
        names: ['--netrc-optional'],
        default: 'off',
        section: 'Running',
        help: "Like --netrc, but a missing file is no error and a URL's own user:password wins.",
        apply: (o) => void (o.netrc = { ...o.netrc, optional: true }),
    },
    {
        names: ['--cookie'],
        value: 'path',
        section: 'Running',
        help: "Read a Netscape cookie file (curl, Hurl) into every collection's cookie jar; turns cookies on.",
        details: "Every collection then keeps cookies as with `cookies: true`, each iteration's jar starting with the file's cookies. Their values are secrets, as those a server sets (from 6 characters on).",
        apply: (o, v) => void (o.cookieFile = v),
    },
    {
        names: ['--cookie-jar'],
        value: 'path',
        section: 'Running',
        help: "Write the cookies of the run's jars to this Netscape cookie file at the end; turns cookies on.",
        details: "The last iteration's jar of every collection. A cookie whose value is a secret (a credential a server set, a value of `--cookie`, 6 characters or more) is never written: a comment line names it instead.",
        apply: (o, v) => void (o.cookieJar = v),
    },
    {
        names: ['-i', '--interval'],
        value: 'duration',
        section: 'Running',
        help: 'Run again and again, waiting this long after each run: 30s, 5m, 1h, 250ms, or milliseconds (as the original).',
        details: 'Each run re-reads the collections (invalid ones: the diagnostics, then the last valid ones run again), prints its summary and replaces the reports of `-o` when it ends (they are always the complete reports of the last finished run), plus a line in `iterations.jsonl`. Ctrl-C / SIGTERM end the loop with the exit code of the last finished run. See [monitoring.md](monitoring.md#repeating-runs---interval-and---watch).',
        apply: (o, v) => {
            const ms = parseDuration(v);
            if (ms === undefined)
                return `--interval takes a duration such as 30s, 5m, 1h or milliseconds, got ${JSON.stringify(v)}`;
            o.intervalMs = ms;
        },
    },
    {
        names: ['--watch'],
        section: 'Running',
        help: 'Run again whenever a collection file, a file it reads (`data` files, `body`/`multipart` files, JSON Schemas and the files their `$ref` names) or a directory given with -c changes, until interrupted.',
        apply: (o) => void (o.watch = true),
    },
    {
        names: ['--dns-server'],
        value: 'host[:port]',
        section: 'Running',
        help: 'The DNS server the dns-* validators ask (e.g. 1.1.1.1, 127.0.0.1:5353, [::1]:53); default: the system resolver.',
        details: 'See [monitoring.md](monitoring.md).',
        apply: (o, v) => {
            const parsed = (0,_engine_probes_dns_js__WEBPACK_IMPORTED_MODULE_4__/* .parseDnsServer */ .a4)(v);
            if (!parsed.ok)
                return parsed.message;
            o.dnsServer = parsed.server;
        },
    },
    {
        names: ['--rdap-bootstrap'],
        value: 'file|URL',
        section: 'Running',
        help: 'An RDAP bootstrap file (RFC 9224) choosing the RDAP server of each top-level domain for domain-expiration-*; default: the IANA copy shipped with assay.',
        apply: (o, v) => void (o.rdapBootstrap = v),
    },
    {
        names: ['--rdap-url'],
        value: 'URL',
        section: 'Running',
        help: 'One RDAP base URL asked for every domain by domain-expiration-* (skips the bootstrap).',
        apply: (o, v) => /^https?:\/\//i.test(v) ? void (o.rdapUrl = v) : `--rdap-url takes an http(s) URL, got ${JSON.stringify(v)}`,
    },
    {
        names: ['--whois-server'],
        value: 'host[:port]',
        section: 'Running',
        help: 'The first WHOIS server asked (its referral is followed) when RDAP has no expiration date; default: whois.iana.org:43.',
        apply: (o, v) => (0,_engine_probes_whois_js__WEBPACK_IMPORTED_MODULE_5__/* .parseWhoisServer */ .Nf)(v) ? void (o.whoisServer = v) : `--whois-server takes host[:port], got ${JSON.stringify(v)}`,
    },
    {
        names: ['--max-pages'],
        value: 'n',
        default: '500',
        section: 'Running',
        help: 'Pages of a site the sitemap-* validators fetch at most; the rest are reported as not checked.',
        apply: (o, v) => integer(v, '--max-pages', 1, 1_000_000, (n) => (o.maxPages = n)),
    },
    {
        names: ['--bail'],
        default: 'off',
        section: 'Running',
        help: 'Stop starting tests after the first failed or errored test; the rest are reported as skipped.',
        apply: (o) => void (o.bail = true),
    },
    {
        names: ['--shard'],
        value: 'i/n',
        section: 'Running',
        help: 'Run the i-th of n parts (tests that depend on each other stay together).',
        details: 'See [ci.md](ci.md).',
        apply: (o, v) => shard(o, v),
    },
    {
        names: ['--shard-timings'],
        value: 'file',
        section: 'Running',
        help: 'Balance shards by the durations in an earlier results.json instead of test counts.',
        apply: (o, v) => void (o.shardTimings = v),
    },
    {
        names: ['--dry-run'],
        default: 'off',
        section: 'Running',
        help: 'Check the collections, print the plan (order, dependencies, URLs with the --variables and environment values they would use, secrets as ***), send nothing.',
        apply: (o) => void (o.dryRun = true),
    },
    {
        names: ['-o', '--output'],
        value: 'path',
        section: 'Reports',
        help: `A directory for results.json and junit.xml (and any -f formats), or a file path ending in .json or .xml. Without -o, -f writes to ./${DEFAULT_OUTPUT}.`,
        details: "A `.json` file gets the results.json content, or the one JSON format named with `-f` (as the original's `-o out.json -f xray` did); other formats go beside it.",
        apply: (o, v) => void (o.output = v),
    },
    {
        names: ['--report-to'],
        value: 'url',
        section: 'Reports',
        help: `Send the results to a project of an assay server (its page's URL), with the token in ${_send_results_js__WEBPACK_IMPORTED_MODULE_3__/* .TOKEN_VARIABLE */ .bG}.`,
        details: "The run appears on the project's page beside its scheduled runs, marked `ci` and linked to its commit, branch and workflow run in GitHub Actions. A token with the `run` scope, from the environment only. A failed send fails the run (exit 1). See docs/serve.md#runs-from-ci.",
        apply: (o, v) => {
            if ((0,_send_results_js__WEBPACK_IMPORTED_MODULE_3__/* .projectAddress */ .OV)(v) === undefined)
                return `--report-to takes ${_send_results_js__WEBPACK_IMPORTED_MODULE_3__/* .REPORT_TO_EXPECTS */ .eE}, got ${JSON.stringify(v)}`;
            o.reportTo = v;
        },
    },
    {
        names: ['-f', '--format', '--output-format'],
        value: 'name,\u2026',
        list: true,
        section: 'Reports',
        help: `Extra formats: ${_report_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .EXTRA_FORMATS */ .G7.map((name) => `${name}${aliasesOf(name)}`).join(', ')}.`,
        details: `Comma-separated or repeated: ${_report_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .EXTRA_FORMATS */ .G7.map((name) => `\`${name}\` (${_report_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .FORMAT_FILES */ .gE[name]})`).join(', ')}; \`testlemon\` is the original runner's result shape.`,
        apply: (o, v) => addFormats(o, v),
    },
    {
        names: ['--llm-url'],
        value: 'url',
        section: 'Language model',
        help: 'The model provider for prompt, sentiment and ${{ model.text(N) }}: an OpenAI-compatible base URL (\u2026/v1), or Ollama with --llm-api ollama.',
        details: 'Default: `OPENAI_BASE_URL`, else `https://api.openai.com/v1` when a key is given. See [llm.md](llm.md) for every provider.',
        apply: (o, v) => llm(o, 'llmUrl', v),
    },
    {
        names: ['--llm-key'],
        value: 'key',
        section: 'Language model',
        help: "The provider's API key (default OPENAI_API_KEY); a secret, masked in every output.",
        apply: (o, v) => llm(o, 'llmKey', v),
    },
    {
        names: ['--llm-model'],
        value: 'model',
        section: 'Language model',
        help: 'The model sentiment uses (default gpt-4o), and any prompt that names none.',
        apply: (o, v) => llm(o, 'llmModel', v),
    },
    {
        names: ['--llm-api'],
        value: 'api',
        section: 'Language model',
        help: "The protocol: openai (the default; any OpenAI-compatible chat completions) or ollama (Ollama's native /api/chat).",
        apply: (o, v) => llm(o, 'llmApi', v),
    },
    {
        names: ['--llm-cache'],
        value: 'dir',
        section: 'Language model',
        help: 'Store model answers in this directory and replay them: reruns are reproducible, offline and free.',
        details: 'Plain JSON files, one per question, meant to be reviewed and committed. Enough on its own to replay.',
        apply: (o, v) => llm(o, 'llmCache', v),
    },
    {
        names: ['--llm-cache-mode'],
        value: 'mode',
        section: 'Language model',
        help: 'read (replay only, never call a model), write (always ask, store) or readwrite (the default).',
        apply: (o, v) => llm(o, 'llmCacheMode', v),
    },
    {
        names: ['--llm-concurrency'],
        value: 'n',
        section: 'Language model',
        help: 'Model calls in flight at once for the whole run (1\u201364, default 2).',
        apply: (o, v) => llm(o, 'llmConcurrency', v),
    },
    {
        names: ['--llm-max-body'],
        value: 'chars',
        section: 'Language model',
        help: 'The judged body is cut to this many characters, and the prompt says so (default 8000).',
        apply: (o, v) => llm(o, 'llmMaxBody', v),
    },
    {
        names: ['--llm-timeout'],
        value: 'ms',
        section: 'Language model',
        help: 'Time allowed for each model call (default: --timeout).',
        apply: (o, v) => llm(o, 'llmTimeout', v),
    },
    {
        names: ['--openai-endpoint'],
        value: 'host',
        section: 'Language model',
        help: "The original runner's flag: --llm-url <host>/v1.",
        apply: (o, v) => llm(o, 'openaiEndpoint', v),
    },
    {
        names: ['--openai-apikey'],
        value: 'key',
        section: 'Language model',
        help: "The original runner's flag: --llm-key.",
        apply: (o, v) => llm(o, 'openaiApikey', v),
    },
    {
        names: ['--ollama-endpoint'],
        value: 'url',
        section: 'Language model',
        help: "The original runner's flag: --llm-api ollama --llm-url <url>.",
        apply: (o, v) => llm(o, 'ollamaEndpoint', v),
    },
    {
        names: ['--ollama-timeout'],
        value: 'seconds',
        section: 'Language model',
        help: "The original runner's flag: --llm-timeout in seconds.",
        apply: (o, v) => llm(o, 'ollamaTimeout', v),
    },
    {
        names: ['-l', '--license'],
        value: 'key',
        section: 'Other',
        help: 'Accepted for pipelines that pass one; assay needs none. Never printed.',
        details: 'The value is treated as a secret and never printed or written.',
        apply: (o, v) => void (o.license = v),
    },
    {
        names: ['--debug'],
        default: 'off',
        section: 'Other',
        help: 'Show stack traces of internal errors, and what is sent to and received from a language model (secrets masked).',
        apply: (o) => void (o.debug = true),
    },
    { names: ['-V', '--version'], section: 'Other', help: 'Print the version.', apply: () => { }, stops: 'version' },
    { names: ['-h', '--help'], section: 'Other', help: 'Print this help.', apply: () => { }, stops: 'help' },
];
/** Values are read (and checked) when the run is prepared, where the environment is known too. */
function llm(options, name, value) {
    (options.llm ??= {})[name] = value;
}
function assign(target, item, option) {
    const at = item.indexOf('=');
    const name = at > 0 ? item.slice(0, at).trim() : '';
    if (!/^[A-Za-z_][\w.-]*$/.test(name))
        return `${option} takes name=value, got ${JSON.stringify(option === '--secrets' ? item.slice(0, Math.max(at, 0)) + (at >= 0 ? '=\u2026' : '') : item)}`;
    target[name] = item.slice(at + 1);
}
/** Why a file named on the command line could not be read, in words rather than Node's error text. */
function unreadableFile(error) {
    const { code, message } = error;
    if (code === 'ENOENT' || code === 'ENOTDIR')
        return 'file not found';
    if (code === 'EISDIR')
        return 'a directory, not a file';
    if (code === 'EACCES' || code === 'EPERM')
        return 'permission denied';
    return message;
}
const ENV_NAME = /^(?:(vars|secrets)\.)?([A-Za-z_][\w.-]*)$/;
/**
 * `--env-file`, read by Node's dotenv parser. Plain names are variables, `secrets.name` are
 * secrets, `vars.name` explicit variables. parseEnv skips lines it cannot read; those are errors
 * here (a line of a quoted value spanning lines is not one).
 */
function readEnvFile(options, path) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch (error) {
        return `--env-file ${path}: ${unreadableFile(error)}`;
    }
    const entries = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.parseEnv)(text);
    const valueLines = new Set(Object.values(entries)
        .filter((value) => value.includes('\n'))
        .flatMap((value) => value.split('\n').map((line) => line.trim())));
    const lines = text.split(/\r?\n/);
    for (let n = 0; n < lines.length; n++) {
        const line = lines[n].trim();
        if (line === '' || line.startsWith('#') || line.includes('=') || valueLines.has(line.replace(/["'`]$/, '')))
            continue;
        return `--env-file ${path}:${n + 1}: expected name=value`;
    }
    for (const [key, value] of Object.entries(entries)) {
        const match = ENV_NAME.exec(key);
        if (!match)
            return `--env-file ${path}: ${JSON.stringify(key)} is not a valid name (letters, digits, _ . -)`;
        const [, namespace, name] = match;
        (namespace === 'secrets' ? options.secrets : options.variables)[name] = value;
    }
}
function addFormats(options, value) {
    for (const name of value
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)) {
        const canonical = (0,_report_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalFormat */ .ed)(name);
        if (!canonical)
            return `unknown report format ${JSON.stringify(name)}; known: ${[...Object.keys(_report_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .FORMAT_FILES */ .gE), ...Object.keys(_report_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .FORMAT_ALIASES */ .LZ)].join(', ')}`;
        if (!options.formats.includes(canonical))
            options.formats.push(canonical);
    }
}
function integer(value, option, min, max, set) {
    if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max)
        return `${option} takes a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`;
    set(Number(value));
}
const UNITS = {
    '': 1,
    b: 1,
    k: 1024,
    kb: 1000,
    kib: 1024,
    m: 1024 ** 2,
    mb: 1000 ** 2,
    mib: 1024 ** 2,
    g: 1024 ** 3,
    gb: 1000 ** 3,
    gib: 1024 ** 3,
};
function byteSize(value, set) {
    const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(value.trim());
    const unit = match ? UNITS[match[2].toLowerCase()] : undefined;
    if (!match || unit === undefined || Number(match[1]) * unit < 1)
        return `--max-body takes a size like 10485760, 512KiB or 10MiB, got ${JSON.stringify(value)}`;
    set(Math.floor(Number(match[1]) * unit));
}
function shard(options, value) {
    const match = /^(\d+)\/(\d+)$/.exec(value.trim());
    if (!match || Number(match[1]) < 1 || Number(match[1]) > Number(match[2]))
        return `--shard takes i/n with 1 \u2264 i \u2264 n (e.g. --shard 2/4), got ${JSON.stringify(value)}`;
    options.shard = { index: Number(match[1]), total: Number(match[2]) };
}
const DURATION_UNITS = { '': 1, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** `30s`, `5m`, `1h`, `250ms` or bare milliseconds; undefined when not one of them (or beyond a day). */
function parseDuration(text) {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|)\s*$/i.exec(text);
    if (!match)
        return undefined;
    const ms = Math.round(Number(match[1]) * DURATION_UNITS[match[2].toLowerCase()]);
    return ms >= 1 && ms <= 86_400_000 ? ms : undefined;
}


/***/ }),

/***/ 28935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OV: () => (/* binding */ projectAddress),
/* harmony export */   R7: () => (/* binding */ sendResults),
/* harmony export */   bG: () => (/* binding */ TOKEN_VARIABLE),
/* harmony export */   eE: () => (/* binding */ REPORT_TO_EXPECTS)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _report_console_terminal_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1160);
// Sends a run's results.json to an assay server (`--report-to`, `assay upload`), where it is recorded
// beside the project's scheduled runs (docs/serve.md#runs-from-ci). The token comes from the
// environment (ASSAY_TOKEN) or the action's input, never from the command line, where it would show
// in the process list and the shell's history; it is never printed.



/** The server's API token, with the `run` scope. */
const TOKEN_VARIABLE = 'ASSAY_TOKEN';
const SEND_TIMEOUT_MS = 120_000;
/** The server's answer is a run or an error: more than this is not read (a hostile server cannot fill memory). */
const MAX_ANSWER_BYTES = 64 * 1024;
/**
 * The project a `--report-to` value names: its page (`https://assay.example.com/projects/<id>`) or
 * its API address (`\u2026/api/projects/<id>`, `\u2026/results`); undefined when it names none.
 */
function projectAddress(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return undefined;
    if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
        return undefined;
    const match = /^(.*?)\/(?:api\/)?projects\/([0-9a-f-]{36})(?:\/results)?\/?$/.exec(url.pathname);
    if (!match)
        return undefined;
    return { server: `${url.origin}${match[1]}`, projectId: match[2] };
}
const REPORT_TO_EXPECTS = "a project's page on an assay server, e.g. https://assay.example.com/projects/0b9c\u2026-\u2026 (no credentials in the URL: the token goes in ASSAY_TOKEN)";
/** Posts the results file; a refusal or failure is an Error whose message says why (never the token). */
async function sendResults(address, token, resultsPath) {
    const { request } = await Promise.all(/* import() | undici */[__webpack_require__.e(7), __webpack_require__.e(215)]).then(__webpack_require__.t.bind(__webpack_require__, 24371, 19));
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(resultsPath);
    if (!file.isFile())
        throw new Error('not a regular file');
    const size = file.size;
    const target = `${address.server}/api/projects/${address.projectId}/results`;
    let response;
    try {
        response = await request(target, {
            method: 'POST',
            headers: {
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
                'content-length': String(size),
            },
            body: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(resultsPath),
            headersTimeout: SEND_TIMEOUT_MS,
            bodyTimeout: SEND_TIMEOUT_MS,
            signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
    }
    catch (error) {
        throw new Error(`${target}: ${error.message}`);
    }
    const text = await boundedText(response.body);
    let answer = {};
    try {
        answer = JSON.parse(text);
    }
    catch {
        // not JSON: say the status only
    }
    if (response.statusCode !== 200 && response.statusCode !== 201) {
        // The server's words reach a terminal: no control characters.
        const why = typeof answer.error === 'string' ? `: ${(0,_report_console_terminal_text_js__WEBPACK_IMPORTED_MODULE_2__/* .terminalText */ .e)(answer.error.slice(0, 300))}` : '';
        const hint = response.statusCode === 401
            ? ` (is ${TOKEN_VARIABLE} a valid token of that server?)`
            : response.statusCode === 403
                ? ' (the token needs the run scope)'
                : '';
        throw new Error(`${target} answered ${response.statusCode}${why}${hint}`);
    }
    if (typeof answer.id !== 'string' || !/^[0-9a-f-]{36}$/.test(answer.id))
        throw new Error(`${target} answered ${response.statusCode} without a run`);
    return {
        runId: answer.id,
        existing: response.statusCode === 200,
        page: `${address.server}/runs/${answer.id}`,
    };
}
/** At most MAX_ANSWER_BYTES of the answer, as text; the rest is dropped unread. */
async function boundedText(body) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= MAX_ANSWER_BYTES) {
            body.destroy();
            break;
        }
    }
    return Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8');
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
// Kept in step with package.json by __tests__/version.test.ts.
const VERSION = '0.2.0';


/***/ })

};
