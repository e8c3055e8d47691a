import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Collection, TestDefinition } from '../../src/model/index.ts';
import { selectShard } from '../../src/engine/plan/shard.ts';
import { testKey } from '../../src/model/values.ts';
import { loadShardTimings } from '../../src/report/results/read.ts';

function makeTest(index: number, id?: string, dependsOn: string[] = []): TestDefinition {
  return {
    index,
    id,
    dependsOn,
    method: 'GET',
    url: { source: `/items/${index}`, parts: [{ kind: 'text', text: `/items/${index}` }] },
    headers: [],
    tags: [],
    validators: [],
    captures: [],
    position: { line: index + 1, column: 3 },
  };
}

function collection(file: string, tests: TestDefinition[]): Collection {
  return { file, name: file.replace(/\.yaml$/, ''), tests };
}

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be reproduced. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Chains (deep), fan-outs and diamonds (wide), independent tests with and without ids. */
function generated(seed: number): Collection[] {
  const rand = random(seed);
  const result: Collection[] = [];
  for (let c = 0; c < 3; c++) {
    const tests: TestDefinition[] = [];
    const add = (id: string | undefined, deps: string[] = []) => tests.push(makeTest(tests.length, id, deps));
    let shape = 0;
    while (tests.length < 40 + Math.floor(rand() * 40)) {
      const kind = Math.floor(rand() * 5);
      const p = `s${shape++}`;
      if (kind === 0) {
        const length = 2 + Math.floor(rand() * 12);
        for (let i = 0; i < length; i++) add(`${p}-${i}`, i === 0 ? [] : [`${p}-${i - 1}`]);
      } else if (kind === 1) {
        add(`${p}-root`);
        const width = 2 + Math.floor(rand() * 10);
        for (let i = 0; i < width; i++) add(`${p}-leaf${i}`, [`${p}-root`]);
      } else if (kind === 2) {
        add(`${p}-top`);
        add(`${p}-left`, [`${p}-top`]);
        add(`${p}-right`, [`${p}-top`]);
        add(`${p}-bottom`, [`${p}-left`, `${p}-right`]);
      } else if (kind === 3) {
        add(undefined);
      } else {
        add(`${p}-alone`);
      }
    }
    // A dependency declared before its target joins two shapes into one component.
    const lastId = tests.findLast((t) => t.id !== undefined)?.id;
    if (lastId && tests[2].id !== lastId)
      tests[2] = makeTest(2, tests[2].id ?? 'joined', [...tests[2].dependsOn, lastId]);
    result.push(collection(`suite-${seed}-${c}.yaml`, tests));
  }
  return result;
}

