export const id = 750;
export const ids = [750];
export const modules = {

/***/ 65429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FU: () => (/* binding */ inlineSource),
/* harmony export */   Jt: () => (/* binding */ Projects),
/* harmony export */   tf: () => (/* binding */ projectSchedule),
/* harmony export */   wB: () => (/* binding */ ProjectError),
/* harmony export */   x6: () => (/* binding */ projectFiles)
/* harmony export */ });
/* unused harmony export checkCollection */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _collection_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89820);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46322);
// Projects: a collection's YAML with a name, a group, a schedule, variables and sealed secrets.
// Checked the way a run checks it before it is stored, so a project that cannot run is refused
// with the same diagnostics the command line prints.




class ProjectError extends Error {
    status;
    constructor(message, status = 400) {
        super(message);
        this.status = status;
    }
}
const NAME = /^[\w .-]{1,100}$/;
const MISSING_INPUTS = ['undefined-variable', 'undefined-secret'];
/** The command line's hint (set it in the environment) cannot help here: projects never see the server's. */
const SERVER_ENV_HINT = 'the server does not pass its environment to projects: use a project variable (`${{ vars.\u2026 }}`)';
/** The stored schedule of a project (JSON of Schedule), parsed. */
function projectSchedule(project) {
    return project.schedule === undefined ? undefined : JSON.parse(project.schedule);
}
/**
 * Where a project's relative file names start, and which files it may name: a project from a file
 * names files under its own folder only, one stored through the API none (docs/serve.md).
 */
function projectFiles(originPath, dataDirectory) {
    if (originPath === undefined)
        return { cwd: process.cwd(), filePolicy: { kind: 'none' } };
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(originPath);
    const except = dataDirectory === undefined ? {} : { except: dataDirectory };
    return { cwd: folder, filePolicy: { kind: 'within', directory: folder, ...except } };
}
/** The project's YAML as a collection source: always inline text, never a path to a file. */
function inlineSource(yaml) {
    return yaml.includes('\n') ? yaml : `${yaml}\n`;
}
/** Reads and checks a collection's YAML: its name and schedule, or a ProjectError. */
async function checkCollection(yaml, variables, secrets, files, 
/** File projects: their variables and secrets are set through the API after the file is read. */
allowMissingInputs = false) {
    if (typeof yaml !== 'string' || yaml.trim() === '')
        throw new ProjectError('the project needs collection YAML');
    const loaded = await (0,_collection_index_js__WEBPACK_IMPORTED_MODULE_2__/* .loadCollections */ .s6)([inlineSource(yaml)], {
        ...files,
        variables,
        secrets,
        env: {},
    });
    const errors = loaded.diagnostics
        .filter((d) => d.severity === 'error' && !(allowMissingInputs && MISSING_INPUTS.includes(d.code)))
        .map((d) => (d.code === 'undefined-env' ? { ...d, hint: SERVER_ENV_HINT } : d));
    if (errors.length > 0)
        throw new ProjectError(`the collection has errors:\n${(0,_collection_index_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDiagnostics */ .oO)(errors, loaded.texts, false)}`.trim());
    const root = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(yaml);
    let schedule;
    if (root.schedule !== undefined && root.schedule !== null) {
        const read = (0,_schedule_js__WEBPACK_IMPORTED_MODULE_3__/* .readSchedule */ .Cu)(root.schedule);
        if (typeof read === 'string')
            throw new ProjectError(`schedule: ${read}`);
        schedule = read;
    }
    return { name: typeof root.name === 'string' ? root.name : undefined, schedule };
}
function stringMap(value, what) {
    if (value === undefined)
        return undefined;
    if (!value ||
        typeof value !== 'object' ||
        Array.isArray(value) ||
        Object.values(value).some((v) => typeof v !== 'string'))
        throw new ProjectError(`${what} must be an object of text values`);
    return value;
}
class Projects {
    #store;
    #box;
    /** Told when a project's next occurrence was set (the scheduler on PostgreSQL queues it). */
    onScheduled;
    #dataDirectory;
    /** `dataDirectory`: the server's own files (SQLite), which no project may name even inside its folder. */
    constructor(store, box, dataDirectory) {
        this.#store = store;
        this.#box = box;
        this.#dataDirectory = dataDirectory;
    }
    /** Where the files of a project from `originPath` (none: from the API) are found, and which it may name. */
    filesOf(originPath) {
        return projectFiles(originPath, this.#dataDirectory);
    }
    /** Creates a project from the API/UI or a file (`origin`), or updates the one with that id. */
    async save(request, origin, existing, originPath) {
        if (existing && existing.origin === 'file' && origin !== 'file')
            throw new ProjectError(`the project ${existing.name} comes from ${existing.originPath}: change the file (files win over the API)`, 409);
        const variables = stringMap(request.variables, 'variables') ?? existing?.variables ?? {};
        const secrets = stringMap(request.secrets, 'secrets');
        if (secrets && Object.keys(secrets).length > 0 && !this.#box.available)
            throw new ProjectError(`storing secrets needs ASSAY_SECRET_KEY on the server (see docs/serve.md)`, 422);
        const checkSecrets = secrets ?? this.storedSecrets(existing);
        const collection = await checkCollection(request.yaml, variables, checkSecrets, this.filesOf(originPath), origin === 'file');
        const name = (request.name ?? collection.name ?? request.defaultName ?? existing?.name ?? '').trim();
        if (!NAME.test(name))
            throw new ProjectError('a project needs a name of letters, digits, spaces, `.`, `_` or `-` (up to 100): give `name:`');
        const group = (request.group ?? existing?.group ?? '').trim();
        if (group !== '' && !NAME.test(group))
            throw new ProjectError('a group name is letters, digits, spaces, `.`, `_` or `-`');
        const other = await this.#store.projectByName(name);
        if (other && other.id !== existing?.id)
            throw new ProjectError(`a project named ${name} exists already`, 409);
        const schedule = collection.schedule && JSON.stringify(collection.schedule);
        const fields = {
            name,
            group,
            sourceYaml: request.yaml,
            schedule,
            origin,
            originPath,
            variables,
            secretsEncrypted: secrets && Object.keys(secrets).length > 0 ? this.#box.seal(JSON.stringify(secrets)) : undefined,
        };
        if (!existing)
            return this.#scheduled(await this.#store.createProject({
                ...fields,
                nextRunAt: collection.schedule && (0,_schedule_js__WEBPACK_IMPORTED_MODULE_3__/* .nextOccurrence */ .Zk)(collection.schedule, Date.now()),
            }));
        const rescheduled = schedule !== existing.schedule;
        const saved = (await this.#store.updateProject(existing.id, {
            ...fields,
            ...(rescheduled ? { nextRunAt: collection.schedule && (0,_schedule_js__WEBPACK_IMPORTED_MODULE_3__/* .nextOccurrence */ .Zk)(collection.schedule, Date.now()) } : {}),
        }));
        return rescheduled ? this.#scheduled(saved) : saved;
    }
    /** The project's secrets in clear, for a run. */
    storedSecrets(project) {
        if (!project?.secretsEncrypted)
            return {};
        return JSON.parse(this.#box.open(project.secretsEncrypted));
    }
    async setPaused(project, paused) {
        const schedule = projectSchedule(project);
        const saved = (await this.#store.updateProject(project.id, {
            paused,
            // Resuming starts the cadence afresh instead of running every missed occurrence.
            ...(paused || !schedule ? {} : { nextRunAt: (0,_schedule_js__WEBPACK_IMPORTED_MODULE_3__/* .nextOccurrence */ .Zk)(schedule, Date.now()) }),
        }));
        return paused ? saved : this.#scheduled(saved);
    }
    /** Tells the scheduler; a failure to is reported, not thrown (the project is saved, and resent within 30 s). */
    async #scheduled(project) {
        await this.onScheduled?.(project).catch((error) => process.stderr.write(`assay serve: scheduling ${project.name} failed: ${error.message}\n`));
        return project;
    }
}


/***/ }),

/***/ 46322:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ describeSchedule),
/* harmony export */   Cu: () => (/* binding */ readSchedule),
/* harmony export */   Zk: () => (/* binding */ nextOccurrence)
/* harmony export */ });
/* unused harmony export SCHEDULE_FLOOR_MS */
/* harmony import */ var croner__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55814);
// A project's schedule: an interval (`30s`, `5m`, `1h`, `1d`) or a cron expression with an optional
// time zone (croner). Written in the collection as `schedule: 5m`, `schedule: "*/5 * * * *"` or
// `schedule: { cron: "0 9 * * 1-5", timezone: Europe/Paris }`.

/** No schedule runs more often than this (a target is not a load test). */
const SCHEDULE_FLOOR_MS = 10_000;
const UNITS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const INTERVAL = /^(\d+)\s*(s|m|h|d)$/;
/** The schedule a collection's `schedule:` value describes, or a message saying what is wrong. */
function readSchedule(value) {
    if (typeof value === 'number')
        return 'an interval needs a unit: `30s`, `5m`, `1h` or `1d`';
    if (typeof value === 'string') {
        const text = value.trim();
        if (INTERVAL.test(text))
            return checked({ every: text });
        if (text.split(/\s+/).length >= 5)
            return checked({ cron: text });
        return `\`${text}\` is neither an interval (\`30s\`, \`5m\`, \`1h\`, \`1d\`) nor a cron expression (\`*/5 * * * *\`)`;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
        const { cron, timezone, ...rest } = value;
        const extra = Object.keys(rest);
        if (extra.length > 0)
            return `unknown key \`${extra[0]}\` in schedule (known: cron, timezone)`;
        if (typeof cron !== 'string')
            return 'a schedule mapping needs `cron:` with a cron expression';
        if (timezone !== undefined && typeof timezone !== 'string')
            return '`timezone` must be a name such as Europe/Paris';
        return checked({ cron: cron.trim(), ...(timezone === undefined ? {} : { timezone }) });
    }
    return 'a schedule is an interval (`5m`) or a cron expression, optionally `{ cron: \u2026, timezone: \u2026 }`';
}
function checked(schedule) {
    if ('every' in schedule) {
        if (intervalMs(schedule.every) < SCHEDULE_FLOOR_MS)
            return `\`${schedule.every}\` is more often than the floor of every ${SCHEDULE_FLOOR_MS / 1000}s`;
        return schedule;
    }
    let first;
    let second;
    try {
        // An unknown time zone is only noticed when an occurrence is computed.
        [first, second] = new croner__WEBPACK_IMPORTED_MODULE_0__/* .Cron */ .l4(schedule.cron, { timezone: schedule.timezone, paused: true }).nextRuns(2);
    }
    catch (error) {
        if (schedule.timezone && /timezone/i.test(error.message))
            return `unknown time zone \`${schedule.timezone}\` (an IANA name such as Europe/Paris)`;
        return `invalid cron schedule \`${schedule.cron}\`${schedule.timezone ? ` in ${schedule.timezone}` : ''}: ${error.message.split('. ')[0]}`;
    }
    if (!first)
        return `the cron schedule \`${schedule.cron}\` never runs`;
    if (second && second.getTime() - first.getTime() < SCHEDULE_FLOOR_MS)
        return `\`${schedule.cron}\` runs more often than the floor of every ${SCHEDULE_FLOOR_MS / 1000}s`;
    return schedule;
}
function intervalMs(every) {
    const [, count, unit] = INTERVAL.exec(every.trim());
    return Number(count) * UNITS[unit];
}
/**
 * When the schedule runs next after the occurrence `previous` (or first, when there was none).
 * An interval keeps its cadence from `previous`, but occurrences missed while no instance ran are
 * skipped, not caught up.
 */
function nextOccurrence(schedule, now, previous) {
    if ('every' in schedule) {
        const every = intervalMs(schedule.every);
        if (previous === undefined)
            return now;
        const next = previous + every;
        return next > now ? next : now + every - ((now - previous) % every);
    }
    const next = new croner__WEBPACK_IMPORTED_MODULE_0__/* .Cron */ .l4(schedule.cron, { timezone: schedule.timezone, paused: true }).nextRun(new Date(now));
    return next?.getTime();
}
function describeSchedule(schedule) {
    return 'every' in schedule
        ? `every ${schedule.every}`
        : `cron ${schedule.cron}${schedule.timezone ? ` (${schedule.timezone})` : ''}`;
}


/***/ }),

/***/ 9538:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ft: () => (/* binding */ DEFAULT_TIMING),
/* harmony export */   sG: () => (/* binding */ Housekeeping),
/* harmony export */   z8: () => (/* binding */ report)
/* harmony export */ });
/* harmony import */ var _store_store_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75968);

const DEFAULT_TIMING = { tickMs: 1000, heartbeatMs: 5000, staleMs: 30_000 };
/** The instance's heartbeat (GET /api/instances) and the hourly retention of runs. */
class Housekeeping {
    #store;
    #instanceId;
    #heartbeatMs;
    #retention;
    #timers = [];
    constructor(store, instanceId, heartbeatMs, retention) {
        this.#store = store;
        this.#instanceId = instanceId;
        this.#heartbeatMs = heartbeatMs;
        this.#retention = retention;
    }
    async start(beat = async () => undefined) {
        const everything = async () => {
            await this.#store.heartbeat(this.#instanceId);
            await beat();
        };
        await everything();
        this.#timers.push(setInterval(() => void everything().catch(report('heartbeat')), this.#heartbeatMs), setInterval(() => void this.prune().catch(report('retention')), 3_600_000));
    }
    async stop() {
        this.#timers.splice(0).forEach(clearInterval);
        await this.#store.leave(this.#instanceId).catch(() => undefined);
    }
    async prune() {
        return this.#store.pruneRuns(Date.now() - this.#retention.days * _store_store_js__WEBPACK_IMPORTED_MODULE_0__/* .DAY_MS */ .sO, this.#retention.runsPerProject);
    }
}
function report(what) {
    return (error) => process.stderr.write(`assay serve: ${what} failed: ${error.message}\n`);
}


/***/ }),

/***/ 61323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  serveCommand: () => (/* binding */ serveCommand)
});

// UNUSED EXPORTS: PROJECT_RESCAN_MS, startServer

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/model/run-outcome.ts
var run_outcome = __webpack_require__(2605);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./src/server/auth/client-address.ts
// Which address a request comes from, for the sign-in limit. Behind a reverse proxy every
// connection comes from the proxy, so the operator may name the proxies to trust (--trust-proxy):
// for a connection from one of them, the client is the rightmost address of X-Forwarded-For that
// is not a trusted proxy. The header is never read from anyone else, who could write any address.

class ClientAddress {
    #trusted = new external_node_net_.BlockList();
    #any;
    /** `proxies`: addresses or CIDR ranges (`10.0.0.0/8`), each checked by proxyProblem first. */
    constructor(proxies) {
        for (const proxy of proxies) {
            const [address, bits] = proxy.split('/');
            const type = (0,external_node_net_.isIP)(address) === 6 ? 'ipv6' : 'ipv4';
            if (bits === undefined)
                this.#trusted.addAddress(address, type);
            else
                this.#trusted.addSubnet(address, Number(bits), type);
        }
        this.#any = proxies.length > 0;
    }
    of(req) {
        let client = plain(req.socket.remoteAddress ?? 'unknown');
        if (!this.#any)
            return client;
        const forwarded = String(req.headers['x-forwarded-for'] ?? '')
            .split(',')
            .map((hop) => plain(hop.trim()))
            .filter((hop) => hop !== '');
        while (this.#isTrusted(client) && forwarded.length > 0) {
            const hop = forwarded.pop();
            if ((0,external_node_net_.isIP)(hop) === 0)
                break; // not an address: keep the last one known
            client = hop;
        }
        return client;
    }
    #isTrusted(address) {
        const type = (0,external_node_net_.isIP)(address);
        return type !== 0 && this.#trusted.check(address, type === 6 ? 'ipv6' : 'ipv4');
    }
}
/** Why `value` is not an address or CIDR range, or undefined. */
function proxyProblem(value) {
    const [address, bits, extra] = value.split('/');
    const family = (0,external_node_net_.isIP)(address);
    const max = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max)))
        return `--trust-proxy takes an IP address or a CIDR range (10.0.0.0/8), got ${value}`;
    return undefined;
}
/** `::ffff:10.0.0.1` (an IPv4 client of a dual-stack socket) is `10.0.0.1`. */
const plain = (address) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/server/auth/tokens.ts
// Random secrets handed out once (session ids, API tokens, CSRF tokens); the store keeps only
// their SHA-256, so a copy of the database lets nobody in.

/** API tokens start with this, so that secret scanners can recognise them. */
const TOKEN_PREFIX = 'assay_';
function randomSecret(bytes = 32) {
    return (0,external_node_crypto_.randomBytes)(bytes).toString('base64url');
}
function newApiToken() {
    return TOKEN_PREFIX + randomSecret();
}
function sha256(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}
function sameText(a, b) {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && (0,external_node_crypto_.timingSafeEqual)(x, y);
}

;// CONCATENATED MODULE: ./src/server/auth/login-limit.ts

const LOGIN_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
class LoginLimit {
    #store;
    constructor(store) {
        this.#store = store;
    }
    /** Counts an attempt; the milliseconds to wait before trying again, or 0 when this one may go on. */
    async take(account, address) {
        const now = Date.now();
        const byAccount = await this.#store.takeLoginAttempt(accountKey(account), now, LOGIN_WINDOW_MS);
        const byAddress = await this.#store.takeLoginAttempt(addressKey(address), now, LOGIN_WINDOW_MS);
        const wait = (windowStart) => Math.max(1, windowStart + LOGIN_WINDOW_MS - now);
        return Math.max(byAccount.attempts > MAX_FAILURES_PER_ACCOUNT ? wait(byAccount.windowStart) : 0, byAddress.attempts > MAX_FAILURES_PER_ADDRESS ? wait(byAddress.windowStart) : 0);
    }
    /** The attempt was the right password: the account's count starts afresh, the address gets its attempt back. */
    async succeeded(account, address) {
        await this.#store.forgetLoginAttempts(accountKey(account), Date.now() - LOGIN_WINDOW_MS);
        await this.#store.returnLoginAttempt(addressKey(address));
    }
}
// Hashed: a name is whatever a guesser types (up to the 1 MB of a body), and each one is a row.
const accountKey = (name) => `account:${sha256(name.toLowerCase())}`;
const addressKey = (address) => `address:${address}`;

;// CONCATENATED MODULE: ./src/server/auth/passwords.ts
// Password hashing with scrypt (node:crypto): `scrypt$N$r$p$salt$hash`, compared in constant time.

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;
function derive(password, salt, options) {
    return new Promise((resolve, reject) => (0,external_node_crypto_.scrypt)(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => error ? reject(error) : resolve(key)));
}
async function hashPassword(password) {
    const salt = (0,external_node_crypto_.randomBytes)(16);
    const key = await derive(password, salt, PARAMS);
    return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}
async function verifyPassword(password, stored) {
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !hash)
        return false;
    const expected = Buffer.from(hash, 'base64url');
    const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
    return key.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(key, expected);
}
/** A random password for the first admin: 24 characters of base64url (144 bits). */
function generatePassword() {
    return (0,external_node_crypto_.randomBytes)(18).toString('base64url');
}
/** The minimum a new password must meet. */
function passwordProblem(password) {
    return password.length < 12 ? 'a password needs at least 12 characters' : undefined;
}

;// CONCATENATED MODULE: ./src/server/auth/sessions.ts



const SESSION_COOKIE = 'assay_session';
/** A missing user costs the same hashing time as a wrong password. */
const NO_USER_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA';
class Sessions {
    #store;
    #limit;
    #settings;
    constructor(store, limit, settings) {
        this.#store = store;
        this.#limit = limit;
        this.#settings = settings;
    }
    async signIn(name, password, address) {
        const blocked = await this.#limit.take(name, address);
        if (blocked > 0)
            return {
                ok: false,
                status: 429,
                message: `too many failed sign-ins: wait ${LOGIN_WINDOW_MS / 60_000} minutes and try again`,
                retryAfterSeconds: Math.ceil(blocked / 1000),
            };
        const user = await this.#store.userByName(name);
        const ok = await verifyPassword(password, user?.passwordHash ?? NO_USER_HASH);
        if (!user || !ok)
            return { ok: false, status: 401, message: 'wrong user name or password' };
        await this.#limit.succeeded(name, address);
        const sessionId = randomSecret();
        const maxAge = this.#settings.hours * 3600;
        await this.#store.createSession(sha256(sessionId), {
            userId: user.id,
            csrfToken: randomSecret(),
            expiresAt: Date.now() + maxAge * 1000,
        });
        return { ok: true, setCookie: this.#cookie(sessionId, maxAge) };
    }
    /** Ends the session the cookies name, if any: the `Set-Cookie` that clears it in the browser. */
    async signOut(cookies) {
        const id = cookies.get(SESSION_COOKIE);
        if (id)
            await this.#store.deleteSession(sha256(id));
        return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
    }
    /** The signed-in user of the cookies and their session's CSRF token, if the session is live. */
    async find(cookies) {
        const id = cookies.get(SESSION_COOKIE);
        if (!id)
            return undefined;
        const session = await this.#store.session(sha256(id));
        const user = session && (await this.#store.userById(session.userId));
        return session && user ? { user, csrfToken: session.csrfToken } : undefined;
    }
    #cookie(sessionId, maxAge) {
        const secure = this.#settings.secureCookies ? '; Secure' : '';
        return `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
    }
}

// EXTERNAL MODULE: ./node_modules/croner/dist/croner.js
var croner = __webpack_require__(55814);
// EXTERNAL MODULE: ./src/report/results/stored-results.ts
var stored_results = __webpack_require__(28723);
;// CONCATENATED MODULE: ./src/server/stored-run.ts

function readStoredRun(stored) {
    const bytes = typeof stored === 'string' ? Buffer.from(stored) : Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
    try {
        return (0,stored_results/* storedResultsOf */.XX)(bytes, 'the stored results');
    }
    catch {
        return JSON.parse(bytes.toString('utf8'));
    }
}

// EXTERNAL MODULE: ./node_modules/nodemailer/dist/esm/nodemailer.js + 38 modules
var nodemailer = __webpack_require__(16739);
;// CONCATENATED MODULE: ./src/server/http/basics.ts
const MAX_BODY_BYTES = 1024 * 1024;
class HttpError extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}
async function readBody(req) {
    return (await readBytes(req, MAX_BODY_BYTES)).toString('utf8');
}
/** The request body, refused with 413 past `limit` bytes (before more is read, whatever Content-Length says). */
async function readBytes(req, limit) {
    const declared = Number(req.headers['content-length']);
    if (declared > limit)
        throw new HttpError(413, `the request body is larger than ${limit} bytes`);
    const chunks = [];
    let size = 0;
    try {
        for await (const chunk of req) {
            size += chunk.length;
            if (size > limit)
                throw new HttpError(413, `the request body is larger than ${limit} bytes`);
            chunks.push(chunk);
        }
    }
    catch (error) {
        if (error instanceof HttpError)
            throw error;
        throw new HttpError(400, `the request body could not be read: ${error.message}`); // the client went away
    }
    return Buffer.concat(chunks);
}
/** A JSON object body, or a 400 saying what is wrong. */
async function readJson(req) {
    const text = await readBody(req);
    let value;
    try {
        value = text === '' ? {} : JSON.parse(text);
    }
    catch (error) {
        throw new HttpError(400, `the body is not JSON: ${error.message}`);
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
        throw new HttpError(400, 'the body must be a JSON object');
    return value;
}
async function readForm(req) {
    return new URLSearchParams(await readBody(req));
}
/**
 * The request's cookies, values as sent: the server's own are base64url and need no decoding, and
 * other cookies of the host (`theme=100%`) are not ours to judge.
 */
function cookies(req) {
    const jar = new Map();
    for (const part of (req.headers.cookie ?? '').split(';')) {
        const at = part.indexOf('=');
        if (at > 0)
            jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
    }
    return jar;
}
/**
 * Whether a request that changes something may come from where the browser says it comes from: no
 * `Origin` (not a browser, or a same-origin request of an old one), or one whose host is the host
 * asked. Another site, an opaque origin (`null`) and a malformed header are refused (403).
 */
function checkOrigin(req) {
    const origin = req.headers.origin;
    if (origin === undefined)
        return;
    if (origin === 'null')
        throw new HttpError(403, 'a change from an opaque origin is refused');
    if (originHost(origin) !== req.headers.host)
        throw new HttpError(403, 'a change from another site is refused (Origin does not match)');
}
function originHost(origin) {
    try {
        return new URL(origin).host;
    }
    catch {
        return undefined;
    }
}
/** Where relative URLs of this server are resolved: any origin does, as only paths come out. */
const OWN_ORIGIN = 'http://assay.invalid';
/**
 * `next` if it leads to a page of this server, read as a browser reads a Location header (tabs and
 * line breaks dropped, `\\` as `/`, `//host`), else undefined. What comes back is the parsed path, so
 * that the browser cannot read it another way.
 */
function sameOriginPath(next) {
    // What the parser would drop (tabs, line breaks, other controls, outer spaces) makes `next` another
    // string than it looks: refused, not cleaned.
    const outer = [next.charCodeAt(0), next.charCodeAt(next.length - 1)];
    if (outer.some((code) => code <= 0x20 || code === 0x7f) || /[\t\n\r]/.test(next))
        return undefined;
    let parsed;
    try {
        parsed = new URL(next, OWN_ORIGIN);
    }
    catch {
        return undefined;
    }
    if (parsed.origin !== OWN_ORIGIN)
        return undefined;
    const path = parsed.pathname + parsed.search + parsed.hash;
    // `/.//evil.example` has the path `//evil.example`, which alone would name another host.
    return new URL(path, OWN_ORIGIN).href === parsed.href ? path : undefined;
}
const SECURITY_HEADERS = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
};
function send(res, status, body, type, headers = {}) {
    res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
    res.end(body);
}
/**
 * A body of any size sent as it is made, each piece when the client has taken the ones before (a
 * piece of bytes is handed to the socket before the next is asked for: its buffer may be reused).
 * A client that goes away ends the pieces; a failure after the headers cuts the response off rather
 * than end it as if complete.
 */
async function sendPieces(res, status, pieces, type, headers = {}) {
    res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
    try {
        for (const piece of pieces) {
            if (res.destroyed)
                return;
            if (typeof piece !== 'string')
                await written(res, piece);
            else if (!res.write(piece))
                await drained(res);
        }
    }
    catch (error) {
        res.destroy();
        throw error;
    }
    res.end();
}
/** Writes bytes and waits until the socket has them (or the client is gone). */
function written(res, bytes) {
    return new Promise((resolve) => {
        const done = () => {
            res.off('close', done);
            resolve();
        };
        res.on('close', done);
        res.write(bytes, done);
    });
}
function drained(res) {
    return new Promise((resolve) => {
        const done = () => {
            res.off('drain', done).off('close', done);
            resolve();
        };
        res.on('drain', done).on('close', done);
    });
}
function sendJson(res, status, value, headers = {}) {
    send(res, status, `${JSON.stringify(value, null, 2)}\n`, 'application/json; charset=utf-8', headers);
}
function sendHtml(res, status, html, headers = {}) {
    send(res, status, html, 'text/html; charset=utf-8', {
        'Content-Security-Policy': "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; form-action 'self'; frame-ancestors 'none'",
        ...headers,
    });
}
function redirect(res, location, headers = {}) {
    res.writeHead(303, { ...SECURITY_HEADERS, Location: location, 'Cache-Control': 'no-store', ...headers });
    res.end();
}
function escapeHtml(value) {
    return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
/** `html\`\u2026\`` with every interpolation escaped, unless it is already Html. */
class Html {
    text;
    constructor(text) {
        this.text = text;
    }
    toString() {
        return this.text;
    }
}
function html(strings, ...values) {
    let out = strings[0];
    values.forEach((value, i) => {
        const piece = Array.isArray(value)
            ? value.map((v) => (v instanceof Html ? v.text : escapeHtml(v))).join('')
            : value instanceof Html
                ? value.text
                : value === undefined || value === null || value === false
                    ? ''
                    : escapeHtml(value);
        out += piece + strings[i + 1];
    });
    return new Html(out);
}

;// CONCATENATED MODULE: ./src/server/alerts/channel-type.ts
const SEND_TIMEOUT_MS = 10_000;
function isHttpUrl(value) {
    return typeof value === 'string' && /^https?:\/\/./.test(value);
}
/** A URL's scheme and host: the path of a Slack incoming webhook is its credential. */
function urlTarget(config) {
    try {
        return `${new URL(String(config.url)).origin}/\u2026`;
    }
    catch {
        return '(no URL)';
    }
}
/** POSTs JSON without following redirects; resolves with `HTTP <status>`, throws unless 2xx. */
async function postJson(url, body, headers = {}) {
    const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'assay-serve', ...headers },
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: 'manual',
    });
    await response.body?.cancel();
    if (response.status < 200 || response.status >= 300)
        throw new Error(`HTTP ${response.status}`);
    return `HTTP ${response.status}`;
}
/** A whole number as a number; any other text as text, so that the shared check names the field. */
function numberOrText(text) {
    return /^\d+$/.test(text) ? Number(text) : text;
}

;// CONCATENATED MODULE: ./src/server/alerts/message.ts
function summary(payload) {
    const { project, run, event } = payload;
    const total = run.totals.passed + run.totals.failed + run.totals.errored;
    const what = event === 'recovery' ? 'recovered' : event === 'reminder' ? 'is still failing' : 'is failing';
    const first = payload.failures[0];
    const detail = first
        ? first.check
            ? `; ${first.test}: ${first.check} expected ${first.expected}, got ${first.actual}`
            : `; ${first.test}: ${first.error ?? first.outcome}`
        : run.error
            ? `; ${run.error.split('\n')[0]}`
            : '';
    return `${project.name} ${what}: ${run.totals.passed} of ${total} tests passed${detail} (run ${run.path})`;
}

;// CONCATENATED MODULE: ./src/server/alerts/channels/email.ts
// E-mail: the alert's summary as the subject and text, the JSON below it, through an SMTP server.




const email = {
    kind: 'email',
    label: 'E-mail',
    settingsShape: '{host, port, secure?, user?, password?, from, to}',
    secretFields: ['password'],
    check(c) {
        const to = typeof c.to === 'string' ? [c.to] : c.to;
        if (typeof c.host !== 'string' || !c.host)
            return 'an email channel needs config.host (the SMTP server)';
        if (!Number.isInteger(c.port ?? 587))
            return 'config.port must be a whole number';
        if (typeof c.from !== 'string' || !c.from.includes('@'))
            return 'an email channel needs config.from, an address';
        if (!Array.isArray(to) || to.length === 0 || to.some((a) => typeof a !== 'string' || !a.includes('@')))
            return 'an email channel needs config.to, one address or a list';
        return {
            host: c.host,
            port: c.port ?? 587,
            secure: c.secure === true,
            user: c.user,
            password: c.password,
            from: c.from,
            to,
        };
    },
    // The recipients and the server, not the password.
    target: (config) => `${config.to.join(', ')} via ${config.host}:${config.port}`,
    fromForm(field) {
        const port = field('port');
        return {
            host: field('host'),
            port: port === '' ? 587 : numberOrText(port),
            secure: field('security') === 'tls',
            user: field('user') || undefined,
            from: field('from'),
            to: field('to')
                .split(/[\s,;]+/)
                .filter((a) => a !== ''),
        };
    },
    formFields: ({ value, stored, refused, sent, target, field }) => {
        const tls = refused ? sent('security') === 'tls' : stored.secure === true;
        const to = Array.isArray(stored.to) ? stored.to.join(', ') : '';
        return html `${field('SMTP server', html `<input name="host" required value="${value('host', stored.host)}" />`)}
    ${field('Port', html `<input name="port" inputmode="numeric" value="${value('port', stored.port ?? 587)}" />`)}
    ${field('Security', html `<select name="security">
        <option value="starttls">STARTTLS when the server offers it</option>
        <option value="tls" ${tls ? html `selected` : ''}>TLS from the start (port 465)</option>
      </select>`)}
    ${field('User (empty: no sign-in)', html `<input name="user" autocomplete="off" value="${value('user', stored.user)}" />`)}
    ${field(`Password${target !== undefined ? ' (empty: keep the stored one)' : ''}`, html `<input name="password" type="password" autocomplete="new-password" />`)}
    ${field('From', html `<input name="from" required value="${value('from', stored.from)}" />`)}
    ${field('To (addresses, separated by commas)', html `<input name="to" required value="${value('to', to)}" />`)}`;
    },
    async send(config, payload) {
        const c = config;
        const transport = nodemailer/* default.createTransport */.Ay.createTransport({
            host: c.host,
            port: c.port,
            secure: c.secure === true,
            ...(c.user ? { auth: { user: c.user, pass: c.password ?? '' } } : {}),
            connectionTimeout: SEND_TIMEOUT_MS,
            greetingTimeout: SEND_TIMEOUT_MS,
            socketTimeout: SEND_TIMEOUT_MS,
        });
        const text = summary(payload);
        const info = await transport.sendMail({
            from: c.from,
            to: c.to,
            subject: `[assay] ${text.split(':')[0]}`,
            text: `${text}\n\n${JSON.stringify(payload, null, 2)}\n`,
        });
        return `SMTP accepted for ${info.accepted.length} recipient(s)`;
    },
};

;// CONCATENATED MODULE: ./src/server/alerts/channels/slack.ts
// Slack: the alert's summary to an incoming webhook, whose URL path is its credential.



/**
 * Text Slack shows as written: `&`, `<` and `>` escaped as Slack documents, since `<!channel>`,
 * `<@U123>` and `<https://evil|docs>` in a test name or a response would otherwise notify or
 * disguise a link. Slack has no escape for `*`, `_` and `~`, which only change the look.
 */
function slackText(text) {
    return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}
const slack = {
    kind: 'slack',
    label: 'Slack',
    settingsShape: '{url}',
    secretFields: ['url'],
    check(c) {
        if (!isHttpUrl(c.url))
            return 'a slack channel needs config.url, the incoming webhook URL';
        return { url: c.url };
    },
    target: urlTarget,
    fromForm: () => ({}),
    formFields: ({ target, refused, sent, field }) => field(html `Incoming webhook URL${target !== undefined ? html ` (now ${target}; empty: keep it)` : ''}`, html `<input
        name="url"
        type="url"
        ${target !== undefined ? '' : html `required`}
        value="${refused ? sent('url') : ''}"
      />`),
    send(config, payload) {
        const icon = payload.event === 'recovery' ? ':large_green_circle:' : ':red_circle:';
        return postJson(config.url, JSON.stringify({ text: `${icon} ${slackText(summary(payload))}` }));
    },
};

