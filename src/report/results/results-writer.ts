// Writes results.json while the run goes: each test's record is masked, put in its place (a
// collection's tests in declared order, iteration by iteration) and written as soon as every test
// before it is written. What stays in memory is a collection's running totals and the records of
// tests that finished ahead of an earlier one (at most about the number in flight, more only when
// dependencies reorder a collection). Since a collection's totals and the run's end are known only
// afterwards, they follow the tests: the members are in another order than `JSON.stringify` of the
// document would give, with the same content (see docs/reports.md).
import type { RunStart, RunSummary, RunTotals, ShardPlan, TestResult } from '../../model/index.ts';
import { roundMs } from '../../model/values.ts';
import { VERSION } from '../../version.ts';
import type { Redactor } from '../redact.ts';
import { RESULTS_SCHEMA_VERSION, type CollectionReport, type ResultsDocument, type TestReport } from './document.ts';
import { collectionHead, optionsRecord, testRecord, writtenTest, type WrittenTest } from './records.ts';
import { addTotals, countOutcome, emptyTotals } from './totals.ts';
import { TEMPORARY_FLAGS } from '../temporary-file.ts';
import { EncodedFile } from '../encoded-file.ts';

/** Text is held back no longer than this, so the file shows a slow run's progress. */
const FLUSH_AFTER_MS = 100;
/**
 * Finished tests are turned into records this many at a time (or when the flush is due): records
 * rendered in a row between requests cost about half the CPU of one rendered after each response.
 */
const BATCH = 256;

/**
 * Another file written from the same ordered records (JUnit): `piece` renders a record when it
 * arrives, `write` receives the pieces in results.json's order.
 */
export interface OrderedSink {
  piece(collection: number, record: TestReport): string;
  write(collection: number, piece: string): void;
}

/** results.json without its tests, as `finish` leaves it: what a format written beside it needs. */
export type ResultsEnvelope = Omit<ResultsDocument, 'collections'> & {
  collections: Omit<CollectionReport, 'tests'>[];
};

interface CollectionProgress {
  totals: RunTotals;
  /** First start and last end of its tests, for its duration. */
  first: number;
  last: number;
  /** Each planned test's place in an iteration, by declared index (its planned tests in declared order). */
  slots: Int32Array;
  /** How many tests an iteration holds. */
  planned: number;
  /** The place, counted over all iterations, of the next record to write. */
  next: number;
  /**
   * Records (as results.json lines and sink pieces) that finished ahead of their turn, by place. An
   * array, not a Map: a Map that entries join and leave all run long keeps rehashing, and V8 keeps
   * each discarded table linked to the next with its entries, so once one is promoted every later
   * record would be too (see abort-watch.ts).
   */
  waiting: ([string, string] | undefined)[];
  head: Omit<CollectionReport, 'tests' | 'totals' | 'durationMs'>;
  durationMs: number;
  written: number;
}

export class ResultsJsonWriter {
  #path: string;
  #redactor: Redactor;
  #sink: OrderedSink | undefined;
  #file: EncodedFile | undefined;
  /** Finished tests not yet turned into records, and what their records take from their tests. */
  #queue: TestResult[] = [];
  #written: WrittenTest[] = [];
  #timer: NodeJS.Timeout | undefined;
  #start: RunStart | undefined;
  #collections: CollectionProgress[] = [];
  /** The collection being written; those before it are complete. */
  #current = -1;

  #temporary: boolean;

  /** `temporary`: the path is a fresh temporary name (temporary-file.ts), created exclusively. */
  constructor(path: string, redactor: Redactor, sink?: OrderedSink, { temporary = false } = {}) {
    this.#path = path;
    this.#redactor = redactor;
    this.#sink = sink;
    this.#temporary = temporary;
  }

