// One test of the HTML report: a <details> element whose <summary> is the table row and whose
// body holds the request, the response, the validators, the captures and any reason or error.
// Works without JavaScript; every user-provided string is escaped.
import type { CollectionReport, TestReport } from '../../results/document.ts';
import type { CaptureResult, Outcome, RequestRecord, ResponseRecord, ValidatorResult } from '../../../model/index.ts';
import { escapeHtml } from './escape.ts';
import { formatDuration } from './format.ts';
import { OUTCOME_LABELS } from '../../wording/labels.ts';
import { failureReasons } from '../../wording/failure-reasons.ts';
import { clip, prettyBody } from '../../wording/text.ts';
import { attemptLines } from '../../wording/attempts.ts';

export interface TestRowContext {
  anchor: string;
  collection: CollectionReport;
  /** Whether the run repeated its tests, so iterations need telling apart. */
  repeated: boolean;
  /** Longest body (in characters) shown in the page; longer ones are cut with a note. */
  bodyLimit: number;
  /** Told when a body was cut, so the row depends on `bodyLimit`. */
  onCut?: () => void;
}

export function renderTestRow(test: TestReport, context: TestRowContext): string {
  const url = test.request?.url ?? test.urlTemplate;
  const status = test.response ? String(test.response.status) : '—';
  const time = test.timings ? formatDuration(test.timings.totalMs) : '—';
  const iteration = context.repeated ? ` <span class="muted">iteration ${test.iteration}</span>` : '';
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
  const reasons = failureReasons(test);
  if (reasons.length > 0) {
    parts.push(
      `<p class="problem ${test.outcome}"><b>${PROBLEM_LEADS[test.outcome]}:</b> ${reasons.map(escapeHtml).join('<br>')}</p>`,
    );
  }
  parts.push(renderFacts(test, context.collection));
  if (test.validators.length > 0) parts.push(renderValidators(test.validators));
  if (test.captures.length > 0) parts.push(renderCaptures(test.captures));
  const attempts = attemptLines(test.attempts);
  if (attempts.length > 0)
    parts.push(
      `<h4>Attempts</h4><ol class="attempts">${attempts.map((a) => `<li>${escapeHtml(a)}</li>`).join('')}</ol>`,
    );
  if (test.request) parts.push(renderRequest(test.request, context));
  if (test.response) parts.push(renderResponse(test.response, context));
  return parts.join('');
}

const PROBLEM_LEADS: Record<Outcome, string> = {
  passed: '',
  failed: 'Failed',
  errored: 'Error',
  skipped: 'Skipped',
  notRun: 'Not run',
};

function renderFacts(test: TestReport, collection: CollectionReport): string {
  const facts = [`${collection.file}:${test.line}:${test.column}`];
  if (test.id !== undefined) facts.push(`id ${test.id}`);
  if (test.dependsOn.length > 0) facts.push(`runs after ${test.dependsOn.join(', ')}`);
  if (test.tags.length > 0) facts.push(`tags ${test.tags.join(', ')}`);
  if (test.lane !== undefined) facts.push(`lane ${test.lane + 1}`);
  if (test.timings) {
    const { startMs, ttfbMs, totalMs } = test.timings;
    facts.push(
      `started +${formatDuration(startMs)}`,
      `first byte after ${formatDuration(ttfbMs)}`,
      `total ${formatDuration(totalMs)}`,
    );
  }
  const written =
    test.request && test.request.url !== test.urlTemplate
      ? `<br>URL as written: <code>${escapeHtml(test.urlTemplate)}</code>`
      : '';
  return `<p class="facts">${facts.map(escapeHtml).join(' · ')}${written}</p>`;
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
    const value = capture.matched
      ? `<code>${escapeHtml(capture.value ?? '')}</code>`
      : '<span class="muted">no match</span>';
    return `<tr><td>${escapeHtml(capture.name)}</td><td>${capture.type}</td><td>${capture.source === undefined ? '' : `<code>${escapeHtml(capture.source)}</code> `}${capture.pattern === undefined ? '' : `<code>${escapeHtml(capture.pattern)}</code>`}</td><td>${value}</td></tr>`;
  });
  return `<h4>Captured context</h4><table class="captures"><thead><tr><th>Name</th><th>Type</th><th>Source / pattern</th><th>Value</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The request as an HTTP message: request line, headers, blank line, body. */
function renderRequest(request: RequestRecord, context: TestRowContext): string {
  const head = [`${request.method} ${request.url}`, ...headerLines(request.headers)].join('\n');
  return `<h4>Request</h4>${renderMessage(head, request.body, context, [])}`;
}

function renderResponse(response: ResponseRecord, context: TestRowContext): string {
  const head = [`${response.status} ${response.statusText}`, ...headerLines(response.headers)].join('\n');
  const notes = [`${response.bodyBytes} bytes of body.`];
  if (response.bodyTruncated && response.body !== undefined) {
    notes.push(`Only the first ${Buffer.byteLength(response.body)} bytes were kept for the report.`);
  } else if (response.body === undefined && response.bodyBytes > 0) {
    notes.push('Passing tests keep no response body or headers.');
  }
  return `<h4>Response</h4>${renderMessage(head, response.body, context, notes)}`;
}

function headerLines(headers: [string, string][]): string[] {
  return headers.map(([name, value]) => `${name}: ${value}`);
}

function renderMessage(head: string, body: string | undefined, context: TestRowContext, notes: string[]): string {
  let text = head;
  const allNotes = [...notes];
  if (body !== undefined && body !== '') {
    const shown = clip(prettyBody(body), context.bodyLimit);
    if (shown.clipped) context.onCut?.();
    text += `\n\n${shown.text}${shown.clipped ? '\n…' : ''}`;
    if (shown.clipped)
      allNotes.push(`This page shows its first ${shown.text.length} characters; results.json holds the recorded body.`);
  }
  const noteText = allNotes.length > 0 ? `<p class="note">${allNotes.join(' ')}</p>` : '';
  return `<pre class="http">${escapeHtml(text)}</pre>${noteText}`;
}
