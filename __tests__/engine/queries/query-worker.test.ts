// The query worker (src/engine/queries/query-worker.ts) over real responses from a loopback
// server: answers in document order, a question past its budget or past the worker's memory limit
// fails alone and the next one is answered by a new worker, a run's interrupt answers its questions
// at once, and runs sharing a worker (assay serve) do not answer for each other.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHttpClient } from '../../../src/engine/http/client.ts';
import type { ReceivedResponse } from '../../../src/engine/http/types.ts';
import { Observation } from '../../../src/engine/queries/observation.ts';
import { QueryEvaluator, QueryWorker } from '../../../src/engine/queries/query-worker.ts';
import { startTargetServer } from '../../helpers/target-server.ts';

// 20,000 elements: parsed in a few ms; `count(//*[count(//*) > 0])` asks for every element of the
// document once per element: 400 million steps, over a minute of work.
const MANY = `<r>${'<i/>'.repeat(20_000)}</r>`;
const SLOW = 'count(//*[count(//*) > 0])';

const server = await startTargetServer((request, response) => {
  if (request.url === '/many') response.writeHead(200, { 'content-type': 'application/xml' }).end(MANY);
  else if (request.url === '/large') {
    // 2 MB of XML: ~140 MB of heap once parsed, far past a 32 MB limit.
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(`<r>${'<item id="1"><n>one</n></item>'.repeat(64_000)}</r>`);
  } else if (request.url === '/page') {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Page</title><p>a<p>b');
  } else
    response.writeHead(200, { 'content-type': 'application/xml' }).end('<list><item>a</item><item>b</item></list>');
});
const client = createHttpClient({
  insecure: false,
  followRedirects: true,
  maxBodyBytes: 10 * 1024 * 1024,
  connections: 1,
  userAgent: 'assay/test',
});
const workers: QueryWorker[] = [];
after(async () => {
  await Promise.all(workers.map((worker) => worker.close()));
  await client.destroy();
  await server.close();
});

function worker(memoryMb?: number): QueryWorker {
  const created = new QueryWorker(memoryMb);
  workers.push(created);
  return created;
}

function evaluator(signal?: AbortSignal, shared = worker()): QueryEvaluator {
  return new QueryEvaluator(signal, shared);
}

async function observe(path: string): Promise<Observation> {
  const response = await client.send({ method: 'GET', url: `${server.origin}${path}`, headers: [], timeoutMs: 10_000 });
  assert.equal(response.ok, true, JSON.stringify(response));
  return new Observation(response as ReceivedResponse, (text) => text);
}

const noBudget = (): number => 0;

test('questions about XML and HTML bodies are answered off the main thread, in document order', async () => {
  const xpath = evaluator();
  const [list, page] = [await observe('/list'), await observe('/page')];
  const answers = await Promise.all([
    xpath.xpath(list, '//item', noBudget),
    xpath.xpath(page, 'string(//title)', noBudget),
    xpath.xpath(list, 'count(//item)', noBudget),
    xpath.xpath(page, '//p', noBudget),
    xpath.xpath(list, '//x:item', noBudget),
  ]);
  assert.deepEqual(answers, [
    { ok: true, values: ['a', 'b'] },
    { ok: true, values: ['Page'] },
    { ok: true, values: [2] },
    { ok: true, values: ['a', 'b'] },
    { ok: false, error: 'the XPath expression cannot be evaluated: Cannot resolve QName x' },
  ]);
});

test("a question past its test's budget fails alone; the next is answered by a new worker", async () => {
  const xpath = evaluator();
  const [many, list] = [await observe('/many'), await observe('/list')];
  // Unbounded, SLOW takes minutes: its error below says it was stopped at its budget, and the questions
  // after it were answered, so no wall-clock bound is needed (one failed at 10 s on a loaded machine).
  const [slow, starved, waiting, after] = await Promise.all([
    xpath.xpath(many, SLOW, () => 300),
    // Its test's budget ends while it waits behind the slow one.
    xpath.xpath(list, 'count(//item)', () => 100),
    xpath.xpath(list, 'count(//item)', () => 10_000),
    xpath.xpath(list, 'string(//item[2])', () => 10_000),
  ]);
  assert.equal(slow.ok, false);
  // The budget left when its evaluation began: the worker's start does not count against it.
  const budget = /^the XPath query took too long \(stopped after the test's remaining time budget of (\d+) ms\)$/.exec(
    slow.ok ? '' : slow.error,
  );
  assert.ok(budget && Number(budget[1]) >= 250 && Number(budget[1]) <= 300, JSON.stringify(slow));
  assert.deepEqual(starved, {
    ok: false,
    error: "the XPath query took too long (the test's time budget ran out while it waited its turn)",
  });
  assert.deepEqual(waiting, { ok: true, values: [2] });
  assert.deepEqual(after, { ok: true, values: ['b'] });
});

