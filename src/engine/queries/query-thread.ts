// The query worker thread (dist/query-thread.js): parses bodies and answers XPath questions, and
// the JSONPath questions that can cost far more than the body's size, for query-worker.ts, one at a
// time, off the main thread. An XML body of megabytes takes seconds and ~70 bytes of heap per
// character to parse, and an expression can cost far more than the body's size; here that holds up
// neither the run's signals nor its other tests, and the main thread can end the worker at the
// test's deadline or when it runs out of memory.
import { parentPort } from 'node:worker_threads';
import { query as jsonPathQuery } from 'jsonpath-rfc9535';
import { exhaustedReason } from './exhausted.ts';
import { evaluateXPath, parseMarkup, type XPathDocument } from './xpath-document.ts';

export type QueryKind = 'xpath' | 'json-path';

/** XPath namespace prefixes and their URIs, as pairs (a prefix such as `__proto__` is no object key). */
export type Namespaces = readonly (readonly [prefix: string, uri: string])[];

export interface WorkerRequest {
  id: number;
  kind: QueryKind;
  /** The main thread's number for the response: the same body is parsed once while it is kept. */
  document: number;
  text: string;
  /** For XPath: XML, or HTML when it says text/html. */
  contentType: string | undefined;
  /** The XPath expression or the JSONPath. */
  expression: string;
  /** For XPath: the prefixes the expression uses, to their namespace URIs. */
  namespaces?: Namespaces;
  /** When the test's time budget ends, in ms since the epoch (null: no limit). */
  deadline: number | null;
}

/**
 * `ready` once the libraries are loaded; then one reply per request, in order (`expired`: its
 * deadline had passed when its turn came).
 */
export type WorkerReply =
  'ready' | { id: number; values: unknown[] } | { id: number; error: string } | { id: number; expired: true };

/** A body parsed for one kind of query: a document, a JSON value, or why it cannot be. */
type Parsed = { document: XPathDocument } | { json: unknown } | { error: string };

// The documents parsed last: a test's validators and captures usually ask several questions of one
// body, and tests in flight take turns. Kept while they add up to a few MB of text; the newest always.
const documents = new Map<string, { parsed: Parsed; length: number }>();
const KEPT_DOCUMENTS = 8;
const KEPT_TEXT = 4 * 1024 * 1024;

function parsedFor(request: WorkerRequest): Parsed {
  const key = `${request.kind} ${request.document}`;
  const kept = documents.get(key);
  if (kept !== undefined) {
    documents.delete(key);
    documents.set(key, kept);
    return kept.parsed;
  }
  const parsed = parse(request);
  documents.set(key, { parsed, length: request.text.length });
  let total = 0;
  for (const each of documents.values()) total += each.length;
  for (const [old, each] of documents) {
    if (documents.size <= 1 || (documents.size <= KEPT_DOCUMENTS && total <= KEPT_TEXT)) break;
    documents.delete(old);
    total -= each.length;
  }
  return parsed;
}

function parse({ kind, text, contentType }: WorkerRequest): Parsed {
  if (kind === 'xpath') {
    const document = parseMarkup(text, contentType);
    return 'error' in document ? document : { document };
  }
  try {
    return { json: JSON.parse(text) };
  } catch (error) {
    return { error: `the body is not JSON: ${(error as Error).message}` };
  }
}

function answer(request: WorkerRequest): WorkerReply {
  const { id } = request;
  if (request.deadline !== null && performance.timeOrigin + performance.now() >= request.deadline) {
    return { id, expired: true };
  }
  try {
    const parsed = parsedFor(request);
    if ('error' in parsed) return { id, error: parsed.error };
    if ('document' in parsed)
      return { id, values: evaluateXPath(parsed.document, request.expression, request.namespaces) };
    return { id, values: jsonPathQuery(parsed.json as never, request.expression) };
  } catch (error) {
    // Otherwise the expression is valid (checked before the run) but cannot be evaluated here,
    // e.g. an XPath namespace prefix the document does not declare.
    const what = request.kind === 'xpath' ? 'XPath expression' : 'JSONPath';
    return { id, error: exhaustedReason(error) ?? `the ${what} cannot be evaluated: ${(error as Error).message}` };
  }
}

const port = parentPort!;
port.on('message', (request: WorkerRequest) => {
  const reply = answer(request);
  try {
    port.postMessage(reply);
  } catch (error) {
    // Copying the answer to the main thread is recursive: a JSON node nested thousands of levels deep
    // cannot be sent back.
    const why = exhaustedReason(error) ?? `the answer cannot be sent back: ${(error as Error).message}`;
    port.postMessage({ id: request.id, error: why } satisfies WorkerReply);
  }
});
port.postMessage('ready' satisfies WorkerReply);