;// CONCATENATED MODULE: ./src/server/alerts/channels/webhook.ts
// A webhook: the alert's JSON, signed with HMAC-SHA256 of the body under the channel's secret.



const SIGNATURE_HEADER = 'X-Assay-Signature';
const webhook = {
    kind: 'webhook',
    label: 'Webhook',
    settingsShape: '{url, secret?}',
    secretFields: ['url', 'secret'],
    check(c) {
        if (!isHttpUrl(c.url))
            return 'a webhook channel needs config.url (http or https)';
        if (c.secret !== undefined && (typeof c.secret !== 'string' || c.secret.length < 16))
            return 'config.secret must be text of 16 characters or more';
        return { url: c.url, secret: c.secret ?? (0,external_node_crypto_.randomBytes)(24).toString('base64url') };
    },
    shownOnce: (config) => config.secret,
    target: urlTarget,
    fromForm: () => ({}),
    formFields: ({ target, refused, sent, field }) => html `${field(html `URL${target !== undefined ? html ` (now ${target}; empty: keep it)` : ''}`, html `<input
        name="url"
        type="url"
        ${target !== undefined ? '' : html `required`}
        value="${refused ? sent('url') : ''}"
      />`)}
    ${field(`Signing secret, 16 characters or more${target !== undefined ? ' (empty: keep the stored one)' : ' (empty: one is made up and shown once)'}`, html `<input name="secret" type="password" autocomplete="new-password" minlength="16" />`)}`,
    async send(config, payload) {
        const { url, secret } = config;
        const body = JSON.stringify(payload);
        return postJson(url, body, {
            [SIGNATURE_HEADER]: `sha256=${(0,external_node_crypto_.createHmac)('sha256', secret).update(body).digest('hex')}`,
            'X-Assay-Event': payload.event,
            'X-Assay-Delivery': payload.deliveryId,
        });
    },
};

;// CONCATENATED MODULE: ./src/server/alerts/channel-types.ts



const CHANNEL_TYPES = [webhook, slack, email];
function channelType(kind) {
    return CHANNEL_TYPES.find((type) => type.kind === kind);
}
/** `kind must be webhook, slack or email`. */
function unknownKindMessage() {
    const kinds = CHANNEL_TYPES.map((type) => type.kind);
    return `kind must be ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`;
}
/** Checks a new channel's settings; returns them complete (a webhook gets a signing secret if none was given). */
function checkChannelConfig(kind, config) {
    const type = channelType(kind);
    if (!type)
        return unknownKindMessage();
    const checked = type.check((config ?? {}));
    return typeof checked === 'string' ? checked : { type, config: checked };
}

;// CONCATENATED MODULE: ./src/server/alerts.ts
// Alerts on state change, not on every failure. Per project and channel a state (up/down) moves to
// down after `failureThreshold` failing runs in a row and back up after `recoveryThreshold`
// passing ones; while down, a reminder goes out every `reminderMinutes` until acknowledged. The
// state moves by a conditional UPDATE, so of several instances only one sends. A maintenance
// window covering the project silences the message (the delivery is recorded as `silenced`).
// Deliveries are retried and their outcome stored; each kind of channel sends through its own
// file in alerts/channels/ (listed in alerts/channel-types.ts).




