export const id = 682;
export const ids = [682];
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

/***/ 11682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  htmlWriter: () => (/* binding */ htmlWriter),
  renderHtmlReport: () => (/* binding */ renderHtmlReport)
});

// EXTERNAL MODULE: ./src/report/formats/html/escape.ts
var html_escape = __webpack_require__(1204);
// EXTERNAL MODULE: ./src/report/formats/html/format.ts
var format = __webpack_require__(58288);
// EXTERNAL MODULE: ./src/report/wording/labels.ts
var labels = __webpack_require__(60410);
// EXTERNAL MODULE: ./src/model/run-outcome.ts
var run_outcome = __webpack_require__(2605);
// EXTERNAL MODULE: ./src/model/values.ts
var values = __webpack_require__(43855);
;// CONCATENATED MODULE: ./src/report/formats/html/script.ts
// The HTML report's inline script: outcome filters, text search, and opening the test a link
// (e.g. a timeline bar) points to. The page is complete without it; the controls it drives
// stay hidden when scripts are off.
const REPORT_SCRIPT = `
(() => {
  const toolbar = document.getElementById('toolbar');
  const search = document.getElementById('search');
  const shown = document.getElementById('shown');
  const boxes = Array.from(toolbar.querySelectorAll('input[type=checkbox]'));
  const tests = Array.from(document.querySelectorAll('details.test'));
  const texts = tests.map((test) => test.querySelector('summary').textContent.toLowerCase());
  const sections = Array.from(document.querySelectorAll('section.collection')).map((section) => ({
    tests: Array.from(section.querySelectorAll('details.test')),
    empty: section.querySelector('.empty'),
  }));
  toolbar.hidden = false;

  function apply() {
    const outcomes = new Set(boxes.filter((box) => box.checked).map((box) => box.value));
    const query = search.value.trim().toLowerCase();
    let count = 0;
    tests.forEach((test, i) => {
      const visible = outcomes.has(test.dataset.outcome) && (query === '' || texts[i].includes(query));
      if (test.hidden === visible) test.hidden = !visible;
      if (visible) count += 1;
    });
    for (const section of sections) section.empty.hidden = section.tests.some((test) => !test.hidden);
    shown.textContent = count === tests.length ? 'showing all ' + count + ' tests' : 'showing ' + count + ' of ' + tests.length + ' tests';
  }

  function openTarget() {
    const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (!target || !target.matches('details.test')) return;
    target.hidden = false;
    target.open = true;
    target.scrollIntoView({ block: 'start' });
  }

  for (const box of boxes) box.addEventListener('change', apply);
  search.addEventListener('input', apply);
  window.addEventListener('hashchange', openTarget);
  apply();
  openTarget();
})();
`;