function largestComponent(tests: TestDefinition[]): number {
  const neighbours = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    neighbours.set(a, (neighbours.get(a) ?? new Set()).add(b));
    neighbours.set(b, (neighbours.get(b) ?? new Set()).add(a));
  };
  for (const t of tests) for (const dep of t.dependsOn) if (t.id) link(t.id, dep);
  let largest = 1;
  const seen = new Set<string>();
  for (const start of neighbours.keys()) {
    if (seen.has(start)) continue;
    const stack = [start];
    let size = 0;
    seen.add(start);
    while (stack.length > 0) {
      size++;
      for (const next of neighbours.get(stack.pop()!) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    largest = Math.max(largest, size);
  }
  return largest;
}

function shardOf(collections: Collection[], total: number, durations?: Map<string, number>): Map<string, number> {
  const owner = new Map<string, number>();
  for (let index = 1; index <= total; index++) {
    const part = selectShard(collections, { index, total }, durations);
    assert.equal(part.length, collections.length, 'every collection keeps its place');
    for (const [c, col] of part.entries()) {
      assert.equal(col.file, collections[c].file);
      for (const test of col.tests) {
        const key = `${c}:${test.index}`;
        assert.ok(!owner.has(key), `test ${key} is in shard ${owner.get(key)} and ${index} of ${total}`);
        owner.set(key, index);
      }
    }
  }
  return owner;
}

describe('selectShard', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`runs every test in exactly one shard and keeps dependent tests together (seed ${seed})`, () => {
      const collections = generated(seed);
      const all = collections.reduce((n, c) => n + c.tests.length, 0);
      for (let total = 1; total <= 8; total++) {
        const owner = shardOf(collections, total);
        assert.equal(owner.size, all, `${total} shards cover all ${all} tests`);
        for (const [c, col] of collections.entries()) {
          const byId = new Map(col.tests.filter((t) => t.id).map((t) => [t.id, t.index]));
          for (const test of col.tests) {
            for (const dep of test.dependsOn) {
              assert.equal(
                owner.get(`${c}:${test.index}`),
                owner.get(`${c}:${byId.get(dep)}`),
                `${test.id} runs with ${dep}`,
              );
            }
          }
        }
      }
    });
  }

  it('balances by count within the size of the largest dependency group', () => {
    const collections = generated(7);
    const largestGroup = Math.max(...collections.map((c) => largestComponent(c.tests)));
    for (let total = 2; total <= 8; total++) {
      const sizes = Array.from({ length: total }, (_, i) =>
        selectShard(collections, { index: i + 1, total }).reduce((n, c) => n + c.tests.length, 0),
      );
      assert.ok(
        Math.max(...sizes) - Math.min(...sizes) <= largestGroup,
        `sizes ${sizes.join(', ')}, largest group ${largestGroup}`,
      );
    }
    const independent = [
      collection(
        'flat.yaml',
        Array.from({ length: 100 }, (_, i) => makeTest(i)),
      ),
    ];
    const sizes = [1, 2, 3].map((index) => selectShard(independent, { index, total: 3 })[0].tests.length);
    assert.deepEqual(sizes, [34, 33, 33]);
  });

  it('keeps tests in declared order with their declared index', () => {
    const tests = [makeTest(0, 'a'), makeTest(1), makeTest(2, 'b', ['a']), makeTest(3), makeTest(4)];
    const [first] = selectShard([collection('x.yaml', tests)], { index: 1, total: 2 });
    const [second] = selectShard([collection('x.yaml', tests)], { index: 2, total: 2 });
    assert.deepEqual(
      first.tests.map((t) => t.index),
      [0, 2, 4],
    );
    assert.deepEqual(
      second.tests.map((t) => t.index),
      [1, 3],
    );
    assert.equal(first.tests[1], tests[2], 'the test definitions are passed through unchanged');
  });

  it('gives every part the same answer for the same input', () => {
    const collections = generated(11);
    const once = JSON.stringify(selectShard(collections, { index: 3, total: 5 }));
    const again = JSON.stringify(selectShard(structuredClone(collections), { index: 3, total: 5 }));
    assert.equal(once, again);
  });

  it('balances by durations when they are known', () => {
    const col = collection('slow.yaml', [
      makeTest(0, 'slow'),
      makeTest(1, 'a'),
      makeTest(2, 'b'),
      makeTest(3, 'c'),
      makeTest(4, 'd'),
    ]);
    const durations = new Map([
      [testKey(col, col.tests[0]), 4000],
      [testKey(col, col.tests[1]), 1000],
      [testKey(col, col.tests[2]), 1000],
      [testKey(col, col.tests[3]), 1000],
      [testKey(col, col.tests[4]), 1000],
    ]);
    const parts = [1, 2].map((index) => selectShard([col], { index, total: 2 }, durations)[0].tests.map((t) => t.id));
    assert.deepEqual(parts, [['slow'], ['a', 'b', 'c', 'd']]);
    // By count the same collection splits 3/2.
    const byCount = [1, 2].map((index) => selectShard([col], { index, total: 2 })[0].tests.length);
    assert.deepEqual(byCount, [3, 2]);
  });

  it('gives tests without a known duration the median of the known ones', () => {
    // Known: 1, 2, 3, 1000 → median 2.5 for x. Weighing x as the mean (251.5) would give it a part of
    // its own; weighing it as 1 would pair it with c.
    const col = collection('m.yaml', [
      makeTest(0, 'big'),
      makeTest(1, 'a'),
      makeTest(2, 'b'),
      makeTest(3, 'x'),
      makeTest(4, 'c'),
    ]);
    const durations = new Map([
      ['m.yaml::big', 1000],
      ['m.yaml::a', 1],
      ['m.yaml::b', 2],
      ['m.yaml::c', 3],
      ['other.yaml::x', 5000],
    ]);
    const parts = [1, 2, 3].map((index) =>
      selectShard([col], { index, total: 3 }, durations)[0].tests.map((t) => t.id),
    );
    assert.deepEqual(parts, [['big'], ['a', 'c'], ['b', 'x']]);
  });

  it('weighs a dependency group as the sum of its tests', () => {
    const col = collection('g.yaml', [
      makeTest(0, 'login'),
      makeTest(1, 'use', ['login']),
      makeTest(2, 'solo'),
      makeTest(3, 'solo2'),
    ]);
    const durations = new Map([
      ['g.yaml::login', 300],
      ['g.yaml::use', 300],
      ['g.yaml::solo', 500],
      ['g.yaml::solo2', 100],
    ]);
    const parts = [1, 2].map((index) => selectShard([col], { index, total: 2 }, durations)[0].tests.map((t) => t.id));
    assert.deepEqual(parts, [
      ['login', 'use'],
      ['solo', 'solo2'],
    ]);
  });

  it('leaves parts empty when there are more parts than groups', () => {
    const col = collection('two.yaml', [makeTest(0, 'a'), makeTest(1, 'b', ['a'])]);
    const parts = [1, 2, 3].map((index) => selectShard([col], { index, total: 3 })[0].tests.length);
    assert.deepEqual(parts, [2, 0, 0]);
  });

  it('rejects an impossible shard', () => {
    const cols = [collection('a.yaml', [makeTest(0)])];
    assert.throws(() => selectShard(cols, { index: 0, total: 2 }), /invalid shard 0\/2/);
    assert.throws(() => selectShard(cols, { index: 3, total: 2 }), /invalid shard 3\/2/);
    assert.throws(() => selectShard(cols, { index: 1, total: 0 }), /invalid shard 1\/0/);
  });
});

