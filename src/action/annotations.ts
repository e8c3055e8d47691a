// Turns failed tests and collection diagnostics into error annotations at their place in the
// collection file. GitHub shows at most 10 error annotations per step and silently drops the rest,
// so the action stays under the limit and says how many it left out.
import type { AnnotationProperties } from './workflow-commands.ts';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Diagnostic } from '../model/index.ts';
import type { ResultsDocument, TestReport } from '../report/results/document.ts';
import { FAILING, eachTest } from '../report/results/stored-results.ts';
import { failurePosition, failureReasons } from '../report/wording/failure-reasons.ts';

export interface Annotation {
  message: string;
  properties: AnnotationProperties;
}

export interface AnnotationSink {
  error(message: string, properties: AnnotationProperties): void;
  notice(message: string): void;
}

/** GitHub's per-step limit on error annotations. */
export const ERROR_ANNOTATION_LIMIT = 10;

export function testAnnotations(doc: ResultsDocument, workspace: string): Annotation[] {
  const annotations: Annotation[] = [];
  for (const collection of doc.collections) {
    // With --repeats a test can fail in several iterations: one annotation per test, counting them.
    // The failing tests are read from results.json one at a time, the passing ones not parsed.
    const byTest = new Map<number, { first: TestReport; count: number }>();
    for (const test of eachTest(collection, FAILING)) {
      if (test.outcome !== 'failed' && test.outcome !== 'errored') continue;
      const seen = byTest.get(test.index);
      if (seen) seen.count++;
      else byTest.set(test.index, { first: test, count: 1 });
    }
    for (const { first, count } of byTest.values()) {
      const iterations = count > 1 ? ` (in ${count} iterations)` : '';
      annotations.push({
        message: failureMessage(first) + iterations,
        properties: {
          title: `${first.outcome === 'errored' ? 'Errored' : 'Failed'}: ${first.name}`,
          ...location(collection.file, failurePosition(first, first).line, workspace),
        },
      });
    }
  }
  return annotations;
}

export function diagnosticAnnotations(diagnostics: Diagnostic[], workspace: string): Annotation[] {
  return diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => {
      const properties: AnnotationProperties = {
        title: `Collection error (${d.code})`,
        ...location(d.file, d.line, workspace),
      };
      if (properties.startLine !== undefined && d.column > 0) {
        properties.endLine = properties.startLine;
        properties.startColumn = d.column;
        properties.endColumn = d.column + Math.max(1, d.length ?? 1);
      }
      return { message: d.hint ? `${d.message}\nHint: ${d.hint}` : d.message, properties };
    });
}

/**
 * Emits up to `limit` error annotations, then one notice counting the rest. `what` names the items
 * in that notice ("failed tests", "collection errors").
 */
export function emitAnnotations(annotations: Annotation[], sink: AnnotationSink, limit: number, what: string): void {
  for (const annotation of annotations.slice(0, limit)) sink.error(annotation.message, annotation.properties);
  const rest = annotations.length - limit;
  if (rest > 0) {
    sink.notice(
      `${rest} more ${what} not annotated: GitHub shows at most ${ERROR_ANNOTATION_LIMIT} error annotations per step. ` +
        'The job summary and the reports in the artifact list all of them.',
    );
  }
}

function failureMessage(test: TestReport): string {
  const request = test.request ? `${test.request.method} ${test.request.url}` : `${test.method} ${test.urlTemplate}`;
  return [...failureReasons(test), request].join('\n');
}

/**
 * Annotation paths are relative to the repository root (the workspace). URLs, inline text and files
 * outside the workspace have no place in the repository and get an annotation without a file.
 */
function location(file: string, line: number, workspace: string): Pick<AnnotationProperties, 'file' | 'startLine'> {
  if (file === '' || file.startsWith('<') || /^[a-z][a-z0-9+.-]*:\/\//i.test(file)) return {};
  const path = relative(workspace, resolve(workspace, file));
  if (path === '' || /^\.\.([\\/]|$)/.test(path) || isAbsolute(path)) return {};
  const repositoryPath = path.replace(/\\/g, '/');
  return line > 0 ? { file: repositoryPath, startLine: line } : { file: repositoryPath };
}
