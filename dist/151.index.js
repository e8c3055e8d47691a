export const id = 151;
export const ids = [151,989];
export const modules = {

/***/ 68841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ netrcLogin),
/* harmony export */   Q: () => (/* binding */ parseNetrc)
/* harmony export */ });
// A .netrc file (curl's --netrc, --netrc-file): `machine NAME login USER password PASS`, `default`,
// `account` and `macdef` (a macro: skipped to its blank line). Tokens are separated by any white
// space; a token may be double-quoted with backslash escapes, as curl reads them.
function parseNetrc(text) {
    const machines = new Map();
    let fallback;
    const tokens = tokenize(text);
    let current;
    const close = () => {
        if (current === undefined)
            return;
        const entry = { login: current.login, password: current.password };
        if (current.name === undefined)
            fallback ??= entry;
        else if (!machines.has(current.name))
            machines.set(current.name, entry);
        current = undefined;
    };
    for (let i = 0; i < tokens.length; i++) {
        const { value, line } = tokens[i];
        const next = () => {
            const token = tokens[++i];
            return token === undefined ? { ok: false, line, message: `\`${value}\` has no value` } : token.value;
        };
        switch (value) {
            case 'machine': {
                close();
                const name = next();
                if (typeof name !== 'string')
                    return name;
                current = { name: name.toLowerCase(), login: '', password: '' };
                break;
            }
            case 'default':
                close();
                current = { name: undefined, login: '', password: '' };
                break;
            case 'login':
            case 'password':
            case 'account': {
                const word = next();
                if (typeof word !== 'string')
                    return word;
                if (current === undefined)
                    return { ok: false, line, message: `\`${value}\` before any \`machine\`` };
                if (value === 'login')
                    current.login = word;
                else if (value === 'password')
                    current.password = word;
                break;
            }
            case 'macdef':
                close();
                // The macro's name, then its lines up to the first empty line.
                i++;
                while (i + 1 < tokens.length && !tokens[i + 1].afterBlankLine)
                    i++;
                break;
            default:
                return {
                    ok: false,
                    line,
                    message: `unexpected \`${value}\` (expected machine, default, login, password, account or macdef)`,
                };
        }
    }
    close();
    return { ok: true, netrc: { machines, ...(fallback ? { default: fallback } : {}) } };
}
/** The login for a host, the `default` entry when no machine is named for it. */
function netrcLogin(netrc, hostname) {
    return netrc.machines.get(hostname.toLowerCase()) ?? netrc.default;
}
function tokenize(text) {
    const tokens = [];
    let line = 1;
    let blank = false;
    let i = 0;
    let lineHasToken = false;
    while (i < text.length) {
        const char = text[i];
        if (char === '\n') {
            if (!lineHasToken && i > 0)
                blank = true;
            lineHasToken = false;
            line++;
            i++;
            continue;
        }
        if (/\s/.test(char)) {
            i++;
            continue;
        }
        if (char === '#' && !lineHasToken) {
            while (i < text.length && text[i] !== '\n')
                i++;
            continue;
        }
        let value = '';
        if (char === '"') {
            i++;
            while (i < text.length && text[i] !== '"') {
                if (text[i] === '\\' && i + 1 < text.length)
                    i++;
                value += text[i];
                i++;
            }
            i++;
        }
        else {
            while (i < text.length && !/\s/.test(text[i]))
                value += text[i++];
        }
        tokens.push({ value, line, afterBlankLine: blank });
        blank = false;
        lineHasToken = true;
    }
    return tokens;
}


/***/ }),

/***/ 72964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y5: () => (/* reexport */ createLlmProbe),
  I3: () => (/* reexport */ resolveLlmOptions)
});

// UNUSED EXPORTS: LLM_DEFAULTS, MAX_TEXT_WORDS, ModelTexts, ORIGINAL_SENTIMENT_MODEL, SENTIMENTS, parseModelTextToken, parsePromptArgument, parseSentiment

// EXTERNAL MODULE: ./src/engine/http/undici-parts.ts
var undici_parts = __webpack_require__(81700);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/engine/probes/llm/cache.ts
// The answer cache behind --llm-cache: one plain JSON file per question, named by a hash of the
// normalised request (protocol, model, messages, answer format, sampling), so a rerun replays the same
// answers offline and for free. Files are deterministic (sorted keys, no timestamps) so they can be
// reviewed and committed. The endpoint URL and the key are not part of the key; errors are never stored.


