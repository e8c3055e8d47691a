// The console report: a line per test as it finishes, the reasons of failures indented below
// it, and a summary line. Output is batched (a run of 100,000 tests must not make 100,000
// writes) but never held back more than a moment, so slow runs still show progress live.
import type { Outcome, RunStart, RunSummary, TestResult } from '../../model/index.ts';
import { describeStatus } from '../../model/values.ts';
import type { Redactor } from '../redact.ts';

const FLUSH_AFTER_MS = 50;
const FLUSH_AT_BYTES = 64 * 1024;

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
      this.#write(this.#redactor.redact(`${this.#paint('1', c.name)} ${this.#paint('90', `(${c.file})`)}\n`));
    }
    const iteration = start.options.repeats > 1 ? `[${result.iteration}/${start.options.repeats}] ` : '';
    const method = (result.request?.method ?? start.collections[result.collection].tests[result.test].method).padEnd(7);
    const url = result.request?.url ?? start.collections[result.collection].tests[result.test].url.source;
    const status = result.response ? String(result.response.status) : '---';
    const time = result.timings && result.outcome !== 'skipped' ? `${formatMs(result.timings.totalMs)}` : '';
    let line = `${this.#paint(COLOURS[result.outcome], LABELS[result.outcome])} ${iteration}${method} ${url}  ${status}  ${time}  ${result.name}\n`;
    for (const reason of reasons(result)) line += `        ${this.#paint('90', reason)}\n`;
    this.#write(this.#redactor.redact(line));
  }

  runFinished(summary: RunSummary, reportFiles: string[]): void {
    const t = summary.totals;
    let text = '\n';
    if (summary.interrupted)
      text += this.#paint('33', `Interrupted by ${summary.interrupted}: ${t.notRun} tests not run.\n`);
    const parts = [`${t.passed} passed`, `${t.failed} failed`, `${t.errored} errored`, `${t.skipped} skipped`];
    if (t.notRun > 0) parts.push(`${t.notRun} not run`);
    const colour = t.failed + t.errored > 0 || summary.interrupted ? '31' : '32';
    text += `${this.#paint(colour, parts.join(', '))} in ${(summary.durationMs / 1000).toFixed(2)} s\n`;
    if (reportFiles.length > 0) text += `Reports: ${reportFiles.join(', ')}\n`;
    this.#write(text);
    this.flush();
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

/** The lines explaining why a test did not pass. */
function reasons(result: TestResult): string[] {
  switch (result.outcome) {
    case 'passed':
      return [];
    case 'errored':
      return [result.error ?? 'request failed'];
    case 'skipped':
    case 'notRun':
      return [result.reason ?? 'not run'];
    case 'failed':
      return [
        ...result.validators.filter((v) => !v.pass).map((v) => v.message),
        ...result.captures
          .filter((c) => !c.matched)
          .map(
            (c) =>
              `context ${c.name}: pattern ${JSON.stringify(c.pattern)} ${c.problem ?? `found no match in the ${result.response ? describeStatus(result.response.status) + ' ' : ''}${c.source ? `response's ${c.source}` : 'response body'}`}`,
          ),
      ];
  }
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
