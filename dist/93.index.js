export const id = 93;
export const ids = [93,989];
export const modules = {

/***/ 75688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ NOTHING),
/* harmony export */   h: () => (/* binding */ formatPieces)
/* harmony export */ });
/* harmony import */ var _results_stored_results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28723);

/** One format's text as pieces: the shared pass with this one format. */
function* formatPieces(writer, doc) {
    try {
        yield* writer.start();
        for (const [c, collection] of doc.collections.entries()) {
            yield* writer.collectionStart(collection, c);
            if (writer.wantsTests) {
                for (const test of (0,_results_stored_results_js__WEBPACK_IMPORTED_MODULE_0__/* .eachTest */ .Uj)(collection)) {
                    const piece = writer.test(test);
                    if (piece !== '')
                        yield piece;
                }
            }
            yield* writer.collectionEnd();
        }
        yield* writer.end();
    }
    finally {
        writer.dispose?.();
    }
}
/** For a format's writer: nothing to add here. */
const NOTHING = [];


/***/ }),

/***/ 1204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ escapeHtml)
/* harmony export */ });
// Escaping for text placed in HTML (also used by the Markdown summary, which may hold HTML).
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes text for HTML element content and quoted attribute values. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]);
}


/***/ }),

/***/ 58288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ readableTime),
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
// Small formatting helpers shared by the human-readable reports (HTML and Markdown).
/** `0.4 ms`, `12 ms`, `1.25 s`, `2 min 5 s`. */
function formatDuration(ms) {
    if (ms < 10)
        return `${Math.round(ms * 10) / 10} ms`;
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
    const minutes = Math.floor(ms / 60_000);
    return `${minutes} min ${Math.round((ms - minutes * 60_000) / 1000)} s`;
}
/** `2026-03-01 10:00:00 UTC` from an ISO timestamp (kept as is when it does not parse). */
function readableTime(iso) {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? iso : `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}


/***/ }),

/***/ 75271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mv: () => (/* binding */ StreamedJson),
/* harmony export */   oR: () => (/* binding */ joined),
/* harmony export */   wn: () => (/* binding */ STREAMED)
/* harmony export */ });
// A pretty-printed JSON document (as `JSON.stringify(value, null, 2)` writes it) whose one large
// array is given item by item and written a batch of items at a time, so the whole document is
// never held. `value` holds STREAMED where the array goes.
const STREAMED = '\u0000assay-streamed-items\u0000';
/**
 * The document's text as items arrive: `head()`, then `add(item)` for each (a batch's text, or ''
 * while a batch fills), then `end()`. Members after the array may be set on `value` before
 * `end()` (totals known once the items are through); the members before it must not change.
 *
 * Items are stringified a batch at a time, each batch in the placeholder's place, so V8 writes their
 * indentation (re-indenting each item's text cost as much as stringifying it); the default keeps a
 * batch of test records small enough to stay out of V8's large-object space.
 */
class StreamedJson {
    #value;
    #batchSize;
    #holder;
    #head;
    /** Where the placeholder starts in the document's text, and the indentation of its line. */
    #at;
    #indent;
    #tailLength;
    #batch = [];
    #first = true;
    constructor(value, batchSize = 32) {
        this.#value = value;
        this.#batchSize = batchSize;
        const text = JSON.stringify(value, null, 2);
        const at = text.indexOf(MARKER);
        if (at === -1)
            throw new Error('StreamedJson: the value has no STREAMED placeholder');
        const lineStart = text.lastIndexOf('\n', at) + 1;
        this.#at = at;
        this.#indent = /^ */.exec(text.slice(lineStart))[0];
        this.#tailLength = text.length - at - MARKER.length;
        this.#head = `${text.slice(0, at)}[`;
        this.#holder = placeholderHolder(value);
    }
    /** The text up to the array's `[`. */
    head() {
        return this.#head;
    }
    add(item) {
        this.#batch.push(item);
        return this.#batch.length === this.#batchSize ? this.#render() : '';
    }
    /** The last batch, the array's end and the members after it, then `after` (a final newline, say). */
    end(after = '') {
        const text = JSON.stringify(this.#value, null, 2);
        const tail = text.slice(this.#at + MARKER.length);
        this.#tailLength = tail.length;
        const rest = this.#batch.length > 0 ? this.#render() : '';
        return `${rest}${this.#first ? ']' : `\n${this.#indent}]`}${tail}${after}`;
    }
    #render() {
        this.#holder.set(this.#batch);
        let rendered;
        try {
            rendered = JSON.stringify(this.#holder.value, null, 2);
        }
        finally {
            this.#holder.set(STREAMED);
        }
        // Between the array's `[` and its closing `\n<indent>]`: `\n<indent>  item,\n<indent>  item`.
        const inner = rendered.slice(this.#at + 1, rendered.length - this.#tailLength - this.#indent.length - 2);
        const piece = this.#first ? inner : `,${inner}`;
        this.#first = false;
        this.#batch = [];
        return piece;
    }
}
const MARKER = JSON.stringify(STREAMED);
/** Where in `value` the placeholder is, to put each batch there in turn. */
function placeholderHolder(value) {
    // The document is the array itself.
    if (value === STREAMED) {
        let current = value;
        return {
            set: (items) => void (current = items),
            get value() {
                return current;
            },
        };
    }
    const found = findPlaceholder(value);
    if (found === undefined)
        throw new Error('StreamedJson: the value has no STREAMED placeholder');
    const [parent, key] = found;
    return { set: (items) => void (parent[key] = items), value };
}
function findPlaceholder(value) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    for (const [key, member] of Object.entries(value)) {
        if (member === STREAMED)
            return [value, key];
        const inner = findPlaceholder(member);
        if (inner !== undefined)
            return inner;
    }
    return undefined;
}
/** The pieces as one string, for callers that want the whole text (tests, small documents). */
function joined(pieces) {
    let text = '';
    const decoder = new TextDecoder();
    for (const piece of pieces)
        text += typeof piece === 'string' ? piece : decoder.decode(piece, { stream: true });
    return text + decoder.decode();
}


/***/ }),