const CACHE_FORMAT = 1;
class LlmCache {
    #dir;
    mode;
    constructor(dir, mode) {
        this.#dir = dir;
        this.mode = mode;
    }
    /** The request body is the one sent, secrets already masked. */
    key(api, model, body) {
        const hash = questionHash(api, body);
        const slug = model.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60);
        return { hash, file: (0,external_node_path_.join)(this.#dir, `${slug}-${hash.slice(0, 20)}.json`) };
    }
    async read(key) {
        if (this.mode === 'write')
            return { found: false };
        let text;
        try {
            text = await (0,promises_.readFile)(key.file, 'utf8');
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return { found: false };
            return { error: `cannot read the cache file ${key.file}: ${error.message}` };
        }
        try {
            const entry = JSON.parse(text);
            if (entry.key !== key.hash || typeof entry.answer !== 'string')
                throw new Error('not an entry for this request');
            const usage = { prompt: num(entry.usage?.prompt), completion: num(entry.usage?.completion), total: 0 };
            usage.total = num(entry.usage?.total) || usage.prompt + usage.completion;
            return { found: true, answer: { text: entry.answer, usage } };
        }
        catch (error) {
            return {
                error: `the cache file ${key.file} is not a valid entry (${error.message}): delete it to ask again`,
            };
        }
    }
    async write(key, api, body, answer) {
        if (this.mode === 'read')
            return undefined;
        const entry = { format: CACHE_FORMAT, key: key.hash, api, request: body, answer: answer.text, usage: answer.usage };
        const temporary = `${key.file}.${process.pid}.tmp`;
        try {
            await (0,promises_.mkdir)(this.#dir, { recursive: true });
            await (0,promises_.writeFile)(temporary, `${JSON.stringify(sortKeys(entry), null, 2)}\n`);
            await (0,promises_.rename)(temporary, key.file);
            return undefined;
        }
        catch (error) {
            return `cannot write the cache file ${key.file}: ${error.message}`;
        }
    }
}
/** SHA-256 (hex) of the protocol and the request body as sent, keys sorted: one question, one hash. */
function questionHash(api, body) {
    // node:crypto is loaded by the first cached question, not at every start.
    return process
        .getBuiltinModule('node:crypto')
        .createHash('sha256')
        .update(canonicalJson({ format: CACHE_FORMAT, api, request: body }))
        .digest('hex');
}
/** JSON with object keys sorted at every level: the same request always gives the same text. */
function canonicalJson(value) {
    return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (typeof value !== 'object' || value === null)
        return value;
    return Object.fromEntries(Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys(value[k])]));
}
function num(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

// EXTERNAL MODULE: ./src/engine/probes/llm/judge.ts
var judge = __webpack_require__(8155);
;// CONCATENATED MODULE: ./src/engine/probes/llm/limiter.ts
// Bounds how many model calls are in flight at once for a whole run.
class Limiter {
    #max;
    #active = 0;
    #waiting = [];
    constructor(max) {
        this.#max = max;
    }
    async run(task) {
        if (this.#active >= this.#max)
            await new Promise((resolve) => this.#waiting.push(resolve));
        else
            this.#active++;
        try {
            return await task();
        }
        finally {
            // Hand the slot straight to the next waiter, or free it.
            const next = this.#waiting.shift();
            if (next)
                next();
            else
                this.#active--;
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/probes/llm/protocol.ts
const SEED = 0;
function wireRequest(api, baseUrl, key, chat) {
    const messages = [
        { role: 'system', content: chat.system },
        { role: 'user', content: chat.user },
    ];
    const headers = { 'content-type': 'application/json', accept: 'application/json' };
    if (key !== undefined) {
        headers.authorization = `Bearer ${key}`;
        // Azure OpenAI's v1 endpoint takes a resource key in `api-key` (a bearer token is for Entra ID).
        if (/\.openai\.azure\.com$/i.test(new URL(baseUrl).hostname))
            headers['api-key'] = key;
    }
    if (api === 'ollama') {
        return {
            url: /\/api\/chat$/.test(baseUrl) ? baseUrl : `${baseUrl.replace(/\/api$/, '')}/api/chat`,
            headers,
            body: {
                model: chat.model,
                messages,
                stream: false,
                ...(chat.schema === undefined ? {} : { format: chat.schema.schema }),
                options: { temperature: 0, seed: SEED },
            },
        };
    }
    return {
        url: /\/chat\/completions$/.test(baseUrl) ? baseUrl : `${baseUrl}/chat/completions`,
        headers,
        body: {
            model: chat.model,
            messages,
            temperature: 0,
            seed: SEED,
            ...(chat.schema === undefined
                ? {}
                : { response_format: { type: 'json_schema', json_schema: { ...chat.schema, strict: true } } }),
        },
    };
}
/**
 * Older models and some servers refuse `json_schema` structured output with a 400 naming the parameter
 * (OpenAI: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.").
 * Levels of answer format to fall back through: 0 the schema, 1 JSON mode, 2 the prompt's instructions alone.
 */
function withAnswerFormat(body, level) {
    if (level === 0 || body.response_format === undefined)
        return body;
    const { response_format: _, ...rest } = body;
    return level === 1 ? { ...rest, response_format: { type: 'json_object' } } : rest;
}
function refusesAnswerFormat(status, message) {
    return status === 400 && /response_format|json_schema|json_object/i.test(message);
}
/** The answer text and token counts of a 2xx body, or why it is not an answer. */
function readCompletion(api, body) {
    if (api === 'ollama') {
        const content = field(field(body, 'message'), 'content');
        if (typeof content !== 'string')
            return { error: 'the answer has no message.content' };
        const prompt = count(field(body, 'prompt_eval_count'));
        const completion = count(field(body, 'eval_count'));
        return { text: content, usage: { prompt, completion, total: prompt + completion } };
    }
    const choice = field(body, 'choices')?.[0];
    const message = field(choice, 'message');
    const refusal = field(message, 'refusal');
    if (typeof refusal === 'string' && refusal !== '')
        return { error: `the model refused: ${refusal}` };
    const content = field(message, 'content');
    if (typeof content !== 'string')
        return { error: 'the answer has no choices[0].message.content' };
    const usage = field(body, 'usage');
    const prompt = count(field(usage, 'prompt_tokens'));
    const completion = count(field(usage, 'completion_tokens'));
    const total = count(field(usage, 'total_tokens')) || prompt + completion;
    return { text: content, usage: { prompt, completion, total } };
}
/**
 * The provider's own words from an error body: OpenAI's `{"error":{"message","type","code"}}`,
 * Ollama's `{"error":"..."}`, or the start of whatever text came back.
 */
function readErrorMessage(text) {
    let body;
    try {
        body = JSON.parse(text);
    }
    catch {
        return text.trim().replace(/\s+/g, ' ').slice(0, 300) || '(empty body)';
    }
    const error = field(body, 'error');
    if (typeof error === 'string')
        return error;
    const message = field(error, 'message') ?? field(body, 'message');
    const code = field(error, 'code') ?? field(error, 'type');
    if (typeof message === 'string')
        return typeof code === 'string' ? `${message} (${code})` : message;
    return text.trim().slice(0, 300);
}
function field(value, name) {
    return typeof value === 'object' && value !== null ? value[name] : undefined;
}
function count(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

// EXTERNAL MODULE: ./src/engine/probes/llm/text.ts
var llm_text = __webpack_require__(39281);
;// CONCATENATED MODULE: ./src/engine/probes/llm/transport.ts

/** An answer bigger than this is refused (a chat answer is a few kB; this guards against a wrong endpoint). */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
async function call(request, options) {
    const payload = options.mask(JSON.stringify(request.body));
    for (let attempt = 0;; attempt++) {
        options.debug?.(`llm \u2192 POST ${options.mask(request.url)} ${payload}`);
        const outcome = await attemptOnce(request.url, request.headers, payload, options);
        if (outcome.kind === 'done')
            return outcome.result;
        const failure = outcome.failure;
        if (attempt >= options.retries)
            return { ok: false, failure: { ...failure, message: `${failure.message} (after ${attempt + 1} attempts)` } };
        const wait = outcome.retryAfterMs ?? options.retryBaseMs * 2 ** attempt;
        if (wait > options.maxRetryWaitMs)
            return {
                ok: false,
                failure: { ...failure, message: `${failure.message} (the provider asks to wait ${Math.ceil(wait / 1000)} s)` },
            };
        options.debug?.(`llm retry in ${wait} ms: ${failure.message}`);
        if (!(await sleep(wait, options.signal)))
            return { ok: false, failure: aborted() };
    }
}
async function attemptOnce(url, headers, payload, options) {
    if (options.signal?.aborted)
        return { kind: 'done', result: { ok: false, failure: aborted() } };
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
    let status;
    let text;
    let retryAfterMs;
    try {
        const { fetch } = await Promise.all(/* import() | undici */[__webpack_require__.e(7), __webpack_require__.e(215)]).then(__webpack_require__.t.bind(__webpack_require__, 24371, 19));
        const response = await fetch(url, {
            method: 'POST',
            headers,
            body: payload,
            signal,
            dispatcher: options.dispatcher,
        });
        status = response.status;
        retryAfterMs = readRetryAfter(response.headers);
        const read = await readBounded(response.body, MAX_ANSWER_BYTES);
        if (read === undefined) {
            const message = `the provider's answer is larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MB`;
            return { kind: 'done', result: { ok: false, failure: { code: 'llm-answer', status, message } } };
        }
        text = read;
    }
    catch (error) {
        if (options.signal?.aborted)
            return { kind: 'done', result: { ok: false, failure: aborted() } };
        if (timeout.aborted) {
            const message = `the model did not answer within ${options.timeoutMs} ms`;
            return { kind: 'done', result: { ok: false, failure: { code: 'llm-timeout', message } } };
        }
        const message = options.mask(`could not reach ${url}: ${describe(error)}`);
        return { kind: 'retry', failure: { code: 'llm-network', message }, retryAfterMs: undefined };
    }
    options.debug?.(`llm \u2190 ${status} ${options.mask(text)}`);
    if (status < 200 || status > 299) {
        const failure = {
            code: 'llm-http',
            status,
            message: options.mask(`the model's provider answered ${status}: ${readErrorMessage(text)}`),
        };
        const retryable = status === 429 || status >= 500;
        return retryable ? { kind: 'retry', failure, retryAfterMs } : { kind: 'done', result: { ok: false, failure } };
    }
    let body;
    try {
        body = JSON.parse(text);
    }
    catch {
        const message = options.mask(`the provider's answer is not JSON: ${text.slice(0, 300)}`);
        return { kind: 'done', result: { ok: false, failure: { code: 'llm-answer', status, message } } };
    }
    const completion = readCompletion(options.api, body);
    if ('error' in completion)
        return {
            kind: 'done',
            result: { ok: false, failure: { code: 'llm-answer', status, message: options.mask(completion.error) } },
        };
    return { kind: 'done', result: { ok: true, completion } };
}
/** OpenAI sends `retry-after-ms` and `retry-after` (seconds); HTTP also allows a date. */
function readRetryAfter(headers, now = Date.now()) {
    const ms = Number(headers.get('retry-after-ms') ?? NaN);
    if (Number.isFinite(ms) && ms >= 0)
        return Math.ceil(ms);
    const value = headers.get('retry-after')?.trim();
    if (value === undefined || value === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(value))
        return Math.ceil(Number(value) * 1000);
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/** The body as UTF-8 text, or undefined (and the stream cancelled) once it passes `limit` bytes. */
async function readBounded(body, limit) {
    if (body === null)
        return '';
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.byteLength;
        if (size > limit)
            return undefined;
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
function sleep(ms, signal) {
    return new Promise((resolve) => {
        if (signal?.aborted)
            return resolve(false);
        const onAbort = () => {
            clearTimeout(timer);
            resolve(false);
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve(true);
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
function aborted() {
    return { code: 'aborted', message: 'the run was stopped before the model answered' };
}
function describe(error) {
    const cause = error.cause;
    if (cause?.code !== undefined)
        return cause.code;
    return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

;// CONCATENATED MODULE: ./src/engine/probes/llm/probe.ts







/** The model `sentiment` uses when neither the check nor --llm-model names one: the original's. */
const ORIGINAL_SENTIMENT_MODEL = 'gpt-4o';
const MASK = '***';
function createLlmProbe(options, environment) {
    const ownDispatcher = environment.dispatcher === undefined ? new undici_parts/* EnvHttpProxyAgent */.J2({ proxyTunnel: false }) : undefined;
    const dispatcher = environment.dispatcher ?? ownDispatcher;
    const limiter = new Limiter(options.concurrency);
    const cache = options.cache === undefined ? undefined : new LlmCache(options.cache.dir, options.cache.mode);
    const totals = { prompt: 0, completion: 0, total: 0, calls: 0, cacheHits: 0 };
    // Identical questions asked while one is in flight (or asked before in this run) share its answer.
    const answers = new Map();
    const formatLevels = new Map();
    const key = options.key;
    const mask = (text) => {
        const redacted = environment.redact(text);
        return key === undefined || key === '' ? redacted : redacted.split(key).join(MASK);
    };
    async function ask(chat, signal) {
        const masked = { ...chat, system: mask(chat.system), user: mask(chat.user) };
        const wire = wireRequest(options.api, options.url, key, masked);
        const cacheKey = cache?.key(options.api, chat.model, wire.body);
        const memoKey = cacheKey?.hash ?? questionHash(options.api, wire.body);
        let answer = answers.get(memoKey);
        if (answer === undefined) {
            answer = replayOrAsk(chat.model, wire, cacheKey, signal);
            answers.set(memoKey, answer);
            // A failure is not remembered: a later check asks again.
            void answer.then((a) => {
                if (!a.ok)
                    answers.delete(memoKey);
            });
        }
        return answer;
    }
    async function replayOrAsk(model, wire, cacheKey, signal) {
        if (cache !== undefined && cacheKey !== undefined) {
            const cached = await cache.read(cacheKey);
            if ('error' in cached)
                return { ok: false, failure: { code: 'llm-answer', message: mask(cached.error) } };
            if (cached.found) {
                totals.cacheHits++;
                environment.debug?.(`llm cache hit ${cacheKey.file}`);
                return { ok: true, text: cached.answer.text };
            }
            if (cache.mode === 'read') {
                const message = `no answer in the LLM cache for this question (${cacheKey.file}) and --llm-cache-mode is read`;
                return { ok: false, failure: { code: 'llm-answer', message } };
            }
        }
        const asked = await askProvider(model, wire, signal);
        if (!asked.ok)
            return asked;
        const { usage, text } = asked.completion;
        totals.calls++;
        totals.prompt += usage.prompt;
        totals.completion += usage.completion;
        totals.total += usage.total;
        if (cache !== undefined && cacheKey !== undefined) {
            // An answer may quote a secret (the key, a value from the prompt): the file keeps it masked.
            const stored = { ...asked.completion, text: mask(text) };
            const problem = await cache.write(cacheKey, options.api, asked.sent, stored);
            if (problem !== undefined)
                return { ok: false, failure: { code: 'llm-answer', message: mask(problem) } };
        }
        return { ok: true, text };
    }
    /** One question to the provider; a model that refused an answer format is asked in a weaker one from then on. */
    async function askProvider(model, wire, signal) {
        const combined = signal === undefined ? environment.signal : anySignal(signal, environment.signal);
        const transport = {
            api: options.api,
            dispatcher,
            timeoutMs: options.timeoutMs,
            retries: options.retries,
            retryBaseMs: options.retryBaseMs,
            maxRetryWaitMs: options.maxRetryWaitMs,
            ...(combined === undefined ? {} : { signal: combined }),
            mask,
            ...(environment.debug === undefined ? {} : { debug: environment.debug }),
        };
        let level = formatLevels.get(model) ?? 0;
        for (;;) {
            const sent = withAnswerFormat(wire.body, level);
            const result = await limiter.run(() => call({ ...wire, body: sent }, transport));
            if (result.ok)
                return { ...result, sent };
            const refused = sent.response_format !== undefined && refusesAnswerFormat(result.failure.status, result.failure.message);
            if (!refused)
                return result;
            formatLevels.set(model, ++level);
            environment.debug?.(`llm ${model} refused the answer format; asking again with a weaker one`);
        }
    }
    function judgedBody(response) {
        return (0,judge/* cutBody */.ZL)(mask(response.body), options.maxBodyChars);
    }
    return {
        async prompt(argument, response, signal) {
            const parsed = (0,judge/* parsePromptArgument */.DZ)(argument);
            if ('error' in parsed)
                return { outcome: 'error', message: parsed.error };
            const model = parsed.model ?? options.model;
            if (model === undefined)
                return {
                    outcome: 'error',
                    message: `prompt: no model named: write '<model>: ${parsed.condition}' or give --llm-model`,
                };
            const answer = await ask((0,judge/* verdictRequest */.Ls)(model, parsed.condition, judgedBody(response), response.status), signal);
            if (!answer.ok)
                return errored('prompt', model, answer.failure);
            const verdict = (0,judge/* readVerdict */.wk)(answer.text);
            if ('unreadable' in verdict)
                return unreadable({ check: 'prompt', model, expected: mask(parsed.condition) }, verdict.unreadable, mask(answer.text));
            return {
                outcome: verdict.pass ? 'pass' : 'fail',
                model,
                expected: mask(parsed.condition),
                actual: mask(verdict.reason),
                message: `prompt (${model}): ${verdict.pass ? 'holds' : 'does not hold'}: ${mask(verdict.reason)}`,
            };
        },
        async sentiment(argument, response, signal) {
            const wanted = (0,judge/* parseSentiment */.te)(argument);
            if (typeof wanted === 'object')
                return { outcome: 'error', message: wanted.error };
            const model = options.model ?? ORIGINAL_SENTIMENT_MODEL;
            const answer = await ask((0,judge/* sentimentRequest */.fe)(model, judgedBody(response), response.status), signal);
            if (!answer.ok)
                return errored('sentiment', model, answer.failure);
            const found = (0,judge/* readSentiment */.ou)(answer.text);
            if ('unreadable' in found)
                return unreadable({ check: 'sentiment', model, expected: wanted }, found.unreadable, mask(answer.text));
            const pass = found.sentiment === wanted;
            const actual = `${found.sentiment}: ${mask(found.reason)}`;
            return {
                outcome: pass ? 'pass' : 'fail',
                model,
                expected: wanted,
                actual,
                message: pass ? `sentiment (${model}): ${actual}` : `sentiment (${model}): expected ${wanted}, got ${actual}`,
            };
        },
        async text(model, words, signal) {
            const answer = await ask((0,llm_text/* textRequest */.zG)(model, words ?? options.defaultTextWords), signal);
            if (!answer.ok)
                return { ok: false, message: `${model}.text(): ${answer.failure.message}` };
            const text = answer.text.trim();
            if (text === '')
                return { ok: false, message: `${model}.text(): the model answered with no text` };
            return { ok: true, text };
        },
        usage: () => ({ ...totals }),
        async close() {
            await ownDispatcher?.close();
        },
    };
}
function errored(check, model, failure) {
    return { outcome: 'error', model, message: `${check} (${model}): ${failure.message}`, failure };
}
/** An answer without a verdict fails the check, showing what the model said. */
function unreadable(asked, why, raw) {
    const shown = raw.trim().slice(0, 500) || '(empty)';
    return {
        outcome: 'fail',
        model: asked.model,
        expected: asked.expected,
        actual: `no verdict: ${shown}`,
        message: `${asked.check} (${asked.model}): no verdict, ${why}: ${shown}`,
    };
}
function anySignal(a, b) {
    return b === undefined ? a : AbortSignal.any([a, b]);
}

;// CONCATENATED MODULE: ./src/engine/probes/llm/options.ts
const LLM_DEFAULTS = {
    openaiUrl: 'https://api.openai.com/v1',
    ollamaUrl: 'http://localhost:11434',
    timeoutMs: 60_000,
    concurrency: 2,
    retries: 3,
    maxRetryWaitMs: 60_000,
    retryBaseMs: 1_000,
    maxBodyChars: 8_000,
    defaultTextWords: 50,
};
/**
 * Reads the flags and `OPENAI_API_KEY` / `OPENAI_BASE_URL`. None of a URL, a key, `--llm-api`, `--llm-model`
 * or `--llm-cache` means no provider: the caller refuses a collection with LLM checks before anything is sent.
 * A cache alone is enough (a CI run replaying with `--llm-cache-mode read` needs no URL or key).
 */
function resolveLlmOptions(flags, env = {}) {
    const given = (name, value) => (value === undefined ? [] : [[name, value]]);
    const urls = [
        ...given('--llm-url', flags.llmUrl),
        ...given('--openai-endpoint', flags.openaiEndpoint),
        ...given('--ollama-endpoint', flags.ollamaEndpoint),
    ];
    if (urls.length > 1)
        return fail(`${urls.map(([n]) => n).join(' and ')} both name the model's endpoint: give one`);
    const keys = [...given('--llm-key', flags.llmKey), ...given('--openai-apikey', flags.openaiApikey)];
    if (keys.length > 1)
        return fail('--llm-key and --openai-apikey both give the key: give one');
    const api = readApi(flags);
    if (typeof api === 'object')
        return api;
    const cacheMode = flags.llmCacheMode;
    if (cacheMode !== undefined && !['read', 'write', 'readwrite'].includes(cacheMode))
        return fail(`--llm-cache-mode must be read, write or readwrite, not '${cacheMode}'`);
    if (cacheMode !== undefined && flags.llmCache === undefined)
        return fail('--llm-cache-mode needs --llm-cache <dir>');
    const key = keys[0]?.[1] ?? nonEmpty(env.OPENAI_API_KEY);
    const rawUrl = urls[0]?.[1] ?? (api === 'openai' ? nonEmpty(env.OPENAI_BASE_URL) : undefined);
    const configured = [rawUrl, key, flags.llmApi, flags.llmModel, flags.llmCache].some((v) => v !== undefined);
    if (!configured)
        return { ok: true, options: undefined };
    const url = readUrl(rawUrl, urls[0]?.[0] ?? 'OPENAI_BASE_URL', api, urls[0]?.[0] === '--openai-endpoint');
    if (typeof url === 'object')
        return url;
    const concurrency = readCount(flags.llmConcurrency, '--llm-concurrency', LLM_DEFAULTS.concurrency, 64);
    if (typeof concurrency === 'object')
        return concurrency;
    const maxBodyChars = readCount(flags.llmMaxBody, '--llm-max-body', LLM_DEFAULTS.maxBodyChars, 1_000_000);
    if (typeof maxBodyChars === 'object')
        return maxBodyChars;
    if (flags.llmModel !== undefined && flags.llmModel.trim() === '')
        return fail('--llm-model is empty');
    const timeoutMs = readTimeout(flags);
    if (typeof timeoutMs === 'object')
        return timeoutMs;
    return {
        ok: true,
        options: {
            api,
            url,
            ...(key === undefined ? {} : { key }),
            ...(flags.llmModel === undefined ? {} : { model: flags.llmModel.trim() }),
            timeoutMs,
            concurrency,
            retries: LLM_DEFAULTS.retries,
            maxRetryWaitMs: LLM_DEFAULTS.maxRetryWaitMs,
            retryBaseMs: LLM_DEFAULTS.retryBaseMs,
            maxBodyChars,
            defaultTextWords: LLM_DEFAULTS.defaultTextWords,
            ...(flags.llmCache === undefined
                ? {}
                : { cache: { dir: flags.llmCache, mode: (cacheMode ?? 'readwrite') } }),
        },
    };
}
function readTimeout(flags) {
    if (flags.llmTimeout !== undefined && flags.ollamaTimeout !== undefined)
        return fail('--llm-timeout and --ollama-timeout both give the time limit: give one');
    if (flags.ollamaTimeout !== undefined) {
        const seconds = readCount(flags.ollamaTimeout, '--ollama-timeout', 0, 86_400);
        return typeof seconds === 'object' ? seconds : seconds * 1000;
    }
    return readCount(flags.llmTimeout, '--llm-timeout', flags.timeoutMs ?? LLM_DEFAULTS.timeoutMs, 86_400_000);
}
function readApi(flags) {
    if (flags.llmApi === undefined)
        return flags.ollamaEndpoint === undefined ? 'openai' : 'ollama';
    if (flags.llmApi !== 'openai' && flags.llmApi !== 'ollama')
        return fail(`--llm-api must be openai or ollama, not '${flags.llmApi}'`);
    if (flags.ollamaEndpoint !== undefined && flags.llmApi !== 'ollama')
        return fail("--ollama-endpoint speaks Ollama's native API: drop --llm-api openai, or use --llm-url");
    if (flags.openaiEndpoint !== undefined && flags.llmApi !== 'openai')
        return fail('--openai-endpoint speaks the OpenAI API: drop --llm-api ollama, or use --llm-url');
    return flags.llmApi;
}
/** The original's --openai-endpoint is a host without /v1 (it appended /v1/chat/completions itself). */
function readUrl(raw, flag, api, originalOpenAi) {
    if (raw === undefined)
        return api === 'openai' ? LLM_DEFAULTS.openaiUrl : LLM_DEFAULTS.ollamaUrl;
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return fail(`${flag} is not a URL: '${raw}'`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return fail(`${flag} must be an http:// or https:// URL`);
    if (url.username !== '' || url.password !== '')
        return fail(`${flag} must not carry credentials in the URL: give the key with --llm-key`);
    const base = url.href.replace(/\/+$/, '');
    return originalOpenAi && !/\/v1$/.test(base) ? `${base}/v1` : base;
}
function readCount(raw, flag, fallback, max) {
    if (raw === undefined)
        return fallback;
    const value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
    if (!Number.isSafeInteger(value) || value < 1 || value > max)
        return fail(`${flag} must be a whole number from 1 to ${max}, not '${raw}'`);
    return value;
}
function nonEmpty(value) {
    return value === undefined || value.trim() === '' ? undefined : value.trim();
}
function fail(error) {
    return { ok: false, error };
}

;// CONCATENATED MODULE: ./src/engine/probes/llm/index.ts
// The LLM probe behind `prompt`, `sentiment` and `${{ <model>.text(N) }}` (docs/llm.md).






/***/ }),

/***/ 39281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ox: () => (/* binding */ ModelTexts),
/* harmony export */   zG: () => (/* binding */ textRequest)
/* harmony export */ });

function textRequest(model, words) {
    return {
        model,
        system: 'You write realistic test data for an API. Answer with the text only: no title, no quotes, no preamble, ' +
            'no Markdown.',
        user: `Write meaningful, human-readable English text of about ${words} words.`,
    };
}
/** The generated texts of one test execution: each distinct token is asked for once. */
class ModelTexts {
    #generate;
    #values = new Map();
    constructor(generate) {
        this.#generate = generate;
    }
    /** Resolves the tokens a test uses; the first failure (in token order) is returned, nothing is thrown. */
    async resolve(tokens) {
        const distinct = new Map(tokens.map((t) => [keyOf(t), t]));
        const pending = [...distinct].filter(([key]) => !this.#values.has(key));
        const results = await Promise.all(pending.map(([, t]) => this.#generate(t.model, t.words)));
        for (const [index, result] of results.entries()) {
            if (!result.ok)
                return result;
            this.#values.set(pending[index][0], result.text);
        }
        return { ok: true };
    }
    /** A token resolved before; throws for one that was not (a programming error, not a user's). */
    get(token) {
        const value = this.#values.get(keyOf(token));
        if (value === undefined)
            throw new Error(`${token.model}.text(${token.words ?? ''}) was not resolved`);
        return value;
    }
}
function keyOf(token) {
    return `${token.model}\u0000${token.words ?? ''}`;
}


/***/ }),

/***/ 66332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Co: () => (/* binding */ QueryEvaluator),
/* harmony export */   Xp: () => (/* binding */ QueryWorker)
/* harmony export */ });
/* unused harmony export WORKER_MEMORY_MB */
/** The worker's heap limit, in MB: a body parses to ~70 bytes per character, so 10 MB of XML fits. */
const WORKER_MEMORY_MB = 1536;
/** A worker without questions for this long ends (the next question starts another). */
const IDLE_MS = 5000;
// The worker's file beside this module: query-thread.ts from the sources, dist/query-thread.js in a bundle.
const WORKER_FILE = import.meta.url.endsWith('.ts') ? './query-thread.ts' : './query-thread.js';
/** One run's questions; `shared`: a worker the process keeps for many runs (else the run starts its own). */
class QueryEvaluator {
    #worker;
    #ownsWorker;
    #signal;
    #closed = false;
    #onFirstQuestion;
    /** `onFirstQuestion`: told once, when the run first asks the worker something. */
    constructor(signal, shared, onFirstQuestion) {
        this.#worker = shared ?? new QueryWorker();
        this.#ownsWorker = shared === undefined;
        this.#signal = signal;
        this.#onFirstQuestion = onFirstQuestion;
        signal?.addEventListener('abort', () => this.#worker.cancel(this, INTERRUPTED), { once: true });
    }
    /** The values of the XPath expression over the observation's XML or HTML body, in document order. */
    xpath(observation, expression, remainingMs, namespaces) {
        return this.#ask('xpath', observation, expression, remainingMs, namespaces);
    }
    /** The nodes the JSONPath selects in the observation's JSON body (which must parse). */
    jsonPath(observation, path, remainingMs) {
        return this.#ask('json-path', observation, path, remainingMs);
    }
    #ask(kind, observation, expression, remainingMs, namespaces) {
        if (this.#closed || this.#signal?.aborted)
            return Promise.resolve(INTERRUPTED);
        this.#onFirstQuestion?.();
        this.#onFirstQuestion = undefined;
        return this.#worker.ask(this, kind, observation, expression, remainingMs, namespaces);
    }
    /** The run is over: its own worker ends; on a shared one, its unanswered questions are answered as interrupted. */
    close() {
        this.#closed = true;
        if (this.#ownsWorker)
            return this.#worker.close();
        this.#worker.cancel(this, INTERRUPTED);
        return Promise.resolve();
    }
}
class QueryWorker {
    #memoryMb;
    #idleMs;
    #idleTimer;
    #worker;
    #ready = false;
    #workerStartedAt = 0;
    /** Questions waiting for a worker to be ready. */
    #waiting = [];
    /**
     * Questions sent to the worker, which answers them in order: the first is being answered, and only
     * its deadline is armed (the others' budgets keep running while they wait their turn).
     */
    #sent = [];
    #deadlineTimer;
    #nextId = 0;
    #documents = new WeakMap();
    #nextDocument = 0;
    /** `memoryMb`: the worker's heap limit; `idleMs`: how long it waits for questions (tests make both small). */
    constructor(memoryMb = WORKER_MEMORY_MB, idleMs = IDLE_MS) {
        this.#memoryMb = memoryMb;
        this.#idleMs = idleMs;
    }
    /** Whether a worker thread is running (or starting). */
    get running() {
        return this.#worker !== undefined;
    }
    ask(owner, kind, observation, expression, remainingMs, namespaces) {
        let document = this.#documents.get(observation);
        if (document === undefined)
            this.#documents.set(observation, (document = this.#nextDocument++));
        const budgetMs = remainingMs();
        const askedAt = performance.now();
        const request = {
            id: this.#nextId++,
            kind,
            document,
            text: observation.text,
            contentType: kind === 'xpath' ? observation.header('content-type')[0] : undefined,
            expression,
            ...(namespaces === undefined ? {} : { namespaces }),
            deadline: null,
        };
        return new Promise((resolve) => {
            this.#waiting.push({ request, owner, deadline: budgetMs > 0 ? askedAt + budgetMs : Infinity, askedAt, resolve });
            this.#send();
        });
    }
    /**
     * Answers the owner's questions with `answer`. One already sent cannot be taken back from the
     * worker: it is ended, and the other questions sent to it go to a new one.
     */
    cancel(owner, answer) {
        const waiting = this.#waiting.filter((question) => question.owner === owner);
        this.#waiting = this.#waiting.filter((question) => question.owner !== owner);
        const sent = this.#sent.filter((question) => question.owner === owner);
        if (sent.length > 0)
            this.#restart(this.#sent.filter((question) => question.owner !== owner));
        for (const question of [...sent, ...waiting])
            question.resolve(answer);
        this.#send();
    }
    /** Ends the worker; questions not yet answered are answered as interrupted. */
    async close() {
        const worker = this.#worker;
        this.#answerAll(INTERRUPTED);
        await worker?.terminate();
    }
    /** Ends the worker and answers every question, sent or waiting. */
    #answerAll(answer) {
        const questions = [...this.#sent, ...this.#waiting];
        this.#sent = [];
        this.#waiting = [];
        this.#stopWorker();
        for (const question of questions)
            question.resolve(answer);
    }
    /** Sends the waiting questions once the worker is ready, starting a worker if there is none. */
    #send() {
        if (this.#waiting.length === 0)
            return;
        clearTimeout(this.#idleTimer);
        if (this.#worker === undefined)
            this.#worker = this.#start();
        if (!this.#ready)
            return;
        for (const question of this.#waiting.splice(0)) {
            if (question.deadline <= performance.now()) {
                question.resolve(tooLong(question, 0));
                continue;
            }
            // The worker skips a question whose deadline has passed when its turn comes (clocks of both
            // threads in ms since the epoch).
            if (question.deadline !== Infinity)
                question.request.deadline = performance.timeOrigin + question.deadline;
            this.#sent.push(question);
            this.#worker.postMessage(question.request);
        }
        this.#armDeadline();
    }
    /** Arms the deadline of the question being answered, if not yet armed. */
    #armDeadline() {
        const first = this.#sent[0];
        if (this.#deadlineTimer !== undefined || first === undefined || first.deadline === Infinity)
            return;
        const budgetMs = Math.max(0, first.deadline - performance.now());
        this.#deadlineTimer = setTimeout(() => this.#failFirst(tooLong(first, budgetMs)), budgetMs);
    }
    #start() {
        this.#workerStartedAt = performance.now();
        // node:worker_threads is loaded with the first thread, not at every start (docs/performance.md).
        const { Worker } = process.getBuiltinModule('node:worker_threads');
        const worker = new Worker(new URL(WORKER_FILE, import.meta.url), {
            // A small young generation: documents are parsed and dropped, and memory is the run's too.
            resourceLimits: { maxOldGenerationSizeMb: this.#memoryMb, maxYoungGenerationSizeMb: 8 },
        });
        // Not unref()'d: a run waiting for an answer must keep the process alive. Whoever made the
        // worker ends it (the run, the --interval loop, the server's stop), or it ends when idle.
        worker.on('message', (reply) => {
            if (worker !== this.#worker)
                return;
            if (reply === 'ready') {
                this.#ready = true;
                // A worker's start (loading its libraries takes ~0.1 s, more on a busy machine) does not
                // count against the budgets of the questions that waited for it.
                const now = performance.now();
                for (const question of this.#waiting)
                    question.deadline += now - Math.max(question.askedAt, this.#workerStartedAt);
                return this.#send();
            }
            const first = this.#sent[0];
            if (first?.request.id !== reply.id)
                return;
            this.#sent.shift();
            clearTimeout(this.#deadlineTimer);
            this.#deadlineTimer = undefined;
            first.resolve('values' in reply
                ? { ok: true, values: reply.values }
                : 'error' in reply
                    ? { ok: false, error: reply.error }
                    : tooLong(first, 0));
            this.#armDeadline();
            if (this.#sent.length === 0 && this.#waiting.length === 0)
                this.#idleTimer = setTimeout(() => this.#stopWorker(), this.#idleMs).unref();
        });
        worker.on('error', (error) => {
            if (worker !== this.#worker)
                return;
            if (!this.#ready) {
                // The worker never started: every question fails with why, rather than start it again and again.
                return this.#answerAll({ ok: false, error: `assay bug: the query worker did not start: ${error.message}` });
            }
            this.#failFirst((first) => error.code === 'ERR_WORKER_OUT_OF_MEMORY'
                ? { ok: false, error: `the body needs more memory than ${label(first)} may use (${this.#memoryMb} MB)` }
                : { ok: false, error: `the query worker failed: ${error.message}` });
        });
        worker.on('exit', () => {
            if (worker === this.#worker)
                this.#failFirst({ ok: false, error: 'the query worker ended unexpectedly' });
        });
        return worker;
    }
    /** Ends the worker, which cannot be stopped in the middle of a question: the question being answered gets `answer`. */
    #failFirst(answer) {
        const [first, ...unanswered] = this.#sent;
        this.#restart(unanswered);
        first?.resolve(typeof answer === 'function' ? answer(first) : answer);
        this.#send();
    }
    /** Ends the worker; `resend`, questions it was sent, go to the next one first. */
    #restart(resend) {
        this.#sent = [];
        this.#stopWorker();
        this.#waiting = [...resend, ...this.#waiting];
    }
    #stopWorker() {
        clearTimeout(this.#idleTimer);
        const worker = this.#worker;
        this.#worker = undefined;
        this.#ready = false;
        clearTimeout(this.#deadlineTimer);
        this.#deadlineTimer = undefined;
        void worker?.terminate();
    }
}
const INTERRUPTED = {
    ok: false,
    error: 'the run was interrupted while the response was being checked',
    interrupted: true,
};
function label(question) {
    return question.request.kind === 'xpath' ? 'XPath' : 'JSONPath';
}
function tooLong(question, budgetMs) {
    return {
        ok: false,
        error: budgetMs > 0
            ? `the ${label(question)} query took too long (stopped after the test's remaining time budget of ${Math.round(budgetMs)} ms)`
            : `the ${label(question)} query took too long (the test's time budget ran out while it waited its turn)`,
    };
}


/***/ }),

/***/ 15503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CG: () => (/* binding */ readResultsDocument),
/* harmony export */   Eq: () => (/* binding */ recordError),
/* harmony export */   Ho: () => (/* binding */ checkedTests),
/* harmony export */   OO: () => (/* binding */ openResultsDocument),
/* harmony export */   kW: () => (/* binding */ loadShardTimings),
/* harmony export */   wT: () => (/* binding */ withoutShape)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _model_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43855);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68522);
/* harmony import */ var _stored_results_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28723);
// Reads results.json files written by an earlier run: for `assay merge` and for `--shard-timings`.




/**
 * Reads `results.json` of an earlier run (whole or one shard) for `--shard-timings`: the mean
 * `timings.totalMs` per test over its iterations, keyed by `testKey`. Throws an Error whose message
 * is meant for the user when the file is unreadable or not a results document.
 */
async function loadShardTimings(path) {
    const doc = await openResultsDocument(path);
    const sums = new Map();
    for (const collection of doc.collections) {
        for (const test of checkedTests((0,_stored_results_js__WEBPACK_IMPORTED_MODULE_2__/* .eachTest */ .Uj)(collection), path, collection.file)) {
            const ms = test.timings?.totalMs;
            if (typeof ms !== 'number' || !Number.isFinite(ms))
                continue;
            const key = (0,_model_values_js__WEBPACK_IMPORTED_MODULE_1__/* .testKey */ .S8)(collection, test);
            const entry = sums.get(key) ?? { total: 0, count: 0 };
            entry.total += ms;
            entry.count += 1;
            sums.set(key, entry);
        }
    }
    return new Map([...sums].map(([key, { total, count }]) => [key, total / count]));
}
/**
 * The tests of a collection of `path` as they are gone through, each checked for the shape every
 * reader relies on: one that is not JSON (a stored test's line is parsed when it is reached) or has
 * no index, iteration and outcome ends the pass with a message naming the file.
 */
function* checkedTests(tests, path, file) {
    try {
        for (const test of tests) {
            const problem = testShapeProblem(test, file);
            if (problem)
                throw recordError(path, file, problem);
            yield test;
        }
    }
    catch (error) {
        if (!(error instanceof SyntaxError))
            throw error;
        throw recordError(path, file);
    }
}
/**
 * An earlier run's `results.json` whose tests are read one at a time as they are gone through
 * (`eachTest`), when the file has the layout assay writes (stored-results.ts); in any other layout
 * of the same JSON (reformatted, say), or when it is not a results document, it is read whole by
 * `readResultsDocument`, with its messages. The tests' own shape is left to the caller
 * (`checkedTests`), which meets each of them.
 */
async function openResultsDocument(path) {
    let doc;
    try {
        doc = await (0,_stored_results_js__WEBPACK_IMPORTED_MODULE_2__/* .openStoredResults */ .K2)(path);
    }
    catch {
        return readResultsDocument(path);
    }
    const value = doc;
    const fits = value.schemaVersion === _document_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULTS_SCHEMA_VERSION */ .q && resultsShapeProblem(value, false) === undefined;
    return fits ? doc : readResultsDocument(path);
}
/**
 * Reads and shape-checks an assay `results.json`. Throws an Error with a one-line message naming
 * the file when it cannot be read, is not JSON, is not a results document or has another schema version.
 */
async function readResultsDocument(path) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        const why = code === 'ENOENT'
            ? 'no such file'
            : code === 'EISDIR'
                ? 'it is a directory'
                : code === 'EACCES'
                    ? 'permission denied'
                    : String(error.message);
        throw new Error(`cannot read ${path}: ${why}`, { cause: error });
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new Error(`${path} is not an assay results.json: it is not valid JSON`);
    }
    if (!isObject(value) || !('schemaVersion' in value)) {
        throw new Error(`${path} is not an assay results.json: it has no schemaVersion`);
    }
    if (value.schemaVersion !== _document_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULTS_SCHEMA_VERSION */ .q) {
        throw new Error(`${path} has results schemaVersion ${JSON.stringify(value.schemaVersion)}; this assay reads version ${_document_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULTS_SCHEMA_VERSION */ .q}`);
    }
    const problem = resultsShapeProblem(value);
    if (problem)
        throw new Error(`${path} is not an assay results.json: ${problem}`);
    return value;
}
function resultsShapeProblem(value, withTests = true) {
    if (!isObject(value.run) || typeof value.run.startedAt !== 'string' || typeof value.run.finishedAt !== 'string') {
        return 'it has no run with startedAt and finishedAt';
    }
    if (!Array.isArray(value.collections))
        return 'it has no collections list';
    for (const [c, collection] of value.collections.entries()) {
        // A stored collection's `tests` is read from the file when asked for: without the tests, only
        // that it has them is looked at.
        if (!isObject(collection) ||
            typeof collection.file !== 'string' ||
            typeof collection.name !== 'string' ||
            !(withTests ? Array.isArray(collection.tests) : 'tests' in collection)) {
            return `collection ${c + 1} has no file, name and tests`;
        }
        if (!withTests)
            continue;
        for (const test of collection.tests) {
            const problem = testShapeProblem(test, collection.file);
            if (problem)
                return problem;
        }
    }
    return undefined;
}
function testShapeProblem(test, file) {
    if (!isObject(test) ||
        typeof test.index !== 'number' ||
        typeof test.iteration !== 'number' ||
        typeof test.outcome !== 'string') {
        return withoutShape(file);
    }
    return undefined;
}
/** What a test of `file` lacks when it has no index, iteration and outcome. */
function withoutShape(file) {
    return `a test of ${file} has no index, iteration and outcome`;
}
/** The message for a test record of `path` that cannot be read: not JSON, or `problem`. */
function recordError(path, file, problem = `a test of ${file} is not valid JSON`) {
    return new Error(`${path} is not an assay results.json: ${problem}`);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 98346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ clip),
/* harmony export */   H: () => (/* binding */ prettyBody)
/* harmony export */ });
// Text cut and laid out for people: bodies re-indented, long values cut without breaking a character.
/** A body re-indented when it is JSON, else as it is. */
function prettyBody(body) {
    const trimmed = body.trimStart();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('['))
        return body;
    try {
        return JSON.stringify(JSON.parse(body), null, 2);
    }
    catch {
        return body;
    }
}
/** Cuts `text` to at most `max` characters, never inside a surrogate pair; reports whether it cut. */
function clip(text, max) {
    if (text.length <= max)
        return { text, clipped: false };
    const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
    return { text: text.slice(0, end), clipped: true };
}


/***/ }),

/***/ 73378:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ readClientFiles),
  R: () => (/* binding */ writeCookieJar)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/model/file-access.ts
var file_access = __webpack_require__(83014);
// EXTERNAL MODULE: ./src/engine/auth/netrc.ts
var netrc = __webpack_require__(68841);
;// CONCATENATED MODULE: ./src/engine/cookies/netscape.ts
// The Netscape cookie file format that curl and Hurl read (--cookie) and write (--cookie-jar): one
// cookie a line, seven tab-separated fields \u2014 domain, include subdomains, path, secure, expiry (Unix
// seconds, 0 for a session cookie), name, value \u2014 `#` comments, and `#HttpOnly_` before the domain
// of an HttpOnly cookie.
const HTTP_ONLY = '#HttpOnly_';
function parseCookieFile(text) {
    const cookies = [];
    const lines = text.split(/\r?\n/);
    for (let index = 0; index < lines.length; index++) {
        let line = lines[index];
        const httpOnly = line.startsWith(HTTP_ONLY);
        if (httpOnly)
            line = line.slice(HTTP_ONLY.length);
        else if (line.startsWith('#') || line.trim() === '')
            continue;
        const fields = line.split('\t');
        // curl writes an empty value as a trailing tab; a line without it has six fields.
        if (fields.length !== 7 && fields.length !== 6)
            return { ok: false, line: index + 1, message: `expected 7 tab-separated fields, got ${fields.length}` };
        const [domain, subdomains, path, secure, expires, name, value = ''] = fields;
        if (!/^(TRUE|FALSE)$/i.test(subdomains) || !/^(TRUE|FALSE)$/i.test(secure))
            return { ok: false, line: index + 1, message: 'the 2nd and 4th fields must be TRUE or FALSE' };
        if (!/^\d+$/.test(expires))
            return { ok: false, line: index + 1, message: 'the 5th field (expiry) must be Unix seconds' };
        if (domain === '' || name === '')
            return { ok: false, line: index + 1, message: 'a cookie needs a domain and a name' };
        cookies.push({
            domain: domain.replace(/^\./, '').toLowerCase(),
            includeSubdomains: subdomains.toUpperCase() === 'TRUE',
            path: path === '' ? '/' : path,
            secure: secure.toUpperCase() === 'TRUE',
            httpOnly,
            expires: Number(expires),
            name: name,
            value,
        });
    }
    return { ok: true, cookies };
}
/** The file text; a cookie `leaveOut` says is a secret is written as a comment naming it, without its value. */
function formatCookieFile(cookies, leaveOut) {
    const lines = [
        '# Netscape HTTP Cookie File',
        '# Written by assay (--cookie-jar). Secret cookies are named, not written.',
        '',
    ];
    for (const cookie of cookies) {
        const domain = cookie.includeSubdomains ? `.${cookie.domain}` : cookie.domain;
        if (leaveOut(cookie)) {
            lines.push(`# secret cookie left out: ${oneLine(cookie.name)} (${domain} ${oneLine(cookie.path)})`);
            continue;
        }
        lines.push([
            `${cookie.httpOnly ? HTTP_ONLY : ''}${domain}`,
            cookie.includeSubdomains ? 'TRUE' : 'FALSE',
            cookie.path,
            cookie.secure ? 'TRUE' : 'FALSE',
            String(cookie.expires),
            cookie.name,
            cookie.value,
        ].join('\t'));
    }
    return `${lines.join('\n')}\n`;
}
function oneLine(text) {
    return text.replace(/[\r\n\t]/g, ' ');
}

;// CONCATENATED MODULE: ./src/session/client-files.ts
// The files of the HTTP client's command-line options: `--netrc`/`--netrc-file`/`--netrc-optional`
// (logins by host) and `--cookie` (a Netscape cookie file read into every jar), read when the run is
// prepared, so a missing or malformed one ends the run before anything is sent; and `--cookie-jar`,
// written when the run ends, secret cookies named but not written. Only the command line and the
// action set these: `assay serve` runs with the defaults, so a project never names a host file here.





function readClientFiles(options, where, 
/** prepare.ts's SecretSink (named by shape: prepare imports this module). */
addSecret) {
    const files = {};
    if (options.netrc !== undefined) {
        const home = where.env.HOME ?? where.env.USERPROFILE;
        const written = options.netrc.file ?? (home === undefined ? undefined : (0,external_node_path_.join)(home, '.netrc'));
        const flag = options.netrc.file !== undefined ? '--netrc-file' : options.netrc.optional ? '--netrc-optional' : '--netrc';
        const text = written === undefined ? { problem: 'no home directory to find .netrc in' } : readText(written, where.cwd);
        if ('problem' in text) {
            if (!options.netrc.optional)
                return { ok: false, problem: `${flag}: ${text.problem}` };
        }
        else {
            const parsed = (0,netrc/* parseNetrc */.Q)(text.text);
            if (!parsed.ok)
                return { ok: false, problem: `${flag}: ${written}:${parsed.line}: ${parsed.message}` };
            for (const login of [...parsed.netrc.machines.values(), parsed.netrc.default])
                if (login?.password)
                    addSecret(login.password, 'a password from the netrc file');
            files.netrc = { netrc: parsed.netrc, required: !options.netrc.optional };
        }
    }
    if (options.cookieFile !== undefined) {
        const text = readText(options.cookieFile, where.cwd);
        if ('problem' in text)
            return { ok: false, problem: `--cookie: ${text.problem}` };
        const parsed = parseCookieFile(text.text);
        if (!parsed.ok)
            return { ok: false, problem: `--cookie: ${options.cookieFile}:${parsed.line}: ${parsed.message}` };
        // A cookie is a credential, as one a server sets is (a short one is not worth masking).
        for (const cookie of parsed.cookies)
            addSecret(cookie.value, `cookie ${cookie.name} of --cookie`, true);
        files.cookies = parsed.cookies;
    }
    if (options.cookieJar !== undefined) {
        const path = (0,external_node_path_.resolve)(where.cwd, options.cookieJar);
        try {
            (0,external_node_fs_.accessSync)((0,external_node_path_.dirname)(path), external_node_fs_.constants.W_OK);
        }
        catch {
            return { ok: false, problem: `--cookie-jar: cannot write in the folder of ${options.cookieJar}` };
        }
        files.cookieJarPath = path;
        files.cookies ??= [];
    }
    return { ok: true, files };
}
/** `--cookie-jar`: the cookies of each collection's last jar; those whose value is a secret only named. */
function writeCookieJar(path, jars, isSecret) {
    const cookies = jars.flatMap((jar) => jar.cookies());
    (0,external_node_fs_.writeFileSync)(path, formatCookieFile(cookies, (cookie) => isSecret(cookie.value)), { mode: 0o600 });
}
function readText(written, cwd) {
    const located = (0,file_access/* locateFile */.pM)(written, cwd, file_access/* ANYWHERE */.eY);
    if ('problem' in located)
        return located;
    const read = (0,file_access/* readNamedFileSync */.hp)(located.path, written, file_access/* ANYWHERE */.eY);
    return 'problem' in read ? read : { text: read.bytes.toString('utf8') };
}


/***/ }),

/***/ 41344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ execute),
  interruptGraceFrom: () => (/* binding */ interruptGraceFrom)
});

// UNUSED EXPORTS: DEFAULT_INTERRUPT_GRACE_MS

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/engine/probes/llm/index.ts + 6 modules
var probes_llm = __webpack_require__(72964);
// EXTERNAL MODULE: ./src/engine/http/client.ts + 12 modules
var client = __webpack_require__(1627);
// EXTERNAL MODULE: ./src/engine/queries/patterns.ts
var queries_patterns = __webpack_require__(83414);
// EXTERNAL MODULE: ./src/engine/queries/query-worker.ts
var query_worker = __webpack_require__(66332);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/model/values.ts
var model_values = __webpack_require__(43855);
;// CONCATENATED MODULE: ./src/engine/templates/render.ts
class MissingValueError extends Error {
}
/** Lazily computed `func.*` values for one test execution. */
class FunctionValues {
    #guid;
    #random;
    #utcnow;
    get(name) {
        switch (name) {
            // node:crypto is loaded by the first use, not at every start (a plain run needs none of it).
            case 'guid':
                return (this.#guid ??= process.getBuiltinModule('node:crypto').randomUUID());
            case 'random':
                return (this.#random ??= String(process.getBuiltinModule('node:crypto').randomInt(0, 2 ** 31 - 1)));
            case 'utcnow':
                return (this.#utcnow ??= new Date().toISOString());
        }
    }
}
/**
 * `escape` transforms each inserted value: a JSON body (written as a YAML/JSON object) has its
 * references inside JSON string literals, so values there are JSON-escaped to keep it valid.
 */
function renderTemplate(template, values, escape) {
    const parts = template.parts;
    if (parts.length === 1 && parts[0].kind === 'text')
        return parts[0].text;
    let out = '';
    for (const part of parts) {
        if (part.kind === 'text')
            out += part.text;
        else {
            const value = part.kind === 'func'
                ? values.functions.get(part.name)
                : part.kind === 'model-text'
                    ? modelText(part, values)
                    : lookup(part.namespace, part.name, values);
            out += escape ? escape(value) : value;
        }
    }
    return out;
}
/** The text of a JSON string literal holding `value`, without the quotes. */
function jsonStringContent(value) {
    return JSON.stringify(value).slice(1, -1);
}
function modelText(token, values) {
    const value = values.modelTexts?.(token);
    if (value === undefined)
        throw new MissingValueError(`\${{ ${token.model}.text(${token.words ?? ''}) }} has no value`);
    return value;
}
function lookup(namespace, name, values) {
    // `data` values are written into each row's test when the collection is loaded; one left here has no row.
    const value = namespace === 'data'
        ? undefined
        : namespace === 'context'
            ? values.context.get(name)
            : namespace === 'env'
                ? values.env[name]
                : Object.hasOwn(values[namespace], name)
                    ? values[namespace][name]
                    : undefined;
    if (value === undefined)
        throw new MissingValueError(`\${{ ${namespace}.${name} }} has no value`);
    return value;
}

;// CONCATENATED MODULE: ./src/engine/queries/cookies.ts
// `Set-Cookie` response headers read with their attributes (RFC 6265 §5.2, leniently: an
// attribute that does not parse is kept as written, never an error).
function parseSetCookie(header) {
    const [pair = '', ...rest] = header.split(';');
    const equals = pair.indexOf('=');
    if (equals <= 0)
        return undefined;
    const attributes = {};
    for (const part of rest) {
        const at = part.indexOf('=');
        const name = (at === -1 ? part : part.slice(0, at)).trim().toLowerCase();
        if (name !== '')
            attributes[name] = at === -1 ? true : part.slice(at + 1).trim();
    }
    return { name: pair.slice(0, equals).trim(), value: pair.slice(equals + 1).trim(), attributes };
}

;// CONCATENATED MODULE: ./src/engine/queries/observation.ts

const NOT_YET = Symbol('not computed');
class Observation {
    #response;
    /** Masks secrets; text quoted in a message is masked before it is cut to an excerpt. */
    redact;
    #headers;
    #cookies;
    #json = NOT_YET;
    constructor(response, redact) {
        this.#response = response;
        this.redact = redact;
    }
    get status() {
        return this.#response.status;
    }
    get statusText() {
        return this.#response.statusText;
    }
    /** Every value of a header, in the order received; names are case-insensitive. */
    header(name) {
        return this.headers.get(name.toLowerCase()) ?? [];
    }
    /** Header names (lower-case) to all their values. */
    get headers() {
        if (this.#headers === undefined) {
            this.#headers = new Map();
            for (const [name, value] of this.#response.headers) {
                const key = name.toLowerCase();
                const values = this.#headers.get(key);
                if (values === undefined)
                    this.#headers.set(key, [value]);
                else
                    values.push(value);
            }
        }
        return this.#headers;
    }
    /** Cookies set by the response (`Set-Cookie`), with their attributes. */
    get cookies() {
        return (this.#cookies ??= this.header('set-cookie')
            .map(parseSetCookie)
            .filter((cookie) => cookie !== undefined));
    }
    /** The decoded body as text. */
    get text() {
        return this.#response.body;
    }
    /** The decoded body's bytes (after Content-Encoding). */
    get bytes() {
        return this.#response.bodyBuffer;
    }
    get json() {
        if (this.#json === NOT_YET) {
            try {
                this.#json = { ok: true, value: JSON.parse(this.text) };
            }
            catch (error) {
                this.#json = { ok: false, error: `the body is not JSON: ${error.message}` };
            }
        }
        return this.#json;
    }
    get timings() {
        const connection = this.#response.connection;
        return {
            connectMs: connection?.connectMs ?? 0,
            tlsMs: connection?.tlsMs ?? 0,
            firstByteMs: this.#response.ttfbMs,
            totalMs: this.#response.totalMs,
        };
    }
    get finalUrl() {
        return this.#response.finalUrl;
    }
    get redirects() {
        return this.#response.redirects;
    }
    get httpVersion() {
        return this.#response.httpVersion;
    }
    /** For https: the negotiated protocol (`TLSv1.3`\u2026); undefined for http or when unknown. */
    get tlsProtocol() {
        return this.#response.connection?.tlsProtocol;
    }
    /** The address the response came from; undefined when unknown (through a proxy, it is the proxy's). */
    get peerAddress() {
        return this.#response.connection?.remoteAddress;
    }
    /** For https: the peer's certificate; undefined for http or when unknown. */
    get certificate() {
        return this.#response.connection?.certificate;
    }
}

// EXTERNAL MODULE: ./src/engine/probes/llm/text.ts
var llm_text = __webpack_require__(39281);
;// CONCATENATED MODULE: ./src/engine/run/model-texts.ts

async function generateModelTexts(tokens, probes, signal) {
    const llm = probes.llm;
    if (llm === undefined)
        return { ok: false, message: 'no language model is configured (give --llm-url)' };
    const texts = new llm_text/* ModelTexts */.Ox((model, words) => llm.text(model, words, signal));
    const resolved = await texts.resolve(tokens);
    return resolved.ok ? { ok: true, get: (token) => texts.get(token) } : resolved;
}

;// CONCATENATED MODULE: ./src/engine/run/retry.ts
// `retry` (and `--retries N`): sends a test again while its outcome asks for it, waiting between
// attempts, within the test's own timeout when it has one. The outcome is the last attempt's;
// every attempt is recorded with why it was followed by another.



/** The retry of a test without its own `retry` under `--retries N`. */
function defaultRetry(count) {
    return { count, backoff: 'fixed', on: ['failed', 'errored'], until: [], ...model_values/* RETRY_DEFAULTS */.sV };
}
/**
 * With `until`, a response is retried until every `until` validator holds; an errored attempt is
 * retried when `on` has `errored`. Without `until`, an outcome listed in `on` is retried.
 */
function retriedBecause(retry, attempt) {
    if (attempt.outcome === 'errored')
        return retry.on.includes('errored') ? `errored: ${attempt.problem ?? 'the request failed'}` : undefined;
    if (retry.until.length > 0)
        return attempt.untilHeld ? undefined : `until not met: ${attempt.problem ?? ''}`;
    if (attempt.outcome === 'failed' && retry.on.includes('failed'))
        return `failed: ${attempt.problem ?? ''}`;
    return undefined;
}
/** The wait before attempt `next` (2 is the first retry): `interval`, or doubling from it with jitter up to the cap. */
function waitBefore(retry, next, random = Math.random) {
    if (retry.backoff === 'fixed' || next <= 2)
        return retry.intervalMs;
    const high = Math.min(retry.maxIntervalMs, retry.intervalMs * 2 ** (next - 2));
    const low = Math.min(retry.maxIntervalMs, retry.intervalMs * 2 ** (next - 3));
    // Jitter keeps tests that failed together from retrying in lockstep; never below the interval.
    return Math.round(low + random() * (high - low));
}
/**
 * Runs `attempt` until no retry is due, `count` retries were made, the test's own time budget
 * (`budgetMs`, 0: none) has no room for the wait, or `signal` aborts. Each attempt receives the
 * time left of the budget (0 when there is none).
 */
async function retrying(retry, budgetMs, attempt, signal, onAttempt) {
    const started = external_node_perf_hooks_.performance.now();
    const remaining = () => (budgetMs > 0 ? budgetMs - (external_node_perf_hooks_.performance.now() - started) : 0);
    const attempts = [];
    for (let number = 1;; number++) {
        const result = await attempt(budgetMs > 0 ? Math.max(1, Math.ceil(remaining())) : 0);
        const record = {
            attempt: number,
            outcome: result.outcome,
            ...(result.status !== undefined ? { status: result.status } : {}),
            startMs: (0,model_values/* roundMs */.l9)(result.startMs),
            totalMs: (0,model_values/* roundMs */.l9)(result.totalMs),
        };
        attempts.push(record);
        const because = retriedBecause(retry, result);
        const wait = waitBefore(retry, number + 1);
        const again = because !== undefined && number <= retry.count && !signal?.aborted && !(budgetMs > 0 && remaining() <= wait);
        if (again)
            record.retriedBecause = because;
        onAttempt?.(record);
        if (!again)
            return { last: result, attempts };
        const waited = await (0,promises_.setTimeout)(wait, true, { signal }).catch(() => false);
        if (!waited)
            return { last: result, attempts };
    }
}

// EXTERNAL MODULE: ./src/model/http-token.ts
var http_token = __webpack_require__(63213);
;// CONCATENATED MODULE: ./src/engine/auth/aws-sigv4.ts
// AWS Signature Version 4 (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html),
// as curl's --aws-sigv4 applies it: `provider1:provider2:region:service` names the algorithm
// (`AWS4-HMAC-SHA256`), the header prefix (`x-amz-`), the region and the service. The request is
// signed as it will be sent: method, path, query, Host, the date, the body's SHA-256 and the headers
// the test gives. Only node:crypto; the signature, the secret key and the session token are secrets.
// node:crypto is loaded by the first signature, not at every start (a plain run never needs it).
const aws_sigv4_crypto = () => process.getBuiltinModule('node:crypto');
/** The headers to add to the request: the date, the body hash (S3), the session token and Authorization. */
function signAwsV4(credentials, request, now) {
    let url;
    try {
        url = new URL(request.url);
    }
    catch {
        return { ok: false, error: 'aws-sigv4: the URL cannot be signed' };
    }
    const parts = providerParts(credentials.provider, url.hostname);
    if (typeof parts === 'string')
        return { ok: false, error: `aws-sigv4: ${parts}` };
    const [algorithmName, prefixName, region, service] = parts;
    const prefix = prefixName.toLowerCase();
    const algorithm = `${algorithmName.toUpperCase()}4-HMAC-SHA256`;
    const stamp = now
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const day = stamp.slice(0, 8);
    const payloadHash = sha256Hex(request.body ?? '');
    const added = [[`X-${capitalised(prefix)}-Date`, stamp]];
    if (service === 's3')
        added.push([`X-${capitalised(prefix)}-Content-Sha256`, payloadHash]);
    if (credentials.sessionToken !== undefined)
        added.push([`X-${capitalised(prefix)}-Security-Token`, credentials.sessionToken]);
    const signedHeaders = canonicalHeaders(url, [...request.headers, ...added]);
    const names = signedHeaders.map(([name]) => name).join(';');
    const canonicalRequest = [
        request.method.toUpperCase(),
        canonicalUri(url, service),
        canonicalQuery(url),
        signedHeaders.map(([name, value]) => `${name}:${value}\n`).join(''),
        names,
        payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/${service}/${algorithmName.toLowerCase()}4_request`;
    const stringToSign = [algorithm, stamp, scope, sha256Hex(canonicalRequest)].join('\n');
    let key = hmac(`${algorithmName.toUpperCase()}4${credentials.secretKey}`, day);
    for (const part of [region, service, `${algorithmName.toLowerCase()}4_request`])
        key = hmac(key, part);
    const signature = hmac(key, stringToSign).toString('hex');
    added.push([
        'Authorization',
        `${algorithm} Credential=${credentials.accessKey}/${scope}, SignedHeaders=${names}, Signature=${signature}`,
    ]);
    return { ok: true, headers: added };
}
/**
 * `provider1[:provider2[:region[:service]]]`: as curl, a missing provider2 is provider1, and a
 * missing region and service are read from a host named `service.region.amazonaws.com`.
 */
function providerParts(provider, hostname) {
    const parts = provider.split(':');
    if (parts.length > 4 || parts.some((part) => !/^[A-Za-z0-9-]+$/.test(part)))
        return '`provider` must be `provider1[:provider2[:region[:service]]]`, e.g. aws:amz:eu-west-1:s3';
    const [first, second = first, region, service] = parts;
    const labels = hostname.split('.');
    const fromHost = labels.length >= 4 ? { service: labels[0], region: labels[1] } : undefined;
    const chosenRegion = region ?? fromHost?.region;
    const chosenService = service ?? fromHost?.service;
    if (chosenRegion === undefined || chosenService === undefined)
        return `\`provider\` ${provider} names no region and service, and the host ${hostname} is not service.region.\u2026: write provider1:provider2:region:service`;
    return [first, second, chosenRegion, chosenService];
}
/**
 * Host and every header the test sends, as the AWS SDKs choose them: not Authorization, the
 * User-Agent, nor the headers a proxy or the connection may change. Names lower case and sorted,
 * values trimmed with inner runs of spaces made one, repeated headers joined with commas.
 */
function canonicalHeaders(url, headers) {
    const byName = new Map([['host', [url.host]]]);
    for (const [name, value] of headers) {
        const lower = name.toLowerCase();
        if (UNSIGNED_HEADERS.has(lower))
            continue;
        const values = byName.get(lower) ?? [];
        values.push(value.trim().replace(/\s+/g, ' '));
        byName.set(lower, values);
    }
    return [...byName.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, values]) => [name, values.join(',')]);
}
const UNSIGNED_HEADERS = new Set([
    'authorization',
    'user-agent',
    'expect',
    'connection',
    'keep-alive',
    'proxy-authorization',
    'proxy-connection',
    'te',
    'transfer-encoding',
    'upgrade',
    'x-amzn-trace-id',
]);
/** The path encoded once more per segment (twice in all), except for S3, whose path is signed as sent. */
function canonicalUri(url, service) {
    const path = url.pathname === '' ? '/' : url.pathname;
    if (service === 's3')
        return path;
    return path
        .split('/')
        .map((segment) => uriEncode(segment))
        .join('/');
}
/** Each name=value decoded then encoded the AWS way, sorted by name, then value. */
function canonicalQuery(url) {
    const search = url.search.slice(1);
    if (search === '')
        return '';
    return search
        .split('&')
        .filter((pair) => pair !== '')
        .map((pair) => {
        const equals = pair.indexOf('=');
        const name = equals < 0 ? pair : pair.slice(0, equals);
        const value = equals < 0 ? '' : pair.slice(equals + 1);
        return [uriEncode(safeDecode(name)), uriEncode(safeDecode(value))];
    })
        .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
}
/** Every byte but A-Z a-z 0-9 - . _ ~ as %XX (upper-case hex), as SigV4 requires. */
function uriEncode(text) {
    let encoded = '';
    for (const byte of Buffer.from(text, 'utf8')) {
        const char = String.fromCharCode(byte);
        encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    return encoded;
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
function capitalised(word) {
    return word.charAt(0).toUpperCase() + word.slice(1);
}
function sha256Hex(data) {
    return aws_sigv4_crypto().createHash('sha256').update(data).digest('hex');
}
function hmac(key, data) {
    return aws_sigv4_crypto().createHmac('sha256', key).update(data, 'utf8').digest();
}

;// CONCATENATED MODULE: ./src/engine/auth/authorization.ts


async function authorize(auth, values, tokens, onSecret, signal, request) {
    switch (auth.kind) {
        case 'bearer': {
            const token = renderTemplate(auth.token, values);
            onSecret(token, 'the bearer token');
            return { ok: true, header: `Bearer ${token}` };
        }
        case 'basic': {
            const password = renderTemplate(auth.password, values);
            onSecret(password, 'the basic auth password');
            // RFC 7617: user-id ":" password, UTF-8, base64.
            const encoded = Buffer.from(`${renderTemplate(auth.username, values)}:${password}`, 'utf8').toString('base64');
            onSecret(encoded, 'the basic auth header value');
            return { ok: true, header: `Basic ${encoded}` };
        }
        case 'oauth2': {
            const clientSecret = renderTemplate(auth.clientSecret, values);
            onSecret(clientSecret, 'the OAuth2 client secret');
            const answer = await tokens.token({
                tokenUrl: renderTemplate(auth.tokenUrl, values),
                clientId: renderTemplate(auth.clientId, values),
                clientSecret,
                ...(auth.scope ? { scope: renderTemplate(auth.scope, values) } : {}),
                ...(auth.audience ? { audience: renderTemplate(auth.audience, values) } : {}),
                clientAuth: auth.clientAuth,
            }, signal);
            return answer.ok ? { ok: true, header: `Bearer ${answer.token}` } : answer;
        }
        case 'aws-sigv4': {
            const secretKey = renderTemplate(auth.secretKey, values);
            onSecret(secretKey, 'the AWS secret key');
            const accessKey = renderTemplate(auth.accessKey, values);
            onSecret(accessKey, 'the AWS access key');
            const sessionToken = auth.sessionToken && renderTemplate(auth.sessionToken, values);
            if (sessionToken)
                onSecret(sessionToken, 'the AWS session token');
            if (request === undefined)
                return { ok: false, error: 'aws-sigv4 signs a request, and there is none' };
            const provider = renderTemplate(auth.provider, values);
            const signed = signAwsV4({ provider, accessKey, secretKey, ...(sessionToken ? { sessionToken } : {}) }, request, new Date());
            if (!signed.ok)
                return signed;
            const header = signed.headers.pop()[1];
            onSecret(header, 'the AWS signature');
            return { ok: true, header, with: signed.headers };
        }
    }
}

// EXTERNAL MODULE: ./src/model/credentials.ts
var model_credentials = __webpack_require__(31151);
;// CONCATENATED MODULE: ./src/engine/http/credentials.ts
// The values of the headers that hold credentials, which are secrets wherever a server echoes them
// (a URL's userinfo is read in model/credentials.ts).

/** The secret parts of a credential header's value (`Authorization`, `Cookie`, `Set-Cookie`, \u2026). */
function credentialValues(name, value) {
    switch (name.toLowerCase()) {
        case 'authorization':
        case 'proxy-authorization': {
            const scheme = /^(\S+)\s+(.+)$/.exec(value.trim());
            if (scheme === null)
                return [value];
            const token = scheme[2];
            if (scheme[1].toLowerCase() !== 'basic')
                return [token];
            const decoded = Buffer.from(token, 'base64').toString('utf8');
            const colon = decoded.indexOf(':');
            return colon < 0 ? [token] : [token, decoded, decoded.slice(colon + 1)];
        }
        case 'cookie':
            return value.split(';').map(cookieValue);
        case 'set-cookie':
            return [cookieValue(value.split(';')[0])];
        default:
            // A header named like a credential (X-Api-Key, X-Auth-Token) holds one whole.
            return (0,model_credentials/* isCredentialName */.hN)(name) ? [value.trim()] : [];
    }
}
const credentialHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);
function isCredentialHeader(name) {
    return credentialHeaders.has(name.toLowerCase()) || (0,model_credentials/* isCredentialName */.hN)(name);
}
function cookieValue(pair) {
    const equals = pair.indexOf('=');
    return (equals < 0 ? pair : pair.slice(equals + 1)).trim().replace(/^"(.*)"$/, '$1');
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/model/file-access.ts
var file_access = __webpack_require__(83014);
;// CONCATENATED MODULE: ./src/engine/run/request-body.ts
// The bytes of a request as a test describes them: the query appended to the URL, and a body
// from text, JSON, a form, multipart parts or a file, with the Content-Type each one implies.



/** RFC 3986 percent-encoding: everything but the unreserved characters A\u2013Z a\u2013z 0\u20139 - . _ ~. */
function percentEncode(text) {
    return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** The URL with the query pairs appended after any query it already has. */
function withQuery(url, query, values) {
    if (!query || query.length === 0)
        return url;
    const encoded = query
        .map((pair) => `${percentEncode(renderTemplate(pair.name, values))}=${percentEncode(renderTemplate(pair.value, values))}`)
        .join('&');
    const hash = url.indexOf('#');
    const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
    const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
    return `${base}${separator}${encoded}${fragment}`;
}
/** Renders the body; reads files (one refused or missing after the check throws, and the caller reports it). */
async function renderBody(body, values) {
    switch (body.kind) {
        case 'text': {
            const text = renderTemplate(body.template, values);
            return { bytes: text, record: text };
        }
        case 'json': {
            const text = renderTemplate(body.template, values, jsonStringContent);
            return { bytes: text, record: text };
        }
        case 'form': {
            // application/x-www-form-urlencoded as browsers send it (WHATWG URL: spaces become `+`).
            const form = new URLSearchParams();
            for (const pair of body.fields)
                form.append(renderTemplate(pair.name, values), renderTemplate(pair.value, values));
            const text = form.toString();
            return { bytes: text, contentType: 'application/x-www-form-urlencoded', record: text };
        }
        case 'multipart':
            return renderMultipart(body.parts, values);
        case 'file': {
            const bytes = await readFileBytes(body.file);
            const contentType = body.contentType ? renderTemplate(body.contentType, values) : 'application/octet-stream';
            return { bytes, contentType, record: fileRecord(body.file.written, bytes.length) };
        }
    }
}
/** A file to send that is refused or cannot be read when the test runs (the test errors). */
class UnreadableFileError extends Error {
}
/** A file's bytes, read under the policy it was checked with: it may have changed since. */
async function readFileBytes(file) {
    const read = await (0,file_access/* readNamedFile */.wh)(file.path, file.written, file.policy).catch((error) => ({
        problem: `cannot read \`${file.written}\`: ${error.code ?? error.message}`,
    }));
    if ('problem' in read)
        throw new UnreadableFileError(read.problem);
    return read.bytes;
}
function fileRecord(written, bytes) {
    return `<${bytes} bytes of ${written}>`;
}
/** multipart/form-data (RFC 7578): one part per entry, CRLF line ends, names quoted as browsers do. */
async function renderMultipart(parts, values) {
    // node:crypto is loaded by the first multipart body, not at every start.
    const boundary = `----assay-${process.getBuiltinModule('node:crypto').randomBytes(12).toString('hex')}`;
    const chunks = [];
    const record = [];
    for (const part of parts) {
        const name = renderTemplate(part.name, values);
        let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"`;
        let content;
        let contentType = part.contentType ? renderTemplate(part.contentType, values) : undefined;
        if ('file' in part) {
            const filename = part.filename ? renderTemplate(part.filename, values) : (0,external_node_path_.basename)(part.file.path);
            head += `; filename="${quoted(filename)}"`;
            contentType ??= 'application/octet-stream';
            content = await readFileBytes(part.file);
            record.push(`${head}\r\nContent-Type: ${contentType}\r\n\r\n${fileRecord(part.file.written, content.length)}`);
        }
        else {
            content = Buffer.from(renderTemplate(part.value, values), 'utf8');
        }
        if (contentType !== undefined)
            head += `\r\nContent-Type: ${contentType}`;
        head += '\r\n\r\n';
        if (!('file' in part))
            record.push(head + content.toString('utf8'));
        chunks.push(Buffer.from(head, 'utf8'), content, CRLF);
    }
    const end = `--${boundary}--\r\n`;
    chunks.push(Buffer.from(end, 'utf8'));
    return {
        bytes: Buffer.concat(chunks),
        contentType: `multipart/form-data; boundary=${boundary}`,
        record: record.map((r) => `${r}\r\n`).join('') + end,
    };
}
const CRLF = Buffer.from('\r\n');
/** A name or filename inside quotes: `"`, CR and LF percent-encoded as the HTML standard does. */
function quoted(text) {
    return text.replace(/[\r\n"]/g, (c) => (c === '"' ? '%22' : c === '\r' ? '%0D' : '%0A'));
}
/** Whether a test's own headers set the named header (case-insensitive). */
function hasHeader(headers, name) {
    const lower = name.toLowerCase();
    return headers.some(([n]) => n.toLowerCase() === lower);
}

;// CONCATENATED MODULE: ./src/engine/run/attempt.ts

/** What a test without captures captured (most tests): shared, never written to. */
const NOTHING_CAPTURED = new Map();
function errored({ method, url, headers = [], body, startMs, totalMs, errorCode, error, captured = NOTHING_CAPTURED, }) {
    return {
        outcome: 'errored',
        problem: error,
        request: { method, url, headers, body },
        timings: { startMs: (0,model_values/* roundMs */.l9)(startMs), totalMs: (0,model_values/* roundMs */.l9)(totalMs), ttfbMs: 0 },
        validators: [],
        captures: [],
        error,
        errorCode,
        captured,
    };
}

;// CONCATENATED MODULE: ./src/engine/run/request-options.ts
// A test's request options as its execution applies them: `delay` before it is sent, and the rest
// handed to the HTTP client (the proxy URL rendered, its credentials made secrets first).



/** Waits the test's `delay`; an interrupt ends the wait (the send that follows then reports it). */
async function delayBefore(delayMs, signal) {
    await (0,promises_.setTimeout)(delayMs, undefined, { signal }).catch(() => undefined);
}
/** What the client needs of the options; undefined for a test without any (the common case, no object made). */
function transportOf(options, values, onSecret) {
    if (options === undefined)
        return undefined;
    const transport = {};
    if (options.resolve !== undefined || options.connectTo !== undefined)
        transport.routes = { connectTo: options.connectTo ?? [], resolve: options.resolve ?? [] };
    if (options.httpVersion !== undefined)
        transport.httpVersion = options.httpVersion;
    if (options.proxy !== undefined)
        transport.proxy = proxyUrl(renderTemplate(options.proxy, values), onSecret);
    if (options.followRedirects !== undefined)
        transport.followRedirects = options.followRedirects;
    if (options.maxRedirects !== undefined)
        transport.maxRedirects = options.maxRedirects;
    if (options.locationTrusted !== undefined)
        transport.locationTrusted = options.locationTrusted;
    if (options.limitRate !== undefined)
        transport.limitRate = options.limitRate;
    if (options.pathAsIs !== undefined)
        transport.pathAsIs = options.pathAsIs;
    return transport;
}
/** The proxy URL, its password and the Proxy-Authorization value made of it registered as secrets. */
function proxyUrl(url, onSecret) {
    const credentials = (0,model_credentials/* splitUrlCredentials */.CN)(url);
    if (credentials !== undefined && credentials.password !== '') {
        onSecret(credentials.password, 'the proxy password');
        onSecret((0,model_credentials/* basicAuthorization */.aR)(credentials.user, credentials.password).slice('Basic '.length), 'the proxy credentials');
    }
    return url.trim();
}

// EXTERNAL MODULE: ./src/engine/auth/netrc.ts
var auth_netrc = __webpack_require__(68841);
;// CONCATENATED MODULE: ./src/engine/run/prepare-request.ts
// A test's request, ready to send: its URL, headers, body and authorization rendered for one
// attempt, the URL's credentials moved to a header, every credential registered as a secret. What a
// user can get wrong (a missing value, an unreadable file, a failed token request) ends as an
// errored attempt, never a throw.










/**
 * The request, or the errored attempt that stops before sending it. Synchronous unless the test has
 * a body or an `auth` to render, so a plain test awaits nothing here.
 */
function prepareRequest(test, shape, values, environment, startedAt) {
    const startMs = startedAt - environment.runStartedAt;
    let url, headers, transport;
    try {
        url = withQuery(renderTemplate(test.url, values), test.query, values);
        transport = transportOf(test.requestOptions, values, environment.onSecret);
        headers =
            test.headers.length === 0
                ? []
                : test.headers.map((h) => [
                    h.nameTemplate ? renderTemplate(h.nameTemplate, values) : h.name,
                    renderTemplate(h.value, values),
                ]);
    }
    catch (error) {
        return unrendered(error, test, startMs);
    }
    const badName = shape.templatedHeaderNames && headers.find(([name]) => !http_token/* HTTP_TOKEN */.Z.test(name));
    if (badName)
        return errored({
            method: test.method,
            url,
            startMs,
            totalMs: 0,
            errorCode: 'invalid-header',
            error: `header name ${JSON.stringify(badName[0])} is not a valid HTTP token`,
        });
    if (test.body || test.auth)
        return withBodyAndAuth(test, url, headers, transport, values, environment, startedAt);
    return withCredentials(test.method, url, headers, undefined, transport, startMs, environment);
}
async function withBodyAndAuth(test, url, headers, transport, values, environment, startedAt) {
    const startMs = startedAt - environment.runStartedAt;
    let body;
    try {
        body = test.body ? await renderBody(test.body, values) : undefined;
        if (body?.contentType !== undefined && !hasHeader(headers, 'content-type'))
            headers.push(['Content-Type', body.contentType]);
        if (test.auth && !hasHeader(headers, 'authorization')) {
            const authorization = await authorize(test.auth, values, environment.tokens, environment.onSecret, environment.signal, { method: test.method, url, headers, body: body?.bytes });
            if (!authorization.ok)
                return errored({
                    method: test.method,
                    url,
                    headers,
                    body: body?.record,
                    startMs,
                    totalMs: external_node_perf_hooks_.performance.now() - startedAt,
                    errorCode: 'auth',
                    error: authorization.error,
                });
            if (authorization.with)
                headers.push(...authorization.with);
            headers.push(['Authorization', authorization.header]);
        }
    }
    catch (error) {
        return unrendered(error, test, startMs);
    }
    return withCredentials(test.method, url, headers, body, transport, startMs, environment);
}
/** A template that names a missing value, or a file to send that cannot be read; anything else is a bug. */
function unrendered(error, test, startMs) {
    if (error instanceof MissingValueError)
        return errored({
            method: test.method,
            url: test.url.source,
            startMs,
            totalMs: 0,
            errorCode: 'missing-value',
            error: error.message,
        });
    if (error instanceof UnreadableFileError)
        return errored({
            method: test.method,
            url: test.url.source,
            startMs,
            totalMs: 0,
            errorCode: 'file',
            error: `a file to send cannot be read: ${error.message}`,
        });
    throw error;
}
/**
 * The URL's userinfo becomes `Authorization: Basic \u2026` (unless the test sets Authorization) and leaves
 * the URL, as curl does, or `--netrc` gives the host's login; passwords and every credential
 * header's value become secrets.
 */
function withCredentials(method, url, headers, body, transport, startMs, environment) {
    // path-as-is: the path as written, before the credentials are taken out of the URL.
    if (transport?.pathAsIs)
        transport.writtenUrl = url;
    const credentials = (0,model_credentials/* splitUrlCredentials */.CN)(url);
    const netrc = environment.netrc;
    if (netrc !== undefined && (credentials === undefined || netrc.required)) {
        headers = withNetrcLogin(credentials?.url ?? url, headers, netrc.netrc, environment);
        if (credentials !== undefined)
            url = credentials.url;
    }
    else if (credentials !== undefined) {
        if (credentials.password !== '')
            environment.onSecret(credentials.password, 'the password in the URL');
        url = credentials.url;
        if (!headers.some(([name]) => name.toLowerCase() === 'authorization')) {
            headers = [...headers, ['Authorization', (0,model_credentials/* basicAuthorization */.aR)(credentials.user, credentials.password)]];
        }
    }
    for (const [name, value] of headers) {
        if (isCredentialHeader(name))
            registerCredentials(name, value, environment);
    }
    return { method, url, headers, body, startMs, transport };
}
/** `--netrc`: the host's login as `Authorization: Basic \u2026`, unless the test sets Authorization itself. */
function withNetrcLogin(url, headers, netrc, environment) {
    if (headers.some(([name]) => name.toLowerCase() === 'authorization'))
        return headers;
    let hostname;
    try {
        hostname = new URL(url).hostname;
    }
    catch {
        return headers;
    }
    const login = (0,auth_netrc/* netrcLogin */.K)(netrc, hostname);
    if (login === undefined)
        return headers;
    if (login.password !== '')
        environment.onSecret(login.password, 'a password from the netrc file');
    return [...headers, ['Authorization', (0,model_credentials/* basicAuthorization */.aR)(login.login, login.password)]];
}
/**
 * Registers every `Set-Cookie` a response sets, redirect hops included, as secrets. Made outside
 * attemptTest on purpose: a closure written there would share its scope's context, so the exchange
 * that keeps the callback would keep the response and its body alive with it.
 */
function setCookieSecrets(environment) {
    return (values) => {
        for (const value of values)
            registerCredentials('Set-Cookie', value, environment);
    };
}
function registerCredentials(header, value, environment) {
    for (const secret of credentialValues(header, value))
        environment.onSecret(secret, `the ${header} header`, true);
}

// EXTERNAL MODULE: ./src/engine/validators/index.ts + 50 modules
var validators = __webpack_require__(81495);
// EXTERNAL MODULE: ./src/engine/queries/query.ts
var queries_query = __webpack_require__(81841);
;// CONCATENATED MODULE: ./src/engine/run/arguments.ts

/** A checked argument as is; a templated one rendered and converted by its schema. */
function resolveArgument(argument, schema, values) {
    if (!isTemplate(argument))
        return { ok: true, value: argument };
    let text;
    try {
        text = renderTemplate(argument, values);
    }
    catch (error) {
        if (!(error instanceof MissingValueError))
            throw error;
        return { ok: false, text: argument.source, why: error.message };
    }
    const value = schema.fromText?.(text);
    const expected = schema.renderedExpects ?? schema.expects;
    return value === undefined ? { ok: false, text, why: `expected ${expected}` } : { ok: true, value };
}
/** A template a validator renders itself (`EvaluationContext.render`), or why a value it names is missing. */
function renderArgument(template, values) {
    try {
        return { ok: true, text: renderTemplate(template, values) };
    }
    catch (error) {
        if (!(error instanceof MissingValueError))
            throw error;
        return { ok: false, why: error.message };
    }
}
function isTemplate(argument) {
    return typeof argument === 'object' && argument !== null && !Array.isArray(argument) && 'parts' in argument;
}

// EXTERNAL MODULE: ./src/engine/queries/exhausted.ts
var exhausted = __webpack_require__(12110);
;// CONCATENATED MODULE: ./src/engine/run/unless-exhausted.ts

/** Runs a check of one response; one that runs out of stack or string length fails with why (exhausted.ts). */
function unlessExhausted(check, failed) {
    const recover = (error) => {
        const reason = (0,exhausted/* exhaustedReason */.u)(error);
        if (reason === undefined)
            throw error;
        return failed(reason);
    };
    try {
        const result = check();
        return result instanceof Promise ? result.catch(recover) : result;
    }
    catch (error) {
        return recover(error);
    }
}

;// CONCATENATED MODULE: ./src/engine/run/detached-copy.ts
/**
 * The text as a string of its own. A slice of a longer string keeps the whole of it alive in V8: the
 * kept 64 KB of a failing test's 4 MB body held the 4 MB until the result was written (a parallel
 * run of 200 such tests peaked 77 MB higher with reports on), and a captured token would hold its
 * response's body for as long as later tests may read it.
 */
function detachedCopy(text) {
    return Buffer.from(text, 'utf16le').toString('utf16le');
}

;// CONCATENATED MODULE: ./src/engine/run/captures.ts





/** Why a check stopped when an interrupt's grace ended it. */
const INTERRUPTED = 'the run was interrupted while the response was being checked';
/**
 * Evaluates the captures from `from` on into `results`, setting `captured`. Most answer synchronously;
 * only a real promise continues asynchronously, so the common path allocates and awaits nothing.
 * The loop counts rather than iterates: an iterator kept across an await is a real object and a call
 * per step (~0.1 µs per test).
 */
function evaluateCaptures(captures, observation, values, captured, environment, evaluation, results, from = 0) {
    for (let c = from; c < captures.length; c++) {
        const capture = captures[c];
        const result = unlessExhausted(() => captureValue(capture, observation, values, captured, environment, evaluation), (problem) => ({ name: capture.name, type: capture.type, matched: false, problem }));
        if (result instanceof Promise) {
            return result.then((settled) => {
                results.push({ ...settled, position: capture.position });
                return evaluateCaptures(captures, observation, values, captured, environment, evaluation, results, c + 1);
            });
        }
        results.push({ ...result, position: capture.position });
    }
}
function captureValue(capture, observation, values, captured, environment, context) {
    const query = captureQuery(capture, values);
    const result = {
        name: capture.name,
        type: capture.type,
        ...(capture.pattern === undefined ? {} : { pattern: capture.pattern }),
        ...(typeof query === 'object' && query.source !== 'body'
            ? { source: (0,queries_query/* describeQuery */.Qp)(query) + (capture.filters ? (0,validators/* describeFilters */.To)(capture.filters) : '') }
            : {}),
    };
    if (typeof query === 'string')
        return { ...result, matched: false, problem: query };
    const selected = (0,queries_query/* select */.Lt)(query, observation, context);
    const selection = capture.filters === undefined ? selected : filterCaptured(capture, selected, observation, context);
    if (selection instanceof Promise) {
        return selection.then((s) => captureSelected(capture, s, result, captured, environment, context));
    }
    return captureSelected(capture, selection, result, captured, environment, context);
}
function captureSelected(capture, selection, result, captured, environment, context) {
    if (!selection.ok)
        return { ...result, matched: false, problem: selection.interrupted ? INTERRUPTED : selection.error };
    const finish = ({ match, budgetMs }) => {
        if (match.kind === 'interrupted')
            return { ...result, matched: false, problem: INTERRUPTED };
        if (match.kind === 'timeout') {
            const problem = `took too long (stopped after the test's remaining time budget of ${Math.round(budgetMs)} ms)`;
            return { ...result, matched: false, problem };
        }
        if (match.kind === 'none')
            return { ...result, matched: false };
        // A match is a slice of the response: copied, a value kept for later tests does not keep the body.
        const value = detachedCopy(match.group);
        if (capture.type === 'secret')
            environment.onSecret(value, `capture ${capture.name}`);
        captured.set(capture.name, value);
        return { ...result, matched: true, value };
    };
    if (capture.pattern === undefined) {
        // No pattern: the source's first value is taken whole.
        const first = selection.values[0];
        return finish(first === undefined ? NO_MATCH : { match: { kind: 'match', group: (0,queries_query/* jsonText */.s$)(first) }, budgetMs: 0 });
    }
    const refined = refine(capture.pattern, selection.values, 0, context);
    return refined instanceof Promise ? refined.then(finish) : finish(refined);
}
/** The selection after the capture's filters, each value as the text a capture keeps. */
async function filterCaptured(capture, selection, observation, context) {
    const selected = await selection;
    if (!selected.ok)
        return selected;
    // A secret capture's value is not known as a secret until it is kept: a failing filter shows none of it.
    const redact = capture.type === 'secret' ? hideAll : observation.redact;
    const filtered = await (0,validators/* applyFilters */.W5)(capture.filters, selected.values, { ...context, redact });
    if ('error' in filtered)
        return { ok: false, ...filtered };
    const texts = [];
    for (const value of filtered.values) {
        const text = (0,validators/* filteredText */.h8)(value);
        if (text === undefined)
            return {
                ok: false,
                error: 'the filters give bytes, and a capture keeps text: end with `to-hex`, `base64-encode` or `decode`',
            };
        texts.push(text);
    }
    return { ok: true, values: texts };
}
const hideAll = () => '(secret)';
/** The pattern refines the selected values: the first value it matches, from `from` on, gives the capture. */
function refine(pattern, selected, from, context) {
    for (let i = from; i < selected.length; i++) {
        const budgetMs = context.remainingMs();
        const match = context.patterns.match(pattern, (0,queries_query/* jsonText */.s$)(selected[i]), budgetMs, context.signal);
        if (match instanceof Promise) {
            return match.then((m) => m.kind === 'none' ? refine(pattern, selected, i + 1, context) : { match: m, budgetMs });
        }
        if (match.kind !== 'none')
            return { match, budgetMs };
    }
    return NO_MATCH;
}
const NO_MATCH = { match: { kind: 'none' }, budgetMs: 0 };
const BODY = { source: 'body' };
/** The capture's query, or why its templated argument is unusable. */
function captureQuery(capture, values) {
    if (capture.source === undefined)
        return BODY;
    const spec = validators/* captureSources */.PL.get(capture.source.key);
    if (spec === undefined)
        return `no capture source \`${capture.source.key}\` is registered`;
    const argument = resolveArgument(capture.source.argument, spec.argument, values);
    return argument.ok ? spec.query(argument.value) : `\`${capture.source.key}\` ${argument.why}`;
}

// EXTERNAL MODULE: ./src/engine/validators/status.ts
var validators_status = __webpack_require__(1812);
;// CONCATENATED MODULE: ./src/engine/run/evaluate-response.ts
// A test's validators over one response's observation: what the run gives them (the evaluation
// context), the default rule of a test without validators, and a retry's `until` conditions.





/**
 * What the run gives the validators of one test execution. The test's time budget covers its request
 * and every pattern run on the response. Plain functions, not methods: validators may destructure them.
 */
function evaluationContext(environment, method, url, values, timeoutMs, startedAt) {
    return {
        probes: environment.probes,
        url,
        method,
        patterns: environment.patterns,
        queries: environment.queries,
        remainingMs: () => (timeoutMs > 0 ? Math.max(1, timeoutMs - (external_node_perf_hooks_.performance.now() - startedAt)) : 0),
        signal: environment.signal,
        render: (template) => renderArgument(template, values),
    };
}
/**
 * Evaluates the validators from `from` on into `results` (a test without validators gets the default
 * rule). Most answer synchronously; only a real promise continues asynchronously, so the common path
 * allocates and awaits nothing more than the results.
 */
function evaluateValidators(definitions, observation, values, evaluation, results, from = 0) {
    if (definitions.length === 0)
        results.push(defaultRule(observation));
    for (let v = from; v < definitions.length; v++) {
        const validator = definitions[v];
        const result = evaluate(validator, observation, values, evaluation);
        if (result instanceof Promise) {
            return result.then((settled) => {
                results.push({ ...settled, position: validator.position });
                return evaluateValidators(definitions, observation, values, evaluation, results, v + 1);
            });
        }
        results.push({ ...result, position: validator.position });
    }
}
/** A retry's `until` conditions; each that does not hold joins the results (a loop that gave up reports them). */
async function evaluateUntil(until, observation, values, evaluation, results) {
    const outcome = { held: true };
    for (let v = 0; v < until.length; v++) {
        const validator = until[v];
        let result = evaluate(validator, observation, values, evaluation);
        if (result instanceof Promise)
            result = await result;
        if (result.pass)
            continue;
        outcome.held = false;
        outcome.problem ??= result.message;
        results.push({ ...result, message: `retry until ${result.message}`, position: validator.position });
    }
    return outcome;
}
function evaluate(validator, observation, values, context) {
    const spec = validators/* validators */.y$.get(validator.name);
    // The checker accepts only registered names; a model built by hand may still name another.
    if (spec === undefined)
        return unusable(validator.name, '', 'no such validator is registered');
    const argument = resolveArgument(validator.argument, spec.argument, values);
    if (!argument.ok)
        return unusable(validator.name, argument.text, argument.why);
    return unlessExhausted(() => spec.evaluate(observation, argument.value, context), (why) => ({
        name: validator.name,
        pass: false,
        expected: 'a response this check can read',
        actual: why,
        message: `${validator.name}: ${why}`,
    }));
}
function defaultRule(observation) {
    const result = (0,validators_status/* judgeStatus */.Gh)(observation, 200);
    if (result.pass)
        return result;
    // The original runner passed any 2xx here: a collection written for it fails on 201 or 204.
    const why = observation.status >= 200 && observation.status <= 299
        ? `a test without validators must answer 200; the original runner accepted any 2xx: add \`- status-code: ${observation.status}\` or \`- is-successful: true\` (docs/compatibility.md)`
        : 'a test without validators must answer 200';
    return { ...result, message: `${result.message} (${why})` };
}
function unusable(name, argument, why) {
    return {
        name,
        pass: false,
        expected: why,
        actual: JSON.stringify(argument),
        message: `${name}: argument ${JSON.stringify(argument)} is unusable: ${why}`,
    };
}

// EXTERNAL MODULE: ./src/engine/http/charset.ts + 1 modules
var charset = __webpack_require__(54321);
;// CONCATENATED MODULE: ./src/engine/run/verdict.ts





/** The response headers of a passing test, which reports do not keep. */
const HEADERS_NOT_KEPT = [];
/**
 * Whether the end of an interrupt's grace stopped a check (a pattern or an XPath query in its worker,
 * a probe): the test did not get to finish.
 */
function checksInterrupted(captures, environment) {
    if (environment.signal?.aborted)
        return true;
    for (const capture of captures)
        if (capture.problem === INTERRUPTED)
            return true;
    return false;
}
/** An attempt an interrupt stopped: the scheduler reports it as not run, so no capture or validator verdict is kept. */
function interruptedAttempt(request, response, captured, environment) {
    return {
        ...errored({
            method: request.method,
            url: request.url,
            headers: response.sentHeaders,
            body: request.body?.record,
            startMs: request.startMs,
            totalMs: response.totalMs,
            errorCode: 'aborted',
            error: INTERRUPTED,
            captured,
        }),
        response: recordResponse(response, environment.keptBodyBytes, environment.redact),
    };
}
/**
 * The attempt's outcome once its response was checked (and not interrupted). The first failing check
 * names the problem; a check that could not be judged (its language model failed) errors the test,
 * keeping every result.
 */
function verdict(request, response, captures, results, captured, until, environment) {
    let capturesMatched = true;
    let missed;
    for (const capture of captures) {
        if (!capture.matched) {
            capturesMatched = false;
            missed ??= capture.name;
        }
    }
    let failed;
    let unjudged;
    for (const result of results) {
        if (!result.pass)
            failed ??= result;
        if (result.errorCode !== undefined)
            unjudged ??= result;
    }
    const passed = failed === undefined && capturesMatched;
    const problem = until?.problem ?? failed?.message ?? missed;
    return {
        outcome: unjudged !== undefined ? 'errored' : passed ? 'passed' : 'failed',
        error: unjudged?.message,
        errorCode: unjudged?.errorCode,
        untilHeld: until?.held,
        problem: problem === undefined ? undefined : environment.redact(problem),
        request: { method: request.method, url: request.url, headers: response.sentHeaders, body: request.body?.record },
        response: passed
            ? recordPassingResponse(response)
            : recordResponse(response, environment.keptBodyBytes, environment.redact),
        timings: {
            startMs: (0,model_values/* roundMs */.l9)(request.startMs),
            totalMs: (0,model_values/* roundMs */.l9)(response.totalMs),
            ttfbMs: (0,model_values/* roundMs */.l9)(response.ttfbMs),
        },
        validators: results,
        captures,
        captured,
    };
}
/** A passing test's response without its body and headers, which would cost memory at every test of a large run. */
function recordPassingResponse(response) {
    return {
        status: response.status,
        statusText: response.statusText,
        headers: HEADERS_NOT_KEPT,
        bodyBytes: response.bodyBytes,
        bodyTruncated: response.bodyBytes > 0,
    };
}
function recordResponse(response, keepBytes, redact) {
    const text = (0,charset/* bodyTextStart */.EI)(response, keepBytes);
    const truncated = text.length > keepBytes;
    return {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
        body: truncated ? detachedCopy(redact(text).slice(0, keepBytes)) : text,
        bodyBytes: response.bodyBytes,
        bodyTruncated: truncated,
    };
}

;// CONCATENATED MODULE: ./src/engine/run/probe-test.ts
// A test whose validators all look beyond the response (certificates, DNS, \u2026) sends no request.





/** A test of probing validators only: the validators run, no request is sent, the result has no request or response. */
async function probeTest(test, url, values, environment, timeoutMs, startedAt) {
    const evaluation = evaluationContext(environment, test.method, url, values, timeoutMs, startedAt);
    // Validators that need nothing of the response never read the observation.
    const observation = new Observation(NO_RESPONSE, environment.redact);
    const results = [];
    for (const validator of test.validators) {
        results.push({ ...(await evaluate(validator, observation, values, evaluation)), position: validator.position });
    }
    return {
        outcome: results.every((r) => r.pass) ? 'passed' : 'failed',
        timings: {
            startMs: (0,model_values/* roundMs */.l9)(startedAt - environment.runStartedAt),
            totalMs: (0,model_values/* roundMs */.l9)(external_node_perf_hooks_.performance.now() - startedAt),
            ttfbMs: 0,
        },
        validators: results,
        captures: [],
        captured: NOTHING_CAPTURED,
    };
}
const NO_RESPONSE = {
    ok: true,
    status: 0,
    statusText: 'no request sent',
    headers: [],
    body: '',
    bodyBuffer: Buffer.alloc(0),
    bodyBytes: 0,
    headerValues: () => [],
    finalUrl: '',
    redirects: [],
    httpVersion: '',
    connection: undefined,
    sentHeaders: [],
    ttfbMs: 0,
    totalMs: 0,
};

;// CONCATENATED MODULE: ./src/engine/run/execute-test.ts
// Runs one test: once, or under its retry. An attempt hands off to the stages of engine/run/ in
// order: prepare the request (prepare-request.ts), send it, evaluate the response (captures.ts,
// evaluate-response.ts) and reach the verdict (verdict.ts). Everything a user can get wrong ends as
// an outcome, never a throw.












/**
 * Runs a test: once, or under its `retry` (or `--retries`) until no retry is due. The result is
 * the last attempt's, with every attempt listed.
 */
function executeTest(test, shape, context, environment, cookies, onAttempt) {
    // `delay` is waited once, before the first attempt.
    if (test.requestOptions?.delayMs)
        return delayBefore(test.requestOptions.delayMs, environment.signal).then(() => executeNow(test, shape, context, environment, cookies, onAttempt));
    return executeNow(test, shape, context, environment, cookies, onAttempt);
}
function executeNow(test, shape, context, environment, cookies, onAttempt) {
    const retry = test.retry ?? (environment.retries ? defaultRetry(environment.retries) : undefined);
    // A test without retries is its one attempt, with no wrapper around it.
    if (!retry)
        return attemptTest(test, shape, context, environment, undefined, test.timeoutMs ?? environment.timeoutMs, cookies);
    return executeWithRetry(test, shape, context, environment, retry, cookies, onAttempt);
}
async function executeWithRetry(test, shape, context, environment, retry, cookies, onAttempt) {
    // A test's own timeout is the budget of all its attempts and waits; the run's --timeout applies to each attempt.
    const { last, attempts } = await retrying(retry, test.timeoutMs ?? 0, async (remainingMs) => {
        const execution = await attemptTest(test, shape, context, environment, retry.until, remainingMs || environment.timeoutMs, cookies);
        return {
            ...execution,
            outcome: execution.outcome,
            status: execution.response?.status,
            startMs: execution.timings?.startMs ?? 0,
            totalMs: execution.timings?.totalMs ?? 0,
        };
    }, environment.signal, onAttempt);
    return { ...withoutAttemptFields(last), attempts };
}
function withoutAttemptFields(attempt) {
    const { untilHeld: _held, problem: _problem, status: _status, startMs: _start, totalMs: _total, ...execution } = attempt;
    return execution;
}
async function attemptTest(test, shape, context, environment, until, timeoutMs, cookies) {
    const startedAt = external_node_perf_hooks_.performance.now();
    const values = {
        vars: environment.vars,
        secrets: environment.secrets,
        env: environment.env,
        context,
        functions: new FunctionValues(),
    };
    if (shape.textTokens.length > 0) {
        const texts = await generateModelTexts(shape.textTokens, environment.probes, environment.signal);
        if (!texts.ok) {
            return errored({
                method: test.method,
                url: test.url.source,
                startMs: startedAt - environment.runStartedAt,
                totalMs: external_node_perf_hooks_.performance.now() - startedAt,
                errorCode: 'llm',
                error: texts.message,
            });
        }
        values.modelTexts = texts.get;
    }
    let prepared = prepareRequest(test, shape, values, environment, startedAt);
    if (prepared instanceof Promise)
        prepared = await prepared;
    if ('outcome' in prepared)
        return prepared;
    const request = prepared;
    if (shape.probesOnly)
        return probeTest(test, request.url, values, environment, timeoutMs, startedAt);
    const response = await environment.http.send({
        method: test.method,
        url: request.url,
        headers: request.headers,
        body: request.body?.bytes,
        timeoutMs,
        timeoutSource: test.timeoutMs === undefined ? '--timeout' : "the test's timeout",
        signal: environment.signal,
        cookies,
        // A redirect's cookies (a login's session) are as secret as the final response's.
        onSetCookies: setCookieSecrets(environment),
        transport: request.transport,
    });
    if (!response.ok) {
        return errored({
            method: test.method,
            url: request.url,
            headers: response.sentHeaders,
            body: request.body?.record,
            startMs: request.startMs,
            totalMs: response.totalMs,
            errorCode: response.code,
            error: response.message,
        });
    }
    const observation = new Observation(response, environment.redact);
    const evaluation = evaluationContext(environment, test.method, request.url, values, timeoutMs, startedAt);
    const captured = test.captures.length === 0 ? NOTHING_CAPTURED : new Map();
    const captures = [];
    // Most checks answer synchronously: only a real promise is awaited.
    const capturing = evaluateCaptures(test.captures, observation, values, captured, environment, evaluation, captures);
    if (capturing !== undefined)
        await capturing;
    const results = [];
    const validating = evaluateValidators(test.validators, observation, values, evaluation, results);
    if (validating !== undefined)
        await validating;
    if (checksInterrupted(captures, environment))
        return interruptedAttempt(request, response, captured, environment);
    let untilOutcome;
    if (until && until.length > 0)
        untilOutcome = await evaluateUntil(until, observation, values, evaluation, results);
    return verdict(request, response, captures, results, captured, untilOutcome, environment);
}

// EXTERNAL MODULE: ./src/model/load-part.ts
var load_part = __webpack_require__(87479);
;// CONCATENATED MODULE: ./src/engine/cookies/new-jar.ts

async function newCookieJar(seed) {
    const { RunCookieJar } = await (0,load_part/* loadPart */.A)('the cookie jar', () => Promise.all(/* import() | cookie-jar */[__webpack_require__.e(366), __webpack_require__.e(380), __webpack_require__.e(813)]).then(__webpack_require__.bind(__webpack_require__, 97055)));
    const jar = new RunCookieJar();
    if (seed.length > 0)
        jar.add(seed);
    return jar;
}

;// CONCATENATED MODULE: ./src/engine/run/ready-queue.ts
// The tests of a parallel iteration that may start, lowest declared position first: a test whose
// dependency just finished goes ahead of later tests that were ready all along, so tests run close
// to their declared order and reports, written in that order, hold few records back waiting for an
// earlier test. (A first-in-first-out queue ran a collection's dependent tests after everything else.)
class ReadyQueue {
    #heap = [];
    get size() {
        return this.#heap.length;
    }
    push(position) {
        const heap = this.#heap;
        let at = heap.push(position) - 1;
        while (at > 0) {
            const parent = (at - 1) >> 1;
            if (heap[parent] <= position)
                break;
            heap[at] = heap[parent];
            at = parent;
        }
        heap[at] = position;
    }
    /** The lowest position; only called when the queue is not empty. */
    pop() {
        const heap = this.#heap;
        const lowest = heap[0];
        const last = heap.pop();
        if (heap.length > 0) {
            let at = 0;
            for (;;) {
                const left = 2 * at + 1;
                if (left >= heap.length)
                    break;
                const child = left + 1 < heap.length && heap[left + 1] < heap[left] ? left + 1 : left;
                if (heap[child] >= last)
                    break;
                heap[at] = heap[child];
                at = child;
            }
            heap[at] = last;
        }
        return lowest;
    }
}

// EXTERNAL MODULE: ./src/model/test-templates.ts
var test_templates = __webpack_require__(4631);
;// CONCATENATED MODULE: ./src/engine/plan/test-shape.ts



function testShape(test) {
    return {
        name: (0,model_values/* describeTest */.Ww)(test),
        textTokens: (0,test_templates/* modelTextTokens */.J$)(test),
        probesOnly: test.validators.length > 0 &&
            test.captures.length === 0 &&
            test.validators.every((validator) => validators/* validators */.y$.get(validator.name)?.needs.length === 0),
        templatedHeaderNames: test.headers.some((header) => header.nameTemplate !== undefined),
    };
}

// EXTERNAL MODULE: ./src/model/indexed-test.ts
var indexed_test = __webpack_require__(31189);
;// CONCATENATED MODULE: ./src/engine/run/scheduler.ts
// Runs a plan: collection by collection, iteration by iteration, tests sequentially or with a
// bounded number in flight (lowest declared position first), always after their dependencies.
// Observers hear `testStarted` when a test is sent and `testFinished` with its result; tests that
// cannot run (a dependency did not pass, --bail, an interrupt) are reported too, so every planned
// test has exactly one result per iteration. `collectionFinished` follows a collection's last result.







const EMPTY_SCOPE = new Map();
const NO_DEPENDENTS = [];
async function runPlan(plans, environment, options, observers) {
    const testStarted = observers.filter((o) => o.testStarted !== undefined);
    const attemptFinished = observers.filter((o) => o.attemptFinished !== undefined);
    const testFinished = observers.filter((o) => o.testFinished !== undefined);
    const collectionFinished = observers.filter((o) => o.collectionFinished !== undefined);
    const shared = {
        environment,
        options,
        // Undefined when no observer listens, so a test does not build events nobody reads.
        started: testStarted.length === 0
            ? undefined
            : (test) => {
                for (const observer of testStarted)
                    observer.testStarted(test);
            },
        attempted: attemptFinished.length === 0
            ? undefined
            : (attempt) => {
                for (const observer of attemptFinished)
                    observer.attemptFinished(attempt);
            },
        finished: (result) => {
            for (const observer of testFinished)
                observer.testFinished(result);
        },
        stop: new StopState(options.stopSignal),
    };
    for (const plan of plans) {
        for (let iteration = 1; iteration <= options.repeats; iteration++) {
            const keepsCookies = plan.collection.cookies || options.cookieFiles !== undefined;
            const jar = keepsCookies ? await newCookieJar(options.cookieFiles?.seed ?? []) : undefined;
            const run = new IterationRun(plan, iteration, shared, jar);
            await (options.parallel ? run.parallel() : run.sequential());
            if (run.cookies !== undefined)
                options.cookieFiles?.finished?.(run.cookies, plan.collectionIndex);
            if (options.delayMs > 0 && iteration < options.repeats && shared.stop.current() === undefined) {
                await (0,promises_.setTimeout)(options.delayMs, undefined, { signal: options.stopSignal }).catch(() => undefined);
            }
        }
        for (const observer of collectionFinished)
            observer.collectionFinished(plan.collectionIndex);
    }
}
/** Why tests stop being started: an interrupt (they are "not run") or --bail (they are skipped). */
class StopState {
    #signal;
    #bailReason;
    constructor(signal) {
        this.#signal = signal;
    }
    bail(reason) {
        this.#bailReason ??= reason;
    }
    current() {
        if (this.#signal.aborted)
            return { outcome: 'notRun', reason: `not run: the run was interrupted (${String(this.#signal.reason)})` };
        if (this.#bailReason !== undefined)
            return { outcome: 'skipped', reason: this.#bailReason };
        return undefined;
    }
}
/** The state of one iteration of one collection. */
class IterationRun {
    plan;
    iteration;
    shared;
    outcomes;
    /**
     * Per test: the context values it read, and the ones it captured, kept while a test that depends
     * on it has yet to read them (`readersLeft`), so a run holds the values of the tests in flight and
     * of those still awaited, not of every test (a dependent passes on what it read to its own).
     */
    inputs = [];
    captured = [];
    #readersLeft;
    /** `cookies: true`: this iteration's jar, fresh like its context values. */
    cookies;
    constructor(plan, iteration, shared, cookies) {
        this.plan = plan;
        this.cookies = cookies;
        this.iteration = iteration;
        this.shared = shared;
        this.outcomes = new Array(plan.tests.length);
        this.#readersLeft = new Int32Array(plan.tests.length);
        for (const deps of plan.dependencies)
            for (const d of deps)
                this.#readersLeft[d]++;
    }
    async sequential() {
        // Counted, not iterated: an iterator kept across an await is an object and a call per step.
        const order = this.plan.order;
        for (let step = 0; step < order.length; step++) {
            const position = order[step];
            if (this.settleWithoutRunning(position))
                continue;
            await this.execute(position, 0);
        }
    }
    async parallel() {
        const { tests, dependencies } = this.plan;
        const waitingOn = dependencies.map((deps) => deps.length);
        // Only the tests with dependents get a list: most have none.
        const dependents = new Array(tests.length);
        dependencies.forEach((deps, position) => deps.forEach((d) => (dependents[d] ??= []).push(position)));
        const ready = new ReadyQueue();
        for (let position = 0; position < tests.length; position++)
            if (waitingOn[position] === 0)
                ready.push(position);
        const freeLanes = [];
        let lanes = 0;
        let inFlight = 0;
        await new Promise((resolve, reject) => {
            const finish = (position) => {
                for (const dependent of dependents[position] ?? NO_DEPENDENTS) {
                    if (--waitingOn[dependent] === 0)
                        ready.push(dependent);
                }
            };
            const pump = () => {
                while (ready.size > 0 && inFlight < this.shared.options.concurrency) {
                    const position = ready.pop();
                    if (this.settleWithoutRunning(position)) {
                        finish(position);
                        continue;
                    }
                    const lane = freeLanes.length > 0 ? freeLanes.pop() : lanes++;
                    inFlight++;
                    // An internal error must end the run (main reports it), not hang it or go unhandled.
                    this.execute(position, lane).then(() => {
                        inFlight--;
                        freeLanes.push(lane);
                        finish(position);
                        pump();
                    }, reject);
                }
                if (inFlight === 0 && ready.size === 0)
                    resolve();
            };
            pump();
        });
    }
    /** Reports a test that must not run (stopped, or a dependency did not pass); true if it did. */
    settleWithoutRunning(position) {
        const notRun = this.plan.tests[position].notRun;
        if (notRun !== undefined) {
            this.settle(position, 'notRun', notRun);
            return true;
        }
        const stopped = this.shared.stop.current();
        if (stopped !== undefined) {
            this.settle(position, stopped.outcome, stopped.reason);
            return true;
        }
        for (const dependency of this.plan.dependencies[position]) {
            const outcome = this.outcomes[dependency];
            if (outcome !== 'passed') {
                const test = this.plan.tests[dependency];
                const what = outcome === 'failed' ? 'failed' : outcome === 'errored' ? 'errored' : 'did not run';
                this.settle(position, 'skipped', `skipped: dependency ${(0,model_values/* describeTest */.Ww)(test)} (line ${test.position.line}) ${what}`);
                return true;
            }
        }
        return false;
    }
    settle(position, outcome, reason) {
        this.outcomes[position] = outcome;
        this.captured[position] = EMPTY_SCOPE;
        this.inputs[position] = EMPTY_SCOPE;
        this.#readDependencies(position);
        const test = this.plan.tests[position];
        this.shared.finished({
            collection: this.plan.collectionIndex,
            test: test.index,
            iteration: this.iteration,
            name: (0,model_values/* describeTest */.Ww)(test),
            outcome,
            validators: [],
            captures: [],
            reason,
        });
    }
    async execute(position, lane) {
        // A large collection's tests are read in full only now, as each is sent (model/indexed-test.ts).
        const test = (0,indexed_test/* fullDefinition */.lg)(this.plan.tests[position]);
        const shape = testShape(test);
        const input = this.scopeFor(position);
        this.#readDependencies(position);
        this.inputs[position] = this.#readersLeft[position] > 0 ? input : EMPTY_SCOPE;
        const { name } = shape;
        const collection = this.plan.collectionIndex;
        const iteration = this.iteration;
        const { started, attempted } = this.shared;
        started?.({ collection, test: test.index, iteration, name, lane });
        const execution = await executeTest(test, shape, input, this.shared.environment, this.cookies, attempted && ((attempt) => attempted({ collection, test: test.index, iteration, name, ...attempt })));
        // Cut off by the end of an interrupt's grace: the test did not get to finish, so it did not run.
        const cutOff = execution.outcome === 'errored' && this.shared.environment.signal?.aborted === true;
        this.outcomes[position] = cutOff ? 'notRun' : execution.outcome;
        this.captured[position] = this.#readersLeft[position] > 0 ? execution.captured : EMPTY_SCOPE;
        const result = {
            collection,
            test: test.index,
            iteration,
            name,
            outcome: cutOff ? 'notRun' : execution.outcome,
            request: execution.request,
            response: execution.response,
            timings: execution.timings,
            validators: execution.validators,
            captures: execution.captures,
            error: cutOff ? undefined : execution.error,
            errorCode: cutOff ? undefined : execution.errorCode,
            lane,
        };
        if (cutOff) {
            result.reason = `not run: the run was interrupted (${String(this.shared.environment.signal.reason)}) ${execution.response === undefined ? 'before the response arrived' : 'before its response was checked'}`;
        }
        if (execution.attempts)
            result.attempts = execution.attempts;
        this.shared.finished(result);
        if (this.shared.options.bail && (execution.outcome === 'failed' || execution.outcome === 'errored')) {
            this.shared.stop.bail(`skipped: --bail stopped the run after ${name} ${execution.outcome}`);
        }
    }
    /** A test has read its dependencies' values, or will not: the last reader of a test lets them go. */
    #readDependencies(position) {
        for (const d of this.plan.dependencies[position]) {
            if (--this.#readersLeft[d] === 0) {
                this.captured[d] = EMPTY_SCOPE;
                this.inputs[d] = EMPTY_SCOPE;
            }
        }
    }
    /** The context values a test may read: those its dependencies (and theirs) captured. */
    scopeFor(position) {
        const deps = this.plan.dependencies[position];
        if (deps.length === 0)
            return EMPTY_SCOPE;
        if (deps.length === 1) {
            const [d] = deps;
            if (this.captured[d].size === 0)
                return this.inputs[d];
            if (this.inputs[d].size === 0)
                return this.captured[d];
        }
        const scope = new Map();
        for (const d of deps) {
            for (const [k, v] of this.inputs[d])
                scope.set(k, v);
            for (const [k, v] of this.captured[d])
                scope.set(k, v);
        }
        return scope;
    }
}

// EXTERNAL MODULE: ./src/report/results/totals.ts
var results_totals = __webpack_require__(13424);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(78877);
;// CONCATENATED MODULE: ./src/session/heap-tuning.ts
// V8's allocation-site pretenuring, off for the runs of this process. V8 allocates the objects of an
// allocation site straight into the old generation once most of them have survived a young-generation
// collection. Loading a large run teaches it that about many sites, and some of them also make
// objects for every test the run then executes: those objects, dead a few milliseconds later, fill
// the old generation (and hold the young objects they point to until they are promoted too) until
// the next full collection. Measured at N = 100,000 with 16 in flight: ~13 MB promoted per
// young-generation collection and a peak of 743 MB; without pretenuring 368 MB, and 4.5 \u2192 3.6 s.
// Set when a run starts executing, not at start-up: changing a V8 flag makes Node compile the
// builtin modules it loads afterwards without their code cache (~10 ms at start-up), and by then
// they are loaded. Loading itself keeps pretenuring (without it, N = 10,000 peaks no lower).

function withoutPretenuring() {
    (0,external_node_v8_.setFlagsFromString)('--no-allocation-site-pretenuring');
}

// EXTERNAL MODULE: ./src/session/run-ledger.ts
var run_ledger = __webpack_require__(88011);
// EXTERNAL MODULE: ./src/engine/probes/dns.ts
var dns = __webpack_require__(76487);
// EXTERNAL MODULE: ./src/engine/probes/domain.ts
var domain = __webpack_require__(58358);
// EXTERNAL MODULE: ./src/engine/probes/cache.ts
var cache = __webpack_require__(93910);
// EXTERNAL MODULE: ./src/engine/probes/wait.ts
var wait = __webpack_require__(54251);
;// CONCATENATED MODULE: ./src/engine/probes/sitemap.ts
// The sitemap probe behind sitemap-{each,any}-body-{contains,not-contains}: finds a site's pages from
// `/sitemap.xml` and the `Sitemap:` lines of `/robots.txt` (following sitemap indexes), fetches each page
// once per run with the caller's fetch (the run's HTTP client) and a concurrency limit, and checks a
// keyword against every page. A page that fails is a failed item with its cause, never an exception.



const DEFAULT_MAX_PAGES = 500;
const DEFAULT_CONCURRENCY = 8;
/** Sitemap files read per site at most (indexes can nest). */
const MAX_SITEMAPS = 100;
/** Index nesting followed at most (the protocol has one level; some sites nest more). */
const MAX_INDEX_DEPTH = 3;
function createSitemapProbe(options) {
    const crawls = new cache/* ProbeCache */.h();
    const crawl = (siteUrl) => {
        const origin = URL.parse(siteUrl)?.origin;
        if (origin === undefined || !/^https?:/.test(origin)) {
            return Promise.resolve({
                sitemaps: [],
                problems: [`'${siteUrl}' is not an http(s) URL`],
                found: 0,
                pages: [],
                skipped: 0,
            });
        }
        return crawls.answer(origin, () => crawlSite(origin, options));
    };
    return {
        crawl,
        check: async (siteUrl, check, keyword) => sitemap_evaluate(await crawl(siteUrl), check, keyword, options),
    };
}
async function crawlSite(origin, options) {
    const problems = [];
    const sitemaps = [];
    const queue = [
        { url: `${origin}/sitemap.xml`, depth: 0, required: false },
    ];
    const robots = await fetchBytes(`${origin}/robots.txt`, options);
    if (robots.ok) {
        for (const url of robotsSitemaps(Buffer.from(robots.bytes).toString('utf8'), origin))
            queue.push({ url, depth: 0, required: true });
    }
    const seen = new Set();
    const pageUrls = new Set();
    while (queue.length > 0) {
        const next = queue.shift();
        if (seen.has(next.url))
            continue;
        seen.add(next.url);
        if (sitemaps.length >= MAX_SITEMAPS) {
            problems.push(`stopped after ${MAX_SITEMAPS} sitemap files`);
            break;
        }
        const fetched = await fetchBytes(next.url, options);
        if (!fetched.ok) {
            // /sitemap.xml is only a guess; sitemaps named by robots.txt or an index must exist.
            if (next.required || fetched.status !== 404)
                problems.push(`sitemap ${next.url}: ${fetched.cause}`);
            continue;
        }
        sitemaps.push(next.url);
        // fast-xml-parser is its own chunk in dist/, loaded by the first sitemap read (not at start).
        const { readSitemap } = await Promise.all(/* import() | sitemap */[__webpack_require__.e(893), __webpack_require__.e(296)]).then(__webpack_require__.bind(__webpack_require__, 71927));
        const content = readSitemap(fetched.bytes);
        if (content.kind === 'invalid')
            problems.push(`sitemap ${next.url}: ${content.message}`);
        else if (content.kind === 'urlset')
            for (const loc of content.locations)
                pageUrls.add(loc);
        else if (next.depth >= MAX_INDEX_DEPTH)
            problems.push(`sitemap index ${next.url}: nested deeper than ${MAX_INDEX_DEPTH} levels`);
        else
            for (const loc of content.locations)
                queue.push({ url: loc, depth: next.depth + 1, required: true });
    }
    const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
    const urls = [...pageUrls];
    const pages = await mapLimited(urls.slice(0, maxPages), options.concurrency ?? DEFAULT_CONCURRENCY, (url) => fetchPage(url, options));
    return { sitemaps, problems, found: urls.length, pages, skipped: Math.max(0, urls.length - maxPages) };
}
/** `Sitemap:` lines of robots.txt (any case, anywhere in the file), resolved against the origin. */
function robotsSitemaps(robots, origin) {
    const urls = [];
    for (const line of robots.split(/\r?\n/)) {
        const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
        if (!match)
            continue;
        try {
            urls.push(new URL(match[1], origin).href);
        }
        catch {
            // An unreadable line is skipped, as crawlers do.
        }
    }
    return urls;
}
async function fetchBytes(url, options) {
    const signal = (0,wait/* probeSignal */.b5)(options);
    try {
        const response = await options.fetch(url, { signal, redirect: 'follow' });
        if (!response.ok) {
            await response.body?.cancel();
            return { ok: false, status: response.status, cause: `HTTP ${response.status}` };
        }
        return { ok: true, bytes: new Uint8Array(await response.arrayBuffer()) };
    }
    catch (error) {
        if (signal.aborted)
            return { ok: false, cause: (0,wait/* abortReason */.Js)(signal, options.timeoutMs) };
        const cause = error.cause;
        return { ok: false, cause: cause?.code ?? cause?.message ?? error.message };
    }
}
async function fetchPage(url, options) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return { url, ok: false, cause: 'not a URL' };
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        return { url, ok: false, cause: `${parsed.protocol} is not HTTP` };
    const fetched = await fetchBytes(url, options);
    return fetched.ok
        ? { url, ok: true, body: Buffer.from(fetched.bytes).toString('utf8') }
        : { url, ok: false, cause: fetched.cause };
}
async function mapLimited(items, limit, each) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await each(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
    return results;
}
const SNIPPET_RADIUS = 100;
function sitemap_evaluate(crawl, check, keyword, options) {
    const { pages, ...summary } = crawl;
    const wantsKeyword = check.endsWith('-contains') && !check.endsWith('not-contains');
    const items = pages.map((page) => {
        if (!page.ok)
            return { url: page.url, passed: false, cause: page.cause };
        const index = page.body.indexOf(keyword);
        const found = index >= 0;
        return {
            url: page.url,
            passed: found === wantsKeyword,
            ...(found ? { snippet: snippet(page.body, index, keyword) } : {}),
        };
    });
    if (items.length === 0) {
        const why = crawl.problems.length > 0 ? `: ${crawl.problems.join('; ')}` : '';
        return {
            passed: false,
            message: `could not find any page URLs in the site's sitemaps${why}`,
            items,
            crawl: summary,
        };
    }
    const passing = items.filter((item) => item.passed).length;
    const passed = check.startsWith('each') ? passing === items.length : passing > 0;
    const failedFetches = items.filter((item) => item.cause !== undefined).length;
    const parts = [`${passing} of ${items.length} pages ${wantsKeyword ? 'contain' : 'do not contain'} '${keyword}'`];
    if (failedFetches > 0)
        parts.push(`${failedFetches} could not be fetched`);
    if (crawl.skipped > 0)
        parts.push(`${(0,model_values/* plural */.LS)(crawl.skipped, 'more page')} not checked (page cap ${options.maxPages ?? DEFAULT_MAX_PAGES})`);
    return { passed, message: parts.join('; '), items, crawl: summary };
}
function snippet(body, index, keyword) {
    const start = Math.max(0, index - SNIPPET_RADIUS);
    const end = Math.min(body.length, index + keyword.length + SNIPPET_RADIUS);
    const text = body.slice(start, end).replace(/\s+/g, ' ');
    return `Found '${keyword}' at index ${index}: ${start > 0 ? '\u2026' : ''}${text}${end < body.length ? '\u2026' : ''}`;
}

// EXTERNAL MODULE: ./src/engine/probes/tls.ts
var tls = __webpack_require__(21841);
;// CONCATENATED MODULE: ./src/engine/probes/index.ts
// The probes of one run, created together from the run's options. Each keeps its own per-run cache, so a
// run creates them once and hands them to every validator; nothing here outlives the run.




function createProbes(options) {
    const wait = { timeoutMs: options.timeoutMs, signal: options.signal };
    return {
        tls: (0,tls/* createTlsProbe */.cR)(wait),
        dns: (0,dns/* createDnsProbe */.iF)({ ...wait, server: options.dnsServer }),
        domain: (0,domain/* createDomainProbe */.rP)({
            ...wait,
            fetch: options.fetch,
            rdapBootstrap: options.rdapBootstrap,
            rdapUrl: options.rdapUrl,
            whoisServer: options.whoisServer,
        }),
        sitemap: createSitemapProbe({
            ...wait,
            fetch: options.fetch,
            maxPages: options.maxPages,
            concurrency: options.concurrency,
        }),
    };
}

;// CONCATENATED MODULE: ./src/engine/probes/probes.ts
// What a validator may ask of the world beyond the response (TLS handshakes, DNS, RDAP/WHOIS, sitemap
// crawls, a language model), given to it by the run. Answers are cached per run: a hundred tests
// checking the same domain ask once. Each probe joins this interface as a field; tests construct
// `RunProbes` with loopback stand-ins (a DNS server, an RDAP URL, the run's fetch, a model server).

class RunProbes {
    #answers = new Map();
    tls;
    dns;
    domain;
    sitemap;
    llm;
    /**
     * Without options (tests that need no monitoring probe): the system resolver, global fetch, 30 s
     * waits. `llm`: the run's language model, when one is configured.
     */
    constructor(options = { timeoutMs: 30_000, fetch }, llm) {
        ({ tls: this.tls, dns: this.dns, domain: this.domain, sitemap: this.sitemap } = createProbes(options));
        if (llm !== undefined)
            this.llm = llm;
    }
    cached(key, ask) {
        let answer = this.#answers.get(key);
        if (answer === undefined)
            this.#answers.set(key, (answer = ask()));
        return answer;
    }
}

;// CONCATENATED MODULE: ./src/engine/auth/oauth2.ts
/** A token is renewed this long before the `expires_in` the server gave (or at half its life when shorter). */
const RENEW_MARGIN_MS = 30_000;
class TokenCache {
    #tokens = new Map();
    #http;
    #timeoutMs;
    #onSecret;
    constructor(http, timeoutMs, onSecret) {
        this.#http = http;
        this.#timeoutMs = timeoutMs;
        this.#onSecret = onSecret;
    }
    token(credentials, signal) {
        const key = JSON.stringify([
            credentials.tokenUrl,
            credentials.clientId,
            credentials.clientSecret,
            credentials.scope ?? '',
            credentials.audience ?? '',
            credentials.clientAuth,
        ]);
        const cached = this.#tokens.get(key);
        if (cached && performance.now() < cached.renewAt)
            return cached.answer;
        const entry = { answer: Promise.resolve({ ok: false, error: '' }), renewAt: Infinity };
        entry.answer = this.#request(credentials, signal).then((result) => {
            // A failure is not kept: the next test asks again.
            if (!result.ok)
                this.#tokens.delete(key);
            else
                entry.renewAt =
                    result.expiresInMs === undefined ? Infinity : performance.now() + renewAfter(result.expiresInMs);
            return result.ok ? { ok: true, token: result.token } : result;
        });
        this.#tokens.set(key, entry);
        return entry.answer;
    }
    async #request(credentials, signal) {
        const form = new URLSearchParams({ grant_type: 'client_credentials' });
        if (credentials.scope)
            form.append('scope', credentials.scope);
        if (credentials.audience)
            form.append('audience', credentials.audience);
        const headers = [
            ['Content-Type', 'application/x-www-form-urlencoded'],
            ['Accept', 'application/json'],
        ];
        if (credentials.clientAuth === 'basic') {
            // RFC 6749 §2.3.1: each part form-encoded before they are joined and base64-encoded.
            const pair = `${formEncode(credentials.clientId)}:${formEncode(credentials.clientSecret)}`;
            const basic = Buffer.from(pair, 'utf8').toString('base64');
            this.#onSecret(basic, 'the OAuth2 Basic authorization value');
            headers.push(['Authorization', `Basic ${basic}`]);
        }
        else {
            form.append('client_id', credentials.clientId);
            form.append('client_secret', credentials.clientSecret);
        }
        const where = `the OAuth2 token endpoint ${credentials.tokenUrl}`;
        const response = await this.#http.send({
            method: 'POST',
            url: credentials.tokenUrl,
            headers,
            body: form.toString(),
            timeoutMs: this.#timeoutMs,
            signal,
        });
        if (!response.ok)
            return { ok: false, error: `${where} could not be reached: ${response.message}` };
        let answer;
        try {
            const parsed = JSON.parse(response.body);
            if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
                answer = parsed;
        }
        catch {
            answer = undefined;
        }
        if (response.status < 200 || response.status > 299) {
            const code = typeof answer?.error === 'string' ? `: ${answer.error}` : '';
            const description = typeof answer?.error_description === 'string' ? ` (${answer.error_description})` : '';
            return { ok: false, error: `${where} answered ${response.status} ${response.statusText}${code}${description}` };
        }
        const token = answer?.access_token;
        if (typeof token !== 'string' || token === '')
            return { ok: false, error: `${where} answered ${response.status} without an access_token in a JSON object` };
        this.#onSecret(token, 'the OAuth2 access token');
        const expiresIn = Number(answer?.expires_in);
        return {
            ok: true,
            token,
            ...(Number.isFinite(expiresIn) && expiresIn > 0 ? { expiresInMs: expiresIn * 1000 } : {}),
        };
    }
}
function renewAfter(expiresInMs) {
    return expiresInMs > 2 * RENEW_MARGIN_MS ? expiresInMs - RENEW_MARGIN_MS : expiresInMs / 2;
}
/** application/x-www-form-urlencoded encoding of one value (spaces as `+`). */
function formEncode(text) {
    return new URLSearchParams({ v: text }).toString().slice(2);
}

;// CONCATENATED MODULE: ./src/engine/http/as-fetch.ts
function clientFetch(http, timeoutMs) {
    return async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        const headers = [];
        new Headers(init?.headers).forEach((value, name) => headers.push([name, value]));
        const response = await http.send({
            method: 'GET',
            url,
            headers,
            timeoutMs,
            timeoutSource: '--timeout',
            signal: init?.signal ?? undefined,
        });
        if (!response.ok)
            throw new TypeError('fetch failed', { cause: { code: response.code, message: response.message } });
        // A Response carries statuses 200-599 only; anything else the probes treat as a failure anyway.
        const status = response.status >= 200 && response.status <= 599 ? response.status : 502;
        const body = status === 204 || status === 205 || status === 304 ? null : new Uint8Array(response.bodyBuffer);
        const contentType = response.headerValues('content-type')[0];
        return new Response(body, { status, headers: contentType ? { 'content-type': contentType } : {} });
    };
}

;// CONCATENATED MODULE: ./src/session/execution-environment.ts



/** Response body kept for the reports of a test that did not pass (passing tests keep none). */
const KEPT_BODY_BYTES = 64 * 1024;
function createExecutionEnvironment(run, services) {
    const { options } = run;
    const { http, signal } = services;
    return {
        http,
        timeoutMs: options.timeoutMs,
        retries: options.retries,
        signal,
        runStartedAt: services.runStartedAt,
        // The values templates read.
        vars: options.variables,
        secrets: options.secrets,
        env: run.env,
        // Secrets are registered the moment they are known and masked in every text.
        onSecret: run.addSecret,
        redact: (text) => run.redactor.redact(text),
        keptBodyBytes: KEPT_BODY_BYTES,
        patterns: services.patterns,
        queries: services.queries,
        probes: new RunProbes({
            timeoutMs: options.timeoutMs,
            signal,
            fetch: clientFetch(http, options.timeoutMs),
            dnsServer: options.dnsServer,
            rdapBootstrap: options.rdapBootstrap,
            rdapUrl: options.rdapUrl,
            whoisServer: options.whoisServer,
            maxPages: options.maxPages,
            concurrency: options.parallel ? options.concurrency : undefined,
        }, services.llm),
        tokens: new TokenCache(http, options.timeoutMs, run.addSecret),
        ...(run.clientFiles?.netrc === undefined ? {} : { netrc: run.clientFiles.netrc }),
    };
}

;// CONCATENATED MODULE: ./src/session/compiler-tiering.ts
// V8's optimizing compiler (TurboFan) held back while a short run executes. TurboFan compiles hot
// functions on a background thread; a run of a few thousand tests ends before that work is paid back,
// and on a two-core CI machine the compiler thread competes with the API under test. Measured with
// the bench's collections (docs/performance.md, "TurboFan held back in short runs"): 3,000 to 15,000
// tests take 3\u201310 % less CPU, 1,000 tests the same; at 30,000 and more TurboFan pays for itself, so
// longer runs keep it. A short run gets TurboFan back after `HOLD_LIMIT_MS` (its tests are heavier
// than planned) and at its first XPath or costly JSONPath question (the query worker's work, which
// TurboFan speeds up: V8's flags are the process's). Only a run executed once holds it back:
// `assay serve` and `--interval` live long. V8 documents changing its flags at run time as
// unsupported; these three are covered by a test that asks V8 for a function's tier, and a process
// started with its own say over the tiers (`--jitless`, `--no-turbofan`, `--max-opt` \u2026) is left
// alone: turning TurboFan on under `--jitless` crashes V8.

/** A run of at most this many test executions (tests × repeats) holds TurboFan back. */
const SHORT_RUN_EXECUTIONS = 15_000;
/** TurboFan is back after this long, however short the run was planned to be. */
const HOLD_LIMIT_MS = 2_000;
/** V8 flags that decide the tiers, as Node or NODE_OPTIONS may pass them (`_` and `-` are the same to V8). */
const TIER_FLAG = /^--(no-)?(jitless|turbofan|opt|max-opt|always-turbofan)(=|$)/;
let holds = 0;
let tiersSetByUser;
/**
 * Holds TurboFan back until the returned function is called or `limitMs` has passed. Code
 * compiled meanwhile keeps the checks that let it tier up later (V8 leaves them out of code compiled
 * while TurboFan is off, and such code would never be optimized).
 */
function holdOptimizingCompiler(limitMs = HOLD_LIMIT_MS) {
    tiersSetByUser ??= [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) => TIER_FLAG.test(arg.replaceAll('_', '-')));
    if (tiersSetByUser)
        return () => { };
    if (holds++ === 0) {
        (0,external_node_v8_.setFlagsFromString)('--force-emit-interrupt-budget-checks');
        (0,external_node_v8_.setFlagsFromString)('--no-turbofan');
    }
    let held = true;
    const release = () => {
        if (!held)
            return;
        held = false;
        clearTimeout(limit);
        if (--holds === 0)
            (0,external_node_v8_.setFlagsFromString)('--turbofan');
    };
    const limit = setTimeout(release, limitMs).unref();
    return release;
}

// EXTERNAL MODULE: ./src/session/client-files.ts + 1 modules
var client_files = __webpack_require__(73378);
;// CONCATENATED MODULE: ./src/session/execute.ts
// Executing a prepared run: the engine sends the tests and every observer hears the run's events
// (runStarted, testStarted, testFinished, runFinished). The HTTP client and the interrupt
// handling belong to this one execution; a prepared run can be executed again.













/** In-flight requests get this long to finish after an interrupt before they are aborted. */
const DEFAULT_INTERRUPT_GRACE_MS = 2000;
async function execute(run, observers, io = {}) {
    const { options } = run;
    withoutPretenuring();
    const stop = new AbortController();
    const abortRequests = new AbortController();
    let graceTimer;
    const onInterrupt = () => {
        stop.abort(io.signal.reason);
        graceTimer = setTimeout(() => abortRequests.abort(io.signal.reason), io.interruptGraceMs ?? DEFAULT_INTERRUPT_GRACE_MS);
    };
    if (io.signal?.aborted)
        onInterrupt();
    else
        io.signal?.addEventListener('abort', onInterrupt, { once: true });
    const totals = (0,results_totals/* emptyTotals */.Tf)();
    const counter = { testFinished: (result) => (0,results_totals/* countOutcome */.y0)(totals, result.outcome) };
    const ledger = io.ledger ?? new run_ledger/* RunLedger */.z();
    const startedAt = new Date().toISOString();
    const start = {
        startedAt,
        collections: run.collections,
        options,
        planned: run.planned,
        plannedTests: plannedTests(run),
        ...(run.shardPlan === undefined ? {} : { shardPlan: run.shardPlan }),
    };
    ledger.runStarted(start);
    for (const observer of observers)
        await observer.runStarted?.(start);
    const http = (0,client/* createHttpClient */.u)({
        insecure: options.insecure,
        followRedirects: options.followRedirects,
        maxBodyBytes: options.maxBodyBytes,
        connections: options.parallel ? options.concurrency : 1,
        userAgent: `assay/${version/* VERSION */.x}`,
        ...(options.httpVersion === undefined ? {} : { httpVersion: options.httpVersion }),
    });
    const { clientFiles } = run;
    /** `--cookie-jar`: the last jar of each collection. */
    const lastJars = new Map();
    // A short run ends before TurboFan's work pays back (compiler-tiering.ts).
    const releaseCompiler = io.once && run.planned * options.repeats <= SHORT_RUN_EXECUTIONS ? holdOptimizingCompiler() : undefined;
    // The matcher of user regular expressions (its cache and worker), the query worker and the probes'
    // answers belong to this execution.
    const patterns = new queries_patterns/* PatternMatcher */.PP();
    // XPath and costly JSONPath run in the worker: work that repays TurboFan (V8's flags are the process's).
    const queries = new query_worker/* QueryEvaluator */.Co(abortRequests.signal, io.queryWorker, releaseCompiler);
    // The language model's calls, cache and token counts belong to this execution too.
    const llm = run.llm === undefined
        ? undefined
        : (0,probes_llm/* createLlmProbe */.y5)(run.llm, {
            redact: (text) => run.redactor.redact(text),
            signal: abortRequests.signal,
            ...(io.debug === undefined ? {} : { debug: io.debug }),
        });
    const runStartedAt = external_node_perf_hooks_.performance.now();
    try {
        await runPlan(run.plans, createExecutionEnvironment(run, { http, patterns, queries, llm, signal: abortRequests.signal, runStartedAt }), {
            parallel: options.parallel,
            concurrency: options.concurrency,
            repeats: options.repeats,
            delayMs: options.delayMs,
            bail: options.bail,
            stopSignal: stop.signal,
            ...(clientFiles?.cookies === undefined
                ? {}
                : {
                    cookieFiles: {
                        seed: clientFiles.cookies,
                        finished: (jar, collection) => lastJars.set(collection, jar),
                    },
                }),
        }, [counter, ledger, ...observers, ...(io.once ? [releasingDefinitions(run)] : [])]);
    }
    finally {
        // The reports are rendered after the run: a large one repays TurboFan.
        releaseCompiler?.();
        clearTimeout(graceTimer);
        io.signal?.removeEventListener('abort', onInterrupt);
        await Promise.all([
            stop.signal.aborted ? http.destroy() : http.close(),
            patterns.close(),
            queries.close(),
            llm?.close(),
        ]);
    }
    if (clientFiles?.cookieJarPath !== undefined)
        (0,client_files/* writeCookieJar */.R)(clientFiles.cookieJarPath, [...lastJars.values()], (value) => run.redactor.redact(value) !== value);
    const interrupted = stop.signal.aborted ? String(stop.signal.reason) : undefined;
    const unaccounted = ledger.problem();
    const summary = {
        startedAt,
        durationMs: external_node_perf_hooks_.performance.now() - runStartedAt,
        totals,
        ...(interrupted ? { interrupted } : {}),
        ...(llm === undefined ? {} : { llm: usageSummary(llm.usage()) }),
        ...(unaccounted === undefined ? {} : { unaccounted }),
    };
    for (const observer of observers)
        await observer.runFinished?.(summary);
    return summary;
}
function usageSummary(usage) {
    return {
        calls: usage.calls,
        cacheHits: usage.cacheHits,
        tokens: { prompt: usage.prompt, completion: usage.completion, total: usage.total },
    };
}
/**
 * Drops a finished collection's test definitions from the run and from every object the observers
 * were given (the plan holds its own copy of the collection when tests were selected). Observers
 * read a test's definition only while its result is reported, and render queued results when they
 * hear `collectionFinished` (this observer comes after them).
 */
function releasingDefinitions(run) {
    return {
        collectionFinished(collection) {
            for (const plan of run.plans) {
                if (plan.collectionIndex !== collection)
                    continue;
                plan.tests = [];
                plan.dependencies = [];
                plan.order = [];
                plan.collection.tests = [];
            }
            run.collections[collection].tests = [];
        },
    };
}
/** Per collection, the declared indices of its planned tests (none for a collection without a plan). */
function plannedTests(run) {
    const tests = run.collections.map(() => []);
    for (const plan of run.plans)
        tests[plan.collectionIndex] = plan.tests.map((t) => t.index);
    return tests;
}
/**
 * ASSAY_INTERRUPT_GRACE_MS from an environment: the adapters' way to set `interruptGraceMs`
 * (tests keep interrupt tests short with it; a slow API may want longer). Undefined when unset or not a number.
 */
function interruptGraceFrom(env) {
    const value = env.ASSAY_INTERRUPT_GRACE_MS?.trim();
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}


/***/ }),

/***/ 88011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ incompleteRunMessage),
/* harmony export */   z: () => (/* binding */ RunLedger)
/* harmony export */ });
/** At most this many test names are listed in a message; the rest are counted. */
const NAMED = 5;
class RunLedger {
    /** Per collection, the declared indices of its planned tests. */
    #planned = [];
    #repeats = 1;
    #collectionNames = [];
    /** Per collection, where its slots start in `#counts`, and how many declared indices an iteration spans. */
    #offsets = [];
    #widths = [];
    /** Results heard per slot (collection, iteration, declared index), up to 255: a byte per test, not a map entry. */
    #counts = new Uint8Array(0);
    /** Results of no slot (a collection, test or iteration outside the plan). */
    #outside = 0;
    /** Tests started and not yet finished, by slot, with their names (at most the tests in flight). */
    #inFlight = new Map();
    runStarted(start) {
        this.#planned = start.plannedTests;
        this.#repeats = start.options.repeats;
        this.#collectionNames = start.collections.map((collection) => `${collection.name} (${collection.file})`);
        let size = 0;
        this.#offsets = [];
        this.#widths = [];
        for (const tests of this.#planned) {
            // A loop, not Math.max(...tests): spread arguments overflow the stack past ~120,000 tests.
            let width = 0;
            for (const test of tests)
                if (test >= width)
                    width = test + 1;
            this.#offsets.push(size);
            this.#widths.push(width);
            size += width * this.#repeats;
        }
        this.#counts = new Uint8Array(size);
    }
    testStarted(test) {
        const slot = this.#slot(test.collection, test.test, test.iteration);
        if (slot !== -1)
            this.#inFlight.set(slot, test.name);
    }
    testFinished(result) {
        const slot = this.#slot(result.collection, result.test, result.iteration);
        if (slot === -1)
            return void this.#outside++;
        this.#inFlight.delete(slot);
        if (this.#counts[slot] < 255)
            this.#counts[slot]++;
    }
    /** The names of tests that were sent and have no result yet. */
    unsettled() {
        return [...this.#inFlight.values()];
    }
    /** Why the results do not account for the plan (a test without a result, or with two), or undefined. */
    problem() {
        const problems = [];
        for (let collection = 0; collection < this.#planned.length; collection++) {
            const missing = [];
            const repeated = [];
            for (const test of this.#planned[collection]) {
                for (let iteration = 1; iteration <= this.#repeats; iteration++) {
                    const count = this.#counts[this.#slot(collection, test, iteration)];
                    const what = `test ${test + 1}${this.#repeats > 1 ? ` (iteration ${iteration})` : ''}`;
                    if (count === 0)
                        missing.push(what);
                    else if (count > 1)
                        repeated.push(what);
                }
            }
            const name = this.#collectionNames[collection];
            if (missing.length > 0)
                problems.push(`${name}: ${listed(missing)} of the plan ${verb(missing)} no result`);
            if (repeated.length > 0)
                problems.push(`${name}: ${listed(repeated)} ${verb(repeated)} more than one result`);
        }
        const unplanned = this.#outside + this.#unplannedInSlots();
        if (unplanned > 0)
            problems.push(unplanned === 1
                ? '1 result of a test that was not planned'
                : `${unplanned} results of tests that were not planned`);
        return problems.length === 0 ? undefined : problems.join('; ');
    }
    /** Results in a slot of a declared index that is not planned (a gap between planned indices). */
    #unplannedInSlots() {
        let total = 0;
        for (let collection = 0; collection < this.#planned.length; collection++) {
            const planned = new Set(this.#planned[collection]);
            for (let test = 0; test < this.#widths[collection]; test++) {
                if (planned.has(test))
                    continue;
                for (let iteration = 1; iteration <= this.#repeats; iteration++)
                    total += this.#counts[this.#slot(collection, test, iteration)];
            }
        }
        return total;
    }
    /** The slot of a test's result in `#counts`, or -1 when it lies outside the plan. */
    #slot(collection, test, iteration) {
        const width = this.#widths[collection];
        if (width === undefined || test < 0 || test >= width || iteration < 1 || iteration > this.#repeats)
            return -1;
        return this.#offsets[collection] + (iteration - 1) * width + test;
    }
}
function listed(items) {
    const named = items.slice(0, NAMED).join(', ');
    return items.length > NAMED ? `${named} and ${items.length - NAMED} more` : named;
}
function verb(items) {
    return items.length === 1 ? 'has' : 'have';
}
/** The line an adapter writes for a run whose results do not account for its plan. */
function incompleteRunMessage(unaccounted) {
    return `assay: the run is incomplete, so it is not green: ${unaccounted}\n`;
}


/***/ })

};
