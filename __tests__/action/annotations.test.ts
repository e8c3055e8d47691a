import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnnotationProperties } from '../../src/action/workflow-commands.ts';
import { diagnosticAnnotations, emitAnnotations, testAnnotations } from '../../src/action/annotations.ts';
import type { CollectionReport, ResultsDocument, TestReport } from '../../src/report/results/document.ts';
import type { Outcome } from '../../src/model/index.ts';

const WORKSPACE = '/home/runner/work/api/api';

function report(index: number, outcome: Outcome, extra: Partial<TestReport> = {}): TestReport {
  return {
    index,
    iteration: 1,
    name: `test ${index}`,
    urlTemplate: '/items/${{ vars.id }}',
    method: 'GET',
    tags: [],
    dependsOn: [],
    line: 10 + index * 4,
    column: 5,
    outcome,
    validators: [],
    captures: [],
    ...extra,
  };
}

function documentWith(collections: Pick<CollectionReport, 'file' | 'tests'>[]): ResultsDocument {
  const totals = { total: 0, passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
  return {
    schemaVersion: 1,
    tool: { name: 'assay', version: '0.2.0' },
    run: {
      startedAt: '2026-03-01T10:00:00.000Z',
      finishedAt: '2026-03-01T10:00:01.000Z',
      durationMs: 1000,
      options: {
        collections: [],
        variables: {},
        secrets: [],
        tags: [],
        parallel: false,
        concurrency: 1,
        repeats: 1,
        delayMs: 0,
        timeoutMs: 30000,
        maxBodyBytes: 1024,
        insecure: false,
        followRedirects: true,
        bail: false,
        formats: [],
      },
    },
    totals,
    collections: collections.map((c) => ({ name: c.file, durationMs: 1, totals, ...c })),
  };
}

function recorded(annotations: ReturnType<typeof testAnnotations>, limit: number) {
  const errors: [string, AnnotationProperties][] = [];
  const notices: string[] = [];
  emitAnnotations(
    annotations,
    { error: (m, p) => errors.push([m, p]), notice: (m) => notices.push(m) },
    limit,
    'failed tests',
  );
  return { errors, notices };
}

test('failed and errored tests are annotated at their line with the failing validators or the error', () => {
  const doc = documentWith([
    {
      file: 'collections/users.yaml',
      tests: [
        report(0, 'passed'),
        report(1, 'failed', {
          request: { method: 'GET', url: 'https://api.example.com/items/7', headers: [] },
          validators: [
            {
              name: 'status-code',
              pass: false,
              expected: '200',
              actual: '404',
              message: 'status-code: expected 200, got 404 Not Found',
            },
            { name: 'body-contains', pass: true, expected: 'x', actual: 'x', message: 'ok' },
          ],
        }),
        report(2, 'errored', { error: 'connection refused (ECONNREFUSED 127.0.0.1:8080)', errorCode: 'refused' }),
        report(3, 'skipped'),
        report(4, 'notRun'),
      ],
    },
  ]);
  assert.deepEqual(testAnnotations(doc, WORKSPACE), [
    {
      message: 'status-code: expected 200, got 404 Not Found\nGET https://api.example.com/items/7',
      properties: { title: 'Failed: test 1', file: 'collections/users.yaml', startLine: 14 },
    },
    {
      message: 'refused: connection refused (ECONNREFUSED 127.0.0.1:8080)\nGET /items/${{ vars.id }}',
      properties: { title: 'Errored: test 2', file: 'collections/users.yaml', startLine: 18 },
    },
  ]);
});

test('a test failing in several iterations is annotated once, with the count', () => {
  const doc = documentWith([
    {
      file: 'a.yaml',
      tests: [report(0, 'failed'), report(0, 'failed', { iteration: 2 }), report(0, 'passed', { iteration: 3 })],
    },
  ]);
  const annotations = testAnnotations(doc, WORKSPACE);
  assert.equal(annotations.length, 1);
  assert.match(annotations[0].message, /\(in 2 iterations\)$/);
});

test('files are made relative to the workspace; URLs, inline text and outside files get no file', () => {
  const doc = documentWith([
    { file: `${WORKSPACE}/abs/inside.yaml`, tests: [report(0, 'failed')] },
    { file: './dot/rel.yaml', tests: [report(0, 'failed')] },
    { file: 'https://example.com/collection.yaml', tests: [report(0, 'failed')] },
    { file: '<inline #1>', tests: [report(0, 'failed')] },
    { file: '../elsewhere/x.yaml', tests: [report(0, 'failed')] },
    { file: '/etc/collection.yaml', tests: [report(0, 'failed')] },
  ]);
  const files = testAnnotations(doc, WORKSPACE).map((a) => [a.properties.file, a.properties.startLine]);
  assert.deepEqual(files, [
    ['abs/inside.yaml', 10],
    ['dot/rel.yaml', 10],
    [undefined, undefined],
    [undefined, undefined],
    [undefined, undefined],
    [undefined, undefined],
  ]);
});

test('at most `limit` errors are emitted, then one notice counts the rest', () => {
  const doc = documentWith([{ file: 'a.yaml', tests: Array.from({ length: 13 }, (_, i) => report(i, 'failed')) }]);
  const { errors, notices } = recorded(testAnnotations(doc, WORKSPACE), 9);
  assert.equal(errors.length, 9);
  assert.equal(errors[8][1].title, 'Failed: test 8');
  assert.deepEqual(notices, [
    '4 more failed tests not annotated: GitHub shows at most 10 error annotations per step. The job summary and the reports in the artifact list all of them.',
  ]);
  assert.deepEqual(recorded(testAnnotations(doc, WORKSPACE).slice(0, 10), 10).notices, []);
});

test('collection errors are annotated with their span and hint; warnings are not', () => {
  const annotations = diagnosticAnnotations(
    [
      {
        severity: 'error',
        code: 'unknown-key',
        message: 'unknown key `urll`',
        file: 'tests/api.yaml',
        line: 7,
        column: 5,
        length: 4,
        hint: 'did you mean `url`?',
      },
      {
        severity: 'error',
        code: 'missing-file',
        message: 'no such file: tests/nope.yaml',
        file: 'tests/nope.yaml',
        line: 0,
        column: 0,
      },
      { severity: 'warning', code: 'slow', message: 'just a warning', file: 'tests/api.yaml', line: 1, column: 1 },
    ],
    WORKSPACE,
  );
  assert.deepEqual(annotations, [
    {
      message: 'unknown key `urll`\nHint: did you mean `url`?',
      properties: {
        title: 'Collection error (unknown-key)',
        file: 'tests/api.yaml',
        startLine: 7,
        endLine: 7,
        startColumn: 5,
        endColumn: 9,
      },
    },
    {
      message: 'no such file: tests/nope.yaml',
      properties: { title: 'Collection error (missing-file)', file: 'tests/nope.yaml' },
    },
  ]);
});