/***/ 51540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_MARKDOWN_MAX_BYTES: () => (/* binding */ DEFAULT_MARKDOWN_MAX_BYTES),
/* harmony export */   markdownWriter: () => (/* binding */ markdownWriter),
/* harmony export */   renderMarkdownSummary: () => (/* binding */ renderMarkdownSummary)
/* harmony export */ });
/* harmony import */ var _results_document_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(68522);
/* harmony import */ var _results_stored_results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28723);
/* harmony import */ var _model_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43855);
/* harmony import */ var _html_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1204);
/* harmony import */ var _html_format_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(58288);
/* harmony import */ var _wording_labels_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60410);
/* harmony import */ var _model_run_outcome_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2605);
/* harmony import */ var _wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(43579);
/* harmony import */ var _wording_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(98346);
/* harmony import */ var _wording_attempts_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(54691);
/* harmony import */ var _json_pieces_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(75271);
/* harmony import */ var _format_writer_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(75688);
// summary.md: the run in GitHub-flavoured Markdown, also written to the GitHub job summary and
// usable as a PR comment or in other CI systems. Only the HTML subset GitHub keeps (details,
// summary, b, code, br) is used; every user-provided string is escaped. The text stays under
// `maxBytes` (GitHub's job summary allows 1 MiB): long lists end with a "\u2026 N more" line and rows
// are never cut.