/** Waits before each attempt: at once, then after 2 s and 10 s. */
const DEFAULT_RETRY_DELAYS_MS = [0, 2000, 10_000];
/** Failed tests an alert names (the rest are on the run page). */
const MAX_FAILURES = 10;
/** Whether a window covers the project at `now`: one-off by its start and end, recurring by cron + duration. */
function windowActive(window, projectId, now) {
    if (window.projectId !== undefined && window.projectId !== projectId)
        return false;
    if (window.cron !== undefined) {
        const durationMs = (window.durationMinutes ?? 0) * 60_000;
        const occurrence = new croner/* Cron */.l4(window.cron, { timezone: window.timeZone, paused: true }).nextRun(new Date(now - durationMs));
        return occurrence !== null && occurrence.getTime() <= now;
    }
    return window.startsAt !== undefined && window.endsAt !== undefined && window.startsAt <= now && now < window.endsAt;
}
class Alerts {
    #store;
    #box;
    #retryDelaysMs;
    #sending = new Set();
    constructor(store, box, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS) {
        this.#store = store;
        this.#box = box;
        this.#retryDelaysMs = retryDelaysMs;
    }
    /** Resolves when no delivery is being attempted (for shutdown). */
    async idle() {
        while (this.#sending.size > 0)
            await Promise.all(this.#sending);
    }
    async runFinished(project, run) {
        if (run.status === 'abandoned')
            return; // says nothing about the target
        const failing = run.status !== 'passed';
        const now = Date.now();
        for (const channel of await this.#store.alerts.channels()) {
            if (channel.group !== undefined && channel.group !== project.group)
                continue;
            const previous = await this.#store.alerts.state(project.id, channel.id);
            const { next, event } = transition(previous, channel, project.id, failing, now);
            if (!(await this.#store.alerts.replaceState(previous, next)))
                continue; // another instance moved it
            if (!event)
                continue;
            const windows = await this.#store.alerts.windows();
            const silenced = windows.some((w) => windowActive(w, project.id, now));
            const delivery = await this.#store.alerts.createDelivery(channel.id, project.id, event, silenced ? 'silenced' : 'pending');
            if (silenced)
                continue;
            const payload = await this.#payload(event, delivery.id, project, run, next);
            const sending = this.#deliver(channel, delivery.id, payload).finally(() => this.#sending.delete(sending));
            this.#sending.add(sending);
        }
    }
    async #deliver(channel, deliveryId, payload) {
        let detail = '';
        for (const [attempt, delay] of this.#retryDelaysMs.entries()) {
            if (delay > 0)
                await new Promise((resolve) => setTimeout(resolve, delay));
            try {
                const config = JSON.parse(this.#box.open(channel.configEncrypted));
                const type = channelType(channel.kind);
                if (!type)
                    throw new Error(`unknown channel kind ${channel.kind}`);
                detail = await type.send(config, payload);
                await this.#store.alerts.updateDelivery(deliveryId, attempt + 1, 'delivered', detail);
                return;
            }
            catch (error) {
                detail = error.message;
                await this.#store.alerts.updateDelivery(deliveryId, attempt + 1, 'pending', detail);
            }
        }
        await this.#store.alerts.updateDelivery(deliveryId, this.#retryDelaysMs.length, 'failed', detail);
    }
    async #payload(event, deliveryId, project, run, state) {
        const results = await this.#store.runResults(run.id);
        const failures = results ? alertFailures(readStoredRun(results)) : [];
        return {
            event,
            deliveryId,
            sentAt: new Date().toISOString(),
            project: { id: project.id, name: project.name, group: project.group },
            run: {
                id: run.id,
                status: run.status,
                path: `/runs/${run.id}`,
                finishedAt: run.finishedAt === undefined ? null : new Date(run.finishedAt).toISOString(),
                totals: run.totals,
                error: run.error ?? null,
            },
            state: {
                status: state.state,
                since: new Date(state.changedAt).toISOString(),
                consecutiveFailures: state.consecutiveFailures,
            },
            failures,
        };
    }
}
/** The failures an alert names: the first ten failed or errored tests, read a record at a time. */
function alertFailures(doc) {
    const failures = [];
    for (const collection of doc.collections)
        for (const test of (0,stored_results/* eachTest */.Uj)(collection, stored_results/* FAILING */.tz)) {
            if (test.outcome !== 'failed' && test.outcome !== 'errored')
                continue;
            const check = test.validators.find((v) => !v.pass);
            failures.push({
                test: test.name,
                outcome: test.outcome,
                ...(check ? { check: check.name, expected: check.expected, actual: check.actual } : {}),
                ...(test.error ? { error: test.error } : {}),
            });
            if (failures.length === MAX_FAILURES)
                return failures;
        }
    return failures;
}
function transition(previous, channel, projectId, failing, now) {
    const base = previous ?? {
        projectId,
        channelId: channel.id,
        state: 'up',
        consecutiveFailures: 0,
        consecutivePasses: 0,
        changedAt: now,
    };
    const next = {
        ...base,
        consecutiveFailures: failing ? base.consecutiveFailures + 1 : 0,
        consecutivePasses: failing ? 0 : base.consecutivePasses + 1,
    };
    if (next.state === 'up' && failing && next.consecutiveFailures >= channel.failureThreshold)
        return {
            next: { ...next, state: 'down', changedAt: now, lastNotifiedAt: now, acknowledgedBy: undefined },
            event: 'failure',
        };
    if (next.state === 'down' && !failing && next.consecutivePasses >= channel.recoveryThreshold)
        return {
            next: { ...next, state: 'up', changedAt: now, lastNotifiedAt: now, acknowledgedBy: undefined },
            event: 'recovery',
        };
    const reminderMs = (channel.reminderMinutes ?? 0) * 60_000;
    if (next.state === 'down' &&
        failing &&
        reminderMs > 0 &&
        !next.acknowledgedBy &&
        now - (next.lastNotifiedAt ?? next.changedAt) >= reminderMs)
        return { next: { ...next, lastNotifiedAt: now }, event: 'reminder' };
    return { next };
}

;// CONCATENATED MODULE: ./src/server/live.ts
function liveRun(run, changes = {}) {
    return {
        id: run.id,
        status: run.status,
        trigger: run.trigger,
        queuedAt: run.queuedAt,
        durationMs: run.durationMs,
        totals: run.totals,
        ...changes,
    };
}
class LiveEvents {
    #listeners = new Set();
    /** `here`: the event is of a run on this instance (not passed on from another). Returns the unsubscribe. */
    subscribe(listener) {
        this.#listeners.add(listener);
        return () => this.#listeners.delete(listener);
    }
    /** An event of this instance's executor. */
    publish(event) {
        for (const listener of this.#listeners)
            listener(event, true);
    }
    /** An event another instance sent (live-postgres.ts). */
    relay(event) {
        for (const listener of this.#listeners)
            listener(event, false);
    }
}

// EXTERNAL MODULE: ./src/server/projects.ts
var server_projects = __webpack_require__(65429);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/session/options/args.ts + 1 modules
var args = __webpack_require__(63210);
// EXTERNAL MODULE: ./src/report/results/results-json.ts
var results_json = __webpack_require__(78728);
// EXTERNAL MODULE: ./src/report/formats/json-pieces.ts
var json_pieces = __webpack_require__(75271);
// EXTERNAL MODULE: ./src/session/invocation.ts + 4 modules
var session_invocation = __webpack_require__(484);
;// CONCATENATED MODULE: ./src/server/runner.ts
// The one place the server runs a collection: a project's YAML, variables and secrets in, the
// outcome and its results.json out, through the invocation the command line and the action use
// (session/invocation.ts), with no console and the live pages as a further observer. Nothing is
// printed. The server's environment is not visible to the collection (`env` is empty), so a
// project stored through the API cannot read ASSAY_SECRET_KEY or database credentials.










async function runProject(project) {
    const started = performance.now();
    const options = {
        ...(0,args/* defaultOptions */.K)(),
        collections: [(0,server_projects/* inlineSource */.FU)(project.yaml)],
        variables: project.variables,
        secrets: project.secrets,
    };
    const failed = (error) => ({
        status: 'error',
        durationMs: performance.now() - started,
        totals: { passed: 0, failed: 0, errored: 0, skipped: 0 },
        error,
    });
    const { cwd, filePolicy } = project.files ?? (0,server_projects/* projectFiles */.x6)(undefined);
    const io = {
        stdout: discarded(),
        stderr: discarded(),
        color: false,
        cwd,
        env: {},
        filePolicy,
        signal: project.signal,
        queryWorker: project.queryWorker,
    };
    const invocation = await (0,session_invocation/* prepareInvocation */.a)(options, io);
    if (invocation.run === undefined)
        return failed([invocation.diagnosticsText.trim(), invocation.problem].filter(Boolean).join('\n') ||
            'the collection could not run');
    // results.json goes to a directory of this run only, and is read back as the run's document.
    const directory = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'assay-serve-run-'));
    const { onTest } = project;
    const observers = onTest ? [liveTests(invocation.run.redactor, onTest)] : [];
    let execution;
    try {
        execution = await (0,session_invocation/* executeInvocation */.G)(invocation.run, { ...io, observers }, { reportOutput: directory, keepResults: true, console: false, stallGuard: false });
        const { summary, reports } = execution;
        const stored = await reports?.results();
        if (summary === undefined || stored === undefined)
            return failed(execution.outputProblem ?? execution.reportProblem ?? 'the results could not be written');
        // The text to store, in the layout the file has (one test per line, which the pages read a
        // record at a time), its tests copied from the file line by line, never parsed all at once.
        stored.run.options.collections = [project.name];
        const { passed, failed: failedTests, errored, skipped } = stored.totals;
        return {
            status: summary.unaccounted !== undefined ? 'error' : execution.code === run_outcome/* EXIT_OK */.Ij ? 'passed' : 'failed',
            durationMs: stored.run.durationMs,
            totals: { passed, failed: failedTests, errored, skipped },
            ...(summary.unaccounted === undefined ? {} : { error: `the run is incomplete: ${summary.unaccounted}` }),
            resultsJson: (0,json_pieces/* joined */.oR)((0,results_json/* resultsJson */.ji)(stored)),
        };
    }
    finally {
        await execution?.reports?.dispose();
        await (0,promises_.rm)(directory, { recursive: true, force: true });
    }
}
/** Tells the live pages of each finished test, its name masked like the reports. */
function liveTests(redactor, onTest) {
    return {
        testFinished: (test) => onTest({
            name: redactor.redact(test.name),
            outcome: test.outcome,
            status: test.response?.status,
            durationMs: test.timings?.totalMs,
        }),
    };
}
/** Where the invocation's console and messages go: nowhere (the server prints nothing of a run). */
function discarded() {
    return new external_node_stream_.Writable({ write: (_chunk, _encoding, done) => done() });
}

// EXTERNAL MODULE: ./src/engine/queries/query-worker.ts
var query_worker = __webpack_require__(66332);
;// CONCATENATED MODULE: ./src/server/executor.ts
// Runs projects on this instance: a run row is created (queued), then started when one of the
// instance's run slots is free, and finished with its results.json, totals and rollups. Which
// instance runs what is the scheduler's business (scheduler.ts): it calls `trigger` (queue and run
// here) or `run` (a run queued elsewhere, e.g. by the job engine on PostgreSQL).




class Executor {
    #store;
    #projects;
    #instanceId;
    #slots;
    #waiting = [];
    #inFlight = new Set();
    #stop = new AbortController();
    /** One query worker thread for every run of this instance (a run would start its own: ~55 ms of CPU each). */
    #queryWorker = new query_worker/* QueryWorker */.Xp();
    #running = 0;
    /** Called after each run is stored (alerts listen here). */
    onFinished;
    #live;
    constructor(store, projects, instanceId, slots, live) {
        this.#live = live;
        this.#store = store;
        this.#projects = projects;
        this.#instanceId = instanceId;
        this.#slots = slots;
    }
    /** Queues a run of the project and returns it at once; the run goes on in the background. */
    async trigger(project, trigger) {
        const run = await this.#store.createRun(project.id, trigger, this.#instanceId);
        this.queued(run);
        void this.run(project, run);
        return run;
    }
    /** Tells the live pages of a run just queued, here or (on PostgreSQL) for whichever instance takes it. */
    queued(run) {
        this.#live?.publish({ type: 'run', projectId: run.projectId, run: liveRun(run) });
    }
    /** Runs a queued run here when a slot is free; resolves when it is stored (it never rejects). */
    run(project, run) {
        const work = this.#execute(project, run).finally(() => this.#inFlight.delete(work));
        this.#inFlight.add(work);
        return work;
    }
    /** Stops: runs in progress are interrupted and recorded as abandoned. */
    async stop() {
        this.#stop.abort('SIGTERM');
        this.#waiting.splice(0).forEach((wake) => wake());
        await Promise.all(this.#inFlight);
        await this.#queryWorker.close();
    }
    /** Resolves when no run is in progress on this instance. */
    async idle() {
        while (this.#inFlight.size > 0)
            await Promise.all(this.#inFlight);
    }
    async #execute(project, run) {
        if (this.#running >= this.#slots)
            await new Promise((wake) => this.#waiting.push(wake));
        this.#running++;
        try {
            if (this.#stop.signal.aborted)
                return await this.#abandon(run);
            await this.#store.startRun(run.id, this.#instanceId);
            this.#live?.publish({ type: 'run', projectId: project.id, run: liveRun(run, { status: 'running' }) });
            let secrets;
            try {
                secrets = this.#projects.storedSecrets(project);
            }
            catch (error) {
                return await this.#finish(project, run, {
                    status: 'error',
                    durationMs: 0,
                    totals: { passed: 0, failed: 0, errored: 0, skipped: 0 },
                    error: error.message,
                });
            }
            const result = await runProject({
                yaml: project.sourceYaml,
                name: project.name,
                variables: project.variables,
                secrets,
                files: this.#projects.filesOf(project.originPath),
                signal: this.#stop.signal,
                queryWorker: this.#queryWorker,
                onTest: (test) => this.#live?.publish({ type: 'test', projectId: project.id, runId: run.id, test }),
            });
            if (this.#stop.signal.aborted)
                return await this.#abandon(run);
            await this.#finish(project, run, result);
        }
        catch (error) {
            await this.#store
                .finishRun(run.id, {
                status: 'error',
                durationMs: 0,
                totals: { passed: 0, failed: 0, errored: 0, skipped: 0 },
                error: `internal error: ${error.message}`,
            })
                .catch(() => undefined);
            await this.#publishStored(run.id);
        }
        finally {
            this.#running--;
            this.#waiting.shift()?.();
        }
    }
    async #abandon(run) {
        await this.#store.finishRun(run.id, {
            status: 'abandoned',
            durationMs: 0,
            totals: { passed: 0, failed: 0, errored: 0, skipped: 0 },
            error: 'the server stopped during the run',
        });
        await this.#publishStored(run.id);
    }
    /** Tells the live pages how a run ended, as it is stored. */
    async #publishStored(runId, projectStatus) {
        if (!this.#live)
            return;
        const stored = await this.#store.run(runId).catch(() => undefined);
        if (stored)
            this.#live.publish({
                type: 'run',
                projectId: stored.projectId,
                run: liveRun(stored, { projectStatus }),
            });
    }
    async #finish(project, run, result) {
        await this.#store.finishRun(run.id, result);
        const passed = result.status === 'passed';
        await this.#store.addToRollups(project.id, Date.now(), passed, result.durationMs);
        await this.#store.setProjectStatus(project.id, passed ? 'passing' : 'failing');
        await this.#publishStored(run.id, passed ? 'passing' : 'failing');
        const stored = await this.#store.run(run.id);
        if (stored && this.onFinished)
            await this.onFinished({ project, run: stored }).catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/server/auth/access.ts
const PERMISSIONS = ['read', 'run', 'write', 'admin'];
const GRANTS = {
    viewer: ['read'],
    editor: ['read', 'run', 'write'],
    admin: ['read', 'run', 'write', 'admin'],
};
function roleGrants(role) {
    return new Set(GRANTS[role]);
}
function tokenGrants(role, scopes) {
    return new Set(GRANTS[role].filter((p) => scopes.includes(p)));
}
/** Scopes of a new token: known names only, and only what the creator holds. */
function checkScopes(scopes, holder) {
    if (!Array.isArray(scopes) || scopes.length === 0)
        return `scopes must be a non-empty list of ${PERMISSIONS.join(', ')}`;
    for (const scope of scopes) {
        if (!PERMISSIONS.includes(scope))
            return `unknown scope ${JSON.stringify(scope)} (known: ${PERMISSIONS.join(', ')})`;
        if (!holder.has(scope))
            return `you cannot grant the scope ${scope}: your role does not have it`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/server/time-zones.ts
// Wall-clock times in an IANA time zone, for forms: a `datetime-local` field says "2026-12-01T22:00"
// without a zone, and the window's time zone says where that is.
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** Whether `timeZone` is an IANA name this runtime knows (`UTC`, `Europe/Paris`). */
function knownTimeZone(timeZone) {
    try {
        new Intl.DateTimeFormat('en', { timeZone });
        return true;
    }
    catch {
        return false;
    }
}
/** How far the zone's wall clock is ahead of UTC at the instant `ms`. */
function offsetMs(ms, timeZone) {
    const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
    }).formatToParts(ms);
    const part = (type) => Number(parts.find((p) => p.type === type).value);
    const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
    return wall - Math.floor(ms / 1000) * 1000;
}
/**
 * The instant at which the wall clock of `timeZone` shows `local` (`YYYY-MM-DDTHH:MM[:SS]`), or
 * undefined if `local` is not such a text. A time skipped by a daylight-saving change resolves to
 * the instant an hour later; a time that occurs twice, to the first.
 */
function zonedToEpoch(local, timeZone) {
    const m = LOCAL.exec(local.trim());
    if (!m)
        return undefined;
    const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
    const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
    if (new Date(asUtc).getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
        return undefined;
    // The zone's offset a day before and a day after: a daylight-saving change between them makes two candidates.
    const before = asUtc - offsetMs(asUtc - 86_400_000, timeZone);
    const after = asUtc - offsetMs(asUtc + 86_400_000, timeZone);
    const showing = [before, after].filter((t) => t + offsetMs(t, timeZone) === asUtc);
    // None shows it: a time the clocks skipped, taken with the offset before the change (an hour later).
    return showing.length > 0 ? Math.min(...showing) : before;
}
/** `ms` on the wall clock of `timeZone`, as a `datetime-local` value (`YYYY-MM-DDTHH:MM`). */
function epochToZoned(ms, timeZone) {
    return new Date(ms + offsetMs(ms, timeZone)).toISOString().slice(0, 16);
}

;// CONCATENATED MODULE: ./src/server/alerts/input.ts
// Checking what a user gives for an alert channel (name, kind, settings, group, thresholds) or a
// maintenance window, in the API's JSON shape: the API passes its body, the dashboard's forms
// translate their fields into the same shape first. A mistake is an AlertInputError, which the
// HTTP layer answers with 400 (or shows the form again with).



/** What is wrong with a channel or window as given, worded for the person who gave it. */
class AlertInputError extends Error {
    status = 400;
}
function whole(body, key, fallback, min) {
    const value = key in body ? body[key] : fallback;
    if (value === undefined || value === null)
        return undefined;
    if (!Number.isInteger(value) || value < min)
        throw new AlertInputError(`${key} must be a whole number of at least ${min}`);
    return value;
}
function time(body, key) {
    const value = body[key];
    if (value === undefined || value === null)
        return undefined;
    const ms = typeof value === 'string' ? Date.parse(value) : NaN;
    if (Number.isNaN(ms))
        throw new AlertInputError(`${key} must be a date-time such as 2026-12-01T22:00:00Z`);
    return ms;
}
function groupOf(body, fallback) {
    const group = 'group' in body ? body.group : fallback;
    if (group === undefined || group === null)
        return undefined;
    if (typeof group !== 'string')
        throw new AlertInputError('group must be text');
    return group;
}
/** A new channel: name, kind, settings (sealed), group and thresholds; a setting to show once (a webhook's signing secret). */
function newChannel(body, box) {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name)
        throw new AlertInputError('a channel needs a name');
    const checked = checkChannelConfig(body.kind, body.config);
    if (typeof checked === 'string')
        throw new AlertInputError(checked);
    return {
        input: {
            name,
            kind: checked.type.kind,
            configEncrypted: box.seal(JSON.stringify(checked.config)),
            group: groupOf(body, undefined),
            failureThreshold: whole(body, 'failureThreshold', 1, 1),
            recoveryThreshold: whole(body, 'recoveryThreshold', 1, 1),
            reminderMinutes: whole(body, 'reminderMinutes', undefined, 1),
        },
        ...(checked.type.shownOnce ? { signingSecret: checked.type.shownOnce(checked.config) } : {}),
    };
}
/** The stored settings of a channel, or {} when they are sealed under another key (then all must be given again). */
function openChannelConfig(channel, box) {
    try {
        return JSON.parse(box.open(channel.configEncrypted));
    }
    catch {
        return undefined;
    }
}
/**
 * A change to a channel: keys left out keep their value (`null` clears group and reminderMinutes);
 * `config` keys given replace the stored ones, the others stay (a password or signing secret need
 * not be given again). The kind does not change.
 */
function changedChannel(body, channel, box) {
    if ('kind' in body && body.kind !== channel.kind)
        throw new AlertInputError(`the kind of a channel does not change (it is ${channel.kind}): create a new channel`);
    const name = 'name' in body ? (typeof body.name === 'string' ? body.name.trim() : '') : channel.name;
    if (!name)
        throw new AlertInputError('a channel needs a name');
    let configEncrypted = channel.configEncrypted;
    if (body.config !== undefined) {
        if (!body.config || typeof body.config !== 'object' || Array.isArray(body.config))
            throw new AlertInputError('config must be an object');
        const stored = openChannelConfig(channel, box) ?? {};
        const checked = checkChannelConfig(channel.kind, { ...stored, ...body.config });
        if (typeof checked === 'string')
            throw new AlertInputError(checked);
        configEncrypted = box.seal(JSON.stringify(checked.config));
    }
    return {
        name,
        kind: channel.kind,
        configEncrypted,
        group: groupOf(body, channel.group),
        failureThreshold: whole(body, 'failureThreshold', channel.failureThreshold, 1),
        recoveryThreshold: whole(body, 'recoveryThreshold', channel.recoveryThreshold, 1),
        reminderMinutes: whole(body, 'reminderMinutes', channel.reminderMinutes, 1),
    };
}
/** Where a channel sends, without what is secret (each kind's `target`). */
function channelTarget(channel, box) {
    const config = openChannelConfig(channel, box);
    if (!config)
        return '(settings sealed under another key)';
    return channelType(channel.kind)?.target(config) ?? '(unknown kind)';
}
/** A maintenance window: one-off (startsAt before endsAt) or recurring (cron, durationMinutes, timeZone). */
async function checkWindow(body, store) {
    const title = typeof body.title === 'string' ? body.title.trim() : '';
    if (!title)
        throw new AlertInputError('a maintenance window needs a title');
    const projectId = body.projectId ?? undefined;
    if (projectId !== undefined && (typeof projectId !== 'string' || !(await store.project(projectId))))
        throw new AlertInputError('projectId names no project (leave it out for every project)');
    const startsAt = time(body, 'startsAt');
    const endsAt = time(body, 'endsAt');
    const cron = typeof body.cron === 'string' && body.cron.trim() !== '' ? body.cron.trim() : undefined;
    const timeZone = typeof body.timeZone === 'string' && body.timeZone !== '' ? body.timeZone : undefined;
    if (timeZone !== undefined && !knownTimeZone(timeZone))
        throw new AlertInputError(`unknown time zone \`${timeZone}\` (an IANA name such as Europe/Paris)`);
    const durationMinutes = whole(body, 'durationMinutes', undefined, 1);
    if (cron !== undefined) {
        if (durationMinutes === undefined)
            throw new AlertInputError('a recurring window (cron) needs durationMinutes');
        try {
            new croner/* Cron */.l4(cron, { timezone: timeZone, paused: true }).nextRun();
        }
        catch (error) {
            throw new AlertInputError(`invalid cron \`${cron}\`: ${error.message}`);
        }
        return { projectId: projectId, title, cron, durationMinutes, timeZone };
    }
    if (startsAt === undefined || endsAt === undefined || endsAt <= startsAt)
        throw new AlertInputError('a one-off window needs startsAt before endsAt; a recurring one needs cron and durationMinutes');
    return { projectId: projectId, title, startsAt, endsAt, timeZone };
}

;// CONCATENATED MODULE: ./src/server/secret-box.ts
// Secrets of projects and alert channel settings, encrypted at rest with AES-256-GCM under a key
// from ASSAY_SECRET_KEY (32 bytes, base64 or hex: `openssl rand -base64 32`). Without the key the
// server runs, but refuses to store a secret.

const SECRET_KEY_VARIABLE = 'ASSAY_SECRET_KEY';
class SecretKeyMissing extends Error {
    constructor() {
        super(`storing secrets needs ${SECRET_KEY_VARIABLE} (32 random bytes, base64 or hex: openssl rand -base64 32)`);
    }
}
class SecretBox {
    #key;
    constructor(keyText) {
        if (keyText === undefined || keyText === '')
            return;
        const key = /^[0-9a-f]{64}$/i.test(keyText) ? Buffer.from(keyText, 'hex') : Buffer.from(keyText, 'base64');
        if (key.length !== 32)
            throw new Error(`${SECRET_KEY_VARIABLE} must be 32 bytes in base64 or hex (openssl rand -base64 32)`);
        this.#key = key;
    }
    get available() {
        return this.#key !== undefined;
    }
    /** `v1.<iv>.<tag>.<ciphertext>` in base64url. */
    seal(plain) {
        if (!this.#key)
            throw new SecretKeyMissing();
        const iv = (0,external_node_crypto_.randomBytes)(12);
        const cipher = (0,external_node_crypto_.createCipheriv)('aes-256-gcm', this.#key, iv);
        const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
        return ['v1', iv, cipher.getAuthTag(), data]
            .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
            .join('.');
    }
    open(sealed) {
        if (!this.#key)
            throw new SecretKeyMissing();
        const [version, iv, tag, data] = sealed.split('.');
        if (version !== 'v1')
            throw new Error('unknown secret format');
        const decipher = (0,external_node_crypto_.createDecipheriv)('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        try {
            return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
        }
        catch {
            throw new Error(`a stored secret cannot be decrypted: ${SECRET_KEY_VARIABLE} is not the key it was stored with`);
        }
    }
}

// EXTERNAL MODULE: ./src/server/store/store.ts + 3 modules
var store_store = __webpack_require__(75968);
;// CONCATENATED MODULE: ./src/server/users.ts
// Users: the checks a new account passes, whether it comes from the API or the dashboard's form.


/** A user that cannot be created; `status` is the HTTP status that answers it. */
class UserError extends Error {
    status;
    constructor(message, status = 400) {
        super(message);
        this.status = status;
    }
}
async function createUser(store, name, password, role) {
    const trimmed = name?.trim() ?? '';
    if (!/^[\w.@-]{1,64}$/.test(trimmed))
        throw new UserError('a user name is 1\u201364 letters, digits, `.`, `_`, `@` or `-`');
    if (!store_store/* ROLES */.gg.includes(role))
        throw new UserError(`role must be one of ${store_store/* ROLES */.gg.join(', ')}`);
    const problem = password === undefined ? 'a user needs a password' : passwordProblem(password);
    if (problem)
        throw new UserError(problem);
    if (await store.userByName(trimmed))
        throw new UserError(`a user named ${trimmed} exists already`, 409);
    return store.createUser(trimmed, role, await hashPassword(password));
}

;// CONCATENATED MODULE: ./docs/results-schema.json
const results_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://github.com/assay-dev/assay/blob/main/docs/results-schema.json","title":"assay results.json, schema version 1","description":"The complete, redacted record of one assay run (or of a merge of shard runs). Every other report format is rendered from it.","type":"object","required":["schemaVersion","tool","run","totals","collections"],"additionalProperties":false,"properties":{"schemaVersion":{"const":1},"tool":{"type":"object","required":["name","version"],"additionalProperties":false,"properties":{"name":{"const":"assay"},"version":{"type":"string"}}},"run":{"type":"object","required":["startedAt","finishedAt","durationMs","options"],"additionalProperties":false,"properties":{"startedAt":{"type":"string","format":"date-time"},"finishedAt":{"type":"string","format":"date-time"},"durationMs":{"type":"number","minimum":0},"options":{"$ref":"#/definitions/options"},"interrupted":{"enum":["SIGINT","SIGTERM"]},"shard":{"type":"object","required":["index","total"],"additionalProperties":false,"properties":{"index":{"type":"integer","minimum":1},"total":{"type":"integer","minimum":1},"plan":{"type":"string","pattern":"^sha256:[0-9a-f]{64}$","description":"The fingerprint of the whole run the shard is part of (its collections, the keys of the tests it selected before splitting, its repeats): the same in every shard of one run; assay merge refuses shards whose fingerprints differ. Added after 0.2.0 without a schema version change (additive)."},"plannedTests":{"type":"integer","minimum":0,"description":"Tests of the whole run per iteration, over all its shards: assay merge checks the merged results hold that many (times the repeats). Added with plan."}}},"mergedFrom":{"type":"integer","minimum":1},"ci":{"type":"object","description":"Where the run ran, when it ran in GitHub Actions (from the GITHUB_* variables), so a server it is sent to (--report-to) links it to its commit, branch and workflow run. Added after 0.2.0 without a schema version change (additive).","additionalProperties":false,"properties":{"provider":{"const":"github-actions"},"repository":{"type":"string","maxLength":200},"commit":{"type":"string","pattern":"^[0-9a-f]{7,64}$"},"branch":{"type":"string","maxLength":300},"workflow":{"type":"string","maxLength":300},"runUrl":{"type":"string","pattern":"^https://","maxLength":500}}},"llm":{"type":"object","description":"Set when a language model was configured (docs/llm.md): answers received from the provider, answers replayed from --llm-cache, and the tokens of the answers received (replayed ones cost none). Added after 0.2.0 without a schema version change (additive).","required":["calls","cacheHits","tokens"],"additionalProperties":false,"properties":{"calls":{"type":"integer","minimum":0},"cacheHits":{"type":"integer","minimum":0},"tokens":{"type":"object","required":["prompt","completion","total"],"additionalProperties":false,"properties":{"prompt":{"type":"integer","minimum":0},"completion":{"type":"integer","minimum":0},"total":{"type":"integer","minimum":0}}}}}}},"totals":{"$ref":"#/definitions/totals"},"collections":{"type":"array","items":{"$ref":"#/definitions/collection"}}},"definitions":{"position":{"type":"object","required":["line","column"],"additionalProperties":false,"properties":{"line":{"type":"integer","minimum":0},"column":{"type":"integer","minimum":0}}},"totals":{"type":"object","required":["total","passed","failed","errored","skipped","notRun"],"additionalProperties":false,"properties":{"total":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"errored":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"notRun":{"type":"integer","minimum":0}}},"options":{"type":"object","required":["collections","variables","secrets","tags","parallel","concurrency","repeats","delayMs","timeoutMs","maxBodyBytes","insecure","followRedirects","bail","formats"],"additionalProperties":false,"properties":{"collections":{"type":"array","items":{"type":"string"}},"variables":{"type":"object","additionalProperties":{"type":"string"}},"secrets":{"description":"Names only: secret values are never recorded.","type":"array","items":{"type":"string"}},"tags":{"type":"array","items":{"type":"string"}},"operations":{"description":"--operation values (OpenAPI operationIds), when given.","type":"array","items":{"type":"string"}},"parallel":{"type":"boolean"},"concurrency":{"type":"integer","minimum":1},"repeats":{"type":"integer","minimum":1},"delayMs":{"type":"integer","minimum":0},"timeoutMs":{"type":"integer","minimum":1},"maxBodyBytes":{"type":"integer","minimum":1},"insecure":{"type":"boolean"},"followRedirects":{"type":"boolean"},"bail":{"type":"boolean"},"formats":{"type":"array","items":{"type":"string"}}}},"collection":{"type":"object","required":["name","file","totals","durationMs","tests"],"additionalProperties":false,"properties":{"name":{"type":"string"},"file":{"type":"string","description":"Path relative to the working directory, a URL, or <inline #N>."},"metadata":{},"totals":{"$ref":"#/definitions/totals"},"durationMs":{"type":"number","minimum":0},"tests":{"type":"array","items":{"$ref":"#/definitions/test"}}}},"headers":{"type":"array","items":{"type":"array","items":{"type":"string"},"minItems":2,"maxItems":2}},"test":{"type":"object","required":["index","iteration","name","urlTemplate","method","tags","dependsOn","line","column","outcome","validators","captures"],"additionalProperties":false,"properties":{"index":{"type":"integer","minimum":0,"description":"Declared position in the collection."},"iteration":{"type":"integer","minimum":1},"id":{"type":"string"},"name":{"type":"string"},"urlTemplate":{"type":"string"},"method":{"enum":["GET","POST","PUT","PATCH","DELETE","HEAD","OPTIONS","TRACE"]},"tags":{"type":"array","items":{"type":"string"}},"dependsOn":{"type":"array","items":{"type":"string"}},"metadata":{},"line":{"type":"integer","minimum":0},"column":{"type":"integer","minimum":0},"outcome":{"enum":["passed","failed","errored","skipped","notRun"]},"request":{"type":"object","required":["method","url","headers"],"additionalProperties":false,"properties":{"method":{"type":"string"},"url":{"type":"string"},"headers":{"$ref":"#/definitions/headers"},"body":{"type":"string"}}},"response":{"type":"object","required":["status","statusText","headers","bodyBytes","bodyTruncated"],"additionalProperties":false,"properties":{"status":{"type":"integer","minimum":100,"maximum":999},"statusText":{"type":"string"},"headers":{"$ref":"#/definitions/headers","description":"Empty for passing tests, which keep no response headers."},"body":{"type":"string","description":"As kept for reports: none for passing tests, the first 64 KiB for the others."},"bodyBytes":{"type":"integer","minimum":0},"bodyTruncated":{"type":"boolean"}}},"timings":{"type":"object","required":["startMs","totalMs","ttfbMs"],"additionalProperties":false,"properties":{"startMs":{"type":"number","minimum":0,"description":"Since the run started."},"totalMs":{"type":"number","minimum":0},"ttfbMs":{"type":"number","minimum":0}}},"validators":{"type":"array","items":{"type":"object","required":["name","pass","expected","actual","message"],"additionalProperties":false,"properties":{"name":{"type":"string"},"pass":{"type":"boolean"},"expected":{"type":"string"},"actual":{"type":"string"},"message":{"type":"string"},"query":{"type":"string","description":"For a query validator (header, json-path, xpath, cookie, json-schema, response-size): what it selected with, e.g. json-path $.items[*].price. Added with issue 11 (additive, schema version 1)."},"predicate":{"type":"string","description":"For a query validator: the predicate that failed (e.g. equals, each.lt, count.ge), or all of them, comma-separated, when it passed. Added with issue 11 (additive)."},"index":{"type":"integer","minimum":0,"description":"For each / any: the index of the first item that failed (each) or held (any). Added with issue 11 (additive)."},"errorCode":{"const":"llm","description":"Set when the check could not be judged (its language model failed); the test is then errored. Additive."},"position":{"$ref":"#/definitions/position","description":"Where the validator is written; absent for the implicit status-code 200 of a test without validators."}}}},"captures":{"type":"array","items":{"type":"object","required":["name","type","matched"],"additionalProperties":false,"properties":{"name":{"type":"string"},"type":{"enum":["variable","secret"]},"pattern":{"type":"string","description":"The capture\'s regular expression. Absent when a capture takes its source\'s value whole (issue 11: { name, json-path: $.id }); results written before issue 11 always have it."},"matched":{"type":"boolean"},"value":{"type":"string","description":"Secret captures always read ***."},"position":{"$ref":"#/definitions/position","description":"Where the capture is written."},"source":{"type":"string","description":"The capture\'s source when it is not the response body, e.g. header X-Id, json-path $.token, status."},"problem":{"type":"string","description":"Why an unmatched capture has no value when it is not simply no match, e.g. the pattern took too long."}}}},"error":{"type":"string"},"errorCode":{"enum":["timeout","refused","reset","dns","tls","body-too-large","invalid-url","too-many-redirects","aborted","network","missing-value","auth","file","invalid-header","llm"],"description":"For errored tests: the kind of cause. Added after 0.2.0 without a schema version change (additive); readers must accept its absence (results written before it)."},"reason":{"type":"string"},"lane":{"type":"integer","minimum":0},"attempts":{"description":"Every attempt of a test with `retry` (or `--retries`), in order; the test\'s outcome is the last attempt\'s. Additive: absent for tests without retry.","type":"array","items":{"type":"object","required":["attempt","outcome","startMs","totalMs"],"additionalProperties":false,"properties":{"attempt":{"type":"integer","minimum":1},"outcome":{"enum":["passed","failed","errored"]},"status":{"type":"integer"},"startMs":{"type":"number"},"totalMs":{"type":"number"},"retriedBecause":{"type":"string","description":"Why another attempt followed; absent on the last one."}}}}}}}}');
;// CONCATENATED MODULE: ./src/server/ci-runs.ts
// Runs sent to the server (POST /api/projects/{id}/results): a results.json written by `assay -c`
// in CI (`--report-to`) or earlier (`assay upload`), recorded beside the project's scheduled runs
// with its own times and where it came from. The sender masked its secrets; the server only checks
// that the document is a results.json, within the size limit, and records it once however often it
// is sent, in the layout assay writes (one test per line), which the pages read a record at a time.
// Such runs count toward the status, uptime and alerts only when the project says so.







/** The largest results.json the server takes (tens of thousands of tests, bodies kept for the failed ones). */
const MAX_RESULTS_BYTES = 32 * 1024 * 1024;
/** A run may say it finished this far in the future (clocks differ); past it the document is refused. */
const CLOCK_SKEW_MS = 5 * 60_000;
class SentResultsError extends Error {
}
let validators;
async function loadValidators() {
    if (validators === undefined) {
        const { newAjv } = await Promise.all(/* import() | json-schema */[__webpack_require__.e(892), __webpack_require__.e(623)]).then(__webpack_require__.bind(__webpack_require__, 66462));
        const ajv = newAjv(true);
        const document = ajv.compile(results_schema_namespaceObject);
        validators = { document, test: ajv.getSchema(`${results_schema_namespaceObject.$id}#/definitions/test`) };
    }
    return validators;
}
/** What is wrong with a value by `validate`, its paths under `at`; undefined when it is valid. */
function problemOf(validate, value, at = '') {
    if (validate(value))
        return undefined;
    return (validate.errors ?? [])
        .slice(0, 3)
        .map((error) => `${at + error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
        .join('; ');
}
/**
 * The sent results.json, checked against its schema. In the layout assay writes (one test per
 * line), the document without its tests is checked, then each test's record on its own as it is
 * read, so a large upload costs one record at a time beside its bytes; in any other layout
 * (reformatted), it is parsed and checked whole.
 */
async function checkedDocument(bytes) {
    const { document: validateDocument, test: validateTest } = await loadValidators();
    let stored;
    try {
        stored = (0,stored_results/* storedResultsOf */.XX)(bytes, 'the body');
    }
    catch {
        stored = undefined;
    }
    if (stored === undefined) {
        let document;
        try {
            document = JSON.parse(bytes.toString('utf8'));
        }
        catch (error) {
            throw new SentResultsError(`the body is not JSON: ${error.message}`);
        }
        const problem = problemOf(validateDocument, document);
        if (problem !== undefined)
            throw new SentResultsError(`the body is not an assay results.json: ${problem}`);
        return { document, laidOut: false };
    }
    const skeleton = { ...stored, collections: stored.collections.map((c) => ({ ...(0,results_json/* withoutTests */.k$)(c), tests: [] })) };
    let problem = problemOf(validateDocument, skeleton);
    for (const [c, collection] of stored.collections.entries()) {
        if (problem !== undefined)
            break;
        let t = 0;
        for (const test of recordsOf(collection, c)) {
            problem = problemOf(validateTest, test, `/collections/${c}/tests/${t++}`);
            if (problem !== undefined)
                break;
        }
    }
    if (problem !== undefined)
        throw new SentResultsError(`the body is not an assay results.json: ${problem}`);
    return { document: stored, laidOut: true };
}
/** A stored collection's records, a record that is not JSON a SentResultsError naming it. */
function* recordsOf(collection, c) {
    const tests = (0,stored_results/* eachTest */.Uj)(collection)[Symbol.iterator]();
    for (let t = 0;; t++) {
        let next;
        try {
            next = tests.next();
        }
        catch (error) {
            throw new SentResultsError(`the body is not JSON: /collections/${c}/tests/${t}: ${error.message}`);
        }
        if (next.done)
            return;
        yield next.value;
    }
}
/** Records the results.json `bytes` as a run of the project; a document that is not one is a SentResultsError. */
async function recordSentResults(services, project, bytes) {
    const sent = await checkedDocument(bytes);
    const { document } = sent;
    const startedAt = Date.parse(document.run.startedAt);
    const finishedAt = Date.parse(document.run.finishedAt);
    if (finishedAt < startedAt)
        throw new SentResultsError('the run finished before it started (run.finishedAt)');
    if (finishedAt > Date.now() + CLOCK_SKEW_MS)
        throw new SentResultsError(`the run finished in the future (run.finishedAt ${document.run.finishedAt})`);
    const { passed, failed, errored, skipped } = document.totals;
    const { run, existing } = await services.store.recordSentRun(project.id, {
        digest: (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex'),
        ...(document.run.ci ? { ci: document.run.ci } : {}),
        startedAt,
        finishedAt,
        status: (0,run_outcome/* isFailedRun */.LD)(document.totals, document.run.interrupted) ? 'failed' : 'passed',
        durationMs: document.run.durationMs,
        totals: { passed, failed, errored, skipped },
        // A document sent in another layout (reformatted) is stored in assay's, the same JSON.
        resultsJson: sent.laidOut ? bytes.toString('utf8') : (0,json_pieces/* joined */.oR)((0,results_json/* resultsJson */.ji)(sent.document)),
    });
    if (existing)
        return { run, existing };
    if (project.ciRunsCount)
        await countRun(services, project, run);
    services.live.publish({ type: 'run', projectId: project.id, run: liveRun(run) });
    return { run, existing };
}
/**
 * Adds a counted run to the rollups at its own time (history sent late lands on its days), and, when
 * it is the project's latest run, sets the project's status and tells the alerts.
 */
async function countRun(services, project, run) {
    const passed = run.status === 'passed';
    await services.store.addToRollups(project.id, run.finishedAt, passed, run.durationMs ?? 0);
    const [latest] = await services.store.listRuns(project.id, 1);
    if (latest?.id !== run.id)
        return;
    await services.store.setProjectStatus(project.id, passed ? 'passing' : 'failing');
    await services.alerts.runFinished(project, run).catch(() => undefined);
}

;// CONCATENATED MODULE: ./src/server/http/context.ts
/** The pattern of an id in a route's path (a UUID), captured as a parameter. */
const ID = '([0-9a-f-]{36})';

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/server/http/openapi.ts
// The OpenAPI 3.1 document of the API, served at /api/openapi.json. Kept next to api.ts: a route
// added there is described here (the test compares the two).


const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema) => ({ content: { 'application/json': { schema } } });
const id = (name) => ({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
const error = { description: 'An error', ...json(ref('Error')) };
const standard = { '400': error, '401': error, '403': error, '404': error };
const op = (summary, permission, responses, extra = {}) => ({
    summary,
    description: `Needs the \`${permission}\` permission.`,
    responses: { ...responses, ...standard },
    ...extra,
});
function openApiDocument() {
    return {
        openapi: '3.1.0',
        info: {
            title: 'assay serve',
            version: version/* VERSION */.x,
            description: 'Projects (collections on a schedule), their runs and results, API tokens and users. Authenticate with `Authorization: Bearer <token>` (tokens are created at /api/tokens or on the Tokens page), or with the session cookie of the dashboard plus an `X-CSRF-Token` header on changes.',
        },
        security: [{ bearer: [] }],
        paths: {
            '/api/projects': {
                get: op('List projects', 'read', { '200': json({ type: 'object', properties: { projects: { type: 'array', items: ref('Project') } } }) }, {
                    parameters: [{ name: 'group', in: 'query', schema: { type: 'string' } }],
                }),
                post: op('Create a project from collection YAML', 'write', { '201': json(ref('Project')), '409': error, '422': error }, {
                    requestBody: { required: true, ...json(ref('ProjectInput')) },
                }),
            },
            '/api/projects/{projectId}': {
                parameters: [id('projectId')],
                get: op('Read a project', 'read', { '200': json(ref('Project')) }),
                put: op('Change a project (fields left out keep their value; a file project takes only variables and secrets)', 'write', { '200': json(ref('Project')), '409': error, '422': error }, { requestBody: { required: true, ...json(ref('ProjectInput')) } }),
                delete: op('Delete a project and its history (not a file project)', 'write', {
                    '204': { description: 'Deleted' },
                    '409': error,
                }),
            },
            '/api/projects/{projectId}/pause': {
                parameters: [id('projectId')],
                post: op('Pause the schedule', 'run', { '200': json(ref('Project')) }),
            },
            '/api/projects/{projectId}/resume': {
                parameters: [id('projectId')],
                post: op('Resume the schedule', 'run', { '200': json(ref('Project')) }),
            },
            '/api/projects/{projectId}/runs': {
                parameters: [id('projectId')],
                get: op('Runs of a project, newest first', 'read', { '200': json({ type: 'object', properties: { runs: { type: 'array', items: ref('Run') } } }) }, {
                    parameters: [
                        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 500, default: 50 } },
                    ],
                }),
                post: op('Run the project now (for deploy hooks); the run goes on after the answer', 'run', {
                    '202': json(ref('Run')),
                }),
            },
            '/api/projects/{projectId}/results': {
                parameters: [id('projectId')],
                post: op('Record a run from its results.json (sent by `assay --report-to` or `assay upload`): kept with its own times and CI provenance, once however often it is sent', 'run', {
                    '201': json(ref('Run')),
                    '200': { description: 'The same document was recorded before: that run', ...json(ref('Run')) },
                    '400': error,
                    '413': error,
                    '415': error,
                }, {
                    requestBody: {
                        required: true,
                        description: 'A results.json (docs/results-schema.json) of at most 32 MiB',
                        ...json({ type: 'object' }),
                    },
                }),
            },
            '/api/runs/{runId}': {
                parameters: [id('runId')],
                get: op('Read a run', 'read', { '200': json(ref('Run')) }),
            },
            '/api/runs/{runId}/results': {
                parameters: [id('runId')],
                get: op("The run's results.json (the same document `assay run` writes; docs/reports.md)", 'read', {
                    '200': json({ type: 'object' }),
                }),
            },
            '/api/tokens': {
                get: op('API tokens (yours; an admin sees all)', 'read', {
                    '200': json({ type: 'object', properties: { tokens: { type: 'array', items: ref('Token') } } }),
                }),
                post: op('Create an API token; the answer holds the token, shown this once', 'read', { '201': json(ref('NewToken')) }, {
                    requestBody: {
                        required: true,
                        ...json({
                            type: 'object',
                            required: ['name', 'scopes'],
                            properties: { name: { type: 'string' }, scopes: { type: 'array', items: ref('Permission') } },
                        }),
                    },
                }),
            },
            '/api/tokens/{tokenId}': {
                parameters: [id('tokenId')],
                delete: op('Revoke a token (yours; an admin any)', 'read', { '204': { description: 'Revoked' } }),
            },
            '/api/users': {
                get: op('Users', 'admin', {
                    '200': json({ type: 'object', properties: { users: { type: 'array', items: ref('User') } } }),
                }),
                post: op('Create a user', 'admin', { '201': json(ref('User')), '409': error }, {
                    requestBody: {
                        required: true,
                        ...json({
                            type: 'object',
                            required: ['name', 'password', 'role'],
                            properties: {
                                name: { type: 'string' },
                                password: { type: 'string', minLength: 12 },
                                role: ref('Role'),
                            },
                        }),
                    },
                }),
            },
            '/api/users/{userId}': {
                parameters: [id('userId')],
                delete: op('Delete a user (not yourself)', 'admin', { '204': { description: 'Deleted' }, '409': error }),
            },
            '/api/alert-channels': {
                get: op('Alert channels (their settings are never shown)', 'read', {
                    '200': json({ type: 'object', properties: { channels: { type: 'array', items: ref('AlertChannel') } } }),
                }),
                post: op('Create an alert channel; a webhook answer holds its signing secret, shown this once', 'write', { '201': json(ref('AlertChannel')), '422': error }, {
                    requestBody: { required: true, ...json(ref('AlertChannelInput')) },
                }),
            },
            '/api/alert-channels/{channelId}': {
                parameters: [id('channelId')],
                get: op('Read an alert channel (its settings are never shown)', 'read', { '200': json(ref('AlertChannel')) }),
                put: op('Change an alert channel: fields left out keep their value (null clears group and reminderMinutes); config keys given replace the stored ones, the others stay; the kind does not change', 'write', { '200': json(ref('AlertChannel')), '422': error }, { requestBody: { required: true, ...json(ref('AlertChannelInput')) } }),
                delete: op('Delete an alert channel', 'write', { '204': { description: 'Deleted' } }),
            },
            '/api/alerts': {
                get: op('Alert states per project and channel, and the last 100 deliveries with their outcome', 'read', {
                    '200': json({
                        type: 'object',
                        properties: {
                            states: { type: 'array', items: { type: 'object' } },
                            deliveries: { type: 'array', items: ref('Delivery') },
                        },
                    }),
                }),
            },
            '/api/projects/{projectId}/acknowledge': {
                parameters: [id('projectId')],
                post: op("Acknowledge the project's open alerts: no more reminders until it recovers", 'run', {
                    '200': json({ type: 'object', properties: { acknowledged: { type: 'integer' } } }),
                }),
            },
            '/api/maintenance-windows': {
                get: op('Maintenance windows', 'read', {
                    '200': json({ type: 'object', properties: { windows: { type: 'array', items: ref('MaintenanceWindow') } } }),
                }),
                post: op('Create a maintenance window: one-off (startsAt, endsAt) or recurring (cron, durationMinutes, timeZone)', 'write', { '201': json(ref('MaintenanceWindow')) }, {
                    requestBody: { required: true, ...json(ref('MaintenanceWindow')) },
                }),
            },
            '/api/maintenance-windows/{windowId}': {
                parameters: [id('windowId')],
                get: op('Read a maintenance window', 'read', { '200': json(ref('MaintenanceWindow')) }),
                put: op('Replace a maintenance window (the same body as creating one)', 'write', { '200': json(ref('MaintenanceWindow')) }, { requestBody: { required: true, ...json(ref('MaintenanceWindow')) } }),
                delete: op('Delete a maintenance window', 'write', { '204': { description: 'Deleted' } }),
            },
            '/api/instances': {
                get: op('Instances of the server seen in the last minute', 'read', {
                    '200': json({
                        type: 'object',
                        properties: {
                            instances: {
                                type: 'array',
                                items: {
                                    type: 'object',
                                    properties: { id: { type: 'string' }, startedAt: { type: 'integer' }, seenAt: { type: 'integer' } },
                                },
                            },
                        },
                    }),
                }),
            },
        },
        components: {
            securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API token (assay_\u2026)' } },
            schemas: {
                AlertChannelInput: {
                    type: 'object',
                    required: ['name', 'kind', 'config'],
                    properties: {
                        name: { type: 'string' },
                        kind: { type: 'string', enum: CHANNEL_TYPES.map((type) => type.kind) },
                        config: {
                            type: 'object',
                            description: CHANNEL_TYPES.map((type) => `${type.kind}: ${type.settingsShape}`).join('; '),
                        },
                        group: { type: 'string', description: 'Only projects of this group (default: all)' },
                        failureThreshold: { type: 'integer', minimum: 1, default: 1 },
                        recoveryThreshold: { type: 'integer', minimum: 1, default: 1 },
                        reminderMinutes: { type: 'integer', minimum: 1 },
                    },
                },
                AlertChannel: {
                    type: 'object',
                    properties: {
                        id: { type: 'string', format: 'uuid' },
                        name: { type: 'string' },
                        kind: { type: 'string' },
                        group: { type: ['string', 'null'] },
                        failureThreshold: { type: 'integer' },
                        recoveryThreshold: { type: 'integer' },
                        reminderMinutes: { type: ['integer', 'null'] },
                        signingSecret: { type: 'string', description: 'Only in the answer that created a webhook channel' },
                    },
                },
                Delivery: {
                    type: 'object',
                    properties: {
                        id: { type: 'string', format: 'uuid' },
                        channelId: { type: 'string', format: 'uuid' },
                        projectId: { type: 'string', format: 'uuid' },
                        event: { type: 'string', enum: ['failure', 'recovery', 'reminder'] },
                        attempts: { type: 'integer' },
                        outcome: { type: 'string', enum: ['pending', 'delivered', 'failed', 'silenced'] },
                        detail: { type: ['string', 'null'] },
                        createdAt: { type: 'string', format: 'date-time' },
                    },
                },
                MaintenanceWindow: {
                    type: 'object',
                    required: ['title'],
                    properties: {
                        id: { type: 'string', format: 'uuid', readOnly: true },
                        projectId: { type: ['string', 'null'], description: 'Default: every project' },
                        title: { type: 'string' },
                        startsAt: { type: ['string', 'null'], format: 'date-time' },
                        endsAt: { type: ['string', 'null'], format: 'date-time' },
                        cron: { type: ['string', 'null'] },
                        durationMinutes: { type: ['integer', 'null'] },
                        timeZone: {
                            type: ['string', 'null'],
                            description: "IANA name: the zone of a recurring window's cron (a one-off window keeps it for display)",
                        },
                    },
                },
                Error: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
                Role: { type: 'string', enum: ['admin', 'editor', 'viewer'] },
                Permission: { type: 'string', enum: ['read', 'run', 'write', 'admin'] },
                Schedule: {
                    oneOf: [
                        { type: 'object', required: ['every'], properties: { every: { type: 'string', examples: ['5m'] } } },
                        {
                            type: 'object',
                            required: ['cron'],
                            properties: { cron: { type: 'string' }, timezone: { type: 'string' } },
                        },
                    ],
                },
                ProjectInput: {
                    type: 'object',
                    properties: {
                        yaml: {
                            type: 'string',
                            description: 'The collection (docs/collection-format.md); its `schedule:` is the schedule',
                        },
                        name: { type: 'string', description: "Default: the collection's name" },
                        group: { type: 'string', description: 'The status page the project is shown on' },
                        variables: { type: 'object', additionalProperties: { type: 'string' } },
                        secrets: {
                            type: 'object',
                            additionalProperties: { type: 'string' },
                            description: 'Replaces the stored secrets; never returned',
                        },
                        ciRunsCount: {
                            type: 'boolean',
                            description: 'Whether runs sent from CI (POST /api/projects/{projectId}/results) count toward the status, uptime and alerts; scheduled runs always do. Default false.',
                        },
                    },
                },
                Project: {
                    type: 'object',
                    properties: {
                        id: { type: 'string', format: 'uuid' },
                        name: { type: 'string' },
                        group: { type: 'string' },
                        yaml: { type: 'string' },
                        schedule: { oneOf: [ref('Schedule'), { type: 'null' }] },
                        paused: { type: 'boolean' },
                        origin: { type: 'string', enum: ['file', 'api'] },
                        originPath: { type: ['string', 'null'] },
                        readOnly: { type: 'boolean', description: 'A file project: its YAML changes only in its file' },
                        variables: { type: 'object', additionalProperties: { type: 'string' } },
                        secrets: { type: 'array', items: { type: 'string' }, description: 'Names only' },
                        status: { type: 'string', enum: ['unknown', 'passing', 'failing'] },
                        ciRunsCount: {
                            type: 'boolean',
                            description: 'Whether runs sent from CI (POST /api/projects/{projectId}/results) count toward the status, uptime and alerts; scheduled runs always do. Default false.',
                        },
                        nextRunAt: { type: ['string', 'null'], format: 'date-time' },
                        createdAt: { type: 'string', format: 'date-time' },
                        updatedAt: { type: 'string', format: 'date-time' },
                    },
                },
                Run: {
                    type: 'object',
                    properties: {
                        id: { type: 'string', format: 'uuid' },
                        projectId: { type: 'string', format: 'uuid' },
                        trigger: {
                            type: 'string',
                            enum: ['schedule', 'manual', 'api', 'ci'],
                            description: '`ci`: results sent to the server (POST /api/projects/{projectId}/results), not run by it',
                        },
                        status: { type: 'string', enum: ['queued', 'running', 'passed', 'failed', 'error', 'abandoned'] },
                        instanceId: {
                            type: ['string', 'null'],
                            description: 'The instance running (or that ran) it; while queued, the one that queued it.',
                        },
                        queuedAt: { type: 'string', format: 'date-time' },
                        startedAt: { type: ['string', 'null'], format: 'date-time' },
                        finishedAt: { type: ['string', 'null'], format: 'date-time' },
                        durationMs: { type: ['number', 'null'] },
                        totals: {
                            type: 'object',
                            properties: {
                                passed: { type: 'integer' },
                                failed: { type: 'integer' },
                                errored: { type: 'integer' },
                                skipped: { type: 'integer' },
                            },
                        },
                        error: { type: ['string', 'null'] },
                        ci: {
                            type: ['object', 'null'],
                            description: "Where a run sent from CI ran (its results.json's run.ci): commit, branch, workflow run",
                            properties: {
                                provider: { type: 'string' },
                                repository: { type: 'string' },
                                commit: { type: 'string' },
                                branch: { type: 'string' },
                                workflow: { type: 'string' },
                                runUrl: { type: 'string' },
                            },
                        },
                    },
                },
                Token: {
                    type: 'object',
                    properties: {
                        id: { type: 'string', format: 'uuid' },
                        name: { type: 'string' },
                        userId: { type: 'string', format: 'uuid' },
                        scopes: { type: 'array', items: ref('Permission') },
                        createdAt: { type: 'string', format: 'date-time' },
                        lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
                    },
                },
                NewToken: { allOf: [ref('Token'), { type: 'object', properties: { token: { type: 'string' } } }] },
                User: {
                    type: 'object',
                    properties: {
                        id: { type: 'string', format: 'uuid' },
                        name: { type: 'string' },
                        role: ref('Role'),
                        createdAt: { type: 'string', format: 'date-time' },
                    },
                },
            },
        },
    };
}

;// CONCATENATED MODULE: ./src/server/http/views.ts
function projectView(project, projects) {
    let secretNames;
    try {
        secretNames = Object.keys(projects.storedSecrets(project)).sort();
    }
    catch {
        secretNames = undefined; // sealed under another key: the names are not readable either
    }
    return {
        id: project.id,
        name: project.name,
        group: project.group,
        yaml: project.sourceYaml,
        schedule: project.schedule === undefined ? null : JSON.parse(project.schedule),
        paused: project.paused,
        origin: project.origin,
        originPath: project.originPath ?? null,
        readOnly: project.origin === 'file',
        variables: project.variables,
        secrets: secretNames ?? (project.secretsEncrypted ? ['(sealed under another key)'] : []),
        status: project.status,
        ciRunsCount: project.ciRunsCount,
        nextRunAt: iso(project.nextRunAt),
        createdAt: iso(project.createdAt),
        updatedAt: iso(project.updatedAt),
    };
}
function runView(run) {
    return {
        id: run.id,
        projectId: run.projectId,
        trigger: run.trigger,
        status: run.status,
        instanceId: run.instanceId ?? null,
        queuedAt: iso(run.queuedAt),
        startedAt: iso(run.startedAt),
        finishedAt: iso(run.finishedAt),
        durationMs: run.durationMs ?? null,
        totals: run.totals,
        error: run.error ?? null,
        ci: run.ci ?? null,
    };
}
function userView(user) {
    return { id: user.id, name: user.name, role: user.role, createdAt: iso(user.createdAt) };
}
function tokenView(token) {
    return {
        id: token.id,
        name: token.name,
        userId: token.userId,
        scopes: token.scopes,
        createdAt: iso(token.createdAt),
        lastUsedAt: iso(token.lastUsedAt),
    };
}
function iso(ms) {
    return ms === undefined ? null : new Date(ms).toISOString();
}

;// CONCATENATED MODULE: ./src/server/http/api.ts
// The REST/JSON API under /api (described by openapi.ts, served at /api/openapi.json).









async function projectOr404(x) {
    const project = await x.ctx.store.project(x.params[0]);
    if (!project)
        throw new HttpError(404, 'no such project');
    return project;
}
function optionalText(body, key) {
    const value = body[key];
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'string')
        throw new HttpError(400, `${key} must be text`);
    return value;
}
async function saveProject(x, existing) {
    const body = await readJson(x.req);
    const saved = await saveProjectFields(x, body, existing);
    if (body.ciRunsCount === undefined)
        return saved;
    if (typeof body.ciRunsCount !== 'boolean')
        throw new HttpError(400, 'ciRunsCount must be true or false');
    return (await x.ctx.store.updateProject(saved.id, { ciRunsCount: body.ciRunsCount }));
}
async function saveProjectFields(x, body, existing) {
    const request = {
        yaml: optionalText(body, 'yaml') ?? '',
        name: optionalText(body, 'name'),
        group: optionalText(body, 'group'),
        variables: body.variables,
        secrets: body.secrets,
    };
    if (existing?.origin === 'file') {
        // A file project's YAML, name and group come from its file; its variables and secrets from here.
        if (request.yaml !== '' || request.name !== undefined || request.group !== undefined)
            throw new server_projects/* ProjectError */.wB(`the project ${existing.name} comes from ${existing.originPath}: change the file (files win over the API); only variables, secrets and ciRunsCount can be set here`, 409);
        return x.ctx.projects.save({ ...request, yaml: existing.sourceYaml }, 'file', existing, existing.originPath);
    }
    if (existing && request.yaml === '')
        request.yaml = existing.sourceYaml;
    return x.ctx.projects.save(request, 'api', existing);
}
const API_ROUTES = [
    {
        method: 'GET',
        path: /^\/api\/openapi\.json$/,
        access: 'public',
        kind: 'api',
        handle: async (x) => sendJson(x.res, 200, openApiDocument()),
    },
    {
        method: 'GET',
        path: /^\/api\/projects$/,
        access: 'read',
        kind: 'api',
        handle: async (x) => {
            const group = x.url.searchParams.get('group') ?? undefined;
            const list = await x.ctx.store.listProjects(group);
            sendJson(x.res, 200, { projects: list.map((p) => projectView(p, x.ctx.projects)) });
        },
    },
    {
        method: 'POST',
        path: /^\/api\/projects$/,
        access: 'write',
        kind: 'api',
        handle: async (x) => {
            const project = await saveProject(x);
            sendJson(x.res, 201, projectView(project, x.ctx.projects), { Location: `/api/projects/${project.id}` });
        },
    },
    {
        method: 'GET',
        path: new RegExp(`^/api/projects/${ID}$`),
        access: 'read',
        kind: 'api',
        handle: async (x) => sendJson(x.res, 200, projectView(await projectOr404(x), x.ctx.projects)),
    },
    {
        method: 'PUT',
        path: new RegExp(`^/api/projects/${ID}$`),
        access: 'write',
        kind: 'api',
        handle: async (x) => sendJson(x.res, 200, projectView(await saveProject(x, await projectOr404(x)), x.ctx.projects)),
    },
    {
        method: 'DELETE',
        path: new RegExp(`^/api/projects/${ID}$`),
        access: 'write',
        kind: 'api',
        handle: async (x) => {
            const project = await projectOr404(x);
            if (project.origin === 'file')
                throw new HttpError(409, `the project ${project.name} comes from ${project.originPath}: delete the file`);
            await x.ctx.store.deleteProject(project.id);
            x.res.writeHead(204).end();
        },
    },
    ...['pause', 'resume'].map((action) => ({
        method: 'POST',
        path: new RegExp(`^/api/projects/${ID}/${action}$`),
        access: 'run',
        kind: 'api',
        handle: async (x) => {
            const project = await x.ctx.projects.setPaused(await projectOr404(x), action === 'pause');
            sendJson(x.res, 200, projectView(project, x.ctx.projects));
        },
    })),
    {
        method: 'GET',
        path: new RegExp(`^/api/projects/${ID}/runs$`),
        access: 'read',
        kind: 'api',
        handle: async (x) => {
            const project = await projectOr404(x);
            const limit = Math.min(500, Math.max(1, Number(x.url.searchParams.get('limit') ?? 50) || 50));
            sendJson(x.res, 200, { runs: (await x.ctx.store.listRuns(project.id, limit)).map(runView) });
        },
    },
    {
        method: 'POST',
        path: new RegExp(`^/api/projects/${ID}/runs$`),
        access: 'run',
        kind: 'api',
        handle: async (x) => {
            const project = await projectOr404(x);
            const run = await x.ctx.scheduler.runNow(project, x.principal.via === 'token' ? 'api' : 'manual');
            sendJson(x.res, 202, runView(run), { Location: `/api/runs/${run.id}` });
        },
    },
    {
        method: 'POST',
        path: new RegExp(`^/api/projects/${ID}/results$`),
        access: 'run',
        kind: 'api',
        handle: async (x) => {
            const project = await projectOr404(x);
            const type = (x.req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
            if (type !== 'application/json')
                throw new HttpError(415, 'send the results.json as application/json');
            const bytes = await readBytes(x.req, MAX_RESULTS_BYTES);
            let sent;
            try {
                sent = await recordSentResults(x.ctx, project, bytes);
            }
            catch (error) {
                if (error instanceof SentResultsError)
                    throw new HttpError(400, error.message);
                throw error;
            }
            sendJson(x.res, sent.existing ? 200 : 201, runView(sent.run), { Location: `/api/runs/${sent.run.id}` });
        },
    },
    {
        method: 'GET',
        path: new RegExp(`^/api/runs/${ID}$`),
        access: 'read',
        kind: 'api',
        handle: async (x) => {
            const run = await x.ctx.store.run(x.params[0]);
            if (!run)
                throw new HttpError(404, 'no such run');
            sendJson(x.res, 200, runView(run));
        },
    },
    {
        method: 'GET',
        path: new RegExp(`^/api/runs/${ID}/results$`),
        access: 'read',
        kind: 'api',
        handle: async (x) => {
            const results = await x.ctx.store.runResults(x.params[0]);
            if (results === undefined)
                throw new HttpError(404, 'no results for this run (it did not finish, or it did not start)');
            x.res
                .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
                .end(results);
        },
    },
    {
        method: 'GET',
        path: /^\/api\/tokens$/,
        access: 'read',
        kind: 'api',
        handle: async (x) => {
            const mine = x.principal.permissions.has('admin') ? undefined : x.principal.userId;
            sendJson(x.res, 200, { tokens: (await x.ctx.store.listTokens(mine)).map(tokenView) });
        },
    },
    {
        method: 'POST',
        path: /^\/api\/tokens$/,
        access: 'read',
        kind: 'api',
        handle: async (x) => {
            const body = await readJson(x.req);
            const name = optionalText(body, 'name')?.trim();
            if (!name)
                throw new HttpError(400, 'a token needs a name');
            const problem = checkScopes(body.scopes, x.principal.permissions);
            if (problem)
                throw new HttpError(400, problem);
            const secret = newApiToken();
            const token = await x.ctx.store.createToken(x.principal.userId, name, sha256(secret), body.scopes);
            // The only time the token is shown.
            sendJson(x.res, 201, { ...tokenView(token), token: secret });
        },
    },
    {
        method: 'DELETE',
        path: new RegExp(`^/api/tokens/${ID}$`),
        access: 'read',
        kind: 'api',
        handle: async (x) => {
            const owner = x.principal.permissions.has('admin') ? undefined : x.principal.userId;
            if (!(await x.ctx.store.deleteToken(x.params[0], owner)))
                throw new HttpError(404, 'no such token');
            x.res.writeHead(204).end();
        },
    },
    {
        method: 'GET',
        path: /^\/api\/users$/,
        access: 'admin',
        kind: 'api',
        handle: async (x) => sendJson(x.res, 200, { users: (await x.ctx.store.listUsers()).map(userView) }),
    },
    {
        method: 'POST',
        path: /^\/api\/users$/,
        access: 'admin',
        kind: 'api',
        handle: async (x) => {
            const body = await readJson(x.req);
            const user = await createUser(x.ctx.store, optionalText(body, 'name'), optionalText(body, 'password'), optionalText(body, 'role'));
            sendJson(x.res, 201, userView(user));
        },
    },
    {
        method: 'DELETE',
        path: new RegExp(`^/api/users/${ID}$`),
        access: 'admin',
        kind: 'api',
        handle: async (x) => {
            if (x.params[0] === x.principal.userId)
                throw new HttpError(409, 'you cannot delete your own account');
            if (!(await x.ctx.store.deleteUser(x.params[0])))
                throw new HttpError(404, 'no such user');
            x.res.writeHead(204).end();
        },
    },
    {
        method: 'GET',
        path: /^\/api\/instances$/,
        access: 'read',
        kind: 'api',
        handle: async (x) => sendJson(x.res, 200, { instances: await x.ctx.store.instances(Date.now() - 60_000) }),
    },
];

;// CONCATENATED MODULE: ./src/server/http/alert-api.ts




function channelView(channel) {
    // The settings (URLs, passwords, the signing secret) are sealed and never shown again.
    return {
        id: channel.id,
        name: channel.name,
        kind: channel.kind,
        group: channel.group ?? null,
        failureThreshold: channel.failureThreshold,
        recoveryThreshold: channel.recoveryThreshold,
        reminderMinutes: channel.reminderMinutes ?? null,
        createdAt: iso(channel.createdAt),
    };
}
function deliveryView(delivery) {
    return { ...delivery, createdAt: iso(delivery.createdAt), detail: delivery.detail ?? null };
}
function windowView(window) {
    return {
        id: window.id,
        projectId: window.projectId ?? null,
        title: window.title,
        startsAt: iso(window.startsAt),
        endsAt: iso(window.endsAt),
        cron: window.cron ?? null,
        durationMinutes: window.durationMinutes ?? null,
        timeZone: window.timeZone ?? null,
    };
}
async function channelOr404(x) {
    const channel = await x.ctx.store.alerts.channel(x.params[0]);
    if (!channel)
        throw new HttpError(404, 'no such channel');
    return channel;
}
async function windowOr404(x) {
    const window = await x.ctx.store.alerts.window(x.params[0]);
    if (!window)
        throw new HttpError(404, 'no such maintenance window');
    return window;
}
const ALERT_ROUTES = [
    {
        method: 'GET',
        path: /^\/api\/alert-channels$/,
        access: 'read',
        kind: 'api',
        handle: async (x) => sendJson(x.res, 200, { channels: (await x.ctx.store.alerts.channels()).map(channelView) }),
    },
    {
        method: 'POST',
        path: /^\/api\/alert-channels$/,
        access: 'write',
        kind: 'api',
        handle: async (x) => {
            const { input, signingSecret } = newChannel(await readJson(x.req), x.ctx.box);
            const channel = await x.ctx.store.alerts.createChannel(input);
            // A webhook's signing secret is shown this once, so that the receiver can check signatures.
            sendJson(x.res, 201, { ...channelView(channel), ...(signingSecret ? { signingSecret } : {}) });
        },
    },
    {
        method: 'GET',
        path: new RegExp(`^/api/alert-channels/${ID}$`),
        access: 'read',
        kind: 'api',
        handle: async (x) => sendJson(x.res, 200, channelView(await channelOr404(x))),
    },
    {
        method: 'PUT',
        path: new RegExp(`^/api/alert-channels/${ID}$`),
        access: 'write',
        kind: 'api',
        handle: async (x) => {
            const channel = await channelOr404(x);
            const input = changedChannel(await readJson(x.req), channel, x.ctx.box);
            await x.ctx.store.alerts.updateChannel(channel.id, input);
            sendJson(x.res, 200, channelView({ ...channel, ...input }));
        },
    },
    {
        method: 'DELETE',
        path: new RegExp(`^/api/alert-channels/${ID}$`),
        access: 'write',
        kind: 'api',
        handle: async (x) => {
            if (!(await x.ctx.store.alerts.deleteChannel(x.params[0])))
                throw new HttpError(404, 'no such channel');
            x.res.writeHead(204).end();
        },
    },
    {
        method: 'GET',
        path: /^\/api\/alerts$/,
        access: 'read',
        kind: 'api',
        handle: async (x) => sendJson(x.res, 200, {
            states: (await x.ctx.store.alerts.states()).map((s) => ({
                ...s,
                changedAt: iso(s.changedAt),
                lastNotifiedAt: iso(s.lastNotifiedAt),
                acknowledgedBy: s.acknowledgedBy ?? null,
            })),
            deliveries: (await x.ctx.store.alerts.deliveries(100)).map(deliveryView),
        }),
    },
    {
        method: 'POST',
        path: new RegExp(`^/api/projects/${ID}/acknowledge$`),
        access: 'run',
        kind: 'api',
        handle: async (x) => {
            const count = await x.ctx.store.alerts.acknowledge(x.params[0], x.principal.userName);
            if (count === 0)
                throw new HttpError(404, 'the project has no open alert');
            sendJson(x.res, 200, { acknowledged: count });
        },
    },
    {
        method: 'GET',
        path: /^\/api\/maintenance-windows$/,
        access: 'read',
        kind: 'api',
        handle: async (x) => sendJson(x.res, 200, { windows: (await x.ctx.store.alerts.windows()).map(windowView) }),
    },
    {
        method: 'POST',
        path: /^\/api\/maintenance-windows$/,
        access: 'write',
        kind: 'api',
        handle: async (x) => {
            const input = await checkWindow(await readJson(x.req), x.ctx.store);
            sendJson(x.res, 201, windowView(await x.ctx.store.alerts.createWindow(input)));
        },
    },
    {
        method: 'GET',
        path: new RegExp(`^/api/maintenance-windows/${ID}$`),
        access: 'read',
        kind: 'api',
        handle: async (x) => sendJson(x.res, 200, windowView(await windowOr404(x))),
    },
    {
        method: 'PUT',
        path: new RegExp(`^/api/maintenance-windows/${ID}$`),
        access: 'write',
        kind: 'api',
        handle: async (x) => {
            const window = await windowOr404(x);
            const input = await checkWindow(await readJson(x.req), x.ctx.store);
            await x.ctx.store.alerts.updateWindow(window.id, input);
            sendJson(x.res, 200, windowView({ ...input, id: window.id, createdAt: window.createdAt }));
        },
    },
    {
        method: 'DELETE',
        path: new RegExp(`^/api/maintenance-windows/${ID}$`),
        access: 'write',
        kind: 'api',
        handle: async (x) => {
            if (!(await x.ctx.store.alerts.deleteWindow(x.params[0])))
                throw new HttpError(404, 'no such window');
            x.res.writeHead(204).end();
        },
    },
];

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/server/http/assets.ts
// The dashboard's only stylesheet and script, real files in assets/, served from /assets (the CSP
// allows nothing inline). They are read when the server's module loads; in dist/ the build has put
// their text in place of these reads (scripts/build.mjs, inlineAssets), so `assay serve` stays one
// bundle with no file beside it.


const STYLE = "/* The dashboard's only stylesheet, served as /assets/app.css (the CSP allows no inline style). */\nbody {\n  font:\n    15px/1.45 system-ui,\n    sans-serif;\n  margin: 0;\n  color: #1b1f23;\n}\nheader {\n  background: #24292e;\n  color: #fff;\n  padding: 0.6em 1em;\n  display: flex;\n  gap: 1em;\n  align-items: center;\n}\nheader a,\nheader button {\n  color: #fff;\n  margin-right: 0.8em;\n  background: none;\n  border: 0;\n  font: inherit;\n  cursor: pointer;\n  text-decoration: underline;\n}\nmain {\n  padding: 1em 1.5em;\n  max-width: 1200px;\n}\ntable {\n  border-collapse: collapse;\n  margin: 0.5em 0 1em;\n}\nth,\ntd {\n  border-bottom: 1px solid #ddd;\n  padding: 0.3em 0.7em;\n  text-align: left;\n  vertical-align: top;\n}\ntr.failing td:first-child,\ntr.failed td:first-child,\ntr.errored td:first-child,\ntr.abandoned td:first-child {\n  border-left: 4px solid #e05d44;\n}\ntr.passing td:first-child,\ntr.passed td:first-child {\n  border-left: 4px solid #4c1;\n}\nform.inline {\n  display: inline;\n}\nlabel {\n  display: block;\n  margin: 0.5em 0;\n}\nlabel.inline {\n  display: inline;\n  margin-right: 1em;\n}\ntextarea,\ninput:not([type='checkbox']):not([type='radio']),\nselect {\n  display: block;\n  width: 100%;\n  max-width: 50em;\n  font: 13px monospace;\n  padding: 0.3em;\n}\npre {\n  background: #f6f8fa;\n  padding: 0.7em;\n  overflow: auto;\n}\n.problem {\n  color: #b31d28;\n}\n.notice {\n  background: #fffbdd;\n  padding: 0.5em;\n}\nbutton {\n  padding: 0.3em 0.9em;\n  margin: 0.3em 0.3em 0.3em 0;\n}\nbutton.danger {\n  color: #b31d28;\n}\nfieldset {\n  border: 1px solid #ddd;\n  margin: 0.7em 0;\n  max-width: 50em;\n}\nfieldset:disabled {\n  opacity: 0.5;\n}\n\n/* \u2500\u2500 Charts and status (status page, dashboard, project page); colours in docs/serve.md#colours \u2500\u2500 */\n:root {\n  --ok: #1a7f37;\n  --high: #7cc46b;\n  --mid: #d4a72c;\n  --low: #cf222e;\n  --none: #d0d7de;\n  --muted: #57606a;\n  --panel: #f6f8fa;\n  --line: #0969da;\n}\n.banner {\n  padding: 0.8em 1em;\n  border-radius: 6px;\n  color: #fff;\n  font-size: 1.15em;\n}\n.banner.operational {\n  background: var(--ok);\n}\n.banner.degraded {\n  background: #9a6700;\n}\n.banner.partial {\n  background: #bc4c00;\n}\n.banner.major {\n  background: var(--low);\n}\n.banner.no-data {\n  background: var(--muted);\n}\n.updated,\n.bar-ends {\n  color: var(--muted);\n  font-size: 0.85em;\n}\n.service {\n  border-bottom: 1px solid var(--none);\n  padding: 0.6em 0;\n}\n.service-head {\n  display: flex;\n  flex-wrap: wrap;\n  gap: 0.3em 0.8em;\n  align-items: baseline;\n}\n.service-head h3 {\n  margin: 0;\n  font-size: 1.05em;\n}\n.service-head .figure {\n  margin-left: auto;\n}\n.state {\n  font-weight: 600;\n}\n.state.passing {\n  color: var(--ok);\n}\n.state.failing {\n  color: var(--low);\n}\n.state.unknown,\n.state.paused {\n  color: var(--muted);\n}\nol.days,\nol.strip {\n  display: flex;\n  gap: 1px;\n  list-style: none;\n  margin: 0.4em 0 0;\n  padding: 0;\n}\nol.days li {\n  flex: 1 1 0;\n  min-width: 1px;\n  height: 28px;\n  border-radius: 1px;\n}\nol.strip li {\n  width: 6px;\n  height: 20px;\n  border-radius: 1px;\n}\n.up,\nol.strip .passed {\n  background: var(--ok);\n}\n.hi {\n  background: var(--high);\n}\n.mid {\n  background: var(--mid);\n}\n.low,\nol.strip .failed,\nol.strip .error,\nol.strip .abandoned {\n  background: var(--low);\n}\n.nd {\n  background: var(--none);\n}\n.bar-ends {\n  display: flex;\n  justify-content: space-between;\n}\nsvg.chart {\n  display: block;\n  width: 100%;\n  max-width: 640px;\n  height: auto;\n  margin: 0.4em 0;\n}\nsvg.spark {\n  width: 120px;\n  height: 28px;\n}\nsvg .line {\n  fill: none;\n  stroke: var(--line);\n  stroke-width: 2;\n  stroke-linecap: round;\n  stroke-linejoin: round;\n}\nsvg.spark .line {\n  stroke-width: 1.5;\n}\nsvg .axis {\n  fill: none;\n  stroke: var(--muted);\n}\nsvg text {\n  fill: var(--muted);\n  font-size: 12px;\n}\nsvg .axis-title {\n  font-weight: 600;\n}\nol.incidents {\n  padding-left: 1.2em;\n}\nol.incidents li {\n  margin: 0.4em 0;\n}\n.incident .check {\n  color: var(--muted);\n  overflow-wrap: anywhere;\n}\n.incident.ongoing em {\n  color: var(--low);\n  font-weight: 600;\n}\n.summary {\n  display: flex;\n  flex-wrap: wrap;\n  gap: 0.5em 1.5em;\n  list-style: none;\n  padding: 0;\n  font-size: 1.1em;\n}\n.table-scroll {\n  overflow-x: auto;\n}\na.ci {\n  font-family: monospace;\n}\n:focus-visible {\n  outline: 3px solid #fb8c00;\n  outline-offset: 2px;\n}\n.muted {\n  color: var(--muted);\n}\ntextarea,\ninput,\nselect {\n  box-sizing: border-box;\n}\n@media (max-width: 600px) {\n  main {\n    padding: 0.6em;\n  }\n  /* Cells wrap anywhere rather than widen the page; the dashboard's table scrolls in its own box. */\n  th,\n  td,\n  pre {\n    overflow-wrap: anywhere;\n  }\n  pre {\n    white-space: pre-wrap;\n  }\n  header {\n    flex-wrap: wrap;\n  }\n}\n@media (prefers-color-scheme: dark) {\n  :root {\n    color-scheme: dark;\n    --ok: #2da44e;\n    --high: #6ca35e;\n    --mid: #bf8700;\n    --low: #f85149;\n    --none: #3d444d;\n    --muted: #9198a1;\n    --panel: #161b22;\n    --line: #58a6ff;\n  }\n  body {\n    background: #0d1117;\n    color: #e6edf3;\n  }\n  header {\n    background: #010409;\n  }\n  a {\n    color: #58a6ff;\n  }\n  pre {\n    background: var(--panel);\n  }\n  th,\n  td {\n    border-bottom-color: #30363d;\n  }\n  .problem {\n    color: #ff7b72;\n  }\n  button {\n    background: #21262d;\n    color: #e6edf3;\n    border: 1px solid #3d444d;\n  }\n  button.danger {\n    color: #ffa198;\n  }\n  .notice {\n    background: #3b2e00;\n  }\n  .banner.operational {\n    background: #1a7f37;\n  }\n  .banner.major {\n    background: #b62324;\n  }\n}\n";
const SCRIPT = "// The dashboard's script, served as /assets/app.js (the CSP allows no inline script); the build\n// puts its text into the bundle (scripts/build.mjs). Progressive enhancement (every page works\n// without it):\n// - live updates from `GET /events` (Server-Sent Events): the dashboard's status cells, a project\n//   page's runs list, and the tests of a running run as they finish (while the tab is visible);\n// - a run page still polls its run while it is queued or running and reloads once it is finished\n//   (that also covers a run executed by another instance, whose events this server does not see);\n// - a maintenance window's form greys out the fields of the kind (once, recurring) not chosen.\n// Text from events goes into the page as text (textContent), never as markup.\n'use strict';\nconst when = (ms) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19) + 'Z';\nconst cell = (text, href) => {\n  const td = document.createElement('td');\n  if (href) {\n    const a = document.createElement('a');\n    a.href = href;\n    a.textContent = text;\n    td.append(a);\n  } else td.textContent = text;\n  return td;\n};\n// The same cells as runRow() in pages/runs.ts.\nconst runCells = (run) => [\n  cell(when(run.queuedAt), '/runs/' + run.id),\n  cell(run.status),\n  cell(run.trigger),\n  cell(run.totals.passed + '/' + (run.totals.passed + run.totals.failed + run.totals.errored)),\n  cell(run.durationMs === undefined ? '\\u2013' : Math.round(run.durationMs) + ' ms'),\n];\nconst FINISHED = new Set(['passed', 'failed', 'error', 'abandoned']);\n\nfunction onRun(event) {\n  const { projectId, run } = event;\n  for (const row of document.querySelectorAll('tr[data-project]')) {\n    if (row.getAttribute('data-project') !== projectId) continue;\n    const status = row.querySelector('[data-status]');\n    if (status.getAttribute('data-status') === 'paused') continue;\n    const settled = run.projectStatus || status.getAttribute('data-status');\n    if (run.projectStatus) {\n      status.setAttribute('data-status', run.projectStatus);\n      row.className = run.projectStatus;\n    }\n    status.textContent = '';\n    status.append(settled);\n    if (!FINISHED.has(run.status)) {\n      const a = document.createElement('a');\n      a.href = '/runs/' + run.id;\n      a.textContent = 'run ' + run.status;\n      status.append(' (', a, ')');\n    }\n  }\n  for (const body of document.querySelectorAll('tbody[data-runs-of]')) {\n    if (body.getAttribute('data-runs-of') !== projectId) continue;\n    for (const empty of body.querySelectorAll('[data-no-runs]')) empty.remove();\n    let row = body.querySelector('tr[data-run=\"' + CSS.escape(run.id) + '\"]');\n    if (!row) {\n      row = document.createElement('tr');\n      row.setAttribute('data-run', run.id);\n      body.prepend(row);\n    }\n    row.className = run.status;\n    row.replaceChildren(...runCells(run));\n  }\n}\n\nfunction onTest(event, runId, list) {\n  if (event.runId !== runId) return;\n  const { test } = event;\n  const item = document.createElement('li');\n  item.className = test.outcome;\n  const details = [test.outcome];\n  if (test.status !== undefined) details.push('HTTP ' + test.status);\n  if (test.durationMs !== undefined) details.push(Math.round(test.durationMs) + ' ms');\n  item.textContent = test.name + ': ' + details.join(', ');\n  list.append(item);\n}\n\ndocument.addEventListener('DOMContentLoaded', () => {\n  for (const form of document.querySelectorAll('[data-window-form]')) {\n    const choose = () => {\n      for (const set of form.querySelectorAll('fieldset')) set.disabled = !set.querySelector('legend input').checked;\n    };\n    form.addEventListener('change', choose);\n    choose();\n  }\n  const live = document.querySelector('[data-live-run]');\n  const id = live && live.getAttribute('data-live-run');\n  const tests = document.querySelector('[data-live-tests]');\n  const projects = document.querySelectorAll('tr[data-project], tbody[data-runs-of]');\n  if (window.EventSource && (projects.length > 0 || (id && tests))) {\n    const only = document.querySelector('tbody[data-runs-of]') || (id && live);\n    const project = only && (only.getAttribute('data-runs-of') || only.getAttribute('data-project-id'));\n    const source = new EventSource('/events' + (project ? '?project=' + encodeURIComponent(project) : ''));\n    // A browser keeps about 6 connections per server over HTTP/1.1: a tab in the background gives its\n    // stream up, and reloads (current again, streaming again) when it is shown.\n    document.addEventListener('visibilitychange', () => {\n      if (document.visibilityState === 'hidden') source.close();\n      else if (source.readyState === EventSource.CLOSED) location.reload();\n    });\n    // Marks the page as live (tests wait for it; a style could show it).\n    source.addEventListener('open', () => document.documentElement.setAttribute('data-live', 'connected'));\n    source.addEventListener('error', () => document.documentElement.removeAttribute('data-live'));\n    source.addEventListener('run', (message) => {\n      const event = JSON.parse(message.data);\n      onRun(event);\n      if (id && event.run.id === id && FINISHED.has(event.run.status)) location.reload();\n    });\n    if (id && tests) source.addEventListener('test', (message) => onTest(JSON.parse(message.data), id, tests));\n    addEventListener('pagehide', () => source.close());\n  }\n  if (!id) return;\n  const poll = async () => {\n    try {\n      const response = await fetch('/api/runs/' + id, { headers: { accept: 'application/json' } });\n      const run = await response.json();\n      if (run.status !== 'queued' && run.status !== 'running') return location.reload();\n    } catch {\n      // the server is away for a moment: ask again\n    }\n    setTimeout(poll, 1500);\n  };\n  setTimeout(poll, 1500);\n});\n";
const ASSET_ROUTES = [
    {
        method: 'GET',
        path: /^\/assets\/app\.(css|js)$/,
        access: 'public',
        kind: 'page',
        handle: async (x) => send(x.res, 200, x.params[0] === 'css' ? STYLE : SCRIPT, x.params[0] === 'css' ? 'text/css' : 'text/javascript', {
            'Cache-Control': 'public, max-age=300',
        }),
    },
];

;// CONCATENATED MODULE: ./src/server/http/events.ts

const HEARTBEAT_MS = 15_000;
const STREAM_MS = 5 * 60_000;
const EVENT_ROUTES = [
    {
        method: 'GET',
        path: /^\/events$/,
        access: 'read',
        kind: 'api',
        handle: async (x) => {
            const only = x.url.searchParams.get('project');
            x.res.writeHead(200, {
                ...SECURITY_HEADERS,
                'Content-Type': 'text/event-stream; charset=utf-8',
                'Cache-Control': 'no-store',
                'X-Accel-Buffering': 'no', // a proxy (nginx) must not hold the events back
            });
            if (x.req.method === 'HEAD')
                return void x.res.end();
            // `retry`: how long the browser waits before it reconnects.
            x.res.write('retry: 3000\n\n');
            const send = (event) => {
                if (only === null || event.projectId === only)
                    x.res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
            };
            const unsubscribe = x.ctx.live.subscribe(send);
            const heartbeat = setInterval(() => x.res.write(': keep-alive\n\n'), HEARTBEAT_MS);
            const end = setTimeout(() => x.res.end(), STREAM_MS);
            x.res.once('close', () => {
                unsubscribe();
                clearInterval(heartbeat);
                clearTimeout(end);
            });
        },
    },
];

;// CONCATENATED MODULE: ./src/server/http/pages/views.ts
// The pieces every dashboard page is drawn with: tables, form fields, the CSRF field, buttons that
// post, messages and times. All are built with the `html` tagged template (basics.ts), so every
// value put in is escaped; a page adds what is its own around them.

/** A table cell with attributes of its own (`colspan`, `data-\u2026`); any other cell content gets a plain `<td>`. */
class Cell extends Html {
}
function cell(content, attributes) {
    return new Cell(html `<td ${attributes}>${content}</td>`.text);
}
/** A table row: each value in a `<td>` (unless it is a `cell()`), the row's own attributes if any. */
function row(cells, attributes) {
    const tds = cells.map((content) => (content instanceof Cell ? content : html `<td>${content}</td>`));
    return attributes
        ? html `<tr ${attributes}>
        ${tds}
      </tr>`
        : html `<tr>
        ${tds}
      </tr>`;
}
/** A table of a header row and rows (`row()`); `empty` instead when there are none. */
function table(headers, rows, options = {}) {
    if (rows.length === 0 && options.empty)
        return options.empty;
    return html `<table>
    <thead>
      <tr>
        ${headers.map((header) => html `<th>${header}</th>`)}
      </tr>
    </thead>
    <tbody${options.body ? html ` ${options.body}` : ''}>
      ${rows}
    </tbody>
  </table>`;
}
/** A labelled form field: the label's text (may hold markup) and its input. */
function field(label, input) {
    return html `<label>${label} ${input}</label>`;
}
/** The hidden field that carries the session's CSRF token in every form that posts. */
function csrf(x) {
    return html `<input type="hidden" name="_csrf" value="${x.principal.csrfToken}" />`;
}
/** A one-button form that posts to `action` (run now, pause, delete, revoke\u2026). */
function postButton(x, action, label, options = {}) {
    const danger = options.danger ? html ` class="danger"` : '';
    const aria = options.describedAs === undefined ? '' : html ` aria-label="${options.describedAs}"`;
    return html `<form method="post" action="${action}" class="inline">${csrf(x)}<button${danger}${aria}>${label}</button></form>`;
}
/** A message about what went wrong (a refused form, a run's error). */
function views_problem(message) {
    return html `<p class="problem">${message}</p>`;
}
/** A message worth the reader's attention (a secret shown once). */
function notice(content) {
    return html `<p class="notice">${content}</p>`;
}
/** A stored time as UTC to the second, or `\u2013`. */
function when(ms) {
    return ms === undefined ? '\u2013' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19) + 'Z';
}

;// CONCATENATED MODULE: ./src/server/http/pages/layout.ts
// The frame of every dashboard page: head (the one stylesheet and script, /assets), the navigation
// of a signed-in user with the sign-out button, and the page's title; and the error page.


/** A whole page; with `x`, for the signed-in user of the exchange (the navigation). */
function layout(title, body, x) {
    const user = x?.principal;
    const nav = user
        ? html `<nav>
        <a href="/">Projects</a> <a href="/projects/new">New project</a> <a href="/alerts">Alerts</a>
        <a href="/tokens">Tokens</a>
        ${user.permissions.has('admin') ? html `<a href="/users">Users</a>` : ''}
        <form method="post" action="/logout" class="inline">
          ${csrf(x)} <button>Sign out ${user.userName}</button>
        </form>
      </nav>`
        : '';
    return `<!doctype html>\n${html `<html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title} · assay</title>
      <link rel="icon" href="data:," />
      <link rel="stylesheet" href="/assets/app.css" />
      <script src="/assets/app.js" defer></script>
    </head>
    <body>
      <header><strong>assay</strong> ${nav}</header>
      <main>
        <h1>${title}</h1>
        ${body}
      </main>
    </body>
  </html>`}\n`;
}
/** Answers with a whole page for the exchange's user. */
function sendPage(x, title, body, status = 200) {
    sendHtml(x.res, status, layout(title, body, x));
}
function errorPage(status, message) {
    return layout(`Error ${status}`, html `<p class="problem">${message}</p>
      <p><a href="/">Back</a></p>`);
}

;// CONCATENATED MODULE: ./src/server/http/pages/alerts.ts
// The Alerts page: open alerts (with acknowledgement), deliveries, channels and maintenance
// windows, with links to their forms (alert-channels.ts, maintenance-windows.ts).








function windowWhen(w) {
    const zone = w.timeZone ?? 'UTC';
    if (w.cron)
        return `${w.cron} for ${w.durationMinutes} min (${zone})`;
    const show = (ms) => (ms === undefined ? '\u2013' : epochToZoned(ms, zone).replace('T', ' '));
    return `${show(w.startsAt)} \u2013 ${show(w.endsAt)} (${zone})`;
}
/** The Alerts page, with a notice on top (a webhook's signing secret, shown once). */
async function alertsPage(x, notice) {
    const { store, box } = x.ctx;
    const projects = new Map((await store.listProjects()).map((p) => [p.id, p.name]));
    const channels = await store.alerts.channels();
    const channelName = new Map(channels.map((c) => [c.id, `${c.name} (${c.kind})`]));
    const open = (await store.alerts.states()).filter((s) => s.state === 'down');
    const deliveries = await store.alerts.deliveries(50);
    const windows = await store.alerts.windows();
    const write = x.principal.permissions.has('write');
    const now = Date.now();
    const none = (text) => ({ empty: html `<p>${text}</p>` });
    const editCell = (path, what) => html `<a href="${path}">Edit</a>
      ${postButton(x, `${path}/delete`, 'Delete', { danger: true, describedAs: `Delete ${what}` })}`;
    const body = html `${notice ?? ''}
    <h2>Open alerts</h2>
    ${table(['Project', 'Channel', 'Down since', 'Failures in a row', ''], open.map((s) => row([
        html `<a href="/projects/${s.projectId}">${projects.get(s.projectId)}</a>`,
        channelName.get(s.channelId),
        when(s.changedAt),
        s.consecutiveFailures,
        s.acknowledgedBy
            ? `acknowledged by ${s.acknowledgedBy}`
            : x.principal.permissions.has('run')
                ? postButton(x, `/projects/${s.projectId}/acknowledge`, 'Acknowledge')
                : '',
    ], html `class="failing"`)), none('None: every project is up.'))}
    <h2>Deliveries</h2>
    ${table(['When', 'Project', 'Channel', 'Event', 'Outcome', 'Attempts', 'Detail'], deliveries.map((d) => row([
        when(d.createdAt),
        projects.get(d.projectId),
        channelName.get(d.channelId),
        d.event,
        d.outcome,
        d.attempts,
        d.detail,
    ])), none('None yet.'))}
    <h2>Channels</h2>
    ${table(['Name', 'Kind', 'Sends to', 'Group', 'Thresholds (fail/recover)', 'Reminder', ...(write ? [''] : [])], channels.map((c) => row([
        c.name,
        c.kind,
        channelTarget(c, box),
        c.group ?? 'all',
        `${c.failureThreshold}/${c.recoveryThreshold}`,
        c.reminderMinutes ? `${c.reminderMinutes} min` : 'none',
        ...(write ? [editCell(`/alerts/channels/${c.id}`, `channel ${c.name}`)] : []),
    ])), none('None yet.'))}
    ${write
        ? html `<p>
            New channel:
            ${CHANNEL_TYPES.map((type) => html `<a href="/alerts/channels/new?kind=${type.kind}">${type.label}</a> `)}
          </p>`
        : ''}
    <h2>Maintenance windows</h2>
    <p>While a window covers a project, its alerts are not sent (the delivery is recorded as <em>silenced</em>).</p>
    ${table(['Title', 'Project', 'When', 'Now', ...(write ? [''] : [])], windows.map((w) => row([
        w.title,
        w.projectId ? projects.get(w.projectId) : 'all',
        windowWhen(w),
        windowActive(w, w.projectId ?? '', now) ? 'active' : 'not active',
        ...(write ? [editCell(`/alerts/windows/${w.id}`, `window ${w.title}`)] : []),
    ])), none('None.'))}
    ${write ? html `<p><a href="/alerts/windows/new">New maintenance window</a></p>` : ''}`;
    return layout('Alerts', body, x);
}
const ALERTS_PAGE_ROUTES = [
    {
        method: 'GET',
        path: /^\/alerts$/,
        access: 'read',
        kind: 'page',
        handle: async (x) => sendHtml(x.res, 200, await alertsPage(x)),
    },
    {
        method: 'POST',
        path: new RegExp(`^/projects/${ID}/acknowledge$`),
        access: 'run',
        kind: 'page',
        handle: async (x) => {
            await x.ctx.store.alerts.acknowledge(x.params[0], x.principal.userName);
            redirect(x.res, '/alerts');
        },
    },
];

;// CONCATENATED MODULE: ./src/server/http/pages/forms.ts
// Reading a posted form and answering a refused one: the pages that change something show the
// same form again with the message (400), what was sent kept in its fields.




/** A form field's text, trimmed; '' when absent. */
function formText(x, name) {
    return (x.form.get(name) ?? '').trim();
}
/** A whole number as a number; any other text as text, so that the shared check names the field. */
function formNumber(x, name) {
    return numberOrText(formText(x, name));
}
/** Runs a form's change; a mistake the user made (a 400) re-shows the form with the message. */
async function orShowAgain(x, title, change, form) {
    try {
        await change();
    }
    catch (error) {
        const mistake = error instanceof AlertInputError || (error instanceof HttpError && error.status === 400);
        if (!mistake)
            throw error;
        sendPage(x, title, await form(error.message), 400);
    }
}

;// CONCATENATED MODULE: ./src/server/http/pages/alert-channels.ts









function channelBody(x, type) {
    const reminder = formText(x, 'reminderMinutes');
    const body = {
        name: formText(x, 'name'),
        kind: type.kind,
        group: formText(x, 'group') || null,
        reminderMinutes: reminder === '' ? null : formNumber(x, 'reminderMinutes'),
    };
    for (const key of ['failureThreshold', 'recoveryThreshold'])
        if (formText(x, key) !== '')
            body[key] = formNumber(x, key);
    // Empty secret fields are left out: a new channel gets the default, a changed one keeps what is stored.
    const secrets = type.secretFields.filter((k) => formText(x, k) !== '').map((k) => [k, formText(x, k)]);
    body.config = { ...type.fromForm((name) => formText(x, name)), ...Object.fromEntries(secrets) };
    return body;
}
function typeOf(kind) {
    const type = channelType(kind);
    if (!type)
        throw new HttpError(400, unknownKindMessage());
    return type;
}
/** The form of a new channel (`channel` undefined) or of a stored one; `problem` re-shows what was sent. */
function channelForm(x, type, channel, problem) {
    const sent = problem !== undefined;
    const stored = channel && !sent ? (openChannelConfig(channel, x.ctx.box) ?? {}) : {};
    // After a refused submission the fields show what was sent (never a password or secret).
    const value = (name, current) => (sent ? formText(x, name) : (current ?? ''));
    const configFields = type.formFields({
        sent: (name) => formText(x, name),
        value,
        refused: sent,
        stored,
        target: channel ? channelTarget(channel, x.ctx.box) : undefined,
        field: field,
    });
    const count = (name, current) => html `<input name="${name}" inputmode="numeric" value="${value(name, current)}" />`;
    return html `${problem ? views_problem(problem) : ''}
    <form method="post" action="${channel ? `/alerts/channels/${channel.id}` : `/alerts/channels?kind=${type.kind}`}">
      ${csrf(x)} ${field('Name', html `<input name="name" required value="${value('name', channel?.name)}" />`)}
      ${configFields}
      ${field('Group (empty: every project)', html `<input name="group" value="${value('group', channel?.group)}" />`)}
      ${field(html `Failing runs in a row that send <em>failure</em>`, count('failureThreshold', channel?.failureThreshold ?? 1))}
      ${field(html `Passing runs in a row that send <em>recovery</em>`, count('recoveryThreshold', channel?.recoveryThreshold ?? 1))}
      ${field('Reminder while down, every so many minutes (empty: none)', count('reminderMinutes', channel?.reminderMinutes))}
      <button>${channel ? 'Save' : 'Create'}</button>
    </form>`;
}
const ALERT_CHANNEL_ROUTES = [
    {
        method: 'GET',
        path: /^\/alerts\/channels\/new$/,
        access: 'write',
        kind: 'page',
        handle: async (x) => {
            const type = typeOf(x.url.searchParams.get('kind'));
            sendPage(x, `New ${type.label} channel`, channelForm(x, type));
        },
    },
    {
        method: 'POST',
        path: /^\/alerts\/channels$/,
        access: 'write',
        kind: 'page',
        handle: async (x) => {
            const type = typeOf(x.url.searchParams.get('kind'));
            await orShowAgain(x, `New ${type.label} channel`, async () => {
                const { input, signingSecret } = newChannel(channelBody(x, type), x.ctx.box);
                const channel = await x.ctx.store.alerts.createChannel(input);
                if (!signingSecret)
                    return redirect(x.res, '/alerts');
                // A webhook's signing secret is shown this once, so that the receiver can check signatures.
                const shown = notice(html `The signing secret of ${channel.name} (shown this once; receivers check
              <code>X-Assay-Signature</code> with it): <code>${signingSecret}</code>`);
                sendHtml(x.res, 201, await alertsPage(x, shown));
            }, (problem) => channelForm(x, type, undefined, problem));
        },
    },
    {
        method: 'GET',
        path: new RegExp(`^/alerts/channels/${ID}$`),
        access: 'write',
        kind: 'page',
        handle: async (x) => {
            const channel = await channelOr404(x);
            sendPage(x, `Channel ${channel.name}`, channelForm(x, typeOf(channel.kind), channel));
        },
    },
    {
        method: 'POST',
        path: new RegExp(`^/alerts/channels/${ID}$`),
        access: 'write',
        kind: 'page',
        handle: async (x) => {
            const channel = await channelOr404(x);
            await orShowAgain(x, `Channel ${channel.name}`, async () => {
                const input = changedChannel(channelBody(x, typeOf(channel.kind)), channel, x.ctx.box);
                await x.ctx.store.alerts.updateChannel(channel.id, input);
                redirect(x.res, '/alerts');
            }, (problem) => channelForm(x, typeOf(channel.kind), channel, problem));
        },
    },
    {
        method: 'POST',
        path: new RegExp(`^/alerts/channels/${ID}/delete$`),
        access: 'write',
        kind: 'page',
        handle: async (x) => {
            if (!(await x.ctx.store.alerts.deleteChannel(x.params[0])))
                throw new HttpError(404, 'no such channel');
            redirect(x.res, '/alerts');
        },
    },
];

;// CONCATENATED MODULE: ./src/server/http/badges.ts
// Flat SVG badges (label | value), the shields.io look, drawn by hand: no dependency, no fonts to
// load; widths are estimated from the character count of Verdana 11px.

const COLOURS = { green: '#4c1', yellow: '#dfb317', red: '#e05d44', grey: '#9f9f9f', blue: '#007ec6' };
const width = (text) => Math.round(text.length * 6.6 + 10);
function badge(label, value, colour) {
    const left = width(label);
    const right = width(value);
    const total = left + right;
    const [l, v] = [escapeHtml(label), escapeHtml(value)];
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="20" role="img" aria-label="${l}: ${v}">
<title>${l}: ${v}</title>
<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>
<clipPath id="r"><rect width="${total}" height="20" rx="3" fill="#fff"/></clipPath>
<g clip-path="url(#r)"><rect width="${left}" height="20" fill="#555"/><rect x="${left}" width="${right}" height="20" fill="${COLOURS[colour]}"/><rect width="${total}" height="20" fill="url(#s)"/></g>
<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">
<text x="${left / 2}" y="14">${l}</text><text x="${left + right / 2}" y="14">${v}</text></g>
</svg>
`;
}

;// CONCATENATED MODULE: ./src/server/http/percent.ts
// How a share of passing runs is written wherever it is shown (dashboard, status pages, badges, chart
// tooltips): two decimals rounded half-up (8 of 13 is 61.54%), except that a share short of every
// run is never written 100.00% and a share above none never 0.00%.
function percent(share) {
    if (share === undefined)
        return '\u2013';
    const hundredths = Math.round(share * 10000);
    const bounded = Math.min(share < 1 ? 9999 : 10000, Math.max(share > 0 ? 1 : 0, hundredths));
    return `${(bounded / 100).toFixed(2)}%`;
}

;// CONCATENATED MODULE: ./src/server/http/pages/uptime.ts
// Uptime over the windows every page shows (dashboard, project, status page) and badges accept.


const UPTIME_WINDOWS = [
    ['24h', store_store/* DAY_MS */.sO],
    ['7d', 7 * store_store/* DAY_MS */.sO],
    ['30d', 30 * store_store/* DAY_MS */.sO],
    ['90d', 90 * store_store/* DAY_MS */.sO],
];
/** The header of each window's column. */
function uptimeHeaders() {
    return UPTIME_WINDOWS.map(([label]) => `Uptime ${label}`);
}
/** The figures as a cell's text each. */
function uptimeCells(figures) {
    return figures.map((f) => percent(f?.uptime));
}
/** One project's uptime over each window. */
async function projectUptime(ctx, project) {
    return Promise.all(UPTIME_WINDOWS.map(([, windowMs]) => ctx.store.uptime(project.id, windowMs)));
}
/** Every project's uptime over each window, in one query per window (pages that list every project). */
async function uptimeOfProjects(ctx) {
    const now = Date.now();
    const maps = await Promise.all(UPTIME_WINDOWS.map(([, windowMs]) => ctx.store.uptimeOfProjects(windowMs, now)));
    return (project) => maps.map((map) => map.get(project.id));
}

;// CONCATENATED MODULE: ./src/server/http/pages/badges.ts
// A public project's badges (status, uptime and latency over a window), as SVG for README files.





function uptimeColour(uptime) {
    if (uptime === undefined)
        return 'grey';
    return uptime >= 0.99 ? 'green' : uptime >= 0.95 ? 'yellow' : 'red';
}
const BADGE_ROUTES = [
    {
        method: 'GET',
        path: new RegExp(`^/badges/${ID}/(status|uptime|latency)\\.svg$`),
        access: 'public',
        kind: 'page',
        handle: async (x) => {
            const project = await x.ctx.store.project(x.params[0]);
            if (!project || !x.ctx.publicGroups.has(project.group))
                throw new HttpError(404, 'no public badge for this project');
            const window = x.url.searchParams.get('window') ?? '30d';
            const windowMs = UPTIME_WINDOWS.find(([label]) => label === window)?.[1];
            if (windowMs === undefined)
                throw new HttpError(400, `window must be one of ${UPTIME_WINDOWS.map(([l]) => l).join(', ')}`);
            const figures = await x.ctx.store.uptime(project.id, windowMs);
            const svg = x.params[1] === 'status'
                ? badge('status', project.paused ? 'paused' : project.status, project.status === 'passing' ? 'green' : project.status === 'failing' ? 'red' : 'grey')
                : x.params[1] === 'uptime'
                    ? badge(`uptime ${window}`, percent(figures.uptime), uptimeColour(figures.uptime))
                    : badge(`latency ${window}`, figures.latencyMs === undefined ? '\u2013' : `${Math.round(figures.latencyMs)} ms`, 'blue');
            send(x.res, 200, svg, 'image/svg+xml', { 'Cache-Control': 'public, max-age=60' });
        },
    },
];

// EXTERNAL MODULE: ./src/server/schedule.ts
var server_schedule = __webpack_require__(46322);
// EXTERNAL MODULE: ./src/server/store/database.ts
var database = __webpack_require__(17316);
;// CONCATENATED MODULE: ./src/server/store/history.ts
// The history the status page and dashboard draw, read for many projects at once: daily rollups of
// a group, the moments a project's counted runs turned from passing to failing and back, the last
// runs of every project. One query each, whatever the number of projects (the pages' budget).

/** The daily buckets since `since` of every project of `group` (a range of the primary key each). */
async function dailyRollupsOfGroup(db, group, since) {
    const rows = await db.query(`SELECT r.project_id, r.bucket_start, r.runs, r.passed_runs, r.latency_total_ms, r.latency_max_ms
     FROM projects p CROSS JOIN rollups r
     WHERE p.project_group = ? AND r.project_id = p.id AND r.period = 'day' AND r.bucket_start >= ?`, [group, since]);
    return rows.map(toProjectRollup);
}
/** The hourly or daily buckets since `since` of every project (the dashboard's sparklines). */
async function rollupsOfAll(db, period, since) {
    const rows = await db.query(`SELECT r.project_id, r.bucket_start, r.runs, r.passed_runs, r.latency_total_ms, r.latency_max_ms
     FROM projects p CROSS JOIN rollups r
     WHERE r.project_id = p.id AND r.period = ? AND r.bucket_start >= ?`, [period, since]);
    return rows.map(toProjectRollup);
}
function toProjectRollup(r) {
    return {
        projectId: String(r.project_id),
        bucketStart: Number(r.bucket_start),
        runs: Number(r.runs),
        passedRuns: Number(r.passed_runs),
        latencyTotalMs: Number(r.latency_total_ms),
        latencyMaxMs: Number(r.latency_max_ms),
    };
}
/**
 * The changes of outcome since `since` of the runs that count (scheduled, manual and API runs; CI runs
 * where the project counts them) of every project of `group`, newest first, at most `limit`: the
 * window function walks the runs in the database and hands over only the turns.
 */
async function statusChangesOfGroup(db, group, since, limit) {
    const rows = await db.query(`SELECT project_id, id, turned_at, failing FROM (
       SELECT r.project_id, r.id, r.queued_at AS turned_at, CASE WHEN r.status = 'passed' THEN 0 ELSE 1 END AS failing,
         LAG(CASE WHEN r.status = 'passed' THEN 0 ELSE 1 END) OVER (PARTITION BY r.project_id ORDER BY r.queued_at) AS previous
       FROM projects p CROSS JOIN runs r
       WHERE p.project_group = ? AND r.project_id = p.id AND r.queued_at >= ?
         AND r.status IN ('passed', 'failed', 'error') AND (r.trigger <> 'ci' OR p.ci_runs_count = 1)
     ) turns WHERE previous IS NULL OR previous <> failing
     ORDER BY turned_at DESC LIMIT ?`, [group, since, limit]);
    return rows.map((r) => ({
        projectId: String(r.project_id),
        runId: String(r.id),
        at: Number(r.turned_at),
        failing: Number(r.failing) === 1,
    }));
}
/**
 * A run's stored results, as UTF-8 bytes, and error (the first failing run of an incident shown):
 * one run at a time, so a page holds one run's results at once.
 */
async function resultsOfRun(db, id) {
    const [row] = await db.query(`SELECT ${(0,database/* textAsBytes */.B)(db, 'results_json')} AS results, error FROM runs WHERE id = ?`, [id]);
    if (row === undefined)
        return undefined;
    return {
        ...(row.results == null ? {} : { resultsJson: (0,database/* bytesOf */.$)(row.results) }),
        ...(row.error == null ? {} : { error: String(row.error) }),
    };
}
/** The last `perProject` finished runs of every project, newest first (the dashboard's strips). */
async function lastRunsOfAll(db, perProject) {
    const rows = await db.query(
    // Each project's newest runs through the runs_project index, not a walk over every run.
    `SELECT r.project_id, r.id, r.status, r.trigger, r.queued_at, r.duration_ms
     FROM projects p CROSS JOIN runs r
     WHERE r.project_id = p.id AND r.id IN (
       SELECT x.id FROM runs x WHERE x.project_id = p.id AND x.status NOT IN ('queued', 'running')
       ORDER BY x.queued_at DESC LIMIT ?)
     ORDER BY r.project_id, r.queued_at DESC`, [perProject]);
    const byProject = new Map();
    for (const r of rows) {
        const list = byProject.get(String(r.project_id)) ?? [];
        list.push({
            id: String(r.id),
            status: r.status,
            trigger: r.trigger,
            queuedAt: Number(r.queued_at),
            ...(r.duration_ms == null ? {} : { durationMs: Number(r.duration_ms) }),
        });
        byProject.set(String(r.project_id), list);
    }
    return byProject;
}
/**
 * The stored results of a project's last `limit` runs that have them, newest first, skipping any
 * larger than `maxBytes` (a page parses them: a few huge documents must not make it slow).
 */
async function recentResults(db, projectId, limit, maxBytes) {
    const rows = await db.query(`SELECT queued_at, results_json FROM runs
     WHERE project_id = ? AND results_json IS NOT NULL AND LENGTH(results_json) <= ?
     ORDER BY queued_at DESC LIMIT ?`, [projectId, maxBytes, limit]);
    return rows.map((r) => ({ queuedAt: Number(r.queued_at), resultsJson: String(r.results_json) }));
}

;// CONCATENATED MODULE: ./src/server/http/charts/response-time.ts
// Response time drawn on the server as SVG (no script, no library): a line of the mean run duration
// per bucket with labelled axes, gaps where no run was; and the dashboard's sparkline. Colours come
// from assets/app.css classes, so dark mode restyles them (the CSP allows no inline style).

const W = 640;
const H = 180;
const LEFT = 56;
const BOTTOM = 34;
const TOP = 10;
const RIGHT = 10;
/**
 * Commands through the points with values (relative `l` steps: shorter), a new `M` after each gap;
 * each `M` draws `l0 0` too, which the round line cap shows as a dot (a lone bucket between gaps).
 */
function linePath(points, x, y) {
    let d = '';
    let last;
    points.forEach((point, i) => {
        if (point.ms === undefined) {
            last = undefined;
            return;
        }
        const here = [Math.round(x(i)), Math.round(y(point.ms))];
        d += last ? `l${here[0] - last[0]} ${here[1] - last[1]}` : `M${here[0]} ${here[1]}l0 0`;
        last = here;
    });
    return d;
}
function rounded(ms) {
    return ms >= 100 ? `${Math.round(ms)}` : ms >= 10 ? ms.toFixed(0) : ms.toFixed(1);
}
/**
 * A chart named `${name}: response time, \u2026` with its y axis in ms (0 to the highest mean) and its x
 * axis from the first bucket's label to the last's.
 */
function responseTimeChart(name, points, axis) {
    const values = points.flatMap((p) => (p.ms === undefined ? [] : [p.ms]));
    const top = Math.max(1, ...values);
    const plotW = W - LEFT - RIGHT;
    const plotH = H - TOP - BOTTOM;
    const x = (i) => LEFT + (points.length <= 1 ? plotW / 2 : (i / (points.length - 1)) * plotW);
    const y = (ms) => TOP + plotH - (ms / top) * plotH;
    const summary = values.length === 0
        ? 'no runs'
        : `mean per ${axis.span}, lowest ${rounded(Math.min(...values))} ms, highest ${rounded(top)} ms`;
    const label = `${name}: response time, ${summary}`;
    const d = linePath(points, x, y);
    // One line per element without indentation: the status page draws one per service.
    // prettier-ignore
    return html `<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}">
<path class="axis" d="M${LEFT} ${TOP}V${TOP + plotH}H${W - RIGHT}"/>
<text x="${LEFT - 6}" y="${TOP + 10}" text-anchor="end">${rounded(top)}</text>
<text x="${LEFT - 6}" y="${TOP + plotH}" text-anchor="end">0</text>
<text class="axis-title" x="14" y="${TOP + plotH / 2}" transform="rotate(-90 14 ${TOP + plotH / 2})" text-anchor="middle">ms</text>
<text x="${LEFT}" y="${H - 18}">${axis.first}</text>
<text x="${W - RIGHT}" y="${H - 18}" text-anchor="end">${axis.last}</text>
<text class="axis-title" x="${LEFT + plotW / 2}" y="${H - 4}" text-anchor="middle">${axis.span} (UTC)</text>
${d ? html `<path class="line" d="${d}"/>` : ''}
</svg>`;
}
/** A small line without axes, for a row of the dashboard. */
function sparkline(name, points, span) {
    const values = points.flatMap((p) => (p.ms === undefined ? [] : [p.ms]));
    const top = Math.max(1, ...values);
    const w = 120;
    const h = 28;
    const x = (i) => (points.length <= 1 ? w / 2 : (i / (points.length - 1)) * (w - 2) + 1);
    const y = (ms) => h - 2 - (ms / top) * (h - 4);
    const label = values.length === 0
        ? `${name}: response time, no runs in the last ${span}`
        : `${name}: response time over the last ${span}, mean ${rounded(values.reduce((a, b) => a + b, 0) / values.length)} ms, highest ${rounded(top)} ms`;
    const d = linePath(points, x, y);
    return html `<svg class="spark" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">
    <title>${label}</title>
    ${d ? html `<path class="line" d="${d}" />` : ''}
  </svg>`;
}
/** The mean per bucket of `count` buckets of `bucketMs` ending with the one holding `now`. */
function bucketPoints(rollups, bucketMs, now, count) {
    const byStart = new Map(rollups.map((r) => [r.bucketStart, r]));
    const last = Math.floor(now / bucketMs) * bucketMs;
    const points = [];
    for (let i = count - 1; i >= 0; i--) {
        const at = last - i * bucketMs;
        const r = byStart.get(at);
        points.push({ at, ...(r && r.runs > 0 ? { ms: r.latencyTotalMs / r.runs } : {}) });
    }
    return points;
}

;// CONCATENATED MODULE: ./src/server/http/charts/day-uptime.ts
/** 100%: up; from 99%: hi; from 95%: mid; below: low; no runs: nd (docs/serve.md#colours). */
function uptimeBand(share) {
    if (share === undefined)
        return 'nd';
    if (share >= 1)
        return 'up';
    if (share >= 0.99)
        return 'hi';
    if (share >= 0.95)
        return 'mid';
    return 'low';
}
/**
 * A day's share as its segment names it: one decimal (`99.5%`; 90 segments per service weigh on the
 * page), never 100% short of every run nor 0% above none.
 */
function dayPercent(share) {
    if (share >= 1)
        return '100%';
    const tenths = Math.min(999, Math.max(share > 0 ? 1 : 0, Math.round(share * 1000)));
    return `${(tenths / 10).toFixed(1).replace(/\.0$/, '')}%`;
}
/** `2026-11-27` (UTC). */
function isoDay(ms) {
    return new Date(ms).toISOString().slice(0, 10);
}
/** `2026-11-27 23:54` (UTC). */
function isoMinute(ms) {
    return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

;// CONCATENATED MODULE: ./src/server/http/charts/run-strip.ts


function runLabel(run) {
    const took = run.durationMs === undefined ? '' : ` in ${Math.round(run.durationMs)} ms`;
    return `${isoMinute(run.queuedAt)}: ${run.status}${took}${run.trigger === 'ci' ? ' (from CI)' : ''}`;
}
/** `runs` newest first, as stored; drawn oldest first. */
function runStrip(name, runs) {
    if (runs.length === 0)
        return html `<span class="muted">no runs yet</span>`;
    return html `<ol class="strip" aria-label="${name}: last ${runs.length} runs">
    ${[...runs].reverse().map((run) => html `<li class="${run.status}" title="${runLabel(run)}"></li>`)}
  </ol>`;
}

;// CONCATENATED MODULE: ./src/server/http/pages/dashboard.ts
// The dashboard: a summary (passing, failing, paused), then every project with its status, its last
// runs, its response time over 24 hours, schedule, uptime and origin. The live script
// (assets/app.js) updates the status cells it finds by `data-project` and `data-status`.










/** Runs in a project's strip. */
const STRIP_RUNS = 30;
function projectRow(project, uptime, pictures, now) {
    const schedule = (0,server_projects/* projectSchedule */.tf)(project);
    const status = project.paused ? 'paused' : project.status;
    return row([
        html `<a href="/projects/${project.id}">${project.name}</a>`,
        project.group,
        cell(status, html `data-status="${status}"`),
        runStrip(project.name, pictures.runs(project)),
        sparkline(project.name, bucketPoints(pictures.hourly(project), store_store/* HOUR_MS */.iQ, now, 24), '24 hours'),
        schedule ? (0,server_schedule/* describeSchedule */.Bg)(schedule) : 'on demand',
        ...uptimeCells(uptime),
        project.origin === 'file' ? html `file <code>${project.originPath}</code>` : 'API/UI',
    ], html `class="${project.status}" data-project="${project.id}"`);
}
function dashboard_summary(projects) {
    const count = (test) => projects.filter(test).length;
    return html `<ul class="summary" aria-label="Summary">
    <li><strong>${count((p) => !p.paused && p.status === 'passing')}</strong> passing</li>
    <li><strong>${count((p) => !p.paused && p.status === 'failing')}</strong> failing</li>
    <li><strong>${count((p) => p.paused)}</strong> paused</li>
    <li><strong>${count((p) => !p.paused && p.status === 'unknown')}</strong> not run yet</li>
  </ul>`;
}
const DASHBOARD_ROUTES = [
    {
        method: 'GET',
        path: /^\/$/,
        access: 'read',
        kind: 'page',
        handle: async (x) => {
            const now = Date.now();
            const uptime = await uptimeOfProjects(x.ctx);
            const projects = await x.ctx.store.listProjects();
            const lastRuns = await lastRunsOfAll(x.ctx.store.db, STRIP_RUNS);
            const hourly = new Map();
            for (const r of await rollupsOfAll(x.ctx.store.db, 'hour', now - 24 * store_store/* HOUR_MS */.iQ)) {
                const list = hourly.get(r.projectId) ?? [];
                list.push(r);
                hourly.set(r.projectId, list);
            }
            const pictures = {
                runs: (p) => lastRuns.get(p.id) ?? [],
                hourly: (p) => hourly.get(p.id) ?? [],
            };
            const rows = projects.map((project) => projectRow(project, uptime(project), pictures, now));
            const empty = html `<p>
        No projects yet. <a href="/projects/new">Create one from collection YAML</a>, or start the server with
        <code>--projects &lt;dir&gt;</code>.
      </p>`;
            sendPage(x, 'Projects', html `${projects.length > 0 ? dashboard_summary(projects) : ''}
          <div class="table-scroll">
            ${table([
                'Project',
                'Group',
                'Status',
                `Last ${STRIP_RUNS} runs`,
                'Response time 24h',
                'Schedule',
                ...uptimeHeaders(),
                'Origin',
            ], rows, { empty })}
          </div>`);
        },
    },
];

;// CONCATENATED MODULE: ./src/server/http/pages/maintenance-windows.ts








function windowBody(x) {
    const timeZone = formText(x, 'timeZone') || 'UTC';
    const body = {
        title: formText(x, 'title'),
        projectId: formText(x, 'projectId') || undefined,
        timeZone,
    };
    if (formText(x, 'repeat') === 'cron')
        return { ...body, cron: formText(x, 'cron'), durationMinutes: formNumber(x, 'durationMinutes') };
    if (!knownTimeZone(timeZone))
        return body; // the shared check names the unknown zone
    for (const [key, label] of [
        ['startsAt', 'the start'],
        ['endsAt', 'the end'],
    ]) {
        const ms = zonedToEpoch(formText(x, key), timeZone);
        if (ms === undefined)
            throw new HttpError(400, `${label} must be a date and a time`);
        body[key] = new Date(ms).toISOString();
    }
    return body;
}
async function windowForm(x, window, problem) {
    const sent = problem !== undefined;
    const zone = window?.timeZone ?? 'UTC';
    const local = (ms) => (ms === undefined ? '' : epochToZoned(ms, zone));
    const value = (name, current) => (sent ? formText(x, name) : (current ?? ''));
    const recurring = sent ? formText(x, 'repeat') === 'cron' : window?.cron !== undefined;
    const projectId = value('projectId', window?.projectId);
    const projects = await x.ctx.store.listProjects();
    const kind = (repeat, label, chosen) => html `<legend>
      <label class="inline"
        ><input type="radio" name="repeat" value="${repeat}" ${chosen ? html `checked` : ''} /> ${label}</label
      >
    </legend>`;
    return html `${problem ? views_problem(problem) : ''}
    <form method="post" action="${window ? `/alerts/windows/${window.id}` : '/alerts/windows'}" data-window-form>
      ${csrf(x)} ${field('Title', html `<input name="title" required value="${value('title', window?.title)}" />`)}
      ${field('Project', html `<select name="projectId">
          <option value="">every project</option>
          ${projects.map((p) => html `<option value="${p.id}" ${p.id === projectId ? html `selected` : ''}>${p.name}</option>`)}
        </select>`)}
      ${field('Time zone (an IANA name: UTC, Europe/Paris, America/New_York)', html `<input name="timeZone" list="time-zones" required value="${value('timeZone', zone)}" />`)}
      <datalist id="time-zones">
        ${Intl.supportedValuesOf('timeZone').map((z) => html `<option value="${z}"></option>`)}
      </datalist>
      <fieldset>
        ${kind('once', 'Once', !recurring)}
        ${field('Starts (in the time zone)', html `<input name="startsAt" type="datetime-local" value="${value('startsAt', local(window?.startsAt))}" />`)}
        ${field('Ends', html `<input name="endsAt" type="datetime-local" value="${value('endsAt', local(window?.endsAt))}" />`)}
      </fieldset>
      <fieldset>
        ${kind('cron', 'Recurring', recurring)}
        ${field(html `Starts at (cron, in the time zone: <code>0 3 * * *</code> is every day at 03:00)`, html `<input name="cron" value="${value('cron', window?.cron)}" />`)}
        ${field('For minutes', html `<input
            name="durationMinutes"
            inputmode="numeric"
            value="${value('durationMinutes', window?.durationMinutes)}"
          />`)}
      </fieldset>
      <button>${window ? 'Save' : 'Create'}</button>
    </form>`;
}
const MAINTENANCE_WINDOW_ROUTES = [
    {
        method: 'GET',
        path: /^\/alerts\/windows\/new$/,
        access: 'write',
        kind: 'page',
        handle: async (x) => sendPage(x, 'New maintenance window', await windowForm(x)),
    },
    {
        method: 'POST',
        path: /^\/alerts\/windows$/,
        access: 'write',
        kind: 'page',
        handle: async (x) => orShowAgain(x, 'New maintenance window', async () => {
            await x.ctx.store.alerts.createWindow(await checkWindow(windowBody(x), x.ctx.store));
            redirect(x.res, '/alerts');
        }, (problem) => windowForm(x, undefined, problem)),
    },
    {
        method: 'GET',
        path: new RegExp(`^/alerts/windows/${ID}$`),
        access: 'write',
        kind: 'page',
        handle: async (x) => {
            const window = await windowOr404(x);
            sendPage(x, `Maintenance window ${window.title}`, await windowForm(x, window));
        },
    },
    {
        method: 'POST',
        path: new RegExp(`^/alerts/windows/${ID}$`),
        access: 'write',
        kind: 'page',
        handle: async (x) => {
            const window = await windowOr404(x);
            await orShowAgain(x, `Maintenance window ${window.title}`, async () => {
                await x.ctx.store.alerts.updateWindow(window.id, await checkWindow(windowBody(x), x.ctx.store));
                redirect(x.res, '/alerts');
            }, (problem) => windowForm(x, window, problem));
        },
    },
    {
        method: 'POST',
        path: new RegExp(`^/alerts/windows/${ID}/delete$`),
        access: 'write',
        kind: 'page',
        handle: async (x) => {
            if (!(await x.ctx.store.alerts.deleteWindow(x.params[0])))
                throw new HttpError(404, 'no such window');
            redirect(x.res, '/alerts');
        },
    },
];

;// CONCATENATED MODULE: ./src/server/http/charts/uptime-bar.ts
// The uptime bar: one segment per day, coloured by that day's share of passing runs, each named for
// a screen reader and a hover (`2026-11-27: 99.5% uptime`, `2026-11-26: no data`). A list of empty
// items styled by class (assets/app.css): the smallest markup that carries a name per segment, since
// a status page draws 90 of them per service.



/** The `days` days ending with the one holding `now`, oldest first. */
function uptimeBar(name, byDay, now, days = 90) {
    const today = Math.floor(now / store_store/* DAY_MS */.sO) * store_store/* DAY_MS */.sO;
    const segments = [];
    for (let i = days - 1; i >= 0; i--) {
        const day = today - i * store_store/* DAY_MS */.sO;
        const tally = byDay.get(day);
        const share = tally && tally.runs > 0 ? tally.passedRuns / tally.runs : undefined;
        const label = share === undefined ? `${isoDay(day)}: no data` : `${isoDay(day)}: ${dayPercent(share)} uptime`;
        // No `</li>`: HTML closes it at the next one, and the bars weigh 90 segments per service.
        // prettier-ignore
        segments.push(html `<li class="${uptimeBand(share)}" title="${label}">`);
    }
    // prettier-ignore
    return html `<ol class="days" aria-label="${name}: uptime per day, last ${days} days">${segments}</ol>`;
}

;// CONCATENATED MODULE: ./src/server/http/run-diff.ts

/** The runs to compare in a project's runs (newest first): the first failure after the last pass. */
function breakingPair(runs) {
    const lastPass = runs.findIndex((r) => r.status === 'passed');
    if (lastPass <= 0)
        return undefined;
    const failed = runs[lastPass - 1];
    return failed.status === 'failed' ? { passed: runs[lastPass], failed } : undefined;
}
const keyOf = (collection, test) => `${collection}\u0000${test.index}\u0000${test.iteration}`;
/** The earlier run's part of a diff, read a record at a time: its results can go before the later run's are read. */
function outcomesOf(doc) {
    const outcomes = new Map();
    for (const collection of doc.collections)
        for (const test of (0,stored_results/* eachTest */.Uj)(collection))
            outcomes.set(keyOf(collection.name, test), { outcome: test.outcome, status: test.response?.status });
    return outcomes;
}
function diffRuns(before, after) {
    const earlier = before instanceof Map ? before : outcomesOf(before);
    const changes = [];
    for (const collection of after.collections)
        for (const test of (0,stored_results/* eachTest */.Uj)(collection)) {
            const previous = earlier.get(keyOf(collection.name, test));
            if (previous && previous.outcome === test.outcome)
                continue;
            const check = test.validators.find((v) => !v.pass);
            changes.push({
                test: test.name,
                before: previous?.outcome ?? 'absent',
                after: test.outcome,
                statusBefore: previous?.status,
                statusAfter: test.response?.status,
                ...(check ? { check: check.name, expected: check.expected, actual: check.actual } : {}),
                ...(test.error ? { error: test.error } : {}),
            });
        }
    return changes;
}

;// CONCATENATED MODULE: ./src/server/http/test-response-times.ts
// Each test's response time over a project's last runs, from their stored results (rollups are per
// project): the points of one chart per test, oldest run first, the first `maxTests` tests of the
// newest run. A document that cannot be read is skipped.


function testResponseTimes(runs, maxTests) {
    const series = new Map();
    const perRun = [];
    for (const run of runs) {
        const totals = new Map();
        try {
            for (const collection of readStoredRun(run.resultsJson).collections ?? [])
                for (const test of (0,stored_results/* eachTest */.Uj)(collection) ?? []) {
                    const name = test.iteration > 1 ? `${test.name} (iteration ${test.iteration})` : test.name;
                    if (!series.has(name) && series.size < maxTests && perRun.length === 0)
                        series.set(name, { test: name, points: [] });
                    if (typeof test.timings?.totalMs === 'number')
                        totals.set(name, test.timings.totalMs);
                }
        }
        catch {
            continue;
        }
        perRun.push({ at: run.queuedAt, totals });
    }
    for (const { at, totals } of perRun.reverse())
        for (const s of series.values()) {
            const ms = totals.get(s.test);
            s.points.push({ at, ...(ms === undefined ? {} : { ms }) });
        }
    return [...series.values()];
}

// EXTERNAL MODULE: ./src/report/formats/html.ts + 4 modules
var formats_html = __webpack_require__(11682);
// EXTERNAL MODULE: ./src/report/formats/html/row-store.ts
var row_store = __webpack_require__(13411);
// EXTERNAL MODULE: ./src/report/formats/format-writer.ts
var format_writer = __webpack_require__(75688);
;// CONCATENATED MODULE: ./src/server/http/ci-links.ts

function httpUrl(value) {
    if (value === undefined)
        return undefined;
    try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
    }
    catch {
        return undefined;
    }
}
/** `ci` with the workflow run and commit linked where the provenance allows; the branch beside. */
function ciOrigin(ci) {
    if (ci === undefined)
        return html `ci`;
    const run = httpUrl(ci.runUrl);
    const sha = ci.commit !== undefined && /^[0-9a-f]{7,64}$/i.test(ci.commit) ? ci.commit : undefined;
    const repository = ci.repository !== undefined && /^[\w.-]+\/[\w.-]+$/.test(ci.repository) ? ci.repository : undefined;
    const origin = run ? html `<a href="${run.href}">ci</a>` : html `ci`;
    const commit = sha === undefined
        ? ''
        : run && repository
            ? html ` <a class="ci" href="${`${run.origin}/${repository}/commit/${sha}`}">${sha.slice(0, 7)}</a>`
            : html ` <code>${sha.slice(0, 7)}</code>`;
    return html `${origin}${commit}${ci.branch ? html ` <span class="muted">${ci.branch}</span>` : ''}`;
}

;// CONCATENATED MODULE: ./src/server/http/pages/runs.ts
// A run: its status and totals, the tests so far while it runs (the live script fills
// `data-live-tests`), its failures, and its HTML report (sandboxed). The run rows and failure
// tables that the project page shows too.










const RUN_HEADERS = ['When', 'Status', 'Trigger', 'Passed', 'Duration'];
// The live script (assets/app.js) builds the same row from a run event: keep the cells in step.
function runRow(run) {
    return row([
        html `<a href="/runs/${run.id}">${when(run.queuedAt)}</a>`,
        run.status,
        run.trigger === 'ci' ? ciOrigin(run.ci) : run.trigger,
        `${run.totals.passed}/${run.totals.passed + run.totals.failed + run.totals.errored}`,
        run.durationMs === undefined ? '\u2013' : `${Math.round(run.durationMs)} ms`,
    ], html `class="${run.status}" data-run="${run.id}"`);
}
/** The failed and errored tests of a run: what each check expected and got, or the error. */
function failureTable(doc) {
    const rows = [];
    for (const collection of doc.collections)
        for (const test of (0,stored_results/* eachTest */.Uj)(collection, stored_results/* FAILING */.tz)) {
            if (test.outcome !== 'failed' && test.outcome !== 'errored')
                continue;
            const failed = test.validators.filter((v) => !v.pass);
            rows.push(row([
                test.name,
                test.outcome,
                failed.length > 0 ? failed.map((v) => html `<div>${v.name}</div>`) : (test.errorCode ?? ''),
                failed.map((v) => html `<div><code>${v.expected}</code></div>`),
                failed.length > 0 ? failed.map((v) => html `<div><code>${v.actual}</code></div>`) : (test.error ?? ''),
            ], html `class="${test.outcome}"`));
        }
    return table(['Test', 'Outcome', 'Check', 'Expected', 'Actual'], rows, { empty: html `<p>No failures.</p>` });
}
const RUN_ROUTES = [
    {
        method: 'GET',
        path: new RegExp(`^/runs/${ID}$`),
        access: 'read',
        kind: 'page',
        handle: async (x) => {
            const run = await x.ctx.store.run(x.params[0]);
            if (!run)
                throw new HttpError(404, 'no such run');
            const project = await x.ctx.store.project(run.projectId);
            const results = await x.ctx.store.runResults(run.id);
            const live = run.status === 'queued' || run.status === 'running';
            const body = html `<p data-live-run="${live ? run.id : ''}" data-project-id="${run.projectId}">
          Project <a href="/projects/${run.projectId}">${project?.name}</a>; status <strong>${run.status}</strong>;
          ${run.trigger === 'ci' ? ciOrigin(run.ci) : run.trigger}; queued ${when(run.queuedAt)}; finished
          ${when(run.finishedAt)}. ${run.totals.passed} passed, ${run.totals.failed} failed, ${run.totals.errored}
          errored, ${run.totals.skipped} skipped.
        </p>
        ${run.error ? html `<pre class="problem">${run.error}</pre>` : ''}
        ${live
                ? html `<h2>Tests so far</h2>
                <ul data-live-tests></ul>`
                : ''}
        ${results
                ? html `<p>
                  <a href="/runs/${run.id}/report">HTML report</a> ·
                  <a href="/api/runs/${run.id}/results">results.json</a>
                </p>
                <h2>Failures</h2>
                ${failureTable(readStoredRun(results))}`
                : ''}`;
            sendPage(x, `Run ${run.id.slice(0, 8)}`, body);
        },
    },
    {
        method: 'GET',
        path: new RegExp(`^/runs/${ID}/report$`),
        access: 'read',
        kind: 'page',
        handle: async (x) => {
            const results = await x.ctx.store.runResults(x.params[0]);
            if (!results)
                throw new HttpError(404, 'this run has no report');
            const doc = readStoredRun(results);
            // The report is a self-contained page with its own script: sandboxed, it cannot reach the session.
            // Streamed as the command line writes report.html: its rows wait in a temporary file, not in memory.
            await sendPieces(x.res, 200, (0,format_writer/* formatPieces */.h)((0,formats_html.htmlWriter)(doc, new row_store.FileRowStore()), doc), 'text/html; charset=utf-8', {
                'Content-Security-Policy': "sandbox allow-scripts; default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:",
            });
        },
    },
];

;// CONCATENATED MODULE: ./src/server/http/pages/projects.ts
// A project: its schedule, uptime, latency charts, what broke between the last pass and the first
// failure, its last failures, its runs (the live script adds rows to `data-runs-of`) and its
// collection; the form that creates one; and the buttons that run, pause, resume and delete it.
















/** Lines of `NAME=value` \u2192 a map; a line without `=` is a mistake worth telling. */
function pairs(text, what) {
    if (text === null || text.trim() === '')
        return undefined;
    const map = {};
    for (const line of text.split(/\r?\n/)) {
        if (line.trim() === '')
            continue;
        const at = line.indexOf('=');
        if (at <= 0)
            throw new server_projects/* ProjectError */.wB(`${what}: write one NAME=value per line (got ${JSON.stringify(line.slice(0, 40))})`);
        map[line.slice(0, at).trim()] = line.slice(at + 1);
    }
    return map;
}
async function projects_projectOr404(x) {
    const project = await x.ctx.store.project(x.params[0]);
    if (!project)
        throw new HttpError(404, 'no such project');
    return project;
}
function projectForm(x) {
    return html `<form method="post" action="/projects">
    ${csrf(x)}
    ${field(html `Collection YAML (its <code>schedule:</code> is the schedule, e.g. <code>schedule: 5m</code>)`, html `<textarea
        name="yaml"
        rows="16"
        required
        placeholder="name: shop&#10;schedule: 5m&#10;tests:&#10;  - url: https://example.com/health"
      ></textarea>`)}
    ${field("Name (default: the collection's name)", html `<input name="name" />`)}
    ${field('Group (its status page)', html `<input name="group" />`)}
    ${field('Variables, one NAME=value per line', html `<textarea name="variables" rows="3"></textarea>`)}
    ${field('Secrets, one NAME=value per line (encrypted, never shown again)', html `<textarea name="secrets" rows="3"></textarea>`)}
    <button>Create</button>
  </form>`;
}
/** Response time over 24 hours (hourly) and 90 days (daily), and the 90-day uptime bar. */
function charts(name, hourly, daily, now) {
    const hours = bucketPoints(hourly, store_store/* HOUR_MS */.iQ, now, 24);
    const days = bucketPoints(daily, store_store/* DAY_MS */.sO, now, 90);
    return html `<h2>Uptime, last 90 days</h2>
    ${uptimeBar(name, new Map(daily.map((r) => [r.bucketStart, r])), now)}
    <h2>Response time, last 24 hours</h2>
    ${responseTimeChart(name, hours, { span: 'hour', first: isoMinute(hours[0].at), last: isoMinute(hours[hours.length - 1].at) })}
    <h2>Response time, last 90 days</h2>
    ${responseTimeChart(name, days, { span: 'day', first: isoDay(days[0].at), last: isoDay(days[days.length - 1].at) })}`;
}
/** Runs and tests the per-test charts read, and the largest stored results they parse. */
const TEST_CHART_RUNS = 30;
const TEST_CHARTS = 10;
const TEST_CHART_MAX_BYTES = 256 * 1024;
/** Each test's response time over the last runs (rollups are per project; the results are per test). */
async function testCharts(store, project) {
    const runs = await recentResults(store.db, project.id, TEST_CHART_RUNS, TEST_CHART_MAX_BYTES);
    const series = testResponseTimes(runs, TEST_CHARTS);
    if (series.length === 0)
        return '';
    return html `<h2>Response time per test, last ${runs.length} runs</h2>
    ${series.map((s) => responseTimeChart(`${project.name} › ${s.test}`, s.points, {
        span: 'run',
        first: isoMinute(s.points[0].at),
        last: isoMinute(s.points[s.points.length - 1].at),
    }))}`;
}
/** What changed between the last passing run and the first failing one after it, if both have results. */
async function whatBroke(store, runs) {
    const pair = breakingPair(runs);
    const before = pair && (await outcomesOfRun(store, pair.passed));
    const after = pair && (await store.runResults(pair.failed.id));
    if (!pair || !before || !after)
        return '';
    const changes = diffRuns(before, readStoredRun(after));
    return html `<h2>
      What broke: <a href="/runs/${pair.passed.id}">last pass</a> →
      <a href="/runs/${pair.failed.id}">first failure</a>
    </h2>
    ${table(['Test', 'Before', 'After', 'Status', 'Check', 'Expected', 'Actual'], changes.map((c) => row([
        c.test,
        c.before,
        c.after,
        `${c.statusBefore ?? '–'} → ${c.statusAfter ?? '–'}`,
        c.check ?? c.error ?? '',
        html `<code>${c.expected ?? ''}</code>`,
        html `<code>${c.actual ?? ''}</code>`,
    ], html `class="${c.after}"`)))}`;
}
/** What a diff needs of an earlier run; its results are let go before the later run's are read. */
async function outcomesOfRun(store, run) {
    const results = await store.runResults(run.id);
    return results && outcomesOf(readStoredRun(results));
}
/** A run's failure table; its results are let go before the page reads other runs' (the diff's). */
async function failuresOf(store, run) {
    const results = await store.runResults(run.id);
    return results && failureTable(readStoredRun(results));
}
async function projectPage(x, project) {
    const { store } = x.ctx;
    const schedule = (0,server_projects/* projectSchedule */.tf)(project);
    const runs = await store.listRuns(project.id, 50);
    const lastFailed = runs.find((r) => r.status === 'failed');
    const lastFailures = lastFailed && (await failuresOf(store, lastFailed));
    const can = (p) => x.principal.permissions.has(p);
    const now = Date.now();
    const hourly = await store.rollups(project.id, 'hour', now - 24 * store_store/* HOUR_MS */.iQ);
    const daily = await store.rollups(project.id, 'day', now - 90 * store_store/* DAY_MS */.sO);
    const action = (name) => `/projects/${project.id}/${name}`;
    return html ` <p>
      ${project.origin === 'file' ? html `From the file <code>${project.originPath}</code> (read-only here: files win).` : 'Created through the API/UI.'}
      Schedule: ${schedule ? (0,server_schedule/* describeSchedule */.Bg)(schedule) : 'none (runs on demand)'}${project.paused ? ' — paused' : ''}.
      Next run: ${project.paused ? '–' : when(project.nextRunAt)}.
    </p>
    ${table(uptimeHeaders(), [row(uptimeCells(await projectUptime(x.ctx, project)))])}
    ${can('run')
        ? html `${postButton(x, action('run'), 'Run now')}
          ${postButton(x, action(project.paused ? 'resume' : 'pause'), project.paused ? 'Resume' : 'Pause')}`
        : ''}
    ${can('write') && project.origin === 'api' ? postButton(x, action('delete'), 'Delete', { danger: true }) : ''}
    ${charts(project.name, hourly, daily, now)} ${await testCharts(store, project)} ${await whatBroke(store, runs)}
    ${lastFailures
        ? html `<h2>Last failures (<a href="/runs/${lastFailed.id}">run of ${when(lastFailed.queuedAt)}</a>)</h2>
            ${lastFailures}`
        : ''}
    <h2>Runs</h2>
    ${table(RUN_HEADERS, runs.length === 0 ? [row([cell('No runs yet.', html `colspan="5"`)], html `data-no-runs`)] : runs.map(runRow), { body: html `data-runs-of="${project.id}"` })}
    <h2>Collection</h2>
    <pre>${project.sourceYaml}</pre>
    <p>
      Variables: ${Object.keys(project.variables).join(', ') || 'none'}. Secrets:
      ${project.secretsEncrypted ? 'stored (never shown)' : 'none'}.
    </p>`;
}
const PROJECT_ROUTES = [
    {
        method: 'GET',
        path: /^\/projects\/new$/,
        access: 'write',
        kind: 'page',
        handle: async (x) => sendPage(x, 'New project', projectForm(x)),
    },
    {
        method: 'POST',
        path: /^\/projects$/,
        access: 'write',
        kind: 'page',
        handle: async (x) => {
            const project = await x.ctx.projects.save({
                yaml: x.form.get('yaml') ?? '',
                name: x.form.get('name') || undefined,
                group: x.form.get('group') ?? '',
                variables: pairs(x.form.get('variables'), 'variables'),
                secrets: pairs(x.form.get('secrets'), 'secrets'),
            }, 'api');
            redirect(x.res, `/projects/${project.id}`);
        },
    },
    {
        method: 'GET',
        path: new RegExp(`^/projects/${ID}$`),
        access: 'read',
        kind: 'page',
        handle: async (x) => {
            const project = await projects_projectOr404(x);
            sendPage(x, project.name, await projectPage(x, project));
        },
    },
    ...['run', 'pause', 'resume', 'delete'].map((action) => ({
        method: 'POST',
        path: new RegExp(`^/projects/${ID}/${action}$`),
        access: action === 'delete' ? 'write' : 'run',
        kind: 'page',
        handle: async (x) => {
            const project = await projects_projectOr404(x);
            if (action === 'run') {
                const run = await x.ctx.scheduler.runNow(project, 'manual');
                return redirect(x.res, `/runs/${run.id}`);
            }
            if (action === 'delete') {
                if (project.origin === 'file')
                    throw new HttpError(409, `delete the file ${project.originPath} instead`);
                await x.ctx.store.deleteProject(project.id);
                return redirect(x.res, '/');
            }
            await x.ctx.projects.setPaused(project, action === 'pause');
            redirect(x.res, `/projects/${project.id}`);
        },
    })),
];

;// CONCATENATED MODULE: ./src/server/http/pages/sign-in.ts
// Signing in and out (auth/sessions.ts does the checking): the form, its post, and sign-out.



const SIGN_IN_ROUTES = [
    {
        method: 'GET',
        path: /^\/login$/,
        access: 'public',
        kind: 'page',
        handle: async (x) => sendHtml(x.res, 200, layout('Sign in', html `<form method="post" action="/login">
            <input type="hidden" name="next" value="${x.url.searchParams.get('next') ?? '/'}" />
            ${field('User', html `<input name="name" autocomplete="username" required />`)}
            ${field('Password', html `<input name="password" type="password" autocomplete="current-password" required />`)}
            <button>Sign in</button>
          </form>`)),
    },
    {
        method: 'POST',
        path: /^\/login$/,
        access: 'public',
        kind: 'page',
        handle: async (x) => {
            const next = sameOriginPath(x.form.get('next') ?? '/') ?? '/';
            const signIn = await x.ctx.sessions.signIn(x.form.get('name') ?? '', x.form.get('password') ?? '', x.ctx.clientAddress.of(x.req));
            if (!signIn.ok)
                return sendHtml(x.res, signIn.status, errorPage(signIn.status, signIn.message), signIn.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(signIn.retryAfterSeconds) });
            redirect(x.res, next, { 'Set-Cookie': signIn.setCookie });
        },
    },
    {
        method: 'POST',
        path: /^\/logout$/,
        access: 'read',
        kind: 'page',
        handle: async (x) => redirect(x.res, '/login', { 'Set-Cookie': await x.ctx.sessions.signOut(cookies(x.req)) }),
    },
];

;// CONCATENATED MODULE: ./src/server/status/banner.ts
const GROUP_STATE_TEXT = {
    operational: 'All systems operational',
    degraded: 'Degraded performance',
    partial: 'Partial outage',
    major: 'Major outage',
    'no-data': 'No data yet',
};
/** Below this 24-hour uptime a passing service makes the group "degraded". */
const DEGRADED_BELOW = 0.99;
/**
 * Major outage: more than half of the watched services fail; partial outage: some (at most half)
 * fail; degraded: none fails but one passed fewer than 99% of its runs in 24 hours; operational
 * otherwise. No watched service: no data yet.
 */
function groupState(services) {
    const watched = services.filter((s) => !s.paused && s.status !== 'unknown');
    if (watched.length === 0)
        return 'no-data';
    const failing = watched.filter((s) => s.status === 'failing').length;
    if (failing * 2 > watched.length)
        return 'major';
    if (failing > 0)
        return 'partial';
    if (watched.some((s) => s.uptime24h !== undefined && s.uptime24h < DEGRADED_BELOW))
        return 'degraded';
    return 'operational';
}

;// CONCATENATED MODULE: ./src/server/status/incidents.ts
// Past incidents of a status page: each period in which a project's counted runs failed, from the
// first failing run to the next passing one (or ongoing), with the check that failed first in words.


/** Longest failure description kept: a hostile or verbose check message costs the page no more. */
const MAX_WORDS = 300;
/** Incidents from the changes of outcome (newest first), newest first, at most `limit`. */
function incidentsFrom(changes, limit) {
    const recoveredAt = new Map();
    const incidents = [];
    for (const change of changes) {
        if (!change.failing) {
            recoveredAt.set(change.projectId, change.at);
            continue;
        }
        const end = recoveredAt.get(change.projectId);
        recoveredAt.delete(change.projectId);
        incidents.push({
            projectId: change.projectId,
            runId: change.runId,
            start: change.at,
            ...(end === undefined ? {} : { end }),
        });
        if (incidents.length === limit)
            break;
    }
    return incidents;
}
/** What failed first in a run, in one line: the first failed check's message, or the test's error. */
function failingCheck(stored) {
    const words = firstFailure(stored);
    return words.length > MAX_WORDS ? `${words.slice(0, MAX_WORDS - 1)}\u2026` : words;
}
function firstFailure(stored) {
    if (stored?.resultsJson) {
        try {
            for (const collection of readStoredRun(stored.resultsJson).collections)
                for (const test of (0,stored_results/* eachTest */.Uj)(collection, stored_results/* FAILING */.tz)) {
                    if (test.outcome !== 'failed' && test.outcome !== 'errored')
                        continue;
                    const check = test.validators?.find((v) => !v.pass);
                    if (check)
                        return `${test.name}: ${check.message}`;
                    return `${test.name}: ${test.error ?? test.outcome}`;
                }
        }
        catch {
            // Results that cannot be read say nothing of what failed.
        }
    }
    return stored?.error ?? 'the run failed';
}

;// CONCATENATED MODULE: ./src/server/http/status-page.ts
// The public status page of a group: a banner for the whole group (status/banner.ts), per service
// its state, 90-day uptime bar and figure and its response time over 90 days, then past incidents
// and maintenance. Everything from three queries over the group (daily rollups, changes of outcome,
// the results of the incidents shown), drawn on the server; no script needed.










const DAYS = 90;
/** Incidents listed: the newest; older ones are in the projects' run history. */
const INCIDENTS_SHOWN = 20;
/** Changes of outcome read for them (a flapping service turns often). */
const CHANGES_READ = 2000;
function sumDays(rollups, since) {
    let runs = 0;
    let passed = 0;
    for (const r of rollups)
        if (r.bucketStart >= since) {
            runs += r.runs;
            passed += r.passedRuns;
        }
    return { runs, passed };
}
function serviceSection(project, rollups, now, index) {
    const byDay = new Map(rollups.map((r) => [r.bucketStart, r]));
    const today = Math.floor(now / store_store/* DAY_MS */.sO) * store_store/* DAY_MS */.sO;
    const total = sumDays(rollups, today - (DAYS - 1) * store_store/* DAY_MS */.sO);
    const state = project.paused ? 'paused' : project.status;
    const points = bucketPoints(rollups, store_store/* DAY_MS */.sO, now, DAYS);
    const figure = total.runs === 0 ? 'no data' : `${percent(total.passed / total.runs)} uptime, ${DAYS} days`;
    const axis = { span: 'day', first: isoDay(points[0].at), last: isoDay(points[points.length - 1].at) };
    return html `<section class="service" aria-labelledby="service-${index}">
    <div class="service-head">
      <h3 id="service-${index}">${project.name}</h3>
      <span class="state ${state}">${STATE_TEXT[state]}</span>
      <span class="figure">${figure}</span>
    </div>
    ${uptimeBar(project.name, byDay, now, DAYS)}
    <div class="bar-ends" aria-hidden="true"><span>${DAYS} days ago</span><span>today</span></div>
    ${responseTimeChart(project.name, points, axis)}
  </section>`;
}
const STATE_TEXT = { passing: 'Operational', failing: 'Failing', unknown: 'No data', paused: 'Paused' };
function maintenanceText(window, projects) {
    const scope = window.projectId === undefined ? 'all services' : (projects.get(window.projectId)?.name ?? '');
    if (window.cron !== undefined)
        return `${window.title}: recurring (${window.cron}${window.timeZone ? ` ${window.timeZone}` : ''}, ${window.durationMinutes ?? 0} minutes), ${scope}`;
    return `${window.title}: ${scope}`;
}
async function incidentsSection(ctx, group, projects, now) {
    const since = now - DAYS * store_store/* DAY_MS */.sO;
    const changes = await statusChangesOfGroup(ctx.store.db, group, since, CHANGES_READ);
    const incidents = incidentsFrom(changes, INCIDENTS_SHOWN);
    // What failed in each, its run's results read one run at a time.
    const checks = new Map();
    for (const { runId } of incidents)
        checks.set(runId, failingCheck(await resultsOfRun(ctx.store.db, runId)));
    const windows = (await ctx.store.alerts.windows()).filter((w) => w.projectId === undefined || projects.has(w.projectId));
    const entries = incidents.map((incident) => ({
        at: incident.start,
        item: html `<li class="incident${incident.end === undefined ? ' ongoing' : ''}">
      <strong>${projects.get(incident.projectId)?.name}</strong>:
      <time datetime="${new Date(incident.start).toISOString()}">${isoMinute(incident.start)}</time> –
      ${incident.end === undefined ? html `<em>ongoing</em>` : html `<time datetime="${new Date(incident.end).toISOString()}">${isoMinute(incident.end)}</time>`}
      UTC
      <div class="check">${checks.get(incident.runId)}</div>
    </li>`,
    }));
    for (const w of windows) {
        const oneOff = w.startsAt !== undefined && w.endsAt !== undefined;
        if (oneOff && (w.endsAt < since || w.startsAt > now + 30 * store_store/* DAY_MS */.sO))
            continue;
        const active = [...projects.keys()].some((id) => windowActive(w, id, now));
        entries.push({
            at: oneOff ? w.startsAt : now,
            item: html `<li class="maintenance">
        <strong>Maintenance${active ? ' (now)' : ''}</strong>:
        ${oneOff ? html `<time datetime="${new Date(w.startsAt).toISOString()}">${isoMinute(w.startsAt)}</time> – <time datetime="${new Date(w.endsAt).toISOString()}">${isoMinute(w.endsAt)}</time> UTC,` : ''}
        ${maintenanceText(w, projects)}
      </li>`,
        });
    }
    entries.sort((a, b) => b.at - a.at);
    return html `<h2>Past incidents</h2>
    ${entries.length === 0
        ? html `<p>No incidents in the last ${DAYS} days.</p>`
        : html `<ol class="incidents">
            ${entries.map((e) => e.item)}
          </ol>`}`;
}
/** The page's body for the group (`''`: projects without a group). */
async function statusPageBody(ctx, group) {
    const now = Date.now();
    const projects = (await ctx.store.listProjects(group)).sort((a, b) => a.name.localeCompare(b.name));
    const rollups = await dailyRollupsOfGroup(ctx.store.db, group, Math.floor(now / store_store/* DAY_MS */.sO) * store_store/* DAY_MS */.sO - (DAYS - 1) * store_store/* DAY_MS */.sO);
    const byProject = new Map();
    for (const r of rollups) {
        const list = byProject.get(r.projectId) ?? [];
        list.push(r);
        byProject.set(r.projectId, list);
    }
    const uptime24h = await ctx.store.uptimeOfProjects(store_store/* DAY_MS */.sO, now);
    const state = groupState(projects.map((p) => ({ status: p.status, paused: p.paused, uptime24h: uptime24h.get(p.id)?.uptime })));
    const sections = projects.map((p, i) => serviceSection(p, byProject.get(p.id) ?? [], now, i));
    return html `<p class="banner ${state}"><strong>${GROUP_STATE_TEXT[state]}</strong></p>
    <p class="updated">Updated ${isoMinute(now)} UTC.</p>
    <h2>Services</h2>
    ${sections.length === 0 ? html `<p>No services in this group yet.</p>` : sections}
    ${await incidentsSection(ctx, group, new Map(projects.map((p) => [p.id, p])), now)}`;
}

;// CONCATENATED MODULE: ./src/server/http/pages/status.ts
// The public status page of a group named by --public-group (status-page.ts draws it), for anyone,
// cached briefly. A group not made public is not found.



const STATUS_ROUTES = [
    {
        method: 'GET',
        path: /^\/status\/([^/]+)$/,
        access: 'public',
        kind: 'page',
        handle: async (x) => {
            let group;
            try {
                group = decodeURIComponent(x.params[0]);
            }
            catch {
                throw new HttpError(404, 'no public status page by that name');
            }
            const key = group === 'default' ? '' : group;
            if (!x.ctx.publicGroups.has(key))
                throw new HttpError(404, 'no public status page by that name');
            sendHtml(x.res, 200, layout(`Status: ${group}`, await statusPageBody(x.ctx, key)), {
                'Cache-Control': 'public, max-age=30',
            });
        },
    },
];

;// CONCATENATED MODULE: ./src/server/http/pages/tokens.ts
// API tokens: a user's own (an admin sees every one), revoking, and a new token with scopes up to
// the user's own permissions, its secret shown once.






async function tokensPage(x, created) {
    const tokens = await x.ctx.store.listTokens(x.principal.permissions.has('admin') ? undefined : x.principal.userId);
    const scopes = PERMISSIONS.filter((p) => x.principal.permissions.has(p));
    return html `${created ? notice(html `Your new token (shown this once): <code>${created}</code>`) : ''}
    ${table(['Name', 'Scopes', 'Created', 'Last used', ''], tokens.map((t) => row([
        t.name,
        t.scopes.join(' '),
        when(t.createdAt),
        when(t.lastUsedAt),
        postButton(x, `/tokens/${t.id}/delete`, 'Revoke'),
    ])))}
    <h2>New token</h2>
    <form method="post" action="/tokens">
      ${csrf(x)} ${field('Name', html `<input name="name" required />`)}
      ${scopes.map((p) => html `<label class="inline"><input type="checkbox" name="scopes" value="${p}" /> ${p}</label>`)}
      <button>Create</button>
    </form>`;
}
const TOKEN_ROUTES = [
    {
        method: 'GET',
        path: /^\/tokens$/,
        access: 'read',
        kind: 'page',
        handle: async (x) => sendPage(x, 'API tokens', await tokensPage(x)),
    },
    {
        method: 'POST',
        path: /^\/tokens$/,
        access: 'read',
        kind: 'page',
        handle: async (x) => {
            const scopes = x.form.getAll('scopes');
            const name = (x.form.get('name') ?? '').trim();
            const problem = name === '' ? 'a token needs a name' : checkScopes(scopes, x.principal.permissions);
            if (problem)
                throw new HttpError(400, problem);
            const secret = newApiToken();
            await x.ctx.store.createToken(x.principal.userId, name, sha256(secret), scopes);
            sendPage(x, 'API tokens', await tokensPage(x, secret), 201);
        },
    },
    {
        method: 'POST',
        path: new RegExp(`^/tokens/${ID}/delete$`),
        access: 'read',
        kind: 'page',
        handle: async (x) => {
            await x.ctx.store.deleteToken(x.params[0], x.principal.permissions.has('admin') ? undefined : x.principal.userId);
            redirect(x.res, '/tokens');
        },
    },
];

;// CONCATENATED MODULE: ./src/server/http/pages/users.ts
// Users (admins only): the list and the form that creates one (users.ts checks it, as for the API).





async function usersPage(x) {
    const users = await x.ctx.store.listUsers();
    return html `${table(['Name', 'Role', 'Created'], users.map((u) => row([u.name, u.role, when(u.createdAt)])))}
    <h2>New user</h2>
    <form method="post" action="/users">
      ${csrf(x)} ${field('Name', html `<input name="name" required />`)}
      ${field('Password (12 characters or more)', html `<input name="password" type="password" minlength="12" required autocomplete="new-password" />`)}
      ${field('Role', html `<select name="role">
          ${store_store/* ROLES */.gg.map((r) => html `<option>${r}</option>`)}
        </select>`)}
      <button>Create</button>
    </form>`;
}
const USER_ROUTES = [
    {
        method: 'GET',
        path: /^\/users$/,
        access: 'admin',
        kind: 'page',
        handle: async (x) => sendPage(x, 'Users', await usersPage(x)),
    },
    {
        method: 'POST',
        path: /^\/users$/,
        access: 'admin',
        kind: 'page',
        handle: async (x) => {
            await createUser(x.ctx.store, x.form.get('name') ?? undefined, x.form.get('password') ?? undefined, x.form.get('role') ?? undefined);
            redirect(x.res, '/users');
        },
    },
];

;// CONCATENATED MODULE: ./src/server/http/pages/index.ts











const PAGE_ROUTES = [
    ...SIGN_IN_ROUTES,
    ...DASHBOARD_ROUTES,
    ...PROJECT_ROUTES,
    ...RUN_ROUTES,
    ...TOKEN_ROUTES,
    ...USER_ROUTES,
    ...STATUS_ROUTES,
    ...BADGE_ROUTES,
    ...ALERTS_PAGE_ROUTES,
    ...ALERT_CHANNEL_ROUTES,
    ...MAINTENANCE_WINDOW_ROUTES,
];


;// CONCATENATED MODULE: ./src/server/http/app.ts












const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ROUTES = [...API_ROUTES, ...ALERT_ROUTES, ...ASSET_ROUTES, ...PAGE_ROUTES, ...EVENT_ROUTES];
function createHandler(ctx) {
    return (req, res) => {
        void handle(req, res, ctx).catch((error) => fail(req, res, error));
    };
}
async function handle(req, res, ctx) {
    const url = requestUrl(req.url ?? '/');
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    let pathMatched = false;
    for (const route of ROUTES) {
        const match = route.path.exec(url.pathname);
        if (!match)
            continue;
        pathMatched = true;
        if (route.method !== method)
            continue;
        const exchange = { req, res, url, params: match.slice(1), ctx, form: new URLSearchParams() };
        if (route.access !== 'public') {
            const principal = await authenticate(req, ctx);
            if (!principal) {
                if (route.kind === 'page')
                    return redirect(res, `/login?next=${encodeURIComponent(url.pathname + url.search)}`);
                throw new HttpError(401, 'sign in or send an API token (Authorization: Bearer \u2026)');
            }
            exchange.principal = principal;
            if (UNSAFE.has(method))
                await checkCsrf(exchange);
            if (!principal.permissions.has(route.access))
                throw new HttpError(403, `this needs the ${route.access} permission, which ${describe(principal)} does not have`);
        }
        else if (UNSAFE.has(method) && route.kind === 'page') {
            // Signing in from another site would sign the browser in to the attacker's account (login CSRF).
            checkOrigin(req);
            exchange.form = await readForm(req);
        }
        return route.handle(exchange);
    }
    throw new HttpError(pathMatched ? 405 : 404, pathMatched ? 'method not allowed' : 'not found');
}
/** The request target as a URL; a path is read as a path (`//x` is not a host), anything unreadable is a 400. */
function requestUrl(target) {
    try {
        return new URL(target.startsWith('/') ? `http://assay.invalid${target}` : target);
    }
    catch {
        throw new HttpError(400, 'the request target is not a valid URL');
    }
}
function describe(principal) {
    return principal.via === 'token' ? 'this token' : `the role ${principal.role}`;
}
async function authenticate(req, ctx) {
    const authorization = req.headers.authorization;
    if (authorization !== undefined) {
        const [scheme, secret] = authorization.split(' ');
        if (scheme?.toLowerCase() !== 'bearer' || !secret?.startsWith(TOKEN_PREFIX))
            return undefined;
        const token = await ctx.store.tokenByHash(sha256(secret));
        const user = token && (await ctx.store.userById(token.userId));
        if (!token || !user)
            return undefined;
        return {
            userId: user.id,
            userName: user.name,
            role: user.role,
            permissions: tokenGrants(user.role, token.scopes),
            via: 'token',
        };
    }
    const session = await ctx.sessions.find(cookies(req));
    if (!session)
        return undefined;
    const { user, csrfToken } = session;
    return {
        userId: user.id,
        userName: user.name,
        role: user.role,
        permissions: roleGrants(user.role),
        csrfToken,
        via: 'session',
    };
}
/**
 * A change made with the session cookie must carry the session's CSRF token: a form field `_csrf`
 * (pages) or the `X-CSRF-Token` header (scripts). A cross-site Origin is refused outright.
 */
async function checkCsrf(x) {
    if (x.principal.via !== 'session')
        return;
    checkOrigin(x.req);
    let sent = x.req.headers['x-csrf-token'];
    if (sent === undefined &&
        String(x.req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        x.form = await readForm(x.req);
        sent = x.form.get('_csrf') ?? undefined;
    }
    if (typeof sent !== 'string' || !sameText(sent, x.principal.csrfToken))
        throw new HttpError(403, 'the CSRF token is missing or wrong: reload the page and try again');
}
function fail(req, res, error) {
    const known = error instanceof HttpError ||
        error instanceof server_projects/* ProjectError */.wB ||
        error instanceof UserError ||
        error instanceof AlertInputError;
    const status = known ? error.status : error instanceof SecretKeyMissing ? 422 : 500;
    const message = known || error instanceof SecretKeyMissing ? error.message : 'internal error (see the server log)';
    if (!known && !(error instanceof SecretKeyMissing))
        process.stderr.write(`assay serve: ${req.method} ${req.url}: ${error.stack ?? String(error)}\n`);
    if (res.headersSent)
        return void res.end();
    const path = req.url ?? '';
    if (path.startsWith('/api/') || /^\/events(\?|$)/.test(path) || req.headers.accept?.includes('application/json'))
        sendJson(res, status, { error: message });
    else
        sendHtml(res, status, errorPage(status, message));
}

// EXTERNAL MODULE: ./src/model/file-access.ts
var file_access = __webpack_require__(83014);
;// CONCATENATED MODULE: ./src/server/project-files.ts
// Projects from collection files (`--projects <dir>`): every .yaml/.yml/.json file below the
// directory is a project, its group the sub-directory it is in. Files win: such a project is
// read-only through the API and UI (its variables and secrets excepted), follows its file when
// the file changes, and is deleted with its history when the file goes away.




const COLLECTION_FILE = /\.(ya?ml|json)$/i;
async function syncProjectFiles(directory, store, projects) {
    const root = (0,external_node_path_.resolve)(directory);
    const report = { created: [], updated: [], removed: [], problems: new Map() };
    const files = await collectionFiles(root);
    const byPath = new Map((await store.listProjects()).filter((p) => p.origin === 'file').map((p) => [p.originPath, p]));
    for (const file of files) {
        const existing = byPath.get(file);
        byPath.delete(file);
        try {
            const read = await (0,file_access/* readNamedFile */.wh)(file, (0,external_node_path_.relative)(root, file), file_access/* ANYWHERE */.eY);
            if ('problem' in read)
                throw new Error(read.problem);
            const yaml = (0,file_access/* namedText */.Jk)(read);
            if (existing && existing.sourceYaml === yaml)
                continue;
            const folder = (0,external_node_path_.relative)(root, (0,external_node_path_.dirname)(file));
            const group = folder === '' ? '' : folder.split(external_node_path_.sep).join('/');
            const saved = await projects.save({ yaml, group, defaultName: (0,external_node_path_.basename)(file).replace(COLLECTION_FILE, '') }, 'file', existing, file);
            (existing ? report.updated : report.created).push(saved.name);
        }
        catch (error) {
            report.problems.set((0,external_node_path_.relative)(root, file), error instanceof server_projects/* ProjectError */.wB ? error.message : error.message);
        }
    }
    for (const [, gone] of byPath) {
        if (!gone.originPath.startsWith(root + external_node_path_.sep))
            continue; // another instance's --projects directory
        await store.deleteProject(gone.id);
        report.removed.push(gone.name);
    }
    return report;
}
async function collectionFiles(root) {
    const entries = await (0,promises_.readdir)(root, { recursive: true, withFileTypes: true });
    return entries
        .filter((e) => e.isFile() && COLLECTION_FILE.test(e.name) && !e.name.startsWith('.'))
        .map((e) => (0,external_node_path_.join)(e.parentPath, e.name))
        .filter((path) => !(0,external_node_path_.relative)(root, path)
        .split(external_node_path_.sep)
        .some((part) => part.startsWith('.')))
        .sort();
}

// EXTERNAL MODULE: ./src/server/scheduler.ts
var server_scheduler = __webpack_require__(9538);
;// CONCATENATED MODULE: ./src/server/local-scheduler.ts
// Scheduling on SQLite, where one instance runs: every second the projects whose next occurrence
// is due are claimed (Store.claimOccurrence moves next_run_at on) and run on this instance. Runs
// beat a heartbeat; a run left `running` by a process that was killed is marked `abandoned` once
// its heartbeat is older than `staleMs` (on the next start, or by this instance).



class LocalScheduler {
    #store;
    #executor;
    #instanceId;
    #timing;
    #housekeeping;
    #ticker;
    #busy = false;
    constructor(store, executor, instanceId, timing, retention) {
        this.#store = store;
        this.#executor = executor;
        this.#instanceId = instanceId;
        this.#timing = timing;
        this.#housekeeping = new server_scheduler/* Housekeeping */.sG(store, instanceId, timing.heartbeatMs, retention);
    }
    async start() {
        await this.#housekeeping.start(() => this.#beatRuns());
        this.#ticker = setInterval(() => void this.tick().catch((0,server_scheduler/* report */.z8)('scheduling')), this.#timing.tickMs);
        void this.tick().catch((0,server_scheduler/* report */.z8)('scheduling'));
    }
    async stop() {
        clearInterval(this.#ticker);
        await this.#executor.stop();
        await this.#housekeeping.stop();
    }
    runNow(project, trigger) {
        return this.#executor.trigger(project, trigger);
    }
    /** Nothing to do: the next tick reads the project's next_run_at. */
    async scheduled() { }
    /** Claims and starts every due occurrence. */
    async tick(now = Date.now()) {
        if (this.#busy)
            return;
        this.#busy = true;
        try {
            for (const project of await this.#store.dueProjects(now)) {
                const schedule = (0,server_projects/* projectSchedule */.tf)(project);
                const due = project.nextRunAt;
                const next = schedule && (0,server_schedule/* nextOccurrence */.Zk)(schedule, now, due);
                if (await this.#store.claimOccurrence(project.id, due, next))
                    await this.#executor.trigger(project, 'schedule');
            }
        }
        finally {
            this.#busy = false;
        }
    }
    async #beatRuns() {
        await this.#store.beatRuns(this.#instanceId);
        await this.#store.abandonStaleRuns(Date.now() - this.#timing.staleMs);
    }
}

// EXTERNAL MODULE: ./node_modules/pg/esm/index.mjs
var esm = __webpack_require__(83849);
;// CONCATENATED MODULE: ./src/server/store/postgres.ts
// PostgreSQL through `pg` (a pool). The store's `?` placeholders become `$1\u2026`; BIGINT columns
// (epoch milliseconds) come back as numbers, not strings.

const INT8 = 20;
/** Any constant: the advisory lock that serializes migrations across instances. */
const MIGRATION_LOCK = 7_361_114;
const CONNECT_TIMEOUT_MS = 10_000;
async function openPostgres(url) {
    const types = {
        getTypeParser: (oid, format) => oid === INT8 ? Number : esm/* default.types */.Ay.types.getTypeParser(oid, format),
    };
    // A database that accepts the connection and never answers would hold the start (and SIGTERM) forever.
    const pool = new esm/* default.Pool */.Ay.Pool({
        connectionString: url,
        max: 10,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        types: types,
    });
    pool.on('error', () => undefined); // an idle client lost: the pool replaces it
    const client = await pool.connect().catch((error) => {
        void pool.end();
        throw new Error(`cannot connect to the database: ${error.message}`);
    });
    client.release();
    const on = (runner) => ({
        kind: 'postgres',
        query: async (sql, params = []) => (await runner.query(numbered(sql), params.map(value))).rows,
        run: async (sql, params = []) => (await runner.query(numbered(sql), params.map(value))).rowCount ?? 0,
        transaction: async (work) => {
            if (runner !== pool)
                return work(on(runner));
            const tx = await pool.connect();
            try {
                await tx.query('BEGIN');
                const result = await work(on(tx));
                await tx.query('COMMIT');
                return result;
            }
            catch (error) {
                await tx.query('ROLLBACK').catch(() => undefined);
                throw error;
            }
            finally {
                tx.release();
            }
        },
        exclusive: async (work) => {
            const lock = await pool.connect();
            try {
                await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
                return await work();
            }
            finally {
                await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
                lock.release();
            }
        },
        close: () => pool.end(),
    });
    return on(pool);
}
/** `?` \u2192 `$n`, outside string literals. */
function numbered(sql) {
    let n = 0;
    let quoted = false;
    let out = '';
    for (const char of sql) {
        if (char === "'")
            quoted = !quoted;
        out += char === '?' && !quoted ? `$${++n}` : char;
    }
    return out;
}
function value(p) {
    return p === undefined ? null : typeof p === 'boolean' ? (p ? 1 : 0) : p;
}

// EXTERNAL MODULE: ./src/server/store/sqlite.ts
var sqlite = __webpack_require__(96989);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/model/suggest.ts
var suggest = __webpack_require__(2691);
// EXTERNAL MODULE: ./src/session/options/option-table.ts
var option_table = __webpack_require__(60465);
;// CONCATENATED MODULE: ./src/server/options.ts
// `assay serve` options: flags, each with an environment variable for containers (flags win).





const count = (name, min, max) => (value) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= min && n <= max
        ? n
        : `${name} must be a whole number from ${min} to ${max}, got ${value}`;
};
function number(o, key, read, value) {
    const n = read(value);
    if (typeof n === 'string')
        return n;
    o[key] = n;
}
const SERVE_OPTIONS = [
    {
        names: ['--data'],
        value: 'dir',
        default: './assay-data',
        section: 'serve',
        help: 'Directory of the embedded SQLite database (ASSAY_DATA).',
        apply: (o, v) => void (o.data = v),
    },
    {
        names: ['--database'],
        value: 'url',
        section: 'serve',
        help: 'postgres://user:password@host:port/db: use PostgreSQL instead of SQLite, and allow several instances (ASSAY_DATABASE_URL).',
        apply: (o, v) => /^postgres(ql)?:\/\//.test(v)
            ? void (o.database = v)
            : '--database takes a postgres:// URL (SQLite is the default, in --data)',
    },
    {
        names: ['--port'],
        value: 'n',
        default: '8080',
        section: 'serve',
        help: 'HTTP port (ASSAY_PORT).',
        apply: (o, v) => number(o, 'port', count('--port', 0, 65535), v),
    },
    {
        names: ['--host'],
        value: 'address',
        default: '0.0.0.0',
        section: 'serve',
        help: 'Address to listen on; 127.0.0.1 to accept local connections only (ASSAY_HOST).',
        apply: (o, v) => void (o.host = v),
    },
    {
        names: ['--projects'],
        value: 'dir',
        section: 'serve',
        help: 'Directory of collection files, each a project (read again every 30 s); such projects are read-only in the UI and API (ASSAY_PROJECTS).',
        apply: (o, v) => void (o.projects = v),
    },
    {
        names: ['--public-status'],
        value: 'group',
        section: 'serve',
        help: "A project group whose status page and badges anyone may see ('default' for projects without a group); repeatable.",
        apply: (o, v) => void o.publicGroups.push(v === 'default' ? '' : v),
    },
    {
        names: ['--runs'],
        value: 'n',
        default: '4',
        section: 'serve',
        help: 'Runs this instance executes at once; more wait in the queue.',
        apply: (o, v) => number(o, 'runSlots', count('--runs', 1, 256), v),
    },
    {
        names: ['--retention-days'],
        value: 'n',
        default: '90',
        section: 'serve',
        help: 'Runs (and their results.json) older than this are deleted; rollups stay.',
        apply: (o, v) => number(o, 'retentionDays', count('--retention-days', 1, 3650), v),
    },
    {
        names: ['--retention-runs'],
        value: 'n',
        default: '1000',
        section: 'serve',
        help: 'At most this many runs are kept per project, the newest.',
        apply: (o, v) => number(o, 'retentionRuns', count('--retention-runs', 1, 1_000_000), v),
    },
    {
        names: ['--session-hours'],
        value: 'n',
        default: '12',
        section: 'serve',
        help: 'How long a sign-in lasts.',
        apply: (o, v) => number(o, 'sessionHours', count('--session-hours', 1, 24 * 30), v),
    },
    {
        names: ['--insecure-cookies'],
        default: 'off',
        section: 'serve',
        help: 'Send the session cookie without Secure, for plain HTTP on a host other than localhost (not behind TLS).',
        apply: (o) => void (o.insecureCookies = true),
    },
    {
        names: ['--trust-proxy'],
        value: 'address',
        section: 'serve',
        help: 'A reverse proxy (IP address or CIDR range) whose X-Forwarded-For header names the client, for the sign-in limit per address; repeatable. Off by default: the header is ignored.',
        apply: (o, v) => proxyProblem(v) ?? void o.trustProxies.push(v),
    },
    {
        names: ['--config'],
        value: 'file',
        section: 'serve',
        help: 'A YAML or JSON file of these options by their long names (`port: 8080`, `public-status: [shop]`); the environment and flags override it (ASSAY_CONFIG).',
        apply: () => { }, // read before the other options, see configArgs
    },
    { names: ['-h', '--help'], section: 'serve', help: 'Print this help.', apply: () => { }, stops: 'help' },
];
const SERVE_USAGE = `Usage: assay serve [--data <dir> | --database postgres://\u2026] [--port <n>] [--projects <dir>]

Runs collections on a schedule with history, a dashboard, status pages, badges and an API
(docs/serve.md). On first start it creates the user admin and prints its password once, unless
ASSAY_ADMIN_PASSWORD gives it. Project secrets are encrypted with ASSAY_SECRET_KEY (32 bytes,
base64 or hex: openssl rand -base64 32); without it, projects cannot store secrets.

${(0,option_table/* helpSection */.lE)(SERVE_OPTIONS, 'serve')}`;
const ENVIRONMENT = [
    ['ASSAY_DATA', '--data'],
    ['ASSAY_DATABASE_URL', '--database'],
    ['ASSAY_PORT', '--port'],
    ['ASSAY_HOST', '--host'],
    ['ASSAY_PROJECTS', '--projects'],
];
function parseServeArgs(argv, env) {
    const options = {
        data: './assay-data',
        port: 8080,
        host: '0.0.0.0',
        publicGroups: [],
        runSlots: 4,
        retentionDays: 90,
        retentionRuns: 1000,
        sessionHours: 12,
        insecureCookies: false,
        trustProxies: [],
    };
    let fromConfig;
    try {
        fromConfig = configArgs(configPath(argv) ?? env.ASSAY_CONFIG);
    }
    catch (error) {
        return { kind: 'error', message: error.message };
    }
    // The config file first, then the environment, so that flags override both.
    const fromEnv = ENVIRONMENT.flatMap(([name, flag]) => (env[name] ? [`${flag}=${env[name]}`] : []));
    const parsed = (0,option_table/* parseOptions */.Ac)([...fromConfig, ...fromEnv, ...argv], SERVE_OPTIONS, options, {
        unknown: (name, known) => {
            const near = (0,suggest/* closest */.kp)(name, known);
            return `unknown option ${name}${near ? ` (did you mean ${near}?)` : ''} (see assay serve --help)`;
        },
        positional: (arg) => `unexpected argument ${JSON.stringify(arg)} (see assay serve --help)`,
    });
    if (parsed.kind === 'error')
        return parsed;
    if (parsed.kind !== 'parsed')
        return { kind: 'help' };
    return { kind: 'options', options };
}
function configPath(argv) {
    let path;
    argv.forEach((arg, i) => {
        if (arg === '--config')
            path = argv[i + 1];
        else if (arg.startsWith('--config='))
            path = arg.slice('--config='.length);
    });
    return path;
}
/** The config file as arguments (`port: 8080` \u2192 `--port=8080`), checked against the option names. */
function configArgs(path) {
    if (path === undefined)
        return [];
    let config;
    try {
        config = (0,dist/* parse */.qg)((0,external_node_fs_.readFileSync)(path, 'utf8'));
    }
    catch (error) {
        throw new Error(`cannot read the config file ${path}: ${error.message.split('\n')[0]}`);
    }
    if (config === null || config === undefined)
        return [];
    if (typeof config !== 'object' || Array.isArray(config))
        throw new Error(`the config file ${path} must be a mapping of option names to values`);
    const known = SERVE_OPTIONS.flatMap((o) => o.names.filter((n) => n.startsWith('--')).map((n) => n.slice(2))).filter((n) => n !== 'help' && n !== 'config');
    const args = [];
    for (const [key, value] of Object.entries(config)) {
        if (!known.includes(key)) {
            const near = (0,suggest/* closest */.kp)(key, known);
            throw new Error(`${path}: unknown option \`${key}\`${near ? ` (did you mean ${near}?)` : ''}`);
        }
        const flag = SERVE_OPTIONS.find((o) => o.names.includes(`--${key}`));
        if (flag.value === undefined) {
            if (typeof value !== 'boolean')
                throw new Error(`${path}: \`${key}\` is true or false`);
            if (value)
                args.push(`--${key}`);
            continue;
        }
        for (const item of Array.isArray(value) ? value : [value]) {
            if (typeof item !== 'string' && typeof item !== 'number')
                throw new Error(`${path}: \`${key}\` takes text or a number${key === 'public-status' || key === 'trust-proxy' ? ', or a list of them' : ''}`);
            args.push(`--${key}=${item}`);
        }
    }
    return args;
}

;// CONCATENATED MODULE: ./src/server/serve.ts
// `assay serve`: opens the store, loads file projects, starts the HTTP server and the scheduler,
// makes sure there is an admin, and runs until SIGINT/SIGTERM. Loaded by the command line with a dynamic
// import, so that the database clients stay out of `assay run` and out of the action.






















const PROJECT_RESCAN_MS = 30_000;
async function serveCommand(argv, io) {
    const parsed = parseServeArgs(argv, io.env);
    if (parsed.kind === 'help') {
        io.stdout.write(SERVE_USAGE);
        return run_outcome/* EXIT_OK */.Ij;
    }
    if (parsed.kind === 'error') {
        io.stderr.write(`assay serve: ${parsed.message}\n`);
        return run_outcome/* EXIT_USAGE */.Ri;
    }
    let running;
    try {
        running = await startServer(parsed.options, io);
    }
    catch (error) {
        io.stderr.write(`assay serve: ${error.message}\n`);
        return run_outcome/* EXIT_USAGE */.Ri;
    }
    await new Promise((resolve) => {
        if (io.signal.aborted)
            resolve();
        else
            io.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    io.stderr.write('assay serve: stopping\n');
    await running.stop();
    return run_outcome/* EXIT_OK */.Ij;
}
async function startServer(options, io, timing = server_scheduler/* DEFAULT_TIMING */.ft) {
    const adminPassword = io.env.ASSAY_ADMIN_PASSWORD;
    if (adminPassword !== undefined && passwordProblem(adminPassword))
        throw new Error(`ASSAY_ADMIN_PASSWORD: ${passwordProblem(adminPassword)}`);
    const box = new SecretBox(io.env[SECRET_KEY_VARIABLE]);
    const database = options.database ? await openPostgres(options.database) : (0,sqlite/* openSqlite */.L)(options.data);
    const store = await store_store/* Store */.il.open(database);
    const instanceId = `${(0,external_node_os_.hostname)()}-${process.pid}-${(0,external_node_crypto_.randomUUID)().slice(0, 8)}`;
    if (!box.available)
        io.stderr.write(`assay serve: ${SECRET_KEY_VARIABLE} is not set: projects cannot store secrets (docs/serve.md)\n`);
    // A project from a file may name files under its folder, never the SQLite database beside it.
    const projects = new server_projects/* Projects */.Jt(store, box, options.database ? undefined : (0,external_node_path_.resolve)(options.data));
    const live = new LiveEvents();
    const executor = new Executor(store, projects, instanceId, options.runSlots, live);
    const alerts = new Alerts(store, box);
    executor.onFinished = ({ project, run }) => alerts.runFinished(project, run);
    const retention = { days: options.retentionDays, runsPerProject: options.retentionRuns };
    // On PostgreSQL the instances share pg-boss's job queue (loaded only then); on SQLite one instance schedules itself.
    const scheduler = options.database
        ? new (await Promise.all(/* import() */[__webpack_require__.e(233), __webpack_require__.e(578)]).then(__webpack_require__.bind(__webpack_require__, 21578))).PgBossScheduler(options.database, store, executor, instanceId, options.runSlots, timing, retention)
        : new LocalScheduler(store, executor, instanceId, timing, retention);
    projects.onScheduled = (project) => scheduler.scheduled(project);
    let rescan;
    if (options.projects !== undefined) {
        const directory = options.projects;
        const sync = async () => {
            const report = await syncProjectFiles(directory, store, projects);
            for (const [file, problem] of report.problems)
                io.stderr.write(`assay serve: ${file}: ${problem}\n`);
            const changes = [
                ...report.created.map((n) => `+${n}`),
                ...report.updated.map((n) => `~${n}`),
                ...report.removed.map((n) => `-${n}`),
            ];
            if (changes.length > 0)
                io.stderr.write(`assay serve: projects from ${directory}: ${changes.join(' ')}\n`);
        };
        try {
            await sync();
        }
        catch (error) {
            await store.close();
            throw new Error(`cannot read --projects ${directory}: ${error.message}`);
        }
        rescan = setInterval(() => void sync().catch((e) => io.stderr.write(`assay serve: ${e.message}\n`)), PROJECT_RESCAN_MS);
    }
    const server = (0,external_node_http_.createServer)(createHandler({
        store,
        projects,
        scheduler,
        alerts,
        live,
        box,
        sessions: new Sessions(store, new LoginLimit(store), {
            hours: options.sessionHours,
            secureCookies: !options.insecureCookies,
        }),
        clientAddress: new ClientAddress(options.trustProxies),
        publicGroups: new Set(options.publicGroups),
        instanceId,
    }));
    await new Promise((resolve, reject) => {
        server.once('error', (error) => reject(new Error(`cannot listen on ${options.host}:${options.port}: ${error.code ?? error.message}`)));
        server.listen(options.port, options.host, () => resolve());
    }).catch(async (error) => {
        clearInterval(rescan);
        await store.close();
        throw error;
    });
    try {
        await scheduler.start();
    }
    catch (error) {
        clearInterval(rescan);
        server.close();
        await scheduler.stop().catch(() => undefined);
        await store.close();
        throw new Error(`cannot start the scheduler: ${error.message}`);
    }
    // On PostgreSQL the pages of every instance see the runs of all (LISTEN/NOTIFY; loaded only then).
    const relay = options.database
        ? new (await __webpack_require__.e(/* import() */ 505).then(__webpack_require__.bind(__webpack_require__, 38505))).PostgresLiveRelay(options.database, live, instanceId)
        : undefined;
    try {
        await relay?.start();
    }
    catch (error) {
        await relay?.stop();
        // Live updates of other instances' runs are a nicety: the pages still work, and reload to see them.
        io.stderr.write(`assay serve: live updates from other instances are off: ${error.message}\n`);
    }
    const stop = async () => {
        clearInterval(rescan);
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await scheduler.stop();
        await relay?.stop();
        await alerts.idle();
        await store.close();
    };
    // Last, once nothing can fail any more: a start that fails (a port in use) must not have used up
    // the one showing of the admin's password.
    try {
        await ensureAdmin(store, adminPassword, io.stdout);
    }
    catch (error) {
        await stop();
        throw error;
    }
    const { port } = server.address();
    const where = options.database ? 'PostgreSQL' : `SQLite in ${options.data}`;
    io.stdout.write(`assay serve: listening on http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port} (${where}, instance ${instanceId})\n`);
    return {
        server,
        store,
        scheduler,
        executor,
        stop,
    };
}
/** On the first start (no users): the user `admin`, with ASSAY_ADMIN_PASSWORD or a password printed this once. */
async function ensureAdmin(store, password, stdout) {
    if ((await store.countUsers()) > 0)
        return;
    const chosen = password ?? generatePassword();
    try {
        await store.createUser('admin', 'admin', await hashPassword(chosen));
    }
    catch (error) {
        if ((await store.countUsers()) > 0)
            return; // another instance created it at the same moment
        throw error;
    }
    if (password === undefined)
        stdout.write(`assay serve: created the user admin with the password ${chosen}\n  (shown this once; change it by creating another admin, or set ASSAY_ADMIN_PASSWORD before the first start)\n`);
    else
        stdout.write('assay serve: created the user admin with the password from ASSAY_ADMIN_PASSWORD\n');
}


/***/ }),

/***/ 17316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ bytesOf),
/* harmony export */   B: () => (/* binding */ textAsBytes)
/* harmony export */ });
/** A TEXT column's value as UTF-8 bytes, for a SELECT list: the driver gives them, not a string. */
function textAsBytes(db, column) {
    return db.kind === 'postgres' ? `convert_to(${column}, 'UTF8')` : `CAST(${column} AS BLOB)`;
}
/** A binary value as a driver gives it (node:sqlite a Uint8Array, pg a Buffer), as a Buffer over the same memory. */
function bytesOf(value) {
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}


/***/ }),

