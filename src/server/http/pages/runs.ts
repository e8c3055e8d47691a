// A run: its status and totals, the tests so far while it runs (the live script fills
// `data-live-tests`), its failures, and its HTML report (sandboxed). The run rows and failure
// tables that the project page shows too.
import { htmlWriter } from '../../../report/formats/html.ts';
import { FileRowStore } from '../../../report/formats/html/row-store.ts';
import { formatPieces } from '../../../report/formats/format-writer.ts';
import type { ResultsDocument } from '../../../report/results/document.ts';
import { eachTest, FAILING } from '../../../report/results/stored-results.ts';
import type { Run } from '../../store/store.ts';
import { readStoredRun } from '../../stored-run.ts';
import { html, HttpError, sendPieces, type Html } from '../basics.ts';
import { ciOrigin } from '../ci-links.ts';
import { ID, type Route } from '../context.ts';
import { sendPage } from './layout.ts';
import { row, table, when } from './views.ts';

export const RUN_HEADERS = ['When', 'Status', 'Trigger', 'Passed', 'Duration'];

// The live script (assets/app.js) builds the same row from a run event: keep the cells in step.
export function runRow(run: Run): Html {
  return row(
    [
      html`<a href="/runs/${run.id}">${when(run.queuedAt)}</a>`,
      run.status,
      run.trigger === 'ci' ? ciOrigin(run.ci) : run.trigger,
      `${run.totals.passed}/${run.totals.passed + run.totals.failed + run.totals.errored}`,
      run.durationMs === undefined ? '–' : `${Math.round(run.durationMs)} ms`,
    ],
    html`class="${run.status}" data-run="${run.id}"`,
  );
}

/** The failed and errored tests of a run: what each check expected and got, or the error. */
export function failureTable(doc: ResultsDocument): Html {
  const rows: Html[] = [];
  for (const collection of doc.collections)
    for (const test of eachTest(collection, FAILING)) {
      if (test.outcome !== 'failed' && test.outcome !== 'errored') continue;
      const failed = test.validators.filter((v) => !v.pass);
      rows.push(
        row(
          [
            test.name,
            test.outcome,
            failed.length > 0 ? failed.map((v) => html`<div>${v.name}</div>`) : (test.errorCode ?? ''),
            failed.map((v) => html`<div><code>${v.expected}</code></div>`),
            failed.length > 0 ? failed.map((v) => html`<div><code>${v.actual}</code></div>`) : (test.error ?? ''),
          ],
          html`class="${test.outcome}"`,
        ),
      );
    }
  return table(['Test', 'Outcome', 'Check', 'Expected', 'Actual'], rows, { empty: html`<p>No failures.</p>` });
}

export const RUN_ROUTES: Route[] = [
  {
    method: 'GET',
    path: new RegExp(`^/runs/${ID}$`),
    access: 'read',
    kind: 'page',
    handle: async (x) => {
      const run = await x.ctx.store.run(x.params[0]);
      if (!run) throw new HttpError(404, 'no such run');
      const project = await x.ctx.store.project(run.projectId);
      const results = await x.ctx.store.runResults(run.id);
      const live = run.status === 'queued' || run.status === 'running';
      const body = html`<p data-live-run="${live ? run.id : ''}" data-project-id="${run.projectId}">
          Project <a href="/projects/${run.projectId}">${project?.name}</a>; status <strong>${run.status}</strong>;
          ${run.trigger === 'ci' ? ciOrigin(run.ci) : run.trigger}; queued ${when(run.queuedAt)}; finished
          ${when(run.finishedAt)}. ${run.totals.passed} passed, ${run.totals.failed} failed, ${run.totals.errored}
          errored, ${run.totals.skipped} skipped.
        </p>
        ${run.error ? html`<pre class="problem">${run.error}</pre>` : ''}
        ${
          live
            ? html`<h2>Tests so far</h2>
                <ul data-live-tests></ul>`
            : ''
        }
        ${
          results
            ? html`<p>
                  <a href="/runs/${run.id}/report">HTML report</a> ·
                  <a href="/api/runs/${run.id}/results">results.json</a>
                </p>
                <h2>Failures</h2>
                ${failureTable(readStoredRun(results))}`
            : ''
        }`;
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
      if (!results) throw new HttpError(404, 'this run has no report');
      const doc = readStoredRun(results);
      // The report is a self-contained page with its own script: sandboxed, it cannot reach the session.
      // Streamed as the command line writes report.html: its rows wait in a temporary file, not in memory.
      await sendPieces(x.res, 200, formatPieces(htmlWriter(doc, new FileRowStore()), doc), 'text/html; charset=utf-8', {
        'Content-Security-Policy':
          "sandbox allow-scripts; default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:",
      });
    },
  },
];