const DEFAULT_MARKDOWN_MAX_BYTES = 1_000_000;
const MARKERS = { passed: '\u2705', failed: '\u274c', errored: '\u26a0\ufe0f', skipped: '\u23ed\ufe0f', notRun: '\u23f9\ufe0f' };
/** Room kept for the "\u2026 N more" lines that close a truncated list. */
const RESERVE = 300;
/** What the failures leave to the flaky tests at least: a heading, a "\u2026 N more" line and RESERVE. */
const FLAKY_ROOM = 2 * RESERVE;
/** Longest expected/actual value shown in a cell; the HTML report and results.json have all of it. */
const VALUE_LIMIT = 300;
/** Collections with more tests than this get their table folded into a <details>. */
const OPEN_TABLE_LIMIT = 50;
function renderMarkdownSummary(doc, options = {}) {
    return (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_5__/* .joined */ .oR)((0,_format_writer_js__WEBPACK_IMPORTED_MODULE_6__/* .formatPieces */ .h)(markdownWriter(doc, options), doc));
}
/**
 * The summary, one piece at the end: the slowest tests and the skip reasons are gathered from the
 * shared pass over the records; the failures, flaky tests and tables, each cut at its budget, then
 * read only the records they show (and the failures and flaky tests only the lines that can be).
 */
