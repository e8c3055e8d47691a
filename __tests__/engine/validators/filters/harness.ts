// Runs a collection in-process (the command line's run command, no build) against a loopback server
// answering fixed responses by path, for the filter tests: exit code, diagnostics, results and output.
import { Writable } from 'node:stream';
import type { OutgoingHttpHeaders } from 'node:http';
import { startTargetServer, type TargetServer } from '../../../helpers/target-server.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { runCommand } from '../../../../src/cli/commands/run.ts';
import { prepare } from '../../../../src/session/prepare.ts';
import type { TestResult } from '../../../../src/model/index.ts';
import { defaultOptions } from '../../../../src/session/options/args.ts';

export interface Route {
  status?: number;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

export function startRoutes(routes: Record<string, Route>): Promise<TargetServer> {
  return startTargetServer((request, response) => {
    const route = routes[request.url.split('?')[0]!];
    if (route === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(route.status ?? 200, route.headers ?? {});
    response.end(route.body ?? '');
  });
}

export async function runCollection(collection: string, args: Partial<ReturnType<typeof defaultOptions>> = {}) {
  // Not run-cli.ts's workspace(): importing it would put these in-process tests in the e2e lane.
  const dir = tempDir('assay-filters-');
  writeFileSync(join(dir, 'c.yaml'), collection);
  let stdout = '';
  let stderr = '';
  const sink = (append: (text: string) => void) =>
    new Writable({
      write(chunk, _encoding, done) {
        append(String(chunk));
        done();
      },
    });
  const options = { ...defaultOptions(), collections: ['c.yaml'], ...args };
  const { diagnostics } = await prepare(options, { cwd: dir, env: {} });
  const tests: TestResult[] = [];
  const exitCode = await runCommand(options, {
    stdout: sink((t) => (stdout += t)),
    stderr: sink((t) => (stderr += t)),
    color: false,
    cwd: dir,
    env: {},
    observers: [{ testFinished: (result) => tests.push(result) }],
  });
  tests.sort((a, b) => a.test - b.test);
  const lines = diagnostics.map((d) => `${d.line}:${d.column} ${d.message}${d.hint ? ` (${d.hint})` : ''}`);
  return { exitCode, diagnostics, lines, tests, stdout, stderr };
}

/** Each validator's pass and message, by test: what a user reads in the results. */
export function verdicts(tests: TestResult[]): string[][] {
  return tests.map((t) => t.validators.map((v) => `${v.pass ? 'pass' : 'FAIL'} ${v.message}`));
}
