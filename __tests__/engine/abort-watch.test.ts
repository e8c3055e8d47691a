// One listener per signal for every request watching it: requests join and leave in any order, and
// the signal aborts exactly those still watching.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AbortWatch, type Abortable } from '../../src/engine/http/abort-watch.ts';

function watcher(name: string, aborted: string[]): Abortable {
  return { abortWatchSlot: -1, onAbort: () => aborted.push(name) };
}

test('the requests still watching when the signal fires are aborted, whatever order the others left in', () => {
  const watch = new AbortWatch();
  const controller = new AbortController();
  const aborted: string[] = [];
  const requests = Array.from({ length: 10 }, (_, i) => watcher(`r${i}`, aborted));
  for (const request of requests) watch.add(controller.signal, request);
  for (const i of [0, 9, 4, 5, 1]) watch.remove(controller.signal, requests[i]);
  // Leaving twice, or a signal it never watched, changes nothing.
  watch.remove(controller.signal, requests[4]);
  watch.remove(new AbortController().signal, requests[2]);
  controller.abort();
  assert.deepEqual(aborted.sort(), ['r2', 'r3', 'r6', 'r7', 'r8']);
  assert.ok(requests.every((request) => request.abortWatchSlot === -1));
});

test('each signal aborts only its own watchers, and a signal can be watched again after its requests left', () => {
  const watch = new AbortWatch();
  const first = new AbortController();
  const second = new AbortController();
  const aborted: string[] = [];
  const a = watcher('a', aborted);
  const b = watcher('b', aborted);
  const c = watcher('c', aborted);
  watch.add(first.signal, a);
  watch.add(second.signal, b);
  watch.remove(first.signal, a);
  watch.add(first.signal, c);
  first.abort();
  assert.deepEqual(aborted, ['c']);
  second.abort();
  assert.deepEqual(aborted, ['c', 'b']);
});