function markdownWriter(doc, options = {}) {
    const maxBytes = options.maxBytes ?? DEFAULT_MARKDOWN_MAX_BYTES;
    const repeated = doc.run.options.repeats > 1;
    const label = (test) => (0,_wording_text_js__WEBPACK_IMPORTED_MODULE_7__/* .clip */ .$)((0,_wording_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .testLabel */ .xW)(test, repeated), VALUE_LIMIT).text;
    const slowest = new Slowest();
    const skipped = new SkipReasons(label);
    let collection;
    let hasSkips = false;
    return {
        start: () => _format_writer_js__WEBPACK_IMPORTED_MODULE_6__/* .NOTHING */ .K,
        collectionStart(current) {
            collection = current;
            hasSkips = current.totals.skipped + current.totals.notRun > 0;
            return _format_writer_js__WEBPACK_IMPORTED_MODULE_6__/* .NOTHING */ .K;
        },
        wantsTests: true,
        test(test) {
            slowest.add(test, collection);
            if (hasSkips)
                skipped.add(test);
            return '';
        },
        collectionEnd: () => _format_writer_js__WEBPACK_IMPORTED_MODULE_6__/* .NOTHING */ .K,
        end: () => [summary(doc, maxBytes, repeated, label, slowest.render(label), skipped.render())],
    };
}
function summary(doc, maxBytes, repeated, label, slowest, skipped) {
    const head = renderHead(doc);
    const fixed = bytes(head) + bytes(slowest) + bytes(skipped);
    // The five parts are joined with newlines, which the budgets do not see.
    const available = Math.max(0, maxBytes - fixed - 10);
    // Failures, then the flaky tests, get half of what is left; the flaky tests keep room for at least
    // their heading and a "\u2026 N more" line. The tables get the rest.
    const half = Math.floor(available / 2);
    const failures = renderFailures(doc, label, new Budget(Math.max(0, half - FLAKY_ROOM)));
    const flaky = renderFlaky(doc, label, new Budget(half - bytes(failures)));
    const tables = renderTables(doc, repeated, new Budget(available - bytes(failures) - bytes(flaky)));
    return [head, failures, flaky, slowest, skipped, tables].filter((part) => part !== '').join('\n');
}
/** Tracks the bytes left for a section; every list keeps RESERVE bytes for its closing line. */
class Budget {
    #left;
    constructor(limit) {
        this.#left = limit;
    }
    /** Takes `text` when it fits with RESERVE bytes to spare. */
    take(text) {
        const size = bytes(text);
        if (size + RESERVE > this.#left)
            return false;
        this.#left -= size;
        return true;
    }
    /** Takes a closing line, which the reserve was kept for. */
    close(text) {
        this.#left -= bytes(text);
        return text;
    }
}
function renderHead(doc) {
    const { totals, run } = doc;
    const failedRun = (0,_model_run_outcome_js__WEBPACK_IMPORTED_MODULE_8__/* .isFailedRun */ .LD)(totals, run.interrupted);
    const facts = [
        `started ${(0,_html_format_js__WEBPACK_IMPORTED_MODULE_9__/* .readableTime */ .G)(run.startedAt)}`,
        `took ${(0,_html_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatDuration */ .a)(run.durationMs)}`,
        (0,_model_values_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(doc.collections.length, 'collection'),
    ];
    if (run.shard)
        facts.push(`shard ${run.shard.index} of ${run.shard.total}`);
    if (run.mergedFrom !== undefined)
        facts.push(`merged from ${run.mergedFrom} results files`);
    if (run.interrupted)
        facts.push(`**interrupted by ${run.interrupted}**`);
    return `## ${failedRun ? '\u274c' : '\u2705'} assay: ${totalsLine(totals)}\n\n${facts.join(' · ')}\n`;
}
function renderFailures(doc, label, budget) {
    const failing = doc.collections.reduce((sum, c) => sum + c.totals.failed + c.totals.errored, 0);
    if (failing === 0)
        return '';
    const heading = '### Failures\n\n';
    if (!budget.take(heading))
        return '';
    const blocks = [heading];
    let shown = 0;
    // Collection by collection, and no further than the budget goes: the tests are not all held.
    collections: for (const collection of doc.collections) {
        if (collection.totals.failed + collection.totals.errored === 0)
            continue;
        for (const test of (0,_results_stored_results_js__WEBPACK_IMPORTED_MODULE_0__/* .eachTest */ .Uj)(collection, _results_stored_results_js__WEBPACK_IMPORTED_MODULE_0__/* .FAILING */ .tz)) {
            if (test.outcome !== 'failed' && test.outcome !== 'errored')
                continue;
            const block = renderFailure(test, collection, label);
            if (!budget.take(block))
                break collections;
            blocks.push(block);
            shown += 1;
        }
    }
    if (shown < failing)
        blocks.push(budget.close(`\u2026 ${failing - shown} more failed tests not shown (see report.html or results.json).\n`));
    return blocks.join('');
}
function renderFailure(test, collection, label) {
    const failed = test.validators.filter((validator) => !validator.pass);
    const where = `${test.request?.method ?? test.method} ${test.request?.url ?? test.urlTemplate}${test.response ? ` \u2192 ${test.response.status}` : ''}`;
    const summary = `${MARKERS[test.outcome]} <b>${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(label(test))}</b> · ${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(collection.name)} · <code>${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(oneLine(where))}</code>` +
        ` \u2014 ${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)((0,_wording_text_js__WEBPACK_IMPORTED_MODULE_7__/* .clip */ .$)(oneLine((0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_4__/* .firstFailureReason */ .zZ)(test)), VALUE_LIMIT).text)}`;
    const table = failed.length === 0
        ? []
        : [
            '| Validator | Expected | Actual |',
            '| --- | --- | --- |',
            ...failed.map((validator) => `| ${mdCell(validator.name)} | <code>${mdValue(validator.expected)}</code> | <code>${mdValue(validator.actual)}</code> |`),
        ];
    const body = test.outcome === 'errored'
        ? `**Error:** ${mdText((0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_4__/* .firstFailureReason */ .zZ)(test))}`
        : [table.join('\n'), ...(0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_4__/* .captureFailures */ .oK)(test).map(mdText)].filter((part) => part !== '').join('\n\n');
    const attempts = renderAttempts(test);
    return `<details><summary>${summary}</summary>\n\n${body}${attempts ? `\n\n${attempts}` : ''}\n\n</details>\n\n`;
}
/** A retried test's attempts, a list item each (nothing for a test that was not retried). */
function renderAttempts(test) {
    return (0,_wording_attempts_js__WEBPACK_IMPORTED_MODULE_10__/* .attemptLines */ .x)(test.attempts)
        .map((line) => `- ${mdText((0,_wording_text_js__WEBPACK_IMPORTED_MODULE_7__/* .clip */ .$)(line, VALUE_LIMIT).text)}`)
        .join('\n');
}
/** Tests that passed after a failed or errored attempt, with their attempts (CTRF calls them flaky). */
function renderFlaky(doc, label, budget) {
    const heading = '### Flaky tests (passed after retrying)\n\n';
    const parts = [];
    let found = 0;
    let shown = 0;
    for (const collection of doc.collections) {
        if (collection.totals.passed === 0)
            continue;
        // Only a test that was retried has attempts: the others are not even parsed.
        for (const test of (0,_results_stored_results_js__WEBPACK_IMPORTED_MODULE_0__/* .eachTest */ .Uj)(collection, '"attempts"')) {
            if (!(0,_results_document_js__WEBPACK_IMPORTED_MODULE_11__/* .isFlaky */ .s)(test))
                continue;
            found += 1;
            // Once one did not fit, the rest are only counted.
            if (shown < found - 1)
                continue;
            const block = (shown === 0 ? heading : '') + flakyBlock(test, collection, label);
            if (!budget.take(block))
                continue;
            parts.push(block);
            shown += 1;
        }
    }
    if (found === 0)
        return '';
    // Not even one fitted: the heading still says how many there are.
    if (shown === 0 && !budget.take(heading))
        return '';
    if (shown === 0)
        parts.push(heading);
    if (found > shown)
        parts.push(budget.close(`\u2026 ${found - shown} more flaky tests not shown (see report.html or results.json).\n`));
    return parts.join('');
}
function flakyBlock(test, collection, label) {
    const where = `${test.request?.method ?? test.method} ${test.request?.url ?? test.urlTemplate}`;
    return (`${MARKERS.passed} <b>${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(label(test))}</b> · ${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(collection.name)} · <code>${(0,_html_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(oneLine(where))}</code>` +
        ` \u2014 passed on attempt ${test.attempts.length}\n\n${renderAttempts(test)}\n\n`);
}
/** The five slowest, kept while the tests go by rather than sorting them all. */
class Slowest {
    #timed = [];
    add(test, collection) {
        const timed = this.#timed;
        if (!test.timings)
            return;
        if (timed.length === 5 && timed[4].test.timings.totalMs >= test.timings.totalMs)
            return;
        timed.splice(5 - 1, timed.length === 5 ? 1 : 0, { test, collection });
        timed.sort((a, b) => b.test.timings.totalMs - a.test.timings.totalMs);
    }
    render(label) {
        if (this.#timed.length === 0)
            return '';
        const rows = this.#timed.map(({ test, collection }) => `| ${MARKERS[test.outcome]} ${mdCell(label(test))} | ${mdCell(collection.name)} | ${(0,_html_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatDuration */ .a)(test.timings.totalMs)} |`);
        return ['### Slowest tests\n', '| Test | Collection | Time |', '| --- | --- | --: |', ...rows, ''].join('\n');
    }
}
/** Skipped and not-run tests grouped by their reason, most frequent first. */
class SkipReasons {
    // Per reason, how many tests and the first few names (a large interrupted run has many).
    #groups = new Map();
    #label;
    constructor(label) {
        this.#label = label;
    }
    add(test) {
        if (test.outcome !== 'skipped' && test.outcome !== 'notRun')
            return;
        const reason = (0,_wording_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .reasonText */ .uV)(test.reason);
        const key = `${test.outcome}\n${reason}`;
        const group = this.#groups.get(key) ?? { outcome: test.outcome, reason, count: 0, names: [] };
        group.count += 1;
        if (group.names.length < 3)
            group.names.push(this.#label(test));
        this.#groups.set(key, group);
    }
    render() {
        if (this.#groups.size === 0)
            return '';
        const sorted = [...this.#groups.values()].sort((a, b) => b.count - a.count);
        const rows = sorted.slice(0, 10).map(({ outcome, reason, count, names }) => {
            const examples = names.map(mdCell).join(', ') + (count > 3 ? `, and ${count - 3} more` : '');
            return `| ${MARKERS[outcome]} ${_wording_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTCOME_LABELS */ .Zb[outcome]} | ${mdCell((0,_wording_text_js__WEBPACK_IMPORTED_MODULE_7__/* .clip */ .$)(reason, VALUE_LIMIT).text)} | ${count} | ${examples} |`;
        });
        const more = sorted.length > 10 ? [`\n\u2026 ${sorted.length - 10} more reasons not shown.`] : [];
        return [
            '### Skipped and not run\n',
            '| | Reason | Tests | Which |',
            '| --- | --- | --: | --- |',
            ...rows,
            ...more,
            '',
        ].join('\n');
    }
}
function renderTables(doc, repeated, budget) {
    const parts = [];
    let omittedCollections = 0;
    let omittedTests = 0;
    for (const collection of doc.collections) {
        const count = collection.totals.total;
        const folded = count > OPEN_TABLE_LIMIT;
        const intro = (parts.length > 0 ? '\n' : '') +
            `### ${mdText(collection.name)}\n\n${mdText(collection.file)} · ${totalsLine(collection.totals)} · ${(0,_html_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatDuration */ .a)(collection.durationMs)}\n\n` +
            (folded ? `<details><summary>All ${count} tests</summary>\n\n` : '') +
            '| | Test | Method | URL | Status | Time |\n| :-: | --- | --- | --- | --: | --: |\n';
        if (omittedCollections > 0 || !budget.take(intro)) {
            omittedCollections += 1;
            omittedTests += count;
            continue;
        }
        const lines = [intro];
        let shown = 0;
        for (const test of (0,_results_stored_results_js__WEBPACK_IMPORTED_MODULE_0__/* .eachTest */ .Uj)(collection)) {
            const row = renderRow(test, repeated);
            if (!budget.take(row))
                break;
            lines.push(row);
            shown += 1;
        }
        if (shown < count)
            lines.push(budget.close(`\n\u2026 ${count - shown} more tests not shown (see report.html or results.json).\n`));
        if (folded)
            lines.push(budget.close('\n</details>\n'));
        parts.push(lines.join(''));
    }
    if (omittedCollections > 0) {
        parts.push(budget.close(`\n\u2026 ${(0,_model_values_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(omittedCollections, 'more collection')} (${omittedTests} tests) not shown (see report.html or results.json).\n`));
    }
    return parts.join('');
}
function renderRow(test, repeated) {
    const name = (0,_wording_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .testLabel */ .xW)(test, repeated);
    const status = test.response ? String(test.response.status) : '\u2014';
    const time = test.timings ? (0,_html_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatDuration */ .a)(test.timings.totalMs) : '\u2014';
    const url = test.request?.url ?? test.urlTemplate;
    return `| ${MARKERS[test.outcome]} | ${mdCell(name)} | ${mdCell(test.request?.method ?? test.method)} | ${mdCell(url)} | ${status} | ${time} |\n`;
}
function totalsLine(totals) {
    const counts = _wording_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTCOME_ORDER */ .cd.filter((outcome) => totals[outcome] > 0).map((outcome) => `${totals[outcome]} ${_wording_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTCOME_LABELS */ .Zb[outcome]}`);
    return `${counts.length > 0 ? `${counts.join(', ')} ` : ''}(${(0,_model_values_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(totals.total, 'test')})`;
}
/**
 * Text for a Markdown paragraph or table cell: HTML-escaped (so no tag survives), Markdown
 * punctuation backslash-escaped (no emphasis, links, code, strikethrough, math or cell breaks),
 * and on one line.
 */
function mdText(text) {
    return oneLine((0,_html_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(escapeMarkdown(text)));
}
/** Backslash-escapes the punctuation Markdown would act on (before HTML escaping adds entities). */
function escapeMarkdown(text) {
    return text.replace(/[\\`*_[\]|~$!#]/g, '\\$&');
}
function mdCell(text) {
    return mdText(text) || ' ';
}
/** A validator's expected/actual value: cut to VALUE_LIMIT, line breaks kept as <br>. */
function mdValue(text) {
    const shown = (0,_wording_text_js__WEBPACK_IMPORTED_MODULE_7__/* .clip */ .$)(text, VALUE_LIMIT);
    return (0,_html_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .Z)(escapeMarkdown(shown.text)).replace(/\r\n|\r|\n/g, '<br>') + (shown.clipped ? ' \u2026' : '');
}
function oneLine(text) {
    return text.replace(/\s*[\r\n]+\s*/g, ' ');
}
function bytes(text) {
    return Buffer.byteLength(text, 'utf8');
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


/***/ })

};
