// Which spec operation a request is, and what the spec documents for its response: the basis of
// contract checks (the `openapi` validator) on any test, generated or written by hand.
import type { HttpMethod } from '../../../model/index.ts';
import type { SpecMedia, SpecOperation, SpecResponse, SpecSummary } from './operations.ts';

export type OperationMatch = { operation: SpecOperation; pathParameters: Record<string, string> } | { problem: string };

/**
 * The operation for `method` and `url` (absolute, or a path with an optional query). The path is
 * taken relative to the spec's server path when it starts with it; literal segments win over
 * templated ones (`/pets/mine` before `/pets/{id}`), as OpenAPI requires.
 */
export function matchOperation(spec: SpecSummary, method: HttpMethod, url: string): OperationMatch {
  const requestPath = pathOf(url);
  const candidates = [requestPath];
  const base = serverPath(spec.server);
  if (base !== '' && (requestPath === base || requestPath.startsWith(`${base}/`)))
    candidates.unshift(requestPath.slice(base.length) || '/');
  let pathMatched = false;
  for (const path of candidates) {
    const matches = spec.operations
      .map((operation) => ({ operation, parameters: matchTemplate(operation.path, path) }))
      .filter((m): m is { operation: SpecOperation; parameters: Record<string, string> } => m.parameters !== undefined)
      .sort((a, b) => templatedSegments(a.operation.path) - templatedSegments(b.operation.path));
    if (matches.length === 0) continue;
    pathMatched = true;
    const best = matches.find((m) => m.operation.method === method);
    if (best) return { operation: best.operation, pathParameters: best.parameters };
  }
  return {
    problem: pathMatched
      ? `the spec documents no ${method} operation for ${requestPath}`
      : `no path of the spec matches ${requestPath}`,
  };
}

/** The response the spec documents for a status: the exact code, then its range (`2XX`), then `default`. */
export function documentedResponse(operation: SpecOperation, status: number): SpecResponse | undefined {
  const code = String(status);
  return (
    operation.responses.find((r) => r.status === code) ??
    operation.responses.find((r) => r.status.toUpperCase() === `${code[0]}XX`) ??
    operation.responses.find((r) => r.status === 'default')
  );
}

/** The media a response body of `contentType` is documented as (exact media type, then `type/*`, then `*\/*`). */
export function documentedMedia(response: SpecResponse, contentType: string | undefined): SpecMedia | undefined {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return (
    response.media.find((m) => m.contentType.split(';')[0].trim().toLowerCase() === type) ??
    response.media.find((m) => m.contentType.toLowerCase() === `${type.split('/')[0]}/*`) ??
    response.media.find((m) => m.contentType === '*/*')
  );
}

/** Headers the response documents as required that `headers` (names, any case) lacks. */
export function missingRequiredHeaders(response: SpecResponse, headers: Iterable<string>): string[] {
  const present = new Set([...headers].map((name) => name.toLowerCase()));
  return response.requiredHeaders.filter((name) => !present.has(name.toLowerCase()));
}

function matchTemplate(template: string, path: string): Record<string, string> | undefined {
  const templateSegments = template.split('/');
  const pathSegments = path.split('/');
  if (templateSegments.length !== pathSegments.length) return undefined;
  const parameters: Record<string, string> = {};
  for (let i = 0; i < templateSegments.length; i++) {
    const pattern = templateSegments[i];
    const segment = pathSegments[i];
    if (!pattern.includes('{')) {
      if (pattern !== segment) return undefined;
      continue;
    }
    // A segment may mix text and parameters (`/files/{name}.{ext}`).
    const names: string[] = [];
    const regex = new RegExp(
      `^${pattern
        .split(/(\{[^}]+\})/)
        .map((part) => {
          if (!/^\{[^}]+\}$/.test(part)) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(part.slice(1, -1));
          return '([^/]+?)';
        })
        .join('')}$`,
    );
    const match = regex.exec(segment);
    if (!match || match.slice(1).some((value) => value === '')) return undefined;
    names.forEach((name, n) => (parameters[name] = safeDecode(match[n + 1])));
  }
  return parameters;
}

function templatedSegments(template: string): number {
  return template.split('/').filter((segment) => segment.includes('{')).length;
}

function pathOf(url: string): string {
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).pathname : url.split(/[?#]/)[0];
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/';
}

function serverPath(server: string | undefined): string {
  if (server === undefined) return '';
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(server) ? new URL(server).pathname : server;
  return path.replace(/\/+$/, '');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
