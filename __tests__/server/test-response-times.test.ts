// Each test's response time over a project's last runs: oldest run first, a gap where a run has no
// timing for the test, the first tests of the newest run only, and a document that does not parse skipped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testResponseTimes } from '../../src/server/http/test-response-times.ts';

const run = (queuedAt: number, tests: [string, number | undefined][]) => ({
  queuedAt,
  resultsJson: JSON.stringify({
    collections: [
      {
        name: 'c',
        tests: tests.map(([name, ms]) => ({
          name,
          iteration: 1,
          ...(ms === undefined ? {} : { timings: { totalMs: ms } }),
        })),
      },
    ],
  }),
});

test("a test's response time per run, oldest first, with gaps; at most the first tests of the newest run", () => {
  const newestFirst = [
    run(300, [
      ['health', 12],
      ['orders', 40],
      ['extra', 1],
    ]),
    { queuedAt: 250, resultsJson: '{broken' },
    run(200, [
      ['health', 10],
      ['orders', undefined],
    ]),
    run(100, [
      ['health', 8],
      ['gone', 5],
    ]),
  ];
  assert.deepEqual(testResponseTimes(newestFirst, 2), [
    {
      test: 'health',
      points: [
        { at: 100, ms: 8 },
        { at: 200, ms: 10 },
        { at: 300, ms: 12 },
      ],
    },
    { test: 'orders', points: [{ at: 100 }, { at: 200 }, { at: 300, ms: 40 }] },
  ]);
  assert.deepEqual(testResponseTimes([], 10), []);
});
