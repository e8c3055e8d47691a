// The server's memory showing one large run (docs/performance.md, "The server reads a run one
// record at a time"): two results.json of N tests in assay's layout (all passing, then 1 in 50
// failing) are sent to `assay serve` as CI runs, and the server's RSS is read from /proc while it
// serves the failing run's page, its HTML report and the project page (its last failures and the
// diff of the two runs). Each bundle given (`--dist`, default dist/) serves in a fresh process;
// the pages' bytes are compared between bundles (run ids and times masked). The first upload is
// measured too (the passing run, sent to a fresh server).
//
//   node bench/serve-run-page.ts [--tests 100000] [--dist dist --dist /tmp/base-dist]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { login, type Client } from '../__tests__/helpers/serve-process.ts';

const { values } = parseArgs({
  options: { tests: { type: 'string', default: '100000' }, dist: { type: 'string', multiple: true } },
});
const TESTS = Number(values.tests);
const dists = (values.dist ?? ['dist']).map((dist) => resolve(dist));

/** A results.json of `tests` records (passing ones keep no headers or body, as assay writes them). */
function resultsText(tests: number, failingEvery: number, startedAt: string): string {
  const lines: string[] = [];
  const totals = { total: tests, passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
  for (let i = 0; i < tests; i++) {
    const failed = failingEvery > 0 && i % failingEvery === failingEvery - 1;
    totals[failed ? 'failed' : 'passed']++;
    const totalMs = 5 + ((i * 37) % 90);
    lines.push(
      JSON.stringify({
        index: i,
        iteration: 1,
        name: `i${i}`,
        urlTemplate: `/i/${i}`,
        method: 'GET',
        tags: [],
        dependsOn: [],
        line: 4 + i * 3,
        column: 5,
        outcome: failed ? 'failed' : 'passed',
        // The passing tests without their request and response, so that 100,000 fit in the server's
        // 32 MB upload limit (with them, about 80,000 do).
        ...(failed
          ? {
              request: { method: 'GET', url: `http://api/i/${i}`, headers: [] },
              response: {
                status: 500,
                statusText: 'Internal Server Error',
                headers: [['content-type', 'application/json']],
                body: `{"id":${i},"error":"boom"}`,
                bodyBytes: 24,
                bodyTruncated: false,
              },
            }
          : {}),
        timings: { startMs: (i >> 3) * 50, totalMs, ttfbMs: totalMs - 1 },
        validators: failed
          ? [{ name: 'status-code', pass: false, expected: '200', actual: '500', message: 'expected 200, got 500' }]
          : [],
        captures: [],
      }),
    );
  }
  const doc = {
    schemaVersion: 1,
    tool: { name: 'assay', version: '1.0.0' },
    collections: [{ name: 'Items', file: 'items.yaml', tests: [], totals, durationMs: (TESTS >> 3) * 50 }],
    run: {
      startedAt,
      finishedAt: new Date(Date.parse(startedAt) + 60_000).toISOString(),
      durationMs: 60_000,
      options: {
        collections: ['items.yaml'],
        variables: {},
        secrets: [],
        tags: [],
        parallel: true,
        concurrency: 8,
        repeats: 1,
        delayMs: 0,
        timeoutMs: 30_000,
        maxBodyBytes: 1_048_576,
        insecure: false,
        followRedirects: true,
        bail: false,
        formats: [],
      },
    },
    totals,
  };
  // The envelope as JSON.stringify(…, null, 2) writes it, each test on a line of its own.
  return JSON.stringify(doc, null, 2).replace(
    /"tests": \[\]/,
    () => `"tests": [\n        ${lines.join(',\n        ')}\n      ]`,
  );
}

interface Measured {
  name: string;
  bytes: number;
  digest: string;
  rssBeforeMb: number;
  peakMb: number;
}

/** `assay serve` of a bundle on a data directory, signed in as admin. */
async function serve(dist: string, data: string, password?: string) {
  const env = { ...withoutAdminPassword(process.env), ASSAY_SECRET_KEY: Buffer.alloc(32, 7).toString('base64') };
  const child = spawn(
    process.execPath,
    [join(dist, 'cli.js'), 'serve', '--port', '0', '--host', '127.0.0.1', '--data', data],
    {
      env: password === undefined ? env : { ...env, ASSAY_ADMIN_PASSWORD: password },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let stdout = '';
  const origin = await new Promise<string>((done) =>
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const listening = /listening on (http:\/\/[\d.]+:\d+)/.exec(stdout);
      if (listening) done(listening[1]);
    }),
  );
  const adminPassword = password ?? /the user admin with the password (\S+)\n/.exec(stdout)![1];
  return {
    pid: child.pid!,
    admin: await login(origin, 'admin', adminPassword),
    adminPassword,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    },
  };
}

