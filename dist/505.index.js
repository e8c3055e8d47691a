export const id = 505;
export const ids = [505];
export const modules = {

/***/ 38505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PostgresLiveRelay: () => (/* binding */ PostgresLiveRelay)
/* harmony export */ });
/* harmony import */ var pg__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83849);
// Several instances on PostgreSQL: each one's live events reach the pages served by the others,
// through LISTEN/NOTIFY on one channel. An instance sends what its executor publishes and passes on
// what the others send; it ignores its own notifications (it has already published them here).
// A notification carries at most 8000 bytes: test names are cut to keep far below that.

const CHANNEL = 'assay_live';
const NAME_CHARS = 500;
class PostgresLiveRelay {
    #client;
    #live;
    #instanceId;
    #unsubscribe = () => undefined;
    #stopped = false;
    constructor(url, live, instanceId) {
        this.#client = new pg__WEBPACK_IMPORTED_MODULE_0__/* ["default"].Client */ .Ay.Client({ connectionString: url });
        this.#live = live;
        this.#instanceId = instanceId;
    }
    async start() {
        this.#client.on('error', () => undefined); // a lost connection: pages fall back to reloading
        this.#client.on('notification', ({ payload }) => {
            if (!payload)
                return;
            let parsed;
            try {
                parsed = JSON.parse(payload);
            }
            catch {
                return; // not ours: someone else's NOTIFY on the channel
            }
            const { from, event } = parsed;
            if (from !== this.#instanceId)
                this.#live.relay(event);
        });
        await this.#client.connect();
        await this.#client.query(`LISTEN ${CHANNEL}`);
        this.#unsubscribe = this.#live.subscribe((event, here) => {
            if (here && !this.#stopped)
                void this.#send(event);
        });
    }
    async stop() {
        this.#stopped = true;
        this.#unsubscribe();
        await this.#client.end().catch(() => undefined);
    }
    async #send(event) {
        const sent = event.type === 'test' ? { ...event, test: { ...event.test, name: event.test.name.slice(0, NAME_CHARS) } } : event;
        await this.#client
            .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: this.#instanceId, event: sent })])
            .catch(() => undefined);
    }
}


/***/ })

};
