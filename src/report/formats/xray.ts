// xray.json: a Jira Xray "import execution results" document (Xray JSON format), driven by the
// same metadata keys as the original runner: collection `execution-summary`,
// `execution-description`, `revision`, `version`, `test-plan-key`, `environments`; test
// `test-key`, `project-key`, `requirement-keys`, `summary`, `definition`. One Xray test per
// declared test; repeated runs of it become Xray iterations.
import type { CollectionReport, ResultsDocument, TestReport } from '../results/document.ts';
import type { Outcome } from '../../model/index.ts';
import { failureReasons } from '../wording/failure-reasons.ts';
import { attemptLines } from '../wording/attempts.ts';
import { STREAMED, StreamedJson, joined } from './json-pieces.ts';
import { NOTHING, formatPieces, type FormatWriter } from './format-writer.ts';
import { storedTestLines, storedTestsAt, type TestLines } from '../results/stored-results.ts';

type XrayStatus = 'PASSED' | 'FAILED' | 'TODO';

/** Tests that did not run (skipped, not run) are `TODO`: Xray's status for "not executed yet". */
const STATUS: Record<Outcome, XrayStatus> = {
  passed: 'PASSED',
  failed: 'FAILED',
  errored: 'FAILED',
  skipped: 'TODO',
  notRun: 'TODO',
};

export function renderXray(doc: ResultsDocument): string {
  return joined(formatPieces(xrayWriter(doc), doc));
}

/**
 * The document declared test by declared test: a large run is never held as one document. A
 * collection whose tests each ran once is written from the shared pass over the records; one with
 * iterations gathers each test's runs with `storedTestsAt`, holding one test's runs at a time.
 */
export function xrayWriter(doc: ResultsDocument): FormatWriter {
  const runStart = Date.parse(doc.run.startedAt);
  const json = new StreamedJson({ info: executionInfo(doc), tests: STREAMED });
  const writer = {
    start: () => [json.head()],
    collectionStart(collection: CollectionReport): Iterable<string> {
      const lines = storedTestLines(collection);
      writer.wantsTests = lines !== undefined && eachOnce(lines.indices);
      if (writer.wantsTests) return NOTHING;
      const groups = lines === undefined ? groupByTest(collection.tests) : storedGroups(collection, lines);
      return piecesOf(groups, (runs) => json.add(xrayTest(runs, runStart)));
    },
    wantsTests: false,
    test: (test: TestReport) => json.add(xrayTest([test], runStart)),
    collectionEnd: () => NOTHING,
    end: () => [json.end('\n')],
  };
  return writer;
}

function* piecesOf<T>(items: Iterable<T>, piece: (item: T) => string): Generator<string> {
  for (const item of items) {
    const text = piece(item);
    if (text !== '') yield text;
  }
}

/** Whether every declared index appears once: strictly increasing, as one iteration is written. */
function eachOnce(indices: number[]): boolean {
  for (let i = 1; i < indices.length; i++) if (indices[i] <= indices[i - 1]) return false;
  return true;
}

/**
 * The runs of each declared test in the order the tests first appear, each test's in the file's
 * order (as `groupByTest`), read from the file one test's runs at a time.
 */
function* storedGroups(collection: CollectionReport, lines: TestLines): Generator<TestReport[]> {
  // Each line's group (by first appearance of its index), then the lines sorted by group, stably.
  const groupOf = new Map<number, number>();
  const groups = lines.indices.map((index) => {
    let group = groupOf.get(index);
    if (group === undefined) groupOf.set(index, (group = groupOf.size));
    return group;
  });
  const starts = new Array<number>(groupOf.size + 1).fill(0);
  for (const group of groups) starts[group + 1]++;
  for (let g = 1; g <= groupOf.size; g++) starts[g] += starts[g - 1];
  const order = new Array<number>(groups.length);
  const next = starts.slice(0, groupOf.size);
  for (const [line, group] of groups.entries()) order[next[group]++] = line;
  let runs: TestReport[] = [];
  let group = 0;
  for (const test of storedTestsAt(collection, lines, order)) {
    runs.push(test);
    if (runs.length === starts[group + 1] - starts[group]) {
      yield runs;
      runs = [];
      group++;
    }
  }
}