test("a body past the worker's memory limit fails its question, not the process", async () => {
  const xpath = evaluator(undefined, worker(32));
  const [large, list] = [await observe('/large'), await observe('/list')];
  assert.deepEqual(await xpath.xpath(large, 'count(//item)', noBudget), {
    ok: false,
    error: 'the body needs more memory than XPath may use (32 MB)',
  });
  assert.deepEqual(await xpath.xpath(list, 'count(//item)', noBudget), { ok: true, values: [2] });
});

test("the run's interrupt answers the question asked and those waiting at once", async () => {
  const interrupt = new AbortController();
  const xpath = evaluator(interrupt.signal);
  const [many, list] = [await observe('/many'), await observe('/list')];
  const asked = xpath.xpath(many, SLOW, noBudget);
  const waiting = xpath.xpath(list, 'count(//item)', noBudget);
  setTimeout(() => interrupt.abort('SIGTERM'), 200);
  const started = performance.now();
  const interrupted = {
    ok: false,
    error: 'the run was interrupted while the response was being checked',
    interrupted: true,
  };
  assert.deepEqual(await asked, interrupted);
  assert.deepEqual(await waiting, interrupted);
  assert.ok(performance.now() - started < 30_000, 'at once, not when the query would end (minutes)');
  assert.deepEqual(await xpath.xpath(list, 'count(//item)', noBudget), interrupted);
});

test("runs sharing a worker: one run's interrupt answers its questions only; a run's end leaves the worker", async () => {
  const shared = worker();
  const interruptA = new AbortController();
  const runA = evaluator(interruptA.signal, shared);
  const runB = evaluator(undefined, shared);
  const [many, list] = [await observe('/many'), await observe('/list')];
  const slowA = runA.xpath(many, SLOW, noBudget);
  const queuedB = runB.xpath(list, 'count(//item)', noBudget);
  setTimeout(() => interruptA.abort('SIGTERM'), 200);
  assert.deepEqual(await slowA, {
    ok: false,
    error: 'the run was interrupted while the response was being checked',
    interrupted: true,
  });
  assert.deepEqual(await queuedB, { ok: true, values: [2] });
  // A run that ends (its evaluator closed) leaves the shared worker to the others.
  const runC = evaluator(undefined, shared);
  assert.deepEqual(await runC.xpath(list, 'string(//item)', noBudget), { ok: true, values: ['a'] });
  await runC.close();
  assert.deepEqual(await runB.xpath(list, 'count(//item)', noBudget), { ok: true, values: [2] });
});

test('a run without a shared worker starts its own and ends it with the run', async () => {
  const run = new QueryEvaluator();
  const list = await observe('/list');
  assert.deepEqual(await run.xpath(list, 'count(//item)', noBudget), { ok: true, values: [2] });
  await run.close();
  assert.deepEqual(await run.xpath(list, 'count(//item)', noBudget), {
    ok: false,
    error: 'the run was interrupted while the response was being checked',
    interrupted: true,
  });
});

test('the run is told when it first asks the worker something, once (execute() then lets TurboFan back)', async () => {
  let told = 0;
  const run = new QueryEvaluator(undefined, worker(), () => told++);
  const list = await observe('/list');
  assert.equal(told, 0);
  const first = run.xpath(list, 'count(//item)', noBudget);
  assert.equal(told, 1);
  await Promise.all([first, run.jsonPath(list, '$..a', noBudget), run.xpath(list, '//item', noBudget)]);
  assert.equal(told, 1);
});

test('a worker without questions for a while ends (with the documents it kept); the next question starts another', async () => {
  const idle = new QueryWorker(undefined, 100);
  workers.push(idle);
  const run = evaluator(undefined, idle);
  const list = await observe('/list');
  assert.deepEqual(await run.xpath(list, 'count(//item)', noBudget), { ok: true, values: [2] });
  assert.equal(idle.running, true);
  await new Promise((resolve) => setTimeout(resolve, 400));
  assert.equal(idle.running, false);
  assert.deepEqual(await run.xpath(list, 'string(//item)', noBudget), { ok: true, values: ['a'] });
  assert.equal(idle.running, true);
});
