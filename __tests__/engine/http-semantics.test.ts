// Responses read as HTTP says, through the real CLI against servers on 127.0.0.1: media-type
// parameters named in any case, no body on 204, 304 and HEAD responses whatever their headers say,
// and a body too long to be one string that fails only the checks that read its text.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { startTargetServer } from '../helpers/target-server.ts';
import { CLI, runCli, workspace } from '../helpers/run-cli.ts';

const servers: Server[] = [];
after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** A server that answers each request with the bytes `answer` gives, and notes the connection it came on. */
async function rawServer(answer: (method: string, path: string) => string) {
  const seen: { method: string; path: string; connection: number }[] = [];
  let connections = 0;
  const server = createServer((socket: Socket) => {
    const connection = ++connections;
    let pending = '';
    socket.on('data', (data) => {
      pending += data.toString('latin1');
      for (let end = pending.indexOf('\r\n\r\n'); end !== -1; end = pending.indexOf('\r\n\r\n')) {
        const [method = '', path = ''] = pending.slice(0, end).split(' ');
        pending = pending.slice(end + 4);
        seen.push({ method, path, connection });
        socket.write(answer(method, path));
      }
    });
    socket.on('error', () => undefined);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** runCli, through /usr/bin/time where the machine has it, to read the peak memory of the run. */
async function runMeasured(args: string[], cwd: string) {
  if (!existsSync('/usr/bin/time')) return { ...(await runCli(args, { cwd })), peakBytes: undefined };
  const child = spawn('/usr/bin/time', ['-f', 'peak-kb=%M', process.execPath, CLI, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const peak = /peak-kb=(\d+)/.exec(stderr);
  return { code, stdout, stderr, peakBytes: peak ? Number(peak[1]) * 1024 : undefined };
}

test('a charset parameter is found whatever its case, quoting or neighbours', async () => {
  const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9]); // café
  const types: Record<string, string> = {
    '/upper': 'text/html; CHARSET=latin1',
    '/quoted': 'Text/Plain;Charset="ISO-8859-1"',
    '/spaced': 'text/plain ;  charset=latin1 ',
    '/neighbour': 'text/plain; note="a;charset=utf-8"; Charset=latin1',
  };
  const api = await startTargetServer((request, response) =>
    response.writeHead(200, { 'content-type': types[request.url]! }).end(latin1),
  );
  try {
    const dir = workspace({
      'c.yaml': `baseUrl: ${api.origin}\ntests:\n${Object.keys(types)
        .map((path) => `  - url: ${path}\n    validators: [{ body-equals: café }]\n`)
        .join('')}`,
    });
    const result = await runCli(['-c', 'c.yaml'], { cwd: dir });
    assert.equal(result.code, 0, result.stdout);
  } finally {
    await api.close();
  }
});

test('204, 304 and HEAD responses have no body, whatever they announce; stray bytes never answer the next request', async () => {
  const { origin, seen } = await rawServer((method, path) => {
    if (path === '/not-modified') return 'HTTP/1.1 304 Not Modified\r\nETag: "v1"\r\nContent-Length: 5\r\n\r\nhello';
    if (path === '/no-content') return 'HTTP/1.1 204 No Content\r\nContent-Length: 5\r\n\r\nhello';
    if (path === '/smuggle') return 'HTTP/1.1 304 Not Modified\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nevil';
    if (method === 'HEAD') return 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello';
    return 'HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\ngood';
  });
  const dir = workspace({
    'c.yaml': `baseUrl: ${origin}
tests:
  - url: /not-modified
    validators: [{ status-code: 304 }, { header: { name: etag, equals: '"v1"' } }, { response-size: { equals: 0 } }]
  - url: /after-not-modified
    validators: [{ body-equals: good }]
  - url: /no-content
    validators: [{ status-code: 204 }, { response-size: { equals: 0 } }]
  - url: /after-no-content
    validators: [{ body-equals: good }]
  - url: /smuggle
    validators: [{ status-code: 304 }]
  - url: /after-smuggle
    validators: [{ body-equals: good }]
  - url: /head
    method: HEAD
    validators: [{ status-code: 200 }, { response-size: { equals: 0 } }]
  - url: /after-head
    validators: [{ body-equals: good }]
`,
  });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 0, result.stdout + result.stderr);
  const connectionOf = (path: string) => seen.find((request) => request.path === path)!.connection;
  for (const name of ['not-modified', 'no-content', 'smuggle']) {
    assert.notEqual(
      connectionOf(`/after-${name}`),
      connectionOf(`/${name}`),
      `the connection of /${name} is not reused`,
    );
  }
});

test('a body too long to be one string passes checks that do not read it and fails, with why, those that do', async () => {
  const size = 512 * 1024 * 1024 + 1024;
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  const api = await startTargetServer(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(size) });
    for (let sent = 0; sent < size; sent += chunk.length) {
      const piece = size - sent < chunk.length ? chunk.subarray(0, size - sent) : chunk;
      if (!response.write(piece)) await new Promise((resolve) => response.once('drain', resolve));
    }
    response.end();
  });
  try {
    const dir = workspace({
      'c.yaml': `baseUrl: ${api.origin}
tests:
  - id: status-only
    url: /big
    validators: [{ status-code: 200 }, { response-size: { gt: 536870912 } }]
  - id: reads-text
    url: /big
    validators: [{ body-contains: needle }]
`,
    });
    const result = await runMeasured(['-c', 'c.yaml', '--max-body', '600MiB', '-o', 'out'], dir);
    assert.equal(result.code, 1, result.stdout + result.stderr);
    if (result.peakBytes !== undefined)
      assert.ok(
        result.peakBytes < 1024 ** 3,
        `peak memory ${result.peakBytes} bytes: the body is held once, not twice`,
      );
    assert.doesNotMatch(result.stdout + result.stderr, /0x1fffffe8|Cannot create a string/);
    const results = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8')) as {
      collections: {
        tests: { id: string; outcome: string; validators?: { message?: string }[]; response?: { body?: string } }[];
      }[];
    };
    const tests = results.collections[0]!.tests;
    const byId = (id: string) => tests.find((each) => each.id === id)!;
    assert.equal(byId('status-only').outcome, 'passed');
    const readsText = byId('reads-text');
    assert.equal(readsText.outcome, 'failed');
    assert.match(readsText.validators![0]!.message!, /too long to be read as text/);
    assert.equal(readsText.response!.body, 'a'.repeat(64 * 1024), 'the report keeps the excerpt it always keeps');
  } finally {
    await api.close();
  }
});