/***/ 96989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ openSqlite)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_sqlite__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80099);
/* harmony import */ var node_sqlite__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_sqlite__WEBPACK_IMPORTED_MODULE_2__);
// SQLite through Node's built-in node:sqlite: no native build, one file in the data directory.
// node:sqlite is synchronous, so an async transaction could let another caller's statement in
// between its own: every statement therefore waits its turn on one queue, and a transaction holds
// the queue until it ends.



function openSqlite(dataDir) {
    let file = ':memory:';
    if (dataDir !== ':memory:') {
        file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dataDir, 'assay.db');
        createPrivateDirectory(dataDir);
        createPrivateFile(file);
    }
    const db = new node_sqlite__WEBPACK_IMPORTED_MODULE_2__.DatabaseSync(file);
    db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
    let queue = Promise.resolve();
    const inTurn = (work) => {
        const result = queue.then(work);
        queue = result.catch(() => undefined);
        return result;
    };
    const direct = () => ({
        kind: 'sqlite',
        query: async (sql, params = []) => db.prepare(sql).all(...values(params)),
        run: async (sql, params = []) => Number(db.prepare(sql).run(...values(params)).changes),
        transaction: (work) => work(direct()),
        exclusive: (work) => work(),
        close: async () => db.close(),
    });
    const inner = direct();
    return {
        kind: 'sqlite',
        query: (sql, params) => inTurn(() => inner.query(sql, params)),
        run: (sql, params) => inTurn(() => inner.run(sql, params)),
        transaction: (work) => inTurn(async () => {
            db.exec('BEGIN IMMEDIATE');
            try {
                const result = await work(inner);
                db.exec('COMMIT');
                return result;
            }
            catch (error) {
                db.exec('ROLLBACK');
                throw error;
            }
        }),
        exclusive: (work) => work(),
        close: () => inTurn(() => db.close()),
    };
}
/**
 * The data directory, created readable by the server's user alone (0700): it holds password hashes,
 * session hashes and sealed secrets. One level at a time, because a recursive mkdir spins forever
 * where mkdir answers ENOENT under an existing directory (/proc). A directory that exists is the
 * operator's, and keeps its mode.
 */