/** The two runs sent by one server; then each page served by a fresh one, its RSS before and its peak. */
async function measure(dist: string, passing: string, failing: string): Promise<Measured[]> {
  const data = mkdtempSync(join(tmpdir(), 'assay-bench-serve-'));
  try {
    const sender = await serve(dist, data);
    const project = await sender.admin.json('/api/projects', 'POST', {
      yaml: 'name: items\ntests:\n  - url: http://127.0.0.1:9/\n',
    });
    const send = async (text: string) => {
      const response = await sender.admin.request(`/api/projects/${project.body.id}/results`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      if (response.status !== 201) throw new Error(`upload refused: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { id: string }).id;
    };
    await new Promise((done) => setTimeout(done, 1000));
    writeFileSync(`/proc/${sender.pid}/clear_refs`, '5');
    const rssBeforeMb = kb(sender.pid, 'VmRSS') / 1024;
    await send(passing);
    const upload = {
      name: 'upload',
      bytes: passing.length,
      digest: '',
      rssBeforeMb,
      peakMb: kb(sender.pid, 'VmHWM') / 1024,
    };
    const run = await send(failing);
    await sender.stop();
    const pages: [string, string][] = [
      ['run page', `/runs/${run}`],
      ['HTML report', `/runs/${run}/report`],
      ['project page', `/projects/${project.body.id}`],
    ];
    const measured: Measured[] = [upload];
    for (const [name, path] of pages) {
      const server = await serve(dist, data, sender.adminPassword);
      try {
        await server.admin.request('/'); // the pages' code loaded, as on a server that has served before
        await new Promise((done) => setTimeout(done, 1000));
        writeFileSync(`/proc/${server.pid}/clear_refs`, '5'); // resets the peak (VmHWM) to the RSS now
        const rssBeforeMb = kb(server.pid, 'VmRSS') / 1024;
        const { bytes, digest } = await read(server.admin, path, [run, project.body.id]);
        measured.push({ name, bytes, digest, rssBeforeMb, peakMb: kb(server.pid, 'VmHWM') / 1024 });
      } finally {
        await server.stop();
      }
    }
    return measured;
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
}

/** The page's size and a digest of its text with the run's ids and the times masked. */
async function read(client: Client, path: string, ids: string[]): Promise<{ bytes: number; digest: string }> {
  let text = await (await client.request(path)).text();
  const bytes = Buffer.byteLength(text);
  for (const id of ids) text = text.replaceAll(id, '<id>').replaceAll(id.slice(0, 8), '<id>');
  text = text
    .replace(/\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d(\.\d+)?Z?)?( UTC)?/g, '<time>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/name="_csrf" value="[^"]+"/g, '');
  return { bytes, digest: createHash('sha256').update(text).digest('hex').slice(0, 12) };
}

/** The environment without an admin password, so the server makes one and prints it. */
function withoutAdminPassword(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { ASSAY_ADMIN_PASSWORD: _, ...rest } = env;
  return rest;
}

function kb(pid: number, field: string): number {
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
}

const passing = resultsText(TESTS, 0, new Date(Date.now() - 3_600_000).toISOString());
const failing = resultsText(TESTS, 50, new Date(Date.now() - 600_000).toISOString());
console.log(
  `${TESTS} tests: ${(passing.length / 1e6).toFixed(1)} MB passing, ${(failing.length / 1e6).toFixed(1)} MB failing`,
);
for (const dist of dists) {
  for (const m of await measure(dist, passing, failing))
    console.log(
      `${dist}\t${m.name}\t${(m.bytes / 1e6).toFixed(1)} MB (${m.digest})\tRSS before ${m.rssBeforeMb.toFixed(0)} MB\tpeak ${m.peakMb.toFixed(0)} MB (+${(m.peakMb - m.rssBeforeMb).toFixed(0)})`,
    );
}
