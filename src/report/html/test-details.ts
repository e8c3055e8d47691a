// One test of the HTML report: a <details> element whose <summary> is the table row and whose
// body holds the request, the response, the validators, the captures and any reason or error.
// Works without JavaScript; every user-provided string is escaped.
import type { CollectionReport, TestReport } from '../results-document.ts';
import type { CaptureResult, RequestRecord, ResponseRecord, ValidatorResult } from '../../model.ts';
import { escapeHtml } from './escape.ts';
import { OUTCOME_LABELS, clip, formatDuration, prettyBody } from './format.ts';

export interface TestRowContext {
  anchor: string;
  collection: CollectionReport;
  /** Whether the run repeated its tests, so iterations need telling apart. */
  repeated: boolean;
  /** Longest body (in characters) shown in the page; longer ones are cut with a note. */
  bodyLimit: number;
}

export function renderTestRow(test: TestReport, context: TestRowContext): string {
  const url = test.request?.url ?? test.urlTemplate;
  const status = test.response ? String(test.response.status) : '—';
  const time = test.timings ? formatDuration(test.timings.totalMs) : '—';
  const iteration = context.repeated ? ` <span class="muted">run ${test.iteration}</span>` : '';
  return (
    `<details class="test" id="${context.anchor}" data-outcome="${test.outcome}">` +
    `<summary><span class="badge o-${test.outcome}">${OUTCOME_LABELS[test.outcome]}</span>` +
    `<span class="name">${escapeHtml(test.name)}${iteration}</span>` +
    `<span class="method">${escapeHtml(test.request?.method ?? test.method)}</span>` +
    `<span class="url">${escapeHtml(url)}</span>` +
    `<span class="status">${status}</span>` +
    `<span class="time">${time}</span></summary>` +
    `<div class="detail">${renderDetail(test, context)}</div></details>`
  );
}

function renderDetail(test: TestReport, context: TestRowContext): string {
  const parts: string[] = [];
  if (test.error !== undefined) parts.push(`<p class="problem errored"><b>Error:</b> ${escapeHtml(test.error)}</p>`);
  if (test.reason !== undefined) {
    parts.push(`<p class="problem ${test.outcome}"><b>${test.outcome === 'notRun' ? 'Not run' : 'Skipped'}:</b> ${escapeHtml(test.reason)}</p>`);
  }
  parts.push(renderFacts(test, context.collection));
  if (test.validators.length > 0) parts.push(renderValidators(test.validators));
  if (test.captures.length > 0) parts.push(renderCaptures(test.captures));
  if (test.request) parts.push(renderRequest(test.request, context.bodyLimit));
  if (test.response) parts.push(renderResponse(test.response, context.bodyLimit));
  return parts.join('');
}

function renderFacts(test: TestReport, collection: CollectionReport): string {
  const facts: [string, string][] = [['Defined at', `${collection.file}:${test.line}:${test.column}`]];
  if (test.id !== undefined) facts.push(['Id', test.id]);
  if (test.request && test.request.url !== test.urlTemplate) facts.push(['URL as written', test.urlTemplate]);
  if (test.dependsOn.length > 0) facts.push(['Runs after', test.dependsOn.join(', ')]);
  if (test.tags.length > 0) facts.push(['Tags', test.tags.join(', ')]);
  if (test.lane !== undefined) facts.push(['Lane', String(test.lane + 1)]);
  if (test.timings) {
    const { startMs, ttfbMs, totalMs } = test.timings;
    facts.push(['Timing', `started +${formatDuration(startMs)}, first byte after ${formatDuration(ttfbMs)}, total ${formatDuration(totalMs)}`]);
  }
  return `<dl class="facts">${facts.map(([term, value]) => `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

function renderValidators(validators: ValidatorResult[]): string {
  const rows = validators.map(
    (validator) =>
      `<tr class="${validator.pass ? 'pass' : 'fail'}"><td>${validator.pass ? '✓' : '✗'}</td><td>${escapeHtml(validator.name)}</td>` +
      `<td><code>${escapeHtml(validator.expected)}</code></td><td><code>${escapeHtml(validator.actual)}</code></td>` +
      `<td>${escapeHtml(validator.message)}</td></tr>`,
  );
  return `<h4>Validators</h4><table class="validators"><thead><tr><th></th><th>Validator</th><th>Expected</th><th>Actual</th><th>Message</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function renderCaptures(captures: CaptureResult[]): string {
  const rows = captures.map((capture) => {
    const value = capture.matched ? `<code>${escapeHtml(capture.value ?? '')}</code>` : '<span class="muted">no match</span>';
    return `<tr><td>${escapeHtml(capture.name)}</td><td>${capture.type}</td><td><code>${escapeHtml(capture.pattern)}</code></td><td>${value}</td></tr>`;
  });
  return `<h4>Captured context</h4><table class="captures"><thead><tr><th>Name</th><th>Type</th><th>Pattern</th><th>Value</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function renderRequest(request: RequestRecord, bodyLimit: number): string {
  return (
    `<h4>Request</h4><p class="line"><code>${escapeHtml(request.method)} ${escapeHtml(request.url)}</code></p>` +
    renderHeaders(request.headers) +
    (request.body !== undefined && request.body !== '' ? renderBody(request.body, bodyLimit, '') : '')
  );
}

function renderResponse(response: ResponseRecord, bodyLimit: number): string {
  const recorded =
    response.bodyTruncated && response.body !== undefined
      ? `The response body was ${response.bodyBytes} bytes; only its first ${Buffer.byteLength(response.body)} bytes were kept (--max-body-bytes).`
      : '';
  return (
    `<h4>Response</h4><p class="line"><code>${response.status} ${escapeHtml(response.statusText)}</code> <span class="muted">${response.bodyBytes} bytes</span></p>` +
    renderHeaders(response.headers) +
    (response.body !== undefined && response.body !== '' ? renderBody(response.body, bodyLimit, recorded) : '')
  );
}

function renderHeaders(headers: [string, string][]): string {
  if (headers.length === 0) return '';
  const rows = headers.map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`);
  return `<table class="headers"><tbody>${rows.join('')}</tbody></table>`;
}

function renderBody(body: string, limit: number, truncationNote: string): string {
  const shown = clip(prettyBody(body), limit);
  const notes = [truncationNote, shown.clipped ? `This page shows its first ${shown.text.length} characters; results.json holds the recorded body.` : '']
    .filter((note) => note !== '')
    .map((note) => `<p class="note">${note}</p>`);
  return `<pre class="body">${escapeHtml(shown.text)}${shown.clipped ? '\n…' : ''}</pre>${notes.join('')}`;
}