function createPrivateDirectory(dir) {
    const missing = [];
    for (let at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir); !exists(at); at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at))
        missing.unshift(at);
    try {
        for (const level of missing)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(level, { mode: 0o700 });
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dir).isDirectory())
            throw Object.assign(new Error(), { code: 'ENOTDIR' });
    }
    catch (error) {
        throw new Error(`cannot create the data directory ${dir}: ${problem(error)}`);
    }
}
/**
 * The database and its -wal and -shm files 0600, also when an earlier version made them 0644;
 * SQLite gives the -wal and -shm files it creates the database's mode.
 */
function createPrivateFile(file) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, 'a', 0o600));
        for (const path of [file, `${file}-wal`, `${file}-shm`])
            if (exists(path))
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(path, 0o600);
    }
    catch (error) {
        throw new Error(`cannot create the database ${file}: ${problem(error)}`);
    }
}
function exists(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        return true;
    }
    catch {
        return false;
    }
}
const problem = (error) => error.code ?? error.message;
function values(params) {
    return params.map((p) => (p === undefined ? null : typeof p === 'boolean' ? (p ? 1 : 0) : p));
}


/***/ }),

/***/ 75968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sO: () => (/* reexport */ DAY_MS),
  iQ: () => (/* reexport */ HOUR_MS),
  gg: () => (/* binding */ ROLES),
  il: () => (/* binding */ Store)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/server/store/database.ts
