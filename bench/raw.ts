// The raw baseline: the benchmark's requests and checks with undici and nothing else — no
// collection to read, no plan, no reports. Run as its own process (like assay) so both pay for
// process start-up. Usage: node bench/raw.ts <port> <tests> <in-flight>. Prints one JSON line.
import { Agent, request } from 'undici';
import { capturesToken, expectedText, TOKEN_PATTERN, usesToken } from './collections.ts';

const [port, total, inFlight] = process.argv.slice(2).map(Number);
const origin = `http://127.0.0.1:${port}`;
const dispatcher = new Agent({ keepAliveTimeout: 30_000 });
const token = new RegExp(TOKEN_PATTERN);
let passed = 0;
let failed = 0;

async function check(i: number, headers?: Record<string, string>): Promise<string | undefined> {
  const response = await request(`${origin}/items/${i}`, { method: 'GET', headers, dispatcher });
  const body = await response.body.text();
  const ok = response.statusCode === 200 && body.includes(expectedText(i));
  if (ok) passed++;
  else failed++;
  return capturesToken(i) ? token.exec(body)?.[1] : undefined;
}

/** A test that captures a token runs together with the test that uses it, as a dependency chain. */
async function runUnit(first: number): Promise<void> {
  const captured = await check(first);
  if (first + 1 < total && usesToken(first + 1)) {
    if (captured === undefined) failed++;
    else await check(first + 1, { 'x-token': captured });
  }
}

const units: number[] = [];
for (let i = 0; i < total; i++) if (!usesToken(i)) units.push(i);

let next = 0;
async function lane(): Promise<void> {
  while (next < units.length) await runUnit(units[next++]);
}
await Promise.all(Array.from({ length: Math.max(1, inFlight) }, lane));
await dispatcher.close();
process.stdout.write(JSON.stringify({ passed, failed }) + '\n');
process.exitCode = failed === 0 ? 0 : 1;