  async start(start: RunStart): Promise<void> {
    this.#start = start;
    this.#file = await EncodedFile.open(this.#path, this.#temporary ? TEMPORARY_FLAGS : 'w');
    this.#collections = start.collections.map((collection, c) => ({
      head: collectionHead(collection, this.#redactor),
      durationMs: 0,
      totals: emptyTotals(),
      first: Infinity,
      last: 0,
      slots: slotsOf(start.plannedTests[c] ?? []),
      planned: (start.plannedTests[c] ?? []).length,
      next: 0,
      waiting: [],
      written: 0,
    }));
    const head = { schemaVersion: RESULTS_SCHEMA_VERSION, tool: { name: 'assay', version: VERSION } };
    this.#write(`${withoutClosingBrace(JSON.stringify(head, null, 2), 0)},\n  "collections": [`);
    this.#flush();
  }

  add(result: TestResult): void {
    this.#queue.push(result);
    this.#written.push(writtenTest(this.#start!.collections[result.collection].tests[result.test]));
    if (this.#queue.length >= BATCH) this.#drain();
    this.#timer ??= setTimeout(() => this.#flush(), FLUSH_AFTER_MS).unref();
  }

  /** The collection's results are all in: its records are rendered now, so nothing needs its test definitions later. */
  collectionFinished(): void {
    this.#drain();
  }

  /** Turns the queued results into records, each written in its place (or kept until its turn). */
  #drain(): void {
    const queue = this.#queue;
    const written = this.#written;
    this.#queue = [];
    this.#written = [];
    for (let i = 0; i < queue.length; i++) this.#record(queue[i], written[i]);
  }

  #record(result: TestResult, test: WrittenTest): void {
    const start = this.#start!;
    const progress = this.#collections[result.collection];
    countOutcome(progress.totals, result.outcome);
    if (result.timings) {
      progress.first = Math.min(progress.first, result.timings.startMs);
      progress.last = Math.max(progress.last, result.timings.startMs + result.timings.totalMs);
    }
    while (this.#current < result.collection) this.#openCollection(this.#current + 1);
    const definition = start.collections[result.collection].tests[result.test];
    const record = testRecord(definition, result, this.#redactor, test);
    const written: [string, string] = [JSON.stringify(record), this.#sink?.piece(result.collection, record) ?? ''];
    const place = (result.iteration - 1) * progress.planned + progress.slots[result.test];
    if (place !== progress.next) {
      progress.waiting[place] = written;
      return;
    }
    this.#writeTest(progress, written);
    progress.next++;
    for (let waiting = progress.waiting[progress.next]; waiting; waiting = progress.waiting[progress.next]) {
      this.#writeTest(progress, waiting);
      progress.waiting[progress.next++] = undefined;
    }
  }

  /** Completes the file and returns what it holds besides the tests; rejects with the first write error. */
  async finish(summary: RunSummary): Promise<ResultsEnvelope> {
    const start = this.#start!;
    this.#drain();
    while (this.#current < this.#collections.length - 1) this.#openCollection(this.#current + 1);
    this.#closeCollection();
    const totals = emptyTotals();
    for (const progress of this.#collections) addTotals(totals, progress.totals);
    const run = {
      startedAt: summary.startedAt,
      finishedAt: new Date(Date.parse(summary.startedAt) + summary.durationMs).toISOString(),
      durationMs: roundMs(summary.durationMs),
      options: optionsRecord(start.options, this.#redactor),
      ...(summary.interrupted ? { interrupted: summary.interrupted } : {}),
      ...(start.options.shard ? { shard: shardRecord(start.options.shard, start.shardPlan) } : {}),
      ...(summary.llm ? { llm: summary.llm } : {}),
      ...(start.options.ci ? { ci: start.options.ci } : {}),
    };
    const tail = JSON.stringify({ run, totals }, null, 2).slice(1);
    this.#write(`${this.#collections.length === 0 ? ']' : '\n  ]'},${tail}\n`);
    this.#flush();
    await this.#file!.close();
    return {
      schemaVersion: RESULTS_SCHEMA_VERSION,
      tool: { name: 'assay', version: VERSION },
      run,
      totals,
      collections: this.#collections.map((p) => ({ ...p.head, totals: p.totals, durationMs: p.durationMs })),
    };
  }

  #openCollection(c: number): void {
    this.#closeCollection();
    this.#current = c;
    const head = this.#collections[c].head;
    const text = withoutClosingBrace(JSON.stringify(head, null, 2).replaceAll('\n', '\n    '), 4);
    this.#write(`${c === 0 ? '' : ','}\n    ${text},\n      "tests": [`);
  }

  /** Writes what is left of the current collection (tests an interrupt left waiting) and its totals. */
  #closeCollection(): void {
    if (this.#current < 0) return;
    const progress = this.#collections[this.#current];
    for (const written of progress.waiting) if (written !== undefined) this.#writeTest(progress, written);
    progress.waiting = [];
    const durationMs = progress.first === Infinity ? 0 : roundMs(progress.last - progress.first);
    progress.durationMs = durationMs;
    const tail = JSON.stringify({ totals: progress.totals, durationMs }, null, 2).replaceAll('\n', '\n    ').slice(1);
    this.#write(`${progress.written === 0 ? ']' : '\n      ]'},${tail}`);
  }

  #writeTest(progress: CollectionProgress, [line, piece]: [string, string]): void {
    // Separator and line written apart: the line is already flat, a joined string would be copied again.
    this.#write(progress.written++ === 0 ? '\n        ' : ',\n        ');
    this.#write(line);
    this.#sink?.write(this.#current, piece);
  }

  #write(text: string): void {
    this.#file!.write(text);
  }

  /** Writes what has gathered: the queued tests' records and the text. */
  #flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#drain();
    this.#file!.flush();
  }

  get path(): string {
    return this.#path;
  }
}

/** `{ … \n}` without its closing line, so more members can follow. */
function withoutClosingBrace(json: string, indentation: number): string {
  return json.slice(0, json.length - indentation - 2);
}

/** A shard's place and the run it is part of, as results.json records them for `assay merge`. */
function shardRecord(
  shard: { index: number; total: number },
  plan: ShardPlan | undefined,
): NonNullable<ResultsDocument['run']['shard']> {
  return {
    index: shard.index,
    total: shard.total,
    ...(plan === undefined ? {} : { plan: plan.fingerprint, plannedTests: plan.tests }),
  };
}

/** Slot by declared index: a typed array, not a Map of 100,000 entries (planned tests are ascending). */
function slotsOf(planned: readonly number[]): Int32Array {
  const slots = new Int32Array(planned.length === 0 ? 0 : planned[planned.length - 1] + 1);
  for (let slot = 0; slot < planned.length; slot++) slots[planned[slot]] = slot;
  return slots;
}