var database = __webpack_require__(17316);
;// CONCATENATED MODULE: ./src/server/store/migrations.ts
const MIGRATIONS = [
    {
        version: 1,
        name: 'initial schema',
        sql: [
            `CREATE TABLE users (
        id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, role TEXT NOT NULL,
        password_hash TEXT NOT NULL, created_at BIGINT NOT NULL)`,
            `CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL, created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL)`,
            `CREATE TABLE api_tokens (
        id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE, scopes TEXT NOT NULL,
        created_at BIGINT NOT NULL, last_used_at BIGINT)`,
            `CREATE TABLE login_failures (key TEXT NOT NULL, at BIGINT NOT NULL)`,
            `CREATE INDEX login_failures_key ON login_failures (key, at)`,
            `CREATE TABLE projects (
        id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, project_group TEXT NOT NULL DEFAULT '',
        source_yaml TEXT NOT NULL, schedule TEXT, paused INTEGER NOT NULL DEFAULT 0,
        origin TEXT NOT NULL, origin_path TEXT, variables TEXT NOT NULL DEFAULT '{}',
        secrets_encrypted TEXT, next_run_at BIGINT, status TEXT NOT NULL DEFAULT 'unknown',
        created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL)`,
            `CREATE TABLE runs (
        id TEXT PRIMARY KEY, project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        trigger TEXT NOT NULL, status TEXT NOT NULL, instance_id TEXT, heartbeat_at BIGINT,
        queued_at BIGINT NOT NULL, started_at BIGINT, finished_at BIGINT, duration_ms DOUBLE PRECISION,
        passed INTEGER NOT NULL DEFAULT 0, failed INTEGER NOT NULL DEFAULT 0, errored INTEGER NOT NULL DEFAULT 0,
        skipped INTEGER NOT NULL DEFAULT 0, error TEXT, results_json TEXT)`,
            `CREATE INDEX runs_project ON runs (project_id, queued_at)`,
            `CREATE INDEX runs_status ON runs (status)`,
            `CREATE TABLE rollups (
        project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE, period TEXT NOT NULL,
        bucket_start BIGINT NOT NULL, runs INTEGER NOT NULL, passed_runs INTEGER NOT NULL,
        latency_total_ms DOUBLE PRECISION NOT NULL, latency_max_ms DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (project_id, period, bucket_start))`,
            `CREATE TABLE alert_channels (
        id TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL, config_encrypted TEXT NOT NULL, project_group TEXT,
        failure_threshold INTEGER NOT NULL DEFAULT 1, recovery_threshold INTEGER NOT NULL DEFAULT 1,
        reminder_minutes INTEGER, created_at BIGINT NOT NULL)`,
            `CREATE TABLE alert_states (
        project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        channel_id TEXT NOT NULL REFERENCES alert_channels(id) ON DELETE CASCADE, state TEXT NOT NULL,
        consecutive_failures INTEGER NOT NULL, consecutive_passes INTEGER NOT NULL,
        changed_at BIGINT NOT NULL, last_notified_at BIGINT, acknowledged_by TEXT,
        PRIMARY KEY (project_id, channel_id))`,
            `CREATE TABLE alert_deliveries (
        id TEXT PRIMARY KEY, channel_id TEXT NOT NULL REFERENCES alert_channels(id) ON DELETE CASCADE,
        project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE, event TEXT NOT NULL,
        created_at BIGINT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, outcome TEXT NOT NULL,
        detail TEXT)`,
            `CREATE TABLE maintenance_windows (
        id TEXT PRIMARY KEY, project_id TEXT REFERENCES projects(id) ON DELETE CASCADE, title TEXT NOT NULL,
        starts_at BIGINT, ends_at BIGINT, cron TEXT, duration_minutes INTEGER, time_zone TEXT,
        created_at BIGINT NOT NULL)`,
            `CREATE TABLE instances (id TEXT PRIMARY KEY, started_at BIGINT NOT NULL, seen_at BIGINT NOT NULL)`,
        ],
    },
    {
        version: 2,
        name: 'ten-day rollups',
        // The long uptime windows sum these (rollup-periods.ts); runs finishing from now on add to them,
        // the history so far is summed from the daily rollups (864,000,000 ms: ten days from the epoch).
        sql: [
            `INSERT INTO rollups (project_id, period, bucket_start, runs, passed_runs, latency_total_ms, latency_max_ms)
       SELECT project_id, 'ten-day', bucket_start - bucket_start % 864000000, SUM(runs), SUM(passed_runs),
         SUM(latency_total_ms), MAX(latency_max_ms)
       FROM rollups WHERE period = 'day' GROUP BY project_id, bucket_start - bucket_start % 864000000`,
            // PostgreSQL scanned the whole table for the dashboard's windows (every project's recent buckets):
            // with this index it reads those buckets alone. SQLite keeps to the primary key (store.ts).
            `CREATE INDEX rollups_period ON rollups (period, bucket_start)`,
        ],
    },
    {
        version: 3,
        name: 'login attempts counted atomically',
        // One row per account or address, counted by one upsert (login-limit.ts), so that concurrent
        // sign-ins cannot all read the same count. login_failures stays for instances not yet upgraded.
        sql: [
            `CREATE TABLE login_attempts (key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, attempts INTEGER NOT NULL)`,
        ],
    },
    {
        version: 4,
        name: 'runs sent from CI',
        // A run's results.json sent to the server (ci-runs.ts): where it came from (commit, branch,
        // workflow run), the digest of the document so that sending it twice records it once, and per
        // project whether such runs count toward its status, uptime and alerts (by default they do not).
        sql: [
            `ALTER TABLE runs ADD COLUMN ci_json TEXT`,
            `ALTER TABLE runs ADD COLUMN results_digest TEXT`,
            `CREATE UNIQUE INDEX runs_results_digest ON runs (project_id, results_digest)`,
            `ALTER TABLE projects ADD COLUMN ci_runs_count INTEGER NOT NULL DEFAULT 0`,
        ],
    },
];
/** Applies the migrations this database has not seen; returns the versions applied. */
async function migrate(db) {
    return db.exclusive(async () => {
        await db.run('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)');
        const done = new Set((await db.query('SELECT version FROM schema_migrations')).map((r) => Number(r.version)));
        const newest = Math.max(0, ...done);
        const known = Math.max(...MIGRATIONS.map((m) => m.version));
        if (newest > known)
            throw new Error(`the database has schema version ${newest}, newer than this assay knows (${known}): upgrade assay`);
        const applied = [];
        for (const migration of MIGRATIONS) {
            if (done.has(migration.version))
                continue;
            await db.transaction(async (tx) => {
                for (const statement of migration.sql)
                    await tx.run(statement);
                await tx.run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', [
                    migration.version,
                    Date.now(),
                ]);
            });
            applied.push(migration.version);
        }
        return applied;
    });
}