function executionInfo(doc: ResultsDocument): Record<string, unknown> {
  const lookup = (key: string): string | undefined => {
    for (const collection of doc.collections) {
      const value = metadataValue(collection.metadata, key);
      if (value !== undefined) return value;
    }
    return undefined;
  };
  const names = doc.collections.map((collection) => collection.name).join(', ');
  const environments = splitList(lookup('environments'));
  const info: Record<string, unknown> = {
    summary: lookup('execution-summary') ?? names,
    description: lookup('execution-description') ?? `${names} (assay ${doc.tool.version})`,
  };
  const version = lookup('version');
  const revision = lookup('revision');
  const testPlanKey = lookup('test-plan-key');
  if (version !== undefined) info.version = version;
  if (revision !== undefined) info.revision = revision;
  if (testPlanKey !== undefined) info.testPlanKey = testPlanKey;
  if (environments.length > 0) info.testEnvironments = environments;
  info.startDate = xrayDate(Date.parse(doc.run.startedAt));
  info.finishDate = xrayDate(Date.parse(doc.run.finishedAt));
  return info;
}

/** The runs (iterations) of each declared test, in declared order. */
function groupByTest(tests: TestReport[]): TestReport[][] {
  const byIndex = new Map<number, TestReport[]>();
  for (const test of tests) {
    const runs = byIndex.get(test.index);
    if (runs) runs.push(test);
    else byIndex.set(test.index, [test]);
  }
  return [...byIndex.values()];
}

function xrayTest(runs: TestReport[], runStart: number): Record<string, unknown> {
  const first = runs[0]!;
  const metadata = first.metadata;
  const summary = metadataValue(metadata, 'summary') ?? first.name;
  const requirementKeys = splitList(metadataValue(metadata, 'requirement-keys'));
  const projectKey = metadataValue(metadata, 'project-key');
  const testKey = metadataValue(metadata, 'test-key');
  const timed = runs.filter((run) => run.timings);
  const repeated = runs.length > 1;
  const comments = runs.map((run) => commentOf(run));
  const comment = comments
    .map((text, i) => (text && repeated ? `Iteration ${runs[i]!.iteration}: ${text}` : text))
    .filter((text) => text !== '')
    .join('\n');

  const test: Record<string, unknown> = {};
  if (testKey !== undefined) test.testKey = testKey;
  test.testInfo = {
    ...(projectKey !== undefined ? { projectKey } : {}),
    type: 'Generic',
    summary,
    definition: metadataValue(metadata, 'definition') ?? first.name,
    ...(requirementKeys.length > 0 ? { requirementKeys } : {}),
  };
  if (timed.length > 0) {
    test.start = xrayDate(runStart + Math.min(...timed.map((run) => run.timings!.startMs)));
    test.finish = xrayDate(runStart + Math.max(...timed.map((run) => run.timings!.startMs + run.timings!.totalMs)));
  }
  if (comment !== '') test.comment = comment;
  test.status = overallStatus(runs);
  if (repeated) {
    test.iterations = runs.map((run, i) => ({
      name: `Iteration ${run.iteration}`,
      parameters: [{ name: 'iteration', value: String(run.iteration) }],
      ...(comments[i] !== '' ? { log: comments[i] } : {}),
      status: STATUS[run.outcome],
    }));
  }
  return test;
}

function overallStatus(runs: TestReport[]): XrayStatus {
  const statuses = new Set(runs.map((run) => STATUS[run.outcome]));
  if (statuses.has('FAILED')) return 'FAILED';
  return statuses.has('PASSED') ? 'PASSED' : 'TODO';
}

const COMMENT_LEAD: Record<Outcome, string> = {
  passed: '',
  failed: '',
  errored: 'Error: ',
  skipped: 'Skipped: ',
  notRun: 'Not run: ',
};

/**
 * The test run's comment (an iteration's log): why it did not pass, then, for a retried test, one line per
 * attempt. Attempts are not Xray iterations: Xray fails a test run with any failed iteration, and a test
 * that passed on its third attempt passed.
 */
function commentOf(test: TestReport): string {
  const reasons = failureReasons(test);
  const lines = reasons.length === 0 ? [] : [COMMENT_LEAD[test.outcome] + reasons.join('\n')];
  const attempts = attemptLines(test.attempts);
  if (attempts.length > 0) lines.push(`Attempts:\n${attempts.join('\n')}`);
  return lines.join('\n');
}

/**
 * A metadata value: `metadata` is a list of maps (the first map holding the key wins, so keys may
 * be spread over several items) or a single map. Numbers and booleans are read as text.
 */
export function metadataValue(metadata: unknown, key: string): string | undefined {
  const maps = Array.isArray(metadata) ? metadata : [metadata];
  for (const map of maps) {
    if (map === null || typeof map !== 'object' || Array.isArray(map) || !Object.hasOwn(map, key)) continue;
    const value: unknown = (map as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      return String(value).trim();
  }
  return undefined;
}

/** `A, B ,` → `['A', 'B']`. */
function splitList(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** ISO 8601 in UTC with an explicit offset and whole seconds, e.g. `2026-03-01T10:00:00+00:00`. */
function xrayDate(epochMs: number): string {
  return `${new Date(Math.floor(epochMs)).toISOString().slice(0, 19)}+00:00`;
}
