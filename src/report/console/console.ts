// The console report: a line per test as it finishes; below a test that did not pass, where it is
// written, why (in normal weight: this is what a person reads) and, for a failed test, the response
// body; then a recap of the failures and a summary line. Output is batched (a run of 100,000 tests
// must not make 100,000 writes) but never held back more than a moment, so slow runs still show
// progress live.
import type { LlmUsageSummary, Outcome, RunStart, RunSummary, TestResult } from '../../model/index.ts';
import { describeStatus } from '../../model/values.ts';
import type { Redactor } from '../redact.ts';
import { failurePosition, failureReasons } from '../wording/failure-reasons.ts';
import { testLabel } from '../wording/labels.ts';
import { isFailedRun } from '../../model/run-outcome.ts';
import { prettyBody } from '../wording/text.ts';
import { terminalText } from './terminal-text.ts';

const FLUSH_AFTER_MS = 50;
const FLUSH_AT_BYTES = 64 * 1024;
/** A failed test's response body is shown up to this many lines of this many characters. */
const BODY_LINES = 20;
const BODY_LINE_CHARS = 200;
/** The closing recap lists this many failures, then counts the rest (their lines are above). */
const RECAP_LIMIT = 100;
const INDENT = '        ';

const LABELS: Record<Outcome, string> = {
  passed: 'PASS ',
  failed: 'FAIL ',
  errored: 'ERROR',
  skipped: 'SKIP ',
  notRun: 'NORUN',
};
const COLOURS: Record<Outcome, string> = { passed: '32', failed: '31', errored: '35', skipped: '33', notRun: '90' };

export class ConsoleReporter {
  #out: NodeJS.WritableStream;
  #colour: boolean;
  #redactor: Redactor;
  #buffer = '';
  #timer: NodeJS.Timeout | undefined;
  #start: RunStart | undefined;
  #announced = -1;
  #beforeFlush: (() => void) | undefined;
  /** One line per failed or errored test, for the recap; only the first RECAP_LIMIT are kept. */
  #recap: string[] = [];
  #failures = 0;

  /** `beforeFlush` lets a live progress line on the same terminal clear itself first. */
  constructor(out: NodeJS.WritableStream, colour: boolean, redactor: Redactor, beforeFlush?: () => void) {
    this.#out = out;
    this.#colour = colour;
    this.#redactor = redactor;
    this.#beforeFlush = beforeFlush;
  }

  runStarted(start: RunStart): void {
    this.#start = start;
  }