;// CONCATENATED MODULE: ./src/report/formats/html/style.ts
// The HTML report's inline stylesheet (the page loads nothing from elsewhere).
const REPORT_CSS = `
:root{--fg:#1f2328;--muted:#59636e;--bg:#fff;--panel:#f6f8fa;--line:#d1d9e0;--passed:#1a7f37;--failed:#cf222e;--errored:#bc4c00;--skipped:#8c959f;--notRun:#b7bfc7;--link:#0969da}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--panel:#151b23;--line:#3d444d;--passed:#3fb950;--failed:#f85149;--errored:#db6d28;--skipped:#9198a1;--notRun:#656c76;--link:#4493f8}}
*{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0 auto;max-width:1400px;padding:16px 24px 48px;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--link)}
code,pre,.url,.method{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
h1{font-size:22px;margin:0}
h2{font-size:18px;margin:28px 0 4px}
h4{margin:14px 0 4px;font-size:13px}
.muted{color:var(--muted)}
header{display:flex;flex-wrap:wrap;align-items:baseline;gap:8px 14px;border-bottom:1px solid var(--line);padding-bottom:10px}
.verdict{font-weight:600;padding:2px 10px;border-radius:12px;color:#fff}
.verdict.passed{background:var(--passed)}.verdict.failed{background:var(--failed)}
.totals{display:flex;flex-wrap:wrap;gap:10px;margin:14px 0 8px}
.total{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:6px 14px;min-width:90px}
.total b{display:block;font-size:22px}
.total.o-failed b{color:var(--failed)}.total.o-errored b{color:var(--errored)}.total.o-passed b{color:var(--passed)}
.bar{display:flex;height:12px;border-radius:6px;overflow:hidden;background:var(--panel);border:1px solid var(--line)}
.bar span{display:block;height:100%}
.o-passed{background:var(--passed);fill:var(--passed)}.o-failed{background:var(--failed);fill:var(--failed)}.o-errored{background:var(--errored);fill:var(--errored)}
.o-skipped{background:var(--skipped);fill:var(--skipped)}.o-notRun{background:var(--notRun);fill:var(--notRun)}
.total.o-passed,.total.o-failed,.total.o-errored,.total.o-skipped,.total.o-notRun{background:var(--panel)}
table{border-collapse:collapse}
th,td{text-align:left;vertical-align:top;padding:3px 10px 3px 0}
table.overview{margin-top:12px}
table.overview td,table.overview th{border-bottom:1px solid var(--line);padding:4px 14px 4px 0}
td.num,th.num{text-align:right}
details.options{margin-top:10px}
details.options dl{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:2px 24px;margin:6px 0 0}
details.options dl div{display:flex;gap:10px;align-items:baseline}
details.options dt{color:var(--muted);white-space:nowrap}
details.options dd{margin:0;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12.5px;overflow-wrap:anywhere}
.timeline{display:block;margin-top:6px;background:var(--panel);border:1px solid var(--line);border-radius:6px}
.timeline text{font-size:10px;fill:var(--muted)}
.timeline .tick{text-anchor:middle}
.timeline .grid{stroke:var(--line);stroke-width:.5}
.timeline .dep{stroke:var(--muted);stroke-width:.8;stroke-dasharray:2 2}
.timeline rect:hover{opacity:.7}
.legend{display:flex;gap:14px;font-size:12px;margin-top:4px}
.legend i{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px;vertical-align:-1px}
#toolbar{position:sticky;top:0;z-index:1;background:var(--bg);display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center;padding:10px 0;border-bottom:1px solid var(--line)}
#toolbar label{white-space:nowrap}
#search{font:inherit;padding:4px 8px;min-width:320px;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg)}
.cols,details.test>summary{display:grid;grid-template-columns:78px minmax(160px,2fr) 64px minmax(200px,3fr) 52px 72px;gap:10px;align-items:baseline;padding:4px 6px}
.cols{font-weight:600;border-bottom:2px solid var(--line)}
details.test{border-bottom:1px solid var(--line);scroll-margin-top:64px;content-visibility:auto;contain-intrinsic-size:auto 30px}
details.test>summary{cursor:pointer;list-style:none}
details.test>summary::-webkit-details-marker{display:none}
details.test>summary:hover{background:var(--panel)}
details.test[open]>summary{background:var(--panel);font-weight:600}
.name,.url{overflow-wrap:anywhere}
.status,.time{text-align:right}
.badge{display:inline-block;text-align:center;color:#fff;border-radius:4px;font-size:11.5px;padding:0 6px;font-weight:600}
.badge.o-skipped,.badge.o-notRun{color:#1f2328}
.detail{padding:4px 12px 14px 88px;font-weight:400}
.facts{color:var(--muted);margin:8px 0;overflow-wrap:anywhere}
.problem{margin:8px 0;padding:6px 10px;border-left:4px solid var(--skipped);background:var(--panel)}
.problem.errored{border-color:var(--errored)}
.problem.failed{border-color:var(--failed)}
table.validators td,table.captures td{border-bottom:1px solid var(--line);overflow-wrap:anywhere}
tr.fail td{color:var(--failed)}tr.fail td:first-child,tr.pass td:first-child{font-weight:700}
tr.pass td:first-child{color:var(--passed)}
pre.http{margin:0;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:8px;max-height:420px;overflow:auto;white-space:pre-wrap;overflow-wrap:anywhere}
.note{font-size:12px;color:var(--muted);margin:2px 0}
.empty{padding:8px 6px}
`;

// EXTERNAL MODULE: ./src/report/wording/failure-reasons.ts
var failure_reasons = __webpack_require__(43579);
// EXTERNAL MODULE: ./src/report/wording/text.ts
var wording_text = __webpack_require__(98346);
// EXTERNAL MODULE: ./src/report/wording/attempts.ts
var wording_attempts = __webpack_require__(54691);
;// CONCATENATED MODULE: ./src/report/formats/html/test-details.ts






