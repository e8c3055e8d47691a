// Joins several results documents (the shards of one run) into one: whole documents in memory
// here, and what both that and the merge of stored shards a record at a time (stored-merge.ts)
// share, so the two write the same report.
import type { LlmUsageSummary } from '../../model/index.ts';
import { roundMs } from '../../model/values.ts';
import { RESULTS_SCHEMA_VERSION, type CollectionReport, type ResultsDocument, type TestReport } from './document.ts';
import { emptyTotals, spanOf, totalsOf } from './totals.ts';

/**
 * One results document from several: collections with the same file and name are joined (in the
 * order they first appear), their tests sorted by iteration then declared index, and every total
 * recounted from the tests. The run spans the earliest start to the latest finish. Test start
 * times are shifted onto that common clock so timelines line up.
 */
export function mergeResults(docs: ResultsDocument[]): ResultsDocument {
  const run = mergedRun(docs);
  const collections = new Map<string, CollectionReport>();
  const seen = new Set<string>();
  for (const doc of docs) {
    const offset = shardOffset(doc, run);
    for (const part of doc.collections) {
      const key = collectionKey(part);
      const target = collections.get(key) ?? { ...part, totals: emptyTotals(), tests: [] };
      collections.set(key, target);
      for (const test of part.tests) {
        const id = `${key}#${test.iteration}#${test.index}`;
        if (seen.has(id)) throw new Error(repeatedTestMessage(part.file, test));
        seen.add(id);
        target.tests.push(shiftedTest(test, offset));
      }
    }
  }
  const merged = [...collections.values()].map((c) => {
    const tests = c.tests.sort((a, b) => a.iteration - b.iteration || a.index - b.index);
    return {
      ...c,
      tests,
      totals: totalsOf(tests),
      durationMs: tests.some((t) => t.timings) ? spanOf(tests) : c.durationMs,
    };
  });
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    tool: docs[0].tool,
    run,
    totals: totalsOf(merged.flatMap((c) => c.tests)),
    collections: merged,
  };
}

/**
 * The run of the merged documents: from the earliest start to the latest finish, with the first
 * document's options, the first interrupt, the provenance they share and their language-model use
 * added up. Throws when there are none, or one has another schema version.
 */
export function mergedRun(docs: ResultsDocument[]): ResultsDocument['run'] {
  if (docs.length === 0) throw new Error('no results to merge');
  for (const doc of docs) {
    if (doc.schemaVersion !== RESULTS_SCHEMA_VERSION) {
      throw new Error(
        `cannot merge results with schemaVersion ${JSON.stringify(doc.schemaVersion)}; this assay merges version ${RESULTS_SCHEMA_VERSION}`,
      );
    }
  }
  const startedAt = Math.min(...docs.map((d) => Date.parse(d.run.startedAt)));
  const finishedAt = Math.max(...docs.map((d) => Date.parse(d.run.finishedAt)));
  const first = docs[0];
  const run: ResultsDocument['run'] = {
    startedAt: new Date(startedAt).toISOString(),
    finishedAt: new Date(finishedAt).toISOString(),
    durationMs: finishedAt - startedAt,
    options: first.run.options,
    mergedFrom: docs.length,
  };
  const interrupted = docs.find((d) => d.run.interrupted)?.run.interrupted;
  if (interrupted) run.interrupted = interrupted;
  // Shards of one workflow run share its provenance; shards from several runs have none in common.
  const ci = first.run.ci;
  if (ci && docs.every((d) => JSON.stringify(d.run.ci) === JSON.stringify(ci))) run.ci = ci;
  const usages = docs.flatMap((d) => (d.run.llm ? [d.run.llm] : []));
  if (usages.length > 0) run.llm = sumLlmUsage(usages);
  return run;
}

/** How much later than the merged run a document's run started: what its tests' start times move by. */
export function shardOffset(doc: ResultsDocument, run: ResultsDocument['run']): number {
  return Date.parse(doc.run.startedAt) - Date.parse(run.startedAt);
}

/** Collections of the same file and name are one collection of the merged run. */
export function collectionKey(collection: Pick<CollectionReport, 'file' | 'name'>): string {
  return JSON.stringify([collection.file, collection.name]);
}

/** A test with its start time on the merged run's clock. */
export function shiftedTest(test: TestReport, offset: number): TestReport {
  return test.timings && offset !== 0
    ? { ...test, timings: { ...test.timings, startMs: roundMs(test.timings.startMs + offset) } }
    : test;
}

export function repeatedTestMessage(file: string, test: TestReport): string {
  return `test ${test.index + 1} (${test.name}) of ${file}, iteration ${test.iteration}, is in more than one results file`;
}

/** The language-model use of merged runs (shards of one run): every count added up. */
function sumLlmUsage(usages: LlmUsageSummary[]): LlmUsageSummary {
  const sum = (pick: (u: LlmUsageSummary) => number) => usages.reduce((total, u) => total + pick(u), 0);
  return {
    calls: sum((u) => u.calls),
    cacheHits: sum((u) => u.cacheHits),
    tokens: {
      prompt: sum((u) => u.tokens.prompt),
      completion: sum((u) => u.tokens.completion),
      total: sum((u) => u.tokens.total),
    },
  };
}