  testFinished(result: TestResult): void {
    const start = this.#start!;
    if (result.collection !== this.#announced) {
      this.#announced = result.collection;
      const c = start.collections[result.collection];
      this.#write(
        this.#redactor.redact(
          `${this.#paint('1', terminalText(c.name))} ${this.#paint('90', `(${terminalText(c.file)})`)}\n`,
        ),
      );
    }
    const iteration = start.options.repeats > 1 ? `[${result.iteration}/${start.options.repeats}] ` : '';
    const method = (result.request?.method ?? start.collections[result.collection].tests[result.test].method).padEnd(7);
    const url = result.request?.url ?? start.collections[result.collection].tests[result.test].url.source;
    const status = result.response ? String(result.response.status) : '---';
    const time = result.timings && result.outcome !== 'skipped' ? `${formatMs(result.timings.totalMs)}` : '';
    const tries = result.attempts && result.attempts.length > 1 ? `  (${result.attempts.length} attempts)` : '';
    let line = `${this.#paint(COLOURS[result.outcome], LABELS[result.outcome])} ${iteration}${terminalText(method)} ${terminalText(url)}  ${status}  ${time}  ${terminalText(result.name)}${tries}\n`;
    if (tries) line += this.#attempts(result.attempts!);
    if (result.outcome !== 'passed') line += this.#explain(result, start);
    this.#write(this.#redactor.redact(line));
  }

  /** One line per attempt that was followed by another: its status, time and why it was retried. */
  #attempts(attempts: NonNullable<TestResult['attempts']>): string {
    let text = '';
    for (const attempt of attempts) {
      if (attempt.retriedBecause === undefined) continue;
      const status = attempt.status === undefined ? attempt.outcome : String(attempt.status);
      const why = terminalText(oneLine(attempt.retriedBecause));
      text += `${INDENT}${this.#paint('90', `attempt ${attempt.attempt}: ${status} in ${formatMs(attempt.totalMs)}, retried (${why})`)}\n`;
    }
    return text;
  }

  /** The lines below a test that did not pass: where it is written, why, and the body it got. */
  #explain(result: TestResult, start: RunStart): string {
    const collection = start.collections[result.collection];
    const definition = collection.tests[result.test];
    const where = terminalText(`${collection.file}:${failurePosition(result, definition.position).line}`);
    const reasons = failureReasons(result);
    const judged = result.outcome === 'failed' || result.outcome === 'errored';
    let text = judged ? `${INDENT}${this.#paint('90', `at ${where}`)}\n` : '';
    for (const reason of reasons) text += indent(reason, INDENT);
    if (result.outcome === 'failed' && result.response?.body) text += this.#body(result.response);
    if (judged) {
      this.#failures++;
      if (this.#recap.length < RECAP_LIMIT) {
        const label = terminalText(testLabel(result, start.options.repeats > 1));
        this.#recap.push(
          `  ${this.#paint(COLOURS[result.outcome], LABELS[result.outcome])} ${label}  ${this.#paint('90', where)}  ${terminalText(oneLine(reasons[0] ?? ''))}\n`,
        );
      }
    }
    return text;
  }

  /**
   * The response body as a person reads it: re-indented when it is JSON, at most BODY_LINES lines.
   * Secrets are masked before anything is cut, so a cut cannot leave part of one visible.
   */
  #body(response: NonNullable<TestResult['response']>): string {
    const lines = this.#redactor.redact(prettyBody(response.body!)).split(/\r?\n/).map(terminalText);
    const shown = lines
      .slice(0, BODY_LINES)
      .map((line) => (line.length > BODY_LINE_CHARS ? `${line.slice(0, BODY_LINE_CHARS)}…` : line));
    const cut = lines.length - shown.length;
    const kept = response.bodyTruncated ? `, first ${Buffer.byteLength(response.body!)} kept` : '';
    const status = terminalText(describeStatus(response.status, response.statusText));
    let text = `${INDENT}${this.#paint('90', `response body (${status}, ${response.bodyBytes} bytes${kept}):`)}\n`;
    for (const line of shown) text += `${INDENT}  ${line}\n`;
    if (cut > 0)
      text += `${INDENT}  ${this.#paint('90', `… ${cut} more lines (results.json and report.html keep the body)`)}\n`;
    return text;
  }

  runFinished(summary: RunSummary, reportFiles: string[]): void {
    const t = summary.totals;
    let text = '\n';
    if (this.#failures > 0) text += this.#recapText();
    if (summary.interrupted)
      text += this.#paint('33', `Interrupted by ${summary.interrupted}: ${t.notRun} tests not run.\n`);
    const parts = [`${t.passed} passed`, `${t.failed} failed`, `${t.errored} errored`, `${t.skipped} skipped`];
    if (t.notRun > 0) parts.push(`${t.notRun} not run`);
    const colour = isFailedRun(t, summary.interrupted) ? '31' : '32';
    text += `${this.#paint(colour, parts.join(', '))} in ${(summary.durationMs / 1000).toFixed(2)} s\n`;
    if (summary.llm !== undefined) text += `${describeLlmUsage(summary.llm)}\n`;
    if (reportFiles.length > 0) text += `Reports: ${reportFiles.join(', ')}\n`;
    this.#write(text);
    this.flush();
  }

  #recapText(): string {
    const rest = this.#failures - this.#recap.length;
    const more = rest > 0 ? `  … and ${rest} more (listed above)\n` : '';
    return `${this.#paint('1', 'Failures:')}\n${this.#redactor.redact(this.#recap.join(''))}${more}\n`;
  }

  flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#buffer === '') return;
    this.#beforeFlush?.();
    this.#out.write(this.#buffer);
    this.#buffer = '';
  }

  #write(text: string): void {
    this.#buffer += text;
    if (this.#buffer.length >= FLUSH_AT_BYTES) this.flush();
    else this.#timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS);
  }

  #paint(code: string, text: string): string {
    return this.#colour ? `\x1b[${code}m${text}\x1b[0m` : text;
  }
}

/** `Language model: 3 calls, 1 answer from the cache, 1,234 tokens (1,000 prompt, 234 completion)`. */
export function describeLlmUsage(usage: LlmUsageSummary): string {
  const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  const { prompt, completion, total } = usage.tokens;
  return (
    `Language model: ${count(usage.calls, 'call', 'calls')}, ${count(usage.cacheHits, 'answer', 'answers')} from the cache, ` +
    `${count(total, 'token', 'tokens')} (${prompt.toLocaleString('en-US')} prompt, ${completion.toLocaleString('en-US')} completion)`
  );
}

/** Each line of `text` indented, so a reason over several lines stays under its test. */
function indent(text: string, prefix: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `${prefix}${terminalText(line)}\n`)
    .join('');
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ');
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}

/** A single live line on stderr (only when it is a terminal): tests done of planned. */
export class ProgressLine {
  #err: NodeJS.WriteStream;
  #done = 0;
  #planned = 0;
  #failed = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(err: NodeJS.WriteStream) {
    this.#err = err;
  }

  runStarted(start: RunStart): void {
    this.#planned = start.planned * start.options.repeats;
    this.#timer = setInterval(() => this.#draw(), 100);
    this.#timer.unref();
  }

  testFinished(result: TestResult): void {
    this.#done++;
    if (result.outcome === 'failed' || result.outcome === 'errored') this.#failed++;
  }

  runFinished(): void {
    clearInterval(this.#timer);
    this.clear();
  }

  clear(): void {
    this.#err.write('\r\x1b[2K');
  }

  #draw(): void {
    this.#err.write(`\r\x1b[2K${this.#done}/${this.#planned} tests, ${this.#failed} failing`);
  }
}