function renderTestRow(test, context) {
    const url = test.request?.url ?? test.urlTemplate;
    const status = test.response ? String(test.response.status) : '\u2014';
    const time = test.timings ? (0,format/* formatDuration */.a)(test.timings.totalMs) : '\u2014';
    const iteration = context.repeated ? ` <span class="muted">iteration ${test.iteration}</span>` : '';
    return (`<details class="test" id="${context.anchor}" data-outcome="${test.outcome}">` +
        `<summary><span class="badge o-${test.outcome}">${labels/* OUTCOME_LABELS */.Zb[test.outcome]}</span>` +
        `<span class="name">${(0,html_escape/* escapeHtml */.Z)(test.name)}${iteration}</span>` +
        `<span class="method">${(0,html_escape/* escapeHtml */.Z)(test.request?.method ?? test.method)}</span>` +
        `<span class="url">${(0,html_escape/* escapeHtml */.Z)(url)}</span>` +
        `<span class="status">${status}</span>` +
        `<span class="time">${time}</span></summary>` +
        `<div class="detail">${renderDetail(test, context)}</div></details>`);
}
function renderDetail(test, context) {
    const parts = [];
    const reasons = (0,failure_reasons/* failureReasons */.OP)(test);
    if (reasons.length > 0) {
        parts.push(`<p class="problem ${test.outcome}"><b>${PROBLEM_LEADS[test.outcome]}:</b> ${reasons.map(html_escape/* escapeHtml */.Z).join('<br>')}</p>`);
    }
    parts.push(renderFacts(test, context.collection));
    if (test.validators.length > 0)
        parts.push(renderValidators(test.validators));
    if (test.captures.length > 0)
        parts.push(renderCaptures(test.captures));
    const attempts = (0,wording_attempts/* attemptLines */.x)(test.attempts);
    if (attempts.length > 0)
        parts.push(`<h4>Attempts</h4><ol class="attempts">${attempts.map((a) => `<li>${(0,html_escape/* escapeHtml */.Z)(a)}</li>`).join('')}</ol>`);
    if (test.request)
        parts.push(renderRequest(test.request, context));
    if (test.response)
        parts.push(renderResponse(test.response, context));
    return parts.join('');
}
const PROBLEM_LEADS = {
    passed: '',
    failed: 'Failed',
    errored: 'Error',
    skipped: 'Skipped',
    notRun: 'Not run',
};
function renderFacts(test, collection) {
    const facts = [`${collection.file}:${test.line}:${test.column}`];
    if (test.id !== undefined)
        facts.push(`id ${test.id}`);
    if (test.dependsOn.length > 0)
        facts.push(`runs after ${test.dependsOn.join(', ')}`);
    if (test.tags.length > 0)
        facts.push(`tags ${test.tags.join(', ')}`);
    if (test.lane !== undefined)
        facts.push(`lane ${test.lane + 1}`);
    if (test.timings) {
        const { startMs, ttfbMs, totalMs } = test.timings;
        facts.push(`started +${(0,format/* formatDuration */.a)(startMs)}`, `first byte after ${(0,format/* formatDuration */.a)(ttfbMs)}`, `total ${(0,format/* formatDuration */.a)(totalMs)}`);
    }
    const written = test.request && test.request.url !== test.urlTemplate
        ? `<br>URL as written: <code>${(0,html_escape/* escapeHtml */.Z)(test.urlTemplate)}</code>`
        : '';
    return `<p class="facts">${facts.map(html_escape/* escapeHtml */.Z).join(' · ')}${written}</p>`;
}
function renderValidators(validators) {
    const rows = validators.map((validator) => `<tr class="${validator.pass ? 'pass' : 'fail'}"><td>${validator.pass ? '\u2713' : '\u2717'}</td><td>${(0,html_escape/* escapeHtml */.Z)(validator.name)}</td>` +
        `<td><code>${(0,html_escape/* escapeHtml */.Z)(validator.expected)}</code></td><td><code>${(0,html_escape/* escapeHtml */.Z)(validator.actual)}</code></td>` +
        `<td>${(0,html_escape/* escapeHtml */.Z)(validator.message)}</td></tr>`);
    return `<h4>Validators</h4><table class="validators"><thead><tr><th></th><th>Validator</th><th>Expected</th><th>Actual</th><th>Message</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
function renderCaptures(captures) {
    const rows = captures.map((capture) => {
        const value = capture.matched
            ? `<code>${(0,html_escape/* escapeHtml */.Z)(capture.value ?? '')}</code>`
            : '<span class="muted">no match</span>';
        return `<tr><td>${(0,html_escape/* escapeHtml */.Z)(capture.name)}</td><td>${capture.type}</td><td>${capture.source === undefined ? '' : `<code>${(0,html_escape/* escapeHtml */.Z)(capture.source)}</code> `}${capture.pattern === undefined ? '' : `<code>${(0,html_escape/* escapeHtml */.Z)(capture.pattern)}</code>`}</td><td>${value}</td></tr>`;
    });
    return `<h4>Captured context</h4><table class="captures"><thead><tr><th>Name</th><th>Type</th><th>Source / pattern</th><th>Value</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
/** The request as an HTTP message: request line, headers, blank line, body. */
function renderRequest(request, context) {
    const head = [`${request.method} ${request.url}`, ...headerLines(request.headers)].join('\n');
    return `<h4>Request</h4>${renderMessage(head, request.body, context, [])}`;
}
function renderResponse(response, context) {
    const head = [`${response.status} ${response.statusText}`, ...headerLines(response.headers)].join('\n');
    const notes = [`${response.bodyBytes} bytes of body.`];
    if (response.bodyTruncated && response.body !== undefined) {
        notes.push(`Only the first ${Buffer.byteLength(response.body)} bytes were kept for the report.`);
    }
    else if (response.body === undefined && response.bodyBytes > 0) {
        notes.push('Passing tests keep no response body or headers.');
    }
    return `<h4>Response</h4>${renderMessage(head, response.body, context, notes)}`;
}
function headerLines(headers) {
    return headers.map(([name, value]) => `${name}: ${value}`);
}
function renderMessage(head, body, context, notes) {
    let text = head;
    const allNotes = [...notes];
    if (body !== undefined && body !== '') {
        const shown = (0,wording_text/* clip */.$)((0,wording_text/* prettyBody */.H)(body), context.bodyLimit);
        if (shown.clipped)
            context.onCut?.();
        text += `\n\n${shown.text}${shown.clipped ? '\n\u2026' : ''}`;
        if (shown.clipped)
            allNotes.push(`This page shows its first ${shown.text.length} characters; results.json holds the recorded body.`);
    }
    const noteText = allNotes.length > 0 ? `<p class="note">${allNotes.join(' ')}</p>` : '';
    return `<pre class="http">${(0,html_escape/* escapeHtml */.Z)(text)}</pre>${noteText}`;
}

;// CONCATENATED MODULE: ./src/report/formats/html/timeline.ts




const DETAILED_LIMIT = 2000;
const WIDTH = 1000;
const LABEL_WIDTH = 56;
const PLOT_WIDTH = WIDTH - LABEL_WIDTH - 8;
const AXIS_HEIGHT = 22;
const ROW_HEIGHT = 16;
const BAR_HEIGHT = 11;
/** Outcomes by how much they matter when several share one aggregated bucket. */
const SEVERITY = ['errored', 'failed', 'passed', 'skipped', 'notRun'];
function drawn({ id, name, iteration, outcome, dependsOn, lane }) {
    return { id, name, iteration, outcome, dependsOn, lane };
}
/**
 * What the timeline keeps of each test that sent a request: numbers in one array per field, and the
 * test's details only while there are few enough bars to draw one each (a large run's timeline is
 * aggregated and needs only its times, lane and outcome). Fed test by test as the page's pass over
 * the records goes, so the timeline of a large run does not hold its tests.
 */
class TimedTests {
    /** Every test seen, timed or not. */
    tests = 0;
    collections = [];
    positions = [];
    starts = [];
    ends = [];
    lanes = [];
    outcomes = [];
    details = [];
    /** The `position`th test of collection `collection`. */
    add(test, collection, position) {
        this.tests++;
        const timings = test.timings;
        if (!timings)
            return;
        this.collections.push(collection);
        this.positions.push(position);
        this.starts.push(timings.startMs);
        this.ends.push(timings.startMs + timings.totalMs);
        this.lanes.push(test.lane ?? 0);
        this.outcomes.push(SEVERITY.indexOf(test.outcome));
        if (this.starts.length > DETAILED_LIMIT)
            this.details = undefined;
        else
            this.details?.push(drawn(test));
    }
    get length() {
        return this.starts.length;
    }
}
/** The timeline of the tests `timed` was given. */
function renderTimeline(doc, anchorOf, timed) {
    const tests = timed.tests;
    if (timed.length === 0)
        return '<p class="muted">No test sent a request, so there is no timeline.</p>';
    const lanes = [...new Set(timed.lanes)].sort((a, b) => a - b);
    const rowOfLane = new Map(lanes.map((lane, row) => [lane, row]));
    let span = Math.max(1, doc.run.durationMs);
    for (const end of timed.ends)
        if (end > span)
            span = end;
    const x = (ms) => round(LABEL_WIDTH + (ms / span) * PLOT_WIDTH);
    const height = AXIS_HEIGHT + lanes.length * ROW_HEIGHT + 4;
    const detailed = (details) => details.map((test, i) => ({
        anchor: anchorOf(timed.collections[i], timed.positions[i]),
        test,
        collection: timed.collections[i],
        row: rowOfLane.get(timed.lanes[i]),
        start: timed.starts[i],
        end: timed.ends[i],
    }));
    const parts = [
        `<svg class="timeline" viewBox="0 0 ${WIDTH} ${height}" width="100%" role="img" aria-label="Timeline of ${timed.length} requests over ${(0,html_escape/* escapeHtml */.Z)((0,format/* formatDuration */.a)(span))}" xmlns="http://www.w3.org/2000/svg">`,
        axis(span, height, x),
        ...lanes.map((lane, row) => `<text class="lane" x="2" y="${AXIS_HEIGHT + row * ROW_HEIGHT + BAR_HEIGHT}">${lanes.length > 1 ? `lane ${lane + 1}` : 'requests'}</text>`),
        ...(timed.details === undefined
            ? aggregatedBars(timed, rowOfLane, span, x)
            : withDependencies(detailed(timed.details), x, doc.run.options.repeats > 1)),
        '</svg>',
    ];
    const notDrawn = tests - timed.length;
    const note = (timed.details === undefined
        ? `${timed.length} requests, grouped into time slices (hover a slice for its counts). `
        : '') +
        (notDrawn > 0 ? `${(0,values/* plural */.LS)(notDrawn, 'test')} sent no request and ${notDrawn === 1 ? 'is' : 'are'} not drawn.` : '');
    return parts.join('') + (note ? `<p class="muted">${note}</p>` : '');
}
function withDependencies(bars, x, repeated) {
    return [...dependencyLines(bars, x), ...detailedBars(bars, x, repeated)];
}
function axis(span, height, x) {
    const step = niceStep(span / 8);
    const ticks = [];
    for (let ms = 0; ms <= span; ms += step) {
        ticks.push(`<line class="grid" x1="${x(ms)}" x2="${x(ms)}" y1="${AXIS_HEIGHT - 6}" y2="${height}"/>`);
        ticks.push(`<text class="tick" x="${x(ms)}" y="${AXIS_HEIGHT - 9}">${(0,html_escape/* escapeHtml */.Z)((0,format/* formatDuration */.a)(ms))}</text>`);
    }
    return ticks.join('');
}
/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw) {
    const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-3)));
    return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= raw);
}
function detailedBars(bars, x, repeated) {
    return bars.map((bar) => {
        const { test } = bar;
        const after = test.dependsOn.length > 0 ? ` \u2014 after ${test.dependsOn.join(', ')}` : '';
        const title = `${(0,labels/* testLabel */.xW)(test, repeated)} \u2014 ${labels/* OUTCOME_LABELS */.Zb[test.outcome]} \u2014 ${(0,format/* formatDuration */.a)(bar.end - bar.start)} from +${(0,format/* formatDuration */.a)(bar.start)}${after}`;
        const y = AXIS_HEIGHT + bar.row * ROW_HEIGHT;
        const width = Math.max(1, round(x(bar.end) - x(bar.start)));
        return `<a href="#${bar.anchor}"><rect class="o-${test.outcome}" x="${x(bar.start)}" y="${y}" width="${width}" height="${BAR_HEIGHT}"><title>${(0,html_escape/* escapeHtml */.Z)(title)}</title></rect></a>`;
    });
}
/** A line from the end of each dependency (same collection and iteration) to the start of its dependent. */
function dependencyLines(bars, x) {
    const byId = new Map();
    for (const bar of bars)
        if (bar.test.id !== undefined)
            byId.set(`${bar.collection}\n${bar.test.iteration}\n${bar.test.id}`, bar);
    const lines = [];
    const middle = (bar) => AXIS_HEIGHT + bar.row * ROW_HEIGHT + BAR_HEIGHT / 2;
    for (const bar of bars) {
        for (const id of bar.test.dependsOn) {
            const dependency = byId.get(`${bar.collection}\n${bar.test.iteration}\n${id}`);
            if (dependency === undefined)
                continue;
            lines.push(`<line class="dep" x1="${x(dependency.end)}" y1="${middle(dependency)}" x2="${x(bar.start)}" y2="${middle(bar)}"/>`);
        }
    }
    return lines;
}
function aggregatedBars(timed, rowOfLane, span, x) {
    const buckets = Math.max(50, Math.min(400, Math.floor(20_000 / rowOfLane.size)));
    const size = span / buckets;
    const counts = new Map();
    for (let i = 0; i < timed.length; i++) {
        const key = rowOfLane.get(timed.lanes[i]) * buckets + Math.min(buckets - 1, Math.floor(timed.starts[i] / size));
        let count = counts.get(key);
        if (count === undefined) {
            count = { passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
            counts.set(key, count);
        }
        count[SEVERITY[timed.outcomes[i]]] += 1;
    }
    return [...counts].map(([key, count]) => {
        const row = Math.floor(key / buckets);
        const bucket = key % buckets;
        const worst = SEVERITY.find((outcome) => count[outcome] > 0);
        const total = SEVERITY.reduce((sum, outcome) => sum + count[outcome], 0);
        const detail = SEVERITY.filter((outcome) => count[outcome] > 0)
            .map((outcome) => `${count[outcome]} ${labels/* OUTCOME_LABELS */.Zb[outcome]}`)
            .join(', ');
        const title = `${(0,values/* plural */.LS)(total, 'request')} starting +${(0,format/* formatDuration */.a)(bucket * size)} to +${(0,format/* formatDuration */.a)((bucket + 1) * size)}: ${detail}`;
        const x1 = x(bucket * size);
        return `<rect class="o-${worst}" x="${x1}" y="${AXIS_HEIGHT + row * ROW_HEIGHT}" width="${Math.max(1, round(x((bucket + 1) * size) - x1 - 0.5))}" height="${BAR_HEIGHT}"><title>${(0,html_escape/* escapeHtml */.Z)(title)}</title></rect>`;
    });
}
function round(value) {
    return Math.round(value * 10) / 10;
}

// EXTERNAL MODULE: ./src/report/formats/html/row-store.ts
var row_store = __webpack_require__(13411);
// EXTERNAL MODULE: ./src/report/results/stored-results.ts
var stored_results = __webpack_require__(28723);
// EXTERNAL MODULE: ./src/report/formats/json-pieces.ts
var json_pieces = __webpack_require__(75271);
// EXTERNAL MODULE: ./src/report/formats/format-writer.ts
var format_writer = __webpack_require__(75688);
;// CONCATENATED MODULE: ./src/report/formats/html.ts













const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";
/** Characters of bodies the page may hold in all; split evenly between bodies, within BODY_LIMITS. */
const BODY_BUDGET = 8_000_000;
const BODY_LIMITS = { min: 2_000, max: 100_000 };
function renderHtmlReport(doc) {
    return (0,json_pieces/* joined */.oR)((0,format_writer/* formatPieces */.h)(htmlWriter(doc, new row_store.MemoryRowStore()), doc));
}
/**
 * The page, from one pass over the records: each row is rendered when its record comes and kept in
 * `rows` while the timeline and the body count, which go before the rows, are gathered. A row is
 * rendered with the smallest body limit; one whose body that cut is rendered again at the end with
 * the limit the body count gives, its record read once more.
 */
function htmlWriter(doc, rows) {
    const anchorOf = (collection, position) => `t${collection}-${position}`;
    const repeated = doc.run.options.repeats > 1;
    const timed = new TimedTests();
    let bodies = 0;
    /** The rows a body was cut in: where they are in `rows`, and which test they show. */
    const recut = [];
    let current;
    let cut = false;
    const onCut = () => void (cut = true);
    return {
        start: () => format_writer/* NOTHING */.K,
        collectionStart(collection, c) {
            current = { collection, c, k: 0 };
            rows.append(`\n<section class="collection" id="c${c}"><h2>${(0,html_escape/* escapeHtml */.Z)(collection.name)}</h2>` +
                `<p class="muted"><code>${(0,html_escape/* escapeHtml */.Z)(collection.file)}</code> · ${totalsSentence(collection.totals)} · ${(0,format/* formatDuration */.a)(collection.durationMs)}</p>` +
                '<div class="tests"><div class="cols"><span>Outcome</span><span>Name</span><span>Method</span><span>URL</span><span class="status">Status</span><span class="time">Time</span></div>');
            return format_writer/* NOTHING */.K;
        },
        wantsTests: true,
        test(test) {
            const { collection, c, k } = current;
            current.k++;
            timed.add(test, c, k);
            bodies += (test.request?.body ? 1 : 0) + (test.response?.body ? 1 : 0);
            if (k > 0)
                rows.append('\n');
            cut = false;
            const from = rows.position;
            rows.append(renderTestRow(test, { anchor: anchorOf(c, k), collection, repeated, bodyLimit: BODY_LIMITS.min, onCut }));
            if (cut)
                recut.push({ from, to: rows.position, c, k });
            return '';
        },
        collectionEnd() {
            rows.append(`<p class="empty muted"${current.k > 0 ? ' hidden' : ''}>No tests to show.</p></div></section>`);
            return format_writer/* NOTHING */.K;
        },
        *end() {
            // Every body's share of the page.
            const bodyLimit = Math.max(BODY_LIMITS.min, Math.min(BODY_LIMITS.max, Math.floor(BODY_BUDGET / Math.max(1, bodies))));
            yield pageHead(doc, renderTimeline(doc, anchorOf, timed));
            let from = 0;
            if (bodyLimit > BODY_LIMITS.min) {
                let i = 0;
                for (const test of testsAt(doc, recut)) {
                    const { c, k } = recut[i];
                    yield* rows.read(from, recut[i].from);
                    yield renderTestRow(test, { anchor: anchorOf(c, k), collection: doc.collections[c], repeated, bodyLimit });
                    from = recut[i++].to;
                }
            }
            yield* rows.read(from, rows.position);
            yield `\n<script>${REPORT_SCRIPT}</script></body></html>`;
        },
        dispose: () => rows.dispose(),
    };
}
/** The tests at these places, read again: a stored collection's from results.json by offset. */
function* testsAt(doc, places) {
    for (let i = 0; i < places.length;) {
        const c = places[i].c;
        let j = i;
        while (j < places.length && places[j].c === c)
            j++;
        const collection = doc.collections[c];
        const positions = places.slice(i, j).map((place) => place.k);
        const lines = (0,stored_results/* storedTestLines */.NW)(collection);
        if (lines === undefined)
            for (const k of positions)
                yield collection.tests[k];
        else
            yield* (0,stored_results/* storedTestsAt */.YY)(collection, lines, positions);
        i = j;
    }
}
function pageHead(doc, timeline) {
    const failedRun = (0,run_outcome/* isFailedRun */.LD)(doc.totals, doc.run.interrupted);
    const title = `assay: ${failedRun ? 'failed' : 'passed'} \u2014 ${totalsSentence(doc.totals)}`;
    return [
        '<!doctype html><html lang="en"><head><meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${(0,html_escape/* escapeHtml */.Z)(title)}</title><style>${REPORT_CSS}</style></head><body>`,
        renderHeader(doc, failedRun),
        '<section id="summary">',
        renderTotals(doc.totals),
        renderOverview(doc.collections),
        renderOptions(doc.run.options),
        '</section>',
        `<section id="timeline"><h2>Timeline</h2>${timeline}${renderLegend()}</section>`,
        renderToolbar(doc.totals),
    ].join('\n');
}
function renderHeader(doc, failedRun) {
    const { run } = doc;
    const facts = [
        `started <time datetime="${(0,html_escape/* escapeHtml */.Z)(run.startedAt)}">${(0,html_escape/* escapeHtml */.Z)((0,format/* readableTime */.G)(run.startedAt))}</time>`,
        `took ${(0,format/* formatDuration */.a)(run.durationMs)}`,
        (0,values/* plural */.LS)(doc.collections.length, 'collection'),
        `${(0,html_escape/* escapeHtml */.Z)(doc.tool.name)} ${(0,html_escape/* escapeHtml */.Z)(doc.tool.version)}`,
    ];
    if (run.shard)
        facts.push(`shard ${run.shard.index} of ${run.shard.total}`);
    if (run.mergedFrom !== undefined)
        facts.push(`merged from ${run.mergedFrom} results files`);
    if (run.interrupted)
        facts.push(`<b>interrupted by ${run.interrupted}</b>`);
    return (`<header><h1>assay report</h1><span class="verdict ${failedRun ? 'failed' : 'passed'}">${failedRun ? 'Failed' : 'Passed'}</span>` +
        `<span class="muted">${facts.join(' · ')}</span></header>`);
}
function renderTotals(totals) {
    const cards = [`<div class="total"><b id="total-tests">${totals.total}</b>tests</div>`];
    for (const outcome of ['passed', 'failed', 'errored', 'skipped', 'notRun']) {
        cards.push(`<div class="total o-${outcome}"><b id="total-${outcome}">${totals[outcome]}</b>${labels/* OUTCOME_LABELS */.Zb[outcome]}</div>`);
    }
    const segments = labels/* OUTCOME_ORDER */.cd.filter((outcome) => totals[outcome] > 0).map((outcome) => {
        const percent = Math.round((totals[outcome] / totals.total) * 10_000) / 100;
        return `<span class="o-${outcome}" style="width:${percent}%" title="${totals[outcome]} ${labels/* OUTCOME_LABELS */.Zb[outcome]}"></span>`;
    });
    return `<div class="totals">${cards.join('')}</div><div class="bar" role="img" aria-label="${(0,html_escape/* escapeHtml */.Z)(totalsSentence(totals))}">${segments.join('')}</div>`;
}
function renderOverview(collections) {
    const rows = collections.map((collection, c) => {
        const counts = ['passed', 'failed', 'errored', 'skipped', 'notRun'].map((outcome) => `<td class="num">${collection.totals[outcome]}</td>`);
        return (`<tr><td><a href="#c${c}">${(0,html_escape/* escapeHtml */.Z)(collection.name)}</a></td><td><code>${(0,html_escape/* escapeHtml */.Z)(collection.file)}</code></td>` +
            `<td class="num">${collection.totals.total}</td>${counts.join('')}<td class="num">${(0,format/* formatDuration */.a)(collection.durationMs)}</td></tr>`);
    });
    const outcomeHeads = ['passed', 'failed', 'errored', 'skipped', 'notRun'].map((outcome) => `<th class="num">${labels/* OUTCOME_LABELS */.Zb[outcome]}</th>`);
    return (`<table class="overview"><thead><tr><th>Collection</th><th>File</th><th class="num">Tests</th>${outcomeHeads.join('')}<th class="num">Duration</th></tr></thead>` +
        `<tbody>${rows.join('')}</tbody></table>`);
}
function renderOptions(options) {
    const entries = [
        ['collections', options.collections.join(', ')],
        [
            'variables',
            Object.keys(options.variables).length === 0
                ? '\u2014'
                : Object.entries(options.variables)
                    .map(([name, value]) => `${name}=${value}`)
                    .join(', '),
        ],
        ['secrets', options.secrets.length === 0 ? '\u2014' : `${options.secrets.join(', ')} (values not recorded)`],
        ['tags', options.tags.length === 0 ? 'all' : options.tags.join(', ')],
        ['parallel', options.parallel ? `yes, up to ${options.concurrency} at once` : 'no'],
        ['repeats', String(options.repeats)],
        ['delay', (0,format/* formatDuration */.a)(options.delayMs)],
        ['timeout', (0,format/* formatDuration */.a)(options.timeoutMs)],
        ['max body bytes', String(options.maxBodyBytes)],
        ['insecure TLS', options.insecure ? 'yes' : 'no'],
        ['follow redirects', options.followRedirects ? 'yes' : 'no'],
        ['bail', options.bail ? 'yes' : 'no'],
        ['formats', options.formats.length === 0 ? '\u2014' : options.formats.join(', ')],
    ];
    const items = entries.map(([name, value]) => `<div><dt>${name}</dt><dd>${(0,html_escape/* escapeHtml */.Z)(value)}</dd></div>`);
    return `<details class="options" open><summary>Options</summary><dl>${items.join('')}</dl></details>`;
}
function renderLegend() {
    const items = labels/* OUTCOME_ORDER */.cd.map((outcome) => `<span><i class="o-${outcome}"></i>${labels/* OUTCOME_LABELS */.Zb[outcome]}</span>`);
    return `<div class="legend">${items.join('')}<span class="muted">dashed line: runs after</span></div>`;
}
/** Filter and search controls; hidden until the script shows them, since they need it. */
function renderToolbar(totals) {
    const boxes = labels/* OUTCOME_ORDER */.cd.map((outcome) => `<label><input type="checkbox" value="${outcome}" checked> ${labels/* OUTCOME_LABELS */.Zb[outcome]} (${totals[outcome]})</label>`);
    return (`<div id="toolbar" hidden>${boxes.join('')}` +
        '<input id="search" type="search" placeholder="Search name, method, URL, status" aria-label="Search tests">' +
        '<span id="shown" class="muted"></span></div>');
}
function totalsSentence(totals) {
    const counts = labels/* OUTCOME_ORDER */.cd.filter((outcome) => totals[outcome] > 0).map((outcome) => `${totals[outcome]} ${labels/* OUTCOME_LABELS */.Zb[outcome]}`);
    return `${(0,values/* plural */.LS)(totals.total, 'test')}${counts.length > 0 ? `: ${counts.join(', ')}` : ''}`;
}


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

/***/ 13411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FileRowStore: () => (/* binding */ FileRowStore),
/* harmony export */   MemoryRowStore: () => (/* binding */ MemoryRowStore)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _temporary_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7252);
// Where the HTML page's rows wait while the pass over the records gathers the timeline and the
// body count that go before them: in memory for a page rendered as one string, in a temporary
// file for a page written after a run (whose rows are the size of the page), so each record is
// read and parsed once for every format (report/write.ts).


