// The XPath worker thread (dist/xpath-worker.js): parses bodies and answers XPath questions for
// xpath-evaluator.ts, one at a time, off the main thread. A body of megabytes takes seconds and
// ~70 bytes of heap per character to parse, and an expression can cost far more than the body's
// size; here that holds up neither the run's signals nor its other tests, and the main thread can
// end the worker at the test's deadline or when it runs out of memory.
import { parentPort } from 'node:worker_threads';
import { exhaustedReason } from './exhausted.ts';
import { evaluateXPath, parseMarkup, type XPathDocument, type XPathValue } from './xpath-document.ts';

export interface XPathRequest {
  id: number;
  /** The main thread's number for the response: the same body is parsed once while it is kept. */
  document: number;
  text: string;
  contentType: string | undefined;
  expression: string;
  /** When the test's time budget ends, in ms since the epoch (null: no limit). */
  deadline: number | null;
}

/**
 * `ready` once the libraries are loaded; then one reply per request, in order (`expired`: its
 * deadline had passed when its turn came).
 */
export type XPathReply =
  'ready' | { id: number; values: XPathValue[] } | { id: number; error: string } | { id: number; expired: true };

// The documents parsed last: a test's validators and captures usually ask several questions of one
// body, and tests in flight take turns. Kept while they add up to a few MB of text; the newest always.
const documents = new Map<number, { parsed: XPathDocument | { error: string }; length: number }>();
const KEPT_DOCUMENTS = 8;
const KEPT_TEXT = 4 * 1024 * 1024;

function documentFor(request: XPathRequest): XPathDocument | { error: string } {
  const kept = documents.get(request.document);
  if (kept !== undefined) {
    documents.delete(request.document);
    documents.set(request.document, kept);
    return kept.parsed;
  }
  const parsed = parseMarkup(request.text, request.contentType);
  documents.set(request.document, { parsed, length: request.text.length });
  let total = 0;
  for (const each of documents.values()) total += each.length;
  for (const [key, each] of documents) {
    if (documents.size <= 1 || (documents.size <= KEPT_DOCUMENTS && total <= KEPT_TEXT)) break;
    documents.delete(key);
    total -= each.length;
  }
  return parsed;
}

function answer(request: XPathRequest): XPathReply {
  const { id } = request;
  if (request.deadline !== null && performance.timeOrigin + performance.now() >= request.deadline) {
    return { id, expired: true };
  }
  try {
    const document = documentFor(request);
    if ('error' in document) return { id, error: document.error };
    return { id, values: evaluateXPath(document, request.expression) };
  } catch (error) {
    // Otherwise the expression is valid XPath 1.0 (checked before the run) but cannot be evaluated
    // here, e.g. a namespace prefix the document does not declare.
    return {
      id,
      error: exhaustedReason(error) ?? `the XPath expression cannot be evaluated: ${(error as Error).message}`,
    };
  }
}

const port = parentPort!;
port.on('message', (request: XPathRequest) => port.postMessage(answer(request)));
port.postMessage('ready' satisfies XPathReply);