describe('testKey', () => {
  it('uses the id when there is one, else the declared index', () => {
    assert.equal(testKey({ file: 'api/users.yaml' }, { id: 'login', index: 3 }), 'api/users.yaml::login');
    assert.equal(testKey({ file: 'api/users.yaml' }, { index: 3 }), 'api/users.yaml::#3');
  });
});

describe('loadShardTimings', () => {
  async function withFile(content: string, body: (path: string) => Promise<void>): Promise<void> {
    const dir = await mkdtemp(join(tmpdir(), 'assay-shard-'));
    try {
      const path = join(dir, 'results.json');
      await writeFile(path, content);
      await body(path);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  const test = (index: number, iteration: number, totalMs: number | undefined, id?: string) => ({
    index,
    iteration,
    id,
    name: id ?? `GET /${index}`,
    urlTemplate: `/${index}`,
    method: 'GET',
    tags: [],
    dependsOn: [],
    line: 1,
    column: 1,
    outcome: totalMs === undefined ? 'skipped' : 'passed',
    timings: totalMs === undefined ? undefined : { startMs: 0, totalMs, ttfbMs: 1 },
    validators: [],
    captures: [],
  });

  it('averages each test over its iterations, keyed like testKey', async () => {
    const doc = {
      schemaVersion: 1,
      tool: { name: 'assay', version: '0.2.0' },
      run: {
        startedAt: '2025-01-01T00:00:00.000Z',
        finishedAt: '2025-01-01T00:00:01.000Z',
        durationMs: 1000,
        options: {},
      },
      totals: { total: 5, passed: 4, failed: 0, errored: 0, skipped: 1, notRun: 0 },
      collections: [
        {
          name: 'users',
          file: 'api/users.yaml',
          totals: { total: 5, passed: 4, failed: 0, errored: 0, skipped: 1, notRun: 0 },
          durationMs: 1000,
          tests: [
            test(0, 1, 10, 'login'),
            test(1, 1, 30),
            test(2, 1, undefined, 'skipme'),
            test(0, 2, 20, 'login'),
            test(1, 2, 50),
          ],
        },
      ],
    };
    await withFile(JSON.stringify(doc), async (path) => {
      const timings = await loadShardTimings(path);
      assert.deepEqual(
        [...timings],
        [
          ['api/users.yaml::login', 15],
          ['api/users.yaml::#1', 40],
        ],
      );
    });
  });

  it('explains a missing file', async () => {
    await assert.rejects(loadShardTimings(join(tmpdir(), 'assay-no-such-dir', 'results.json')), {
      message: `cannot read ${join(tmpdir(), 'assay-no-such-dir', 'results.json')}: no such file`,
    });
  });

  it('explains a file that is not JSON or not a results document', async () => {
    await withFile('<testsuites/>', async (path) => {
      await assert.rejects(loadShardTimings(path), {
        message: `${path} is not an assay results.json: it is not valid JSON`,
      });
    });
    await withFile('{"tests": []}', async (path) => {
      await assert.rejects(loadShardTimings(path), {
        message: `${path} is not an assay results.json: it has no schemaVersion`,
      });
    });
    await withFile(
      '{"schemaVersion": 1, "run": {"startedAt": "x", "finishedAt": "y"}, "collections": [{"file": "a"}]}',
      async (path) => {
        await assert.rejects(loadShardTimings(path), {
          message: `${path} is not an assay results.json: collection 1 has no file, name and tests`,
        });
      },
    );
    await withFile('{"schemaVersion": 2, "collections": []}', async (path) => {
      await assert.rejects(loadShardTimings(path), {
        message: `${path} has results schemaVersion 2; this assay reads version 1`,
      });
    });
  });
});
