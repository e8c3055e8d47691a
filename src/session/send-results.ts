// Sends a run's results.json to an assay server (`--report-to`, `assay upload`), where it is recorded
// beside the project's scheduled runs (docs/serve.md#runs-from-ci). The token comes from the
// environment (ASSAY_TOKEN) or the action's input, never from the command line, where it would show
// in the process list and the shell's history; it is never printed.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { terminalText } from '../report/console/terminal-text.ts';

/** The server's API token, with the `run` scope. */
export const TOKEN_VARIABLE = 'ASSAY_TOKEN';

const SEND_TIMEOUT_MS = 120_000;

/** The server's answer is a run or an error: more than this is not read (a hostile server cannot fill memory). */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface ProjectAddress {
  /** The server's base URL, with its path prefix if it is served under one. */
  server: string;
  projectId: string;
}

/**
 * The project a `--report-to` value names: its page (`https://assay.example.com/projects/<id>`) or
 * its API address (`…/api/projects/<id>`, `…/results`); undefined when it names none.
 */
export function projectAddress(value: string): ProjectAddress | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return undefined;
  const match = /^(.*?)\/(?:api\/)?projects\/([0-9a-f-]{36})(?:\/results)?\/?$/.exec(url.pathname);
  if (!match) return undefined;
  return { server: `${url.origin}${match[1]}`, projectId: match[2]! };
}

export const REPORT_TO_EXPECTS =
  "a project's page on an assay server, e.g. https://assay.example.com/projects/0b9c…-… (no credentials in the URL: the token goes in ASSAY_TOKEN)";

export interface SentResults {
  /** The run the server recorded (or had recorded from the same document). */
  runId: string;
  /** The server had this document already. */
  existing: boolean;
  /** Where the run is shown. */
  page: string;
}

/** Posts the results file; a refusal or failure is an Error whose message says why (never the token). */
export async function sendResults(address: ProjectAddress, token: string, resultsPath: string): Promise<SentResults> {
  const { request } = await import(/* webpackChunkName: "undici" */ 'undici');
  const file = await stat(resultsPath);
  if (!file.isFile()) throw new Error('not a regular file');
  const size = file.size;
  const target = `${address.server}/api/projects/${address.projectId}/results`;
  let response;
  try {
    response = await request(target, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': String(size),
      },
      body: createReadStream(resultsPath),
      headersTimeout: SEND_TIMEOUT_MS,
      bodyTimeout: SEND_TIMEOUT_MS,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`${target}: ${(error as Error).message}`);
  }
  const text = await boundedText(response.body);
  let answer: { id?: unknown; error?: unknown } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // not JSON: say the status only
  }
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    // The server's words reach a terminal: no control characters.
    const why = typeof answer.error === 'string' ? `: ${terminalText(answer.error.slice(0, 300))}` : '';
    const hint =
      response.statusCode === 401
        ? ` (is ${TOKEN_VARIABLE} a valid token of that server?)`
        : response.statusCode === 403
          ? ' (the token needs the run scope)'
          : '';
    throw new Error(`${target} answered ${response.statusCode}${why}${hint}`);
  }
  if (typeof answer.id !== 'string' || !/^[0-9a-f-]{36}$/.test(answer.id))
    throw new Error(`${target} answered ${response.statusCode} without a run`);
  return {
    runId: answer.id,
    existing: response.statusCode === 200,
    page: `${address.server}/runs/${answer.id}`,
  };
}

/** At most MAX_ANSWER_BYTES of the answer, as text; the rest is dropped unread. */
async function boundedText(body: AsyncIterable<Buffer> & { destroy(): unknown }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= MAX_ANSWER_BYTES) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8');
}