// EXTERNAL MODULE: ./src/server/store/sqlite.ts
var sqlite = __webpack_require__(96989);
;// CONCATENATED MODULE: ./src/server/store/alert-store.ts
// The alert side of the store: channels (settings sealed, they hold webhook URLs and passwords),
// per project and channel the alert state, deliveries with their outcome, maintenance windows.

const optionalNumber = (value) => (value == null ? undefined : Number(value));
const optionalText = (value) => (value == null ? undefined : String(value));
class AlertStore {
    #db;
    constructor(db) {
        this.#db = db;
    }
    async createChannel(input) {
        const channel = { ...input, id: (0,external_node_crypto_.randomUUID)(), createdAt: Date.now() };
        await this.#db.run(`INSERT INTO alert_channels (id, name, kind, config_encrypted, project_group, failure_threshold,
        recovery_threshold, reminder_minutes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
            channel.id,
            channel.name,
            channel.kind,
            channel.configEncrypted,
            channel.group ?? null,
            channel.failureThreshold,
            channel.recoveryThreshold,
            channel.reminderMinutes ?? null,
            channel.createdAt,
        ]);
        return channel;
    }
    async channels() {
        return (await this.#db.query('SELECT * FROM alert_channels ORDER BY name')).map(toChannel);
    }
    async channel(id) {
        const [row] = await this.#db.query('SELECT * FROM alert_channels WHERE id = ?', [id]);
        return row && toChannel(row);
    }
    /** Replaces a channel's settings (its kind and id stay); false if there is no such channel. */
    async updateChannel(id, input) {
        const changed = await this.#db.run(`UPDATE alert_channels SET name = ?, config_encrypted = ?, project_group = ?, failure_threshold = ?,
        recovery_threshold = ?, reminder_minutes = ? WHERE id = ?`, [
            input.name,
            input.configEncrypted,
            input.group ?? null,
            input.failureThreshold,
            input.recoveryThreshold,
            input.reminderMinutes ?? null,
            id,
        ]);
        return changed > 0;
    }
    async deleteChannel(id) {
        return (await this.#db.run('DELETE FROM alert_channels WHERE id = ?', [id])) > 0;
    }
    async state(projectId, channelId) {
        const [row] = await this.#db.query('SELECT * FROM alert_states WHERE project_id = ? AND channel_id = ?', [
            projectId,
            channelId,
        ]);
        return row && toState(row);
    }
    async states() {
        return (await this.#db.query('SELECT * FROM alert_states ORDER BY changed_at DESC')).map(toState);
    }
    /**
     * Writes `next` if the stored state is still `previous` (undefined: none stored yet). Of two
     * instances evaluating the same project at once, one wins; the other sends nothing.
     */
    async replaceState(previous, next) {
        const values = [
            next.state,
            next.consecutiveFailures,
            next.consecutivePasses,
            next.changedAt,
            next.lastNotifiedAt ?? null,
            next.acknowledgedBy ?? null,
        ];
        if (!previous) {
            try {
                await this.#db.run(`INSERT INTO alert_states (state, consecutive_failures, consecutive_passes, changed_at, last_notified_at,
            acknowledged_by, project_id, channel_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, [...values, next.projectId, next.channelId]);
                return true;
            }
            catch {
                return false; // another instance inserted it first
            }
        }
        const changed = await this.#db.run(`UPDATE alert_states SET state = ?, consecutive_failures = ?, consecutive_passes = ?, changed_at = ?,
        last_notified_at = ?, acknowledged_by = ?
       WHERE project_id = ? AND channel_id = ? AND state = ? AND consecutive_failures = ? AND consecutive_passes = ?
         AND changed_at = ?`, [
            ...values,
            next.projectId,
            next.channelId,
            previous.state,
            previous.consecutiveFailures,
            previous.consecutivePasses,
            previous.changedAt,
        ]);
        return changed === 1;
    }
    async acknowledge(projectId, userName) {
        return this.#db.run("UPDATE alert_states SET acknowledged_by = ? WHERE project_id = ? AND state = 'down'", [
            userName,
            projectId,
        ]);
    }
    async createDelivery(channelId, projectId, event, outcome) {
        const delivery = {
            id: (0,external_node_crypto_.randomUUID)(),
            channelId,
            projectId,
            event,
            createdAt: Date.now(),
            attempts: 0,
            outcome,
        };
        await this.#db.run('INSERT INTO alert_deliveries (id, channel_id, project_id, event, created_at, attempts, outcome) VALUES (?, ?, ?, ?, ?, 0, ?)', [delivery.id, channelId, projectId, event, delivery.createdAt, outcome]);
        return delivery;
    }
    async updateDelivery(id, attempts, outcome, detail) {
        await this.#db.run('UPDATE alert_deliveries SET attempts = ?, outcome = ?, detail = ? WHERE id = ?', [
            attempts,
            outcome,
            detail ?? null,
            id,
        ]);
    }
    async deliveries(limit = 100, projectId) {
        const rows = projectId === undefined
            ? await this.#db.query('SELECT * FROM alert_deliveries ORDER BY created_at DESC LIMIT ?', [limit])
            : await this.#db.query('SELECT * FROM alert_deliveries WHERE project_id = ? ORDER BY created_at DESC LIMIT ?', [
                projectId,
                limit,
            ]);
        return rows.map((row) => ({
            id: String(row.id),
            channelId: String(row.channel_id),
            projectId: String(row.project_id),
            event: String(row.event),
            createdAt: Number(row.created_at),
            attempts: Number(row.attempts),
            outcome: row.outcome,
            ...(row.detail == null ? {} : { detail: String(row.detail) }),
        }));
    }
    async createWindow(input) {
        const window = { ...input, id: (0,external_node_crypto_.randomUUID)(), createdAt: Date.now() };
        await this.#db.run(`INSERT INTO maintenance_windows (id, project_id, title, starts_at, ends_at, cron, duration_minutes, time_zone,
        created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
            window.id,
            window.projectId ?? null,
            window.title,
            window.startsAt ?? null,
            window.endsAt ?? null,
            window.cron ?? null,
            window.durationMinutes ?? null,
            window.timeZone ?? null,
            window.createdAt,
        ]);
        return window;
    }
    async windows() {
        return (await this.#db.query('SELECT * FROM maintenance_windows ORDER BY created_at')).map(toWindow);
    }
    async window(id) {
        const [row] = await this.#db.query('SELECT * FROM maintenance_windows WHERE id = ?', [id]);
        return row && toWindow(row);
    }
    /** Replaces a window's settings; false if there is no such window. */
    async updateWindow(id, input) {
        const changed = await this.#db.run(`UPDATE maintenance_windows SET project_id = ?, title = ?, starts_at = ?, ends_at = ?, cron = ?,
        duration_minutes = ?, time_zone = ? WHERE id = ?`, [
            input.projectId ?? null,
            input.title,
            input.startsAt ?? null,
            input.endsAt ?? null,
            input.cron ?? null,
            input.durationMinutes ?? null,
            input.timeZone ?? null,
            id,
        ]);
        return changed > 0;
    }
    async deleteWindow(id) {
        return (await this.#db.run('DELETE FROM maintenance_windows WHERE id = ?', [id])) > 0;
    }
}
function toChannel(row) {
    return {
        id: String(row.id),
        name: String(row.name),
        kind: String(row.kind),
        configEncrypted: String(row.config_encrypted),
        group: optionalText(row.project_group),
        failureThreshold: Number(row.failure_threshold),
        recoveryThreshold: Number(row.recovery_threshold),
        reminderMinutes: optionalNumber(row.reminder_minutes),
        createdAt: Number(row.created_at),
    };
}
function toWindow(row) {
    return {
        id: String(row.id),
        projectId: optionalText(row.project_id),
        title: String(row.title),
        startsAt: optionalNumber(row.starts_at),
        endsAt: optionalNumber(row.ends_at),
        cron: optionalText(row.cron),
        durationMinutes: optionalNumber(row.duration_minutes),
        timeZone: optionalText(row.time_zone),
        createdAt: Number(row.created_at),
    };
}
function toState(row) {
    return {
        projectId: String(row.project_id),
        channelId: String(row.channel_id),
        state: row.state,
        consecutiveFailures: Number(row.consecutive_failures),
        consecutivePasses: Number(row.consecutive_passes),
        changedAt: Number(row.changed_at),
        lastNotifiedAt: optionalNumber(row.last_notified_at),
        acknowledgedBy: optionalText(row.acknowledged_by),
    };
}

;// CONCATENATED MODULE: ./src/server/store/rollup-periods.ts
// The rollups' bucket sizes, and which buckets add up to an uptime window. Every finished run is
// added to one bucket of each period; a window is summed from the coarsest buckets that fit in it,
// so the 90-day figure reads about 14 rows per project instead of 91 daily ones.
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Ten days, counted from the Unix epoch (not calendar months: every bucket has the same size). */
const TEN_DAYS_MS = 10 * DAY_MS;
/** Finest first: each size is a multiple of the one before, so each bucket is whole buckets of the finer ones. */
const ROLLUP_PERIODS = [
    ['hour', HOUR_MS],
    ['day', DAY_MS],
    ['ten-day', TEN_DAYS_MS],
];
/**
 * The buckets whose sum is the window of `windowMs` ending at `now`. Its start is rounded down to the
 * hour (windows up to two days) or to the day (longer ones), as precise as the window needs; from
 * there, finer buckets up to the first boundary of the next period, then that period's buckets, and
 * so on. Buckets of a period include all finer buckets from their start on, so the sum is exactly the
 * sum of the finest buckets since the window's start.
 */
function windowBuckets(windowMs, now) {
    const finest = windowMs <= 2 * DAY_MS ? 0 : 1;
    const [, precision] = ROLLUP_PERIODS[finest];
    let from = Math.floor((now - windowMs) / precision) * precision;
    const ranges = [];
    for (let i = finest; i < ROLLUP_PERIODS.length; i++) {
        const [period] = ROLLUP_PERIODS[i];
        const coarser = ROLLUP_PERIODS[i + 1];
        if (!coarser) {
            ranges.push({ period, from });
            break;
        }
        const to = Math.ceil(from / coarser[1]) * coarser[1];
        if (to > from)
            ranges.push({ period, from, to });
        from = to;
    }
    return ranges;
}

;// CONCATENATED MODULE: ./src/server/store/store.ts
// What the server keeps, over either database: users, sessions, tokens, projects, runs, rollups,
// alerts and maintenance windows. Methods speak the server's types; the SQL stays here.






const ROLES = ['admin', 'editor', 'viewer'];

class Store {
    db;
    alerts;
    constructor(db) {
        this.db = db;
        this.alerts = new AlertStore(db);
    }
    static async open(db) {
        await migrate(db);
        return new Store(db);
    }
    static memory() {
        return Store.open((0,sqlite/* openSqlite */.L)(':memory:'));
    }
    close() {
        return this.db.close();
    }
    // \u2500\u2500 users \u2500\u2500
    async createUser(name, role, passwordHash) {
        const user = { id: (0,external_node_crypto_.randomUUID)(), name, role, passwordHash, createdAt: Date.now() };
        await this.db.run('INSERT INTO users (id, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)', [
            user.id,
            name,
            role,
            passwordHash,
            user.createdAt,
        ]);
        return user;
    }
    async countUsers() {
        const [row] = await this.db.query('SELECT COUNT(*) AS n FROM users');
        return Number(row.n);
    }
    async userByName(name) {
        const [row] = await this.db.query('SELECT * FROM users WHERE name = ?', [name]);
        return row && toUser(row);
    }
    async userById(id) {
        const [row] = await this.db.query('SELECT * FROM users WHERE id = ?', [id]);
        return row && toUser(row);
    }
    async listUsers() {
        return (await this.db.query('SELECT * FROM users ORDER BY name')).map(toUser);
    }
    async deleteUser(id) {
        return (await this.db.run('DELETE FROM users WHERE id = ?', [id])) > 0;
    }
    // \u2500\u2500 sessions (the cookie holds the id; the table only its hash) \u2500\u2500
    async createSession(idHash, session) {
        await this.db.run('INSERT INTO sessions (id_hash, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', [idHash, session.userId, session.csrfToken, Date.now(), session.expiresAt]);
    }
    async session(idHash) {
        const [row] = await this.db.query('SELECT * FROM sessions WHERE id_hash = ? AND expires_at > ?', [
            idHash,
            Date.now(),
        ]);
        return row && { userId: String(row.user_id), csrfToken: String(row.csrf_token), expiresAt: Number(row.expires_at) };
    }
    async deleteSession(idHash) {
        await this.db.run('DELETE FROM sessions WHERE id_hash = ? OR expires_at <= ?', [idHash, Date.now()]);
    }
    // \u2500\u2500 API tokens (only the SHA-256 of a token is stored) \u2500\u2500
    async createToken(userId, name, tokenHash, scopes) {
        const token = { id: (0,external_node_crypto_.randomUUID)(), userId, name, scopes, createdAt: Date.now() };
        await this.db.run('INSERT INTO api_tokens (id, user_id, name, token_hash, scopes, created_at) VALUES (?, ?, ?, ?, ?, ?)', [token.id, userId, name, tokenHash, scopes.join(' '), token.createdAt]);
        return token;
    }
    async tokenByHash(tokenHash) {
        const [row] = await this.db.query('SELECT * FROM api_tokens WHERE token_hash = ?', [tokenHash]);
        if (!row)
            return undefined;
        await this.db.run('UPDATE api_tokens SET last_used_at = ? WHERE id = ?', [Date.now(), row.id]);
        return toToken(row);
    }
    async listTokens(userId) {
        const rows = userId === undefined
            ? await this.db.query('SELECT * FROM api_tokens ORDER BY created_at')
            : await this.db.query('SELECT * FROM api_tokens WHERE user_id = ? ORDER BY created_at', [userId]);
        return rows.map(toToken);
    }
    async deleteToken(id, userId) {
        return userId === undefined
            ? (await this.db.run('DELETE FROM api_tokens WHERE id = ?', [id])) > 0
            : (await this.db.run('DELETE FROM api_tokens WHERE id = ? AND user_id = ?', [id, userId])) > 0;
    }
    // \u2500\u2500 sign-in attempts, for the rate limit \u2500\u2500
    /**
     * Counts one attempt for `key` in one statement (so concurrent attempts each get their own number,
     * on SQLite and PostgreSQL alike), starting a new window when the last began `windowMs` ago or more.
     */
    async takeLoginAttempt(key, now, windowMs) {
        const [row] = await this.db.query(`INSERT INTO login_attempts (key, window_start, attempts) VALUES (?, ?, 1)
       ON CONFLICT (key) DO UPDATE SET
         attempts = CASE WHEN login_attempts.window_start <= ? THEN 1 ELSE login_attempts.attempts + 1 END,
         window_start = CASE WHEN login_attempts.window_start <= ? THEN ? ELSE login_attempts.window_start END
       RETURNING attempts, window_start`, [key, now, now - windowMs, now - windowMs, now]);
        return { attempts: Number(row.attempts), windowStart: Number(row.window_start) };
    }
    /** Gives back an attempt that was not a failure. */
    async returnLoginAttempt(key) {
        await this.db.run('UPDATE login_attempts SET attempts = attempts - 1 WHERE key = ? AND attempts > 0', [key]);
    }
    /** Forgets `key`'s attempts, and every window that began before `before`. */
    async forgetLoginAttempts(key, before) {
        await this.db.run('DELETE FROM login_attempts WHERE key = ? OR window_start < ?', [key, before]);
    }
    // \u2500\u2500 projects \u2500\u2500
    async createProject(input) {
        const now = Date.now();
        const id = (0,external_node_crypto_.randomUUID)();
        await this.db.run(`INSERT INTO projects (id, name, project_group, source_yaml, schedule, origin, origin_path, variables,
        secrets_encrypted, next_run_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
            id,
            input.name,
            input.group,
            input.sourceYaml,
            input.schedule ?? null,
            input.origin,
            input.originPath ?? null,
            JSON.stringify(input.variables ?? {}),
            input.secretsEncrypted ?? null,
            input.nextRunAt ?? null,
            now,
            now,
        ]);
        return (await this.project(id));
    }
    /** Changes the given fields; `secretsEncrypted: undefined` in `changes` keeps the stored secrets. */
    async updateProject(id, changes) {
        const columns = {};
        if (changes.name !== undefined)
            columns.name = changes.name;
        if (changes.group !== undefined)
            columns.project_group = changes.group;
        if (changes.sourceYaml !== undefined)
            columns.source_yaml = changes.sourceYaml;
        if ('schedule' in changes)
            columns.schedule = changes.schedule ?? null;
        if (changes.originPath !== undefined)
            columns.origin_path = changes.originPath;
        if (changes.variables !== undefined)
            columns.variables = JSON.stringify(changes.variables);
        if (changes.secretsEncrypted !== undefined)
            columns.secrets_encrypted = changes.secretsEncrypted;
        if ('nextRunAt' in changes)
            columns.next_run_at = changes.nextRunAt ?? null;
        if (changes.paused !== undefined)
            columns.paused = changes.paused ? 1 : 0;
        if (changes.ciRunsCount !== undefined)
            columns.ci_runs_count = changes.ciRunsCount ? 1 : 0;
        columns.updated_at = Date.now();
        const names = Object.keys(columns);
        await this.db.run(`UPDATE projects SET ${names.map((n) => `${n} = ?`).join(', ')} WHERE id = ?`, [
            ...Object.values(columns),
            id,
        ]);
        return this.project(id);
    }
    async deleteProject(id) {
        return (await this.db.run('DELETE FROM projects WHERE id = ?', [id])) > 0;
    }
    async project(id) {
        const [row] = await this.db.query('SELECT * FROM projects WHERE id = ?', [id]);
        return row && toProject(row);
    }
    async projectByName(name) {
        const [row] = await this.db.query('SELECT * FROM projects WHERE name = ?', [name]);
        return row && toProject(row);
    }
    async listProjects(group) {
        const rows = group === undefined
            ? await this.db.query('SELECT * FROM projects ORDER BY name')
            : await this.db.query('SELECT * FROM projects WHERE project_group = ? ORDER BY name', [group]);
        return rows.map(toProject);
    }
    /** Projects whose next scheduled run is due, not paused. */
    async dueProjects(now) {
        const rows = await this.db.query('SELECT * FROM projects WHERE paused = 0 AND next_run_at IS NOT NULL AND next_run_at <= ? ORDER BY next_run_at', [now]);
        return rows.map(toProject);
    }
    /**
     * Moves a project's schedule from the occurrence `due` to `next`, in one conditional UPDATE that
     * changes the row only while `due` is still its next occurrence: of several callers, exactly one
     * wins, and an occurrence made obsolete by a schedule change, pause or resume is refused.
     */
    async claimOccurrence(projectId, due, next) {
        const changed = await this.db.run('UPDATE projects SET next_run_at = ? WHERE id = ? AND next_run_at = ?', [
            next ?? null,
            projectId,
            due,
        ]);
        return changed === 1;
    }
    async setProjectStatus(id, status) {
        await this.db.run('UPDATE projects SET status = ? WHERE id = ?', [status, id]);
    }
    // \u2500\u2500 runs \u2500\u2500
    /** A queued run; `id` is given where the job engine names the run (docs/serve.md#several-instances). */
    async createRun(projectId, trigger, instanceId, id = (0,external_node_crypto_.randomUUID)()) {
        const now = Date.now();
        await this.db.run(`INSERT INTO runs (id, project_id, trigger, status, instance_id, heartbeat_at, queued_at, started_at)
       VALUES (?, ?, ?, 'queued', ?, ?, ?, NULL)`, [id, projectId, trigger, instanceId, now, now]);
        return (await this.run(id));
    }
    /** The run starts on `instanceId` (which may not be the instance that queued it). */
    async startRun(id, instanceId) {
        const now = Date.now();
        await this.db.run("UPDATE runs SET status = 'running', started_at = ?, instance_id = ?, heartbeat_at = ? WHERE id = ?", [now, instanceId, now, id]);
    }
    async finishRun(id, outcome) {
        await this.db.run(`UPDATE runs SET status = ?, finished_at = ?, duration_ms = ?, passed = ?, failed = ?, errored = ?, skipped = ?,
        error = ?, results_json = ? WHERE id = ?`, [
            outcome.status,
            Date.now(),
            outcome.durationMs,
            outcome.totals.passed,
            outcome.totals.failed,
            outcome.totals.errored,
            outcome.totals.skipped,
            outcome.error ?? null,
            outcome.resultsJson ?? null,
            id,
        ]);
    }
    /** The instance is alive (GET /api/instances lists the instances seen lately). */
    async heartbeat(instanceId) {
        const now = Date.now();
        const changed = await this.db.run('UPDATE instances SET seen_at = ? WHERE id = ?', [now, instanceId]);
        if (changed === 0)
            await this.db.run('INSERT INTO instances (id, started_at, seen_at) VALUES (?, ?, ?)', [instanceId, now, now]);
    }
    /** The runs of this instance are alive (the single-instance scheduler's own detection of a dead process). */
    async beatRuns(instanceId) {
        await this.db.run("UPDATE runs SET heartbeat_at = ? WHERE instance_id = ? AND status IN ('queued', 'running')", [
            Date.now(),
            instanceId,
        ]);
    }
    async leave(instanceId) {
        await this.db.run('DELETE FROM instances WHERE id = ?', [instanceId]);
    }
    async instances(since) {
        const rows = await this.db.query('SELECT * FROM instances WHERE seen_at > ? ORDER BY started_at', [since]);
        return rows.map((r) => ({ id: String(r.id), startedAt: Number(r.started_at), seenAt: Number(r.seen_at) }));
    }
    /** Running runs whose instance stopped beating before `staleBefore` become `abandoned`; returns them. */
    async abandonStaleRuns(staleBefore) {
        const rows = await this.db.query(`SELECT ${RUN_COLUMNS} FROM runs WHERE status IN ('queued', 'running') AND heartbeat_at < ?`, [staleBefore]);
        const abandoned = [];
        for (const row of rows) {
            const changed = await this.db.run(`UPDATE runs SET status = 'abandoned', finished_at = ?, error = ? WHERE id = ? AND status IN ('queued', 'running')`, [Date.now(), `instance ${String(row.instance_id)} stopped while running it (no heartbeat)`, row.id]);
            if (changed === 1)
                abandoned.push(toRun(row));
        }
        return abandoned;
    }
    /**
     * Records the run `id` as abandoned with `reason`, if it is still queued or running, or, when the
     * run was never recorded (its instance died before), as a new abandoned run. Returns the run, or
     * undefined when it had finished already (or its project is gone).
     */
    async abandonRun(id, projectId, trigger, reason) {
        const now = Date.now();
        const changed = await this.db.run(`UPDATE runs SET status = 'abandoned', finished_at = ?, error = ? WHERE id = ? AND status IN ('queued', 'running')`, [now, reason, id]);
        if (changed === 0) {
            if ((await this.run(id)) || !(await this.project(projectId)))
                return undefined;
            await this.db.run(`INSERT INTO runs (id, project_id, trigger, status, queued_at, finished_at, error)
         VALUES (?, ?, ?, 'abandoned', ?, ?, ?)`, [id, projectId, trigger, now, now, reason]);
        }
        return this.run(id);
    }
    async run(id) {
        const [row] = await this.db.query(`SELECT ${RUN_COLUMNS} FROM runs WHERE id = ?`, [id]);
        return row && toRun(row);
    }
    /**
     * Records a run that finished elsewhere (a results.json sent from CI) with its own times; returns
     * it, or the run recorded earlier from the same document (`digest`) and `existing: true`.
     */
    async recordSentRun(projectId, sent) {
        const find = async () => {
            const [row] = await this.db.query(`SELECT ${RUN_COLUMNS} FROM runs WHERE project_id = ? AND results_digest = ?`, [
                projectId,
                sent.digest,
            ]);
            return row && toRun(row);
        };
        const earlier = await find();
        if (earlier)
            return { run: earlier, existing: true };
        const id = (0,external_node_crypto_.randomUUID)();
        const inserted = await this.db.run(`INSERT INTO runs (id, project_id, trigger, status, queued_at, started_at, finished_at, duration_ms, passed, failed,
        errored, skipped, results_json, ci_json, results_digest) VALUES (?, ?, 'ci', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (project_id, results_digest) DO NOTHING`, [
            id,
            projectId,
            sent.status,
            sent.startedAt,
            sent.startedAt,
            sent.finishedAt,
            sent.durationMs,
            sent.totals.passed,
            sent.totals.failed,
            sent.totals.errored,
            sent.totals.skipped,
            sent.resultsJson,
            sent.ci === undefined ? null : JSON.stringify(sent.ci),
            sent.digest,
        ]);
        // Two senders of the same document at once: the one that lost the race reads the winner's run.
        if (inserted === 0)
            return { run: (await find()), existing: true };
        return { run: (await this.run(id)), existing: false };
    }
    /**
     * A run's results.json as UTF-8 bytes, as the database gives a binary value: the text never
     * becomes a string beside them (the pages read it a record at a time, server/stored-run.ts).
     */
    async runResults(id) {
        const [row] = await this.db.query(`SELECT ${(0,database/* textAsBytes */.B)(this.db, 'results_json')} AS results FROM runs WHERE id = ?`, [id]);
        return row?.results == null ? undefined : (0,database/* bytesOf */.$)(row.results);
    }
    async listRuns(projectId, limit = 50) {
        const rows = await this.db.query(`SELECT ${RUN_COLUMNS} FROM runs WHERE project_id = ? ORDER BY queued_at DESC LIMIT ?`, [projectId, limit]);
        return rows.map(toRun);
    }
    /** Retention: runs older than `before`, and beyond the newest `keep` of each project, are deleted. */
    async pruneRuns(before, keep) {
        let removed = await this.db.run("DELETE FROM runs WHERE queued_at < ? AND status NOT IN ('queued', 'running')", [
            before,
        ]);
        for (const project of await this.db.query('SELECT id FROM projects')) {
            removed += await this.db.run(`DELETE FROM runs WHERE project_id = ? AND status NOT IN ('queued', 'running') AND id NOT IN
          (SELECT id FROM runs WHERE project_id = ? ORDER BY queued_at DESC LIMIT ?)`, [project.id, project.id, keep]);
        }
        return removed;
    }
    // \u2500\u2500 rollups: one row per project, period and bucket, added to as runs finish \u2500\u2500
    async addToRollups(projectId, at, passed, latencyMs) {
        await this.addTallyToRollups(projectId, at, {
            runs: 1,
            passedRuns: passed ? 1 : 0,
            latencyTotalMs: latencyMs,
            latencyMaxMs: latencyMs,
        });
    }
    /**
     * Adds several runs that finished in the same hour at once (imports and the bench's generated history).
     * One upsert for the three periods: runs of one project finishing together (several slots, several
     * instances) add to the same rows, and an update-then-insert would lose that race to the primary key.
     */
    async addTallyToRollups(projectId, at, tally) {
        const rows = ROLLUP_PERIODS.map(([period, size]) => [
            projectId,
            period,
            Math.floor(at / size) * size,
            tally.runs,
            tally.passedRuns,
            tally.latencyTotalMs,
            tally.latencyMaxMs,
        ]);
        await this.db.run(`INSERT INTO rollups (project_id, period, bucket_start, runs, passed_runs, latency_total_ms, latency_max_ms)
       VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (project_id, period, bucket_start) DO UPDATE SET
         runs = rollups.runs + excluded.runs, passed_runs = rollups.passed_runs + excluded.passed_runs,
         latency_total_ms = rollups.latency_total_ms + excluded.latency_total_ms,
         latency_max_ms = CASE WHEN rollups.latency_max_ms > excluded.latency_max_ms
           THEN rollups.latency_max_ms ELSE excluded.latency_max_ms END`, rows.flat());
    }
    async rollups(projectId, period, since) {
        const rows = await this.db.query('SELECT * FROM rollups WHERE project_id = ? AND period = ? AND bucket_start >= ? ORDER BY bucket_start', [projectId, period, since]);
        return rows.map((r) => ({
            bucketStart: Number(r.bucket_start),
            runs: Number(r.runs),
            passedRuns: Number(r.passed_runs),
            latencyTotalMs: Number(r.latency_total_ms),
            latencyMaxMs: Number(r.latency_max_ms),
        }));
    }
    /**
     * uptime() of every project at once (the dashboard and status pages list them all: one query per
     * project and window cost a round trip each). Projects without runs are absent. One statement per
     * period of the window, added up here: an OR of the periods' ranges in one WHERE let SQLite read
     * every bucket of each project. CROSS JOIN keeps SQLite's loop over projects outside, so that each
     * project's buckets are a range of the rollups' primary key; a plain JOIN let it scan the whole table
     * (0.5 s over 2 million rows). PostgreSQL reads them through the rollups_period index.
     */
    async uptimeOfProjects(windowMs, now = Date.now()) {
        const sums = new Map();
        for (const range of windowBuckets(windowMs, now)) {
            const buckets = rangeCondition(range);
            const rows = await this.db.query(`SELECT p.id AS id, SUM(r.runs) AS runs, SUM(r.passed_runs) AS passed, SUM(r.latency_total_ms) AS latency
         FROM projects p CROSS JOIN rollups r
         WHERE r.project_id = p.id AND ${buckets.sql}
         GROUP BY p.id`, buckets.params);
            for (const row of rows) {
                const sum = sums.get(String(row.id)) ?? { runs: 0, passed: 0, latency: 0 };
                sum.runs += Number(row.runs);
                sum.passed += Number(row.passed);
                sum.latency += Number(row.latency);
                sums.set(String(row.id), sum);
            }
        }
        const figures = new Map();
        for (const [id, sum] of sums) {
            const figure = toUptime(sum);
            if (figure.runs > 0)
                figures.set(id, figure);
        }
        return figures;
    }
    /** Uptime (share of passing runs) and mean run duration over the last `windowMs`, from rollups. */
    async uptime(projectId, windowMs, now = Date.now()) {
        const parts = windowBuckets(windowMs, now).map(rangeCondition);
        const [row] = await this.db.query(`SELECT SUM(runs) AS runs, SUM(passed_runs) AS passed, SUM(latency_total_ms) AS latency FROM (${parts
            .map((part) => `SELECT runs, passed_runs, latency_total_ms FROM rollups r WHERE r.project_id = ? AND ${part.sql}`)
            .join(' UNION ALL ')}) w`, parts.flatMap((part) => [projectId, ...part.params]));
        return row ? toUptime(row) : { runs: 0 };
    }
}
/** The rollups `r` in one range of buckets: a range of the primary key within a project. */
function rangeCondition(range) {
    return range.to === undefined
        ? { sql: 'r.period = ? AND r.bucket_start >= ?', params: [range.period, range.from] }
        : {
            sql: 'r.period = ? AND r.bucket_start >= ? AND r.bucket_start < ?',
            params: [range.period, range.from, range.to],
        };
}
function toUptime(sums) {
    const runs = Number(sums.runs ?? 0);
    if (runs === 0)
        return { runs: 0 };
    return { runs, uptime: Number(sums.passed) / runs, latencyMs: Number(sums.latency) / runs };
}
function toUser(row) {
    return {
        id: String(row.id),
        name: String(row.name),
        role: row.role,
        passwordHash: String(row.password_hash),
        createdAt: Number(row.created_at),
    };
}
function toToken(row) {
    return {
        id: String(row.id),
        userId: String(row.user_id),
        name: String(row.name),
        scopes: String(row.scopes).split(' ').filter(Boolean),
        createdAt: Number(row.created_at),
        ...(row.last_used_at == null ? {} : { lastUsedAt: Number(row.last_used_at) }),
    };
}
function toProject(row) {
    return {
        id: String(row.id),
        name: String(row.name),
        group: String(row.project_group),
        sourceYaml: String(row.source_yaml),
        ...(row.schedule == null ? {} : { schedule: String(row.schedule) }),
        paused: Number(row.paused) === 1,
        origin: row.origin,
        ...(row.origin_path == null ? {} : { originPath: String(row.origin_path) }),
        variables: JSON.parse(String(row.variables)),
        ...(row.secrets_encrypted == null ? {} : { secretsEncrypted: String(row.secrets_encrypted) }),
        ...(row.next_run_at == null ? {} : { nextRunAt: Number(row.next_run_at) }),
        status: row.status,
        ciRunsCount: Number(row.ci_runs_count) === 1,
        createdAt: Number(row.created_at),
        updatedAt: Number(row.updated_at),
    };
}
/** A run's columns but its results, which are read only where they are used (`runResults`). */
const RUN_COLUMNS = 'id, project_id, trigger, status, instance_id, heartbeat_at, queued_at, started_at, finished_at, duration_ms, ' +
    'passed, failed, errored, skipped, error, ci_json';
function toRun(row) {
    const optional = (key) => (row[key] == null ? undefined : Number(row[key]));
    return {
        id: String(row.id),
        projectId: String(row.project_id),
        trigger: row.trigger,
        status: row.status,
        ...(row.instance_id == null ? {} : { instanceId: String(row.instance_id) }),
        heartbeatAt: optional('heartbeat_at'),
        queuedAt: Number(row.queued_at),
        startedAt: optional('started_at'),
        finishedAt: optional('finished_at'),
        durationMs: optional('duration_ms'),
        totals: {
            passed: Number(row.passed),
            failed: Number(row.failed),
            errored: Number(row.errored),
            skipped: Number(row.skipped),
        },
        ...(row.error == null ? {} : { error: String(row.error) }),
        ...(row.ci_json == null ? {} : { ci: JSON.parse(String(row.ci_json)) }),
    };
}


/***/ })

};
