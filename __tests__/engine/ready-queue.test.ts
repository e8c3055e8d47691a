// The parallel scheduler's queue of tests that may start: always the lowest declared position first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ReadyQueue } from '../../src/engine/run/ready-queue.ts';

test('pops positions lowest first, however they were pushed and interleaved with pops', () => {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const queue = new ReadyQueue();
  const model: number[] = [];
  for (let step = 0; step < 5000; step++) {
    if (model.length > 0 && random() < 0.45) {
      const lowest = Math.min(...model);
      model.splice(model.indexOf(lowest), 1);
      assert.equal(queue.pop(), lowest);
    } else {
      const position = Math.floor(random() * 1000);
      model.push(position);
      queue.push(position);
    }
    assert.equal(queue.size, model.length);
  }
  const rest: number[] = [];
  while (queue.size > 0) rest.push(queue.pop());
  assert.deepEqual(
    rest,
    [...model].sort((a, b) => a - b),
  );
});