class MemoryRowStore {
    #texts = [];
    append(text) {
        this.#texts.push(text);
    }
    get position() {
        return this.#texts.length;
    }
    read(from, to) {
        return this.#texts.slice(from, to);
    }
    dispose() {
        this.#texts = [];
    }
}
/**
 * Bytes gathered before a write, and read at a time, through one buffer. Below glibc's threshold for
 * allocating with mmap (128 KiB), as stored-results.ts explains.
 */
const CHUNK = 64 * 1024;
/** A temporary file, written and read synchronously: the page is rendered in one go after the run. */
class FileRowStore {
    #path = (0,_temporary_file_js__WEBPACK_IMPORTED_MODULE_1__/* .temporaryPath */ .l)('html', '.part');
    #fd;
    #buffer = Buffer.allocUnsafe(CHUNK);
    #used = 0;
    #written = 0;
    append(text) {
        if (this.#used + text.length * 3 > CHUNK) {
            this.#flush();
            if (text.length * 3 > CHUNK) {
                this.#write(Buffer.from(text));
                return;
            }
        }
        this.#used += this.#buffer.write(text, this.#used);
    }
    get position() {
        return this.#written + this.#used;
    }
    *read(from, to) {
        this.#flush();
        for (let at = from; at < to;) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(this.#fd, this.#buffer, 0, Math.min(CHUNK, to - at), at);
            if (read === 0)
                throw new Error(`${this.#path} is shorter than what was written to it`);
            at += read;
            yield this.#buffer.subarray(0, read);
        }
    }
    dispose() {
        if (this.#fd === undefined)
            return;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.#fd);
        this.#fd = undefined;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(this.#path, { force: true });
    }
    #flush() {
        if (this.#used === 0)
            return;
        this.#write(this.#buffer.subarray(0, this.#used));
        this.#used = 0;
    }
    #write(bytes) {
        // Read back as well: created exclusively, as every temporary file, and readable by this user only.
        this.#fd ??= (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(this.#path, `${_temporary_file_js__WEBPACK_IMPORTED_MODULE_1__/* .TEMPORARY_FLAGS */ .E}+`, 0o600);
        for (let done = 0; done < bytes.length;)
            done += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(this.#fd, bytes, done, bytes.length - done, this.#written + done);
        this.#written += bytes.length;
    }
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


/***/ })

};
