// The run's HTTP client seen as a minimal `fetch` (GET, headers, signal), for the probes that fetch
// pages and RDAP answers: they then share the run's connection limits, TLS settings (--insecure),
// redirect policy and body limit (--max-body) instead of a second client with other rules.
import type { HttpClient } from './types.ts';

export function clientFetch(http: HttpClient, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const headers: [string, string][] = [];
    new Headers(init?.headers).forEach((value, name) => headers.push([name, value]));
    const response = await http.send({
      method: 'GET',
      url,
      headers,
      timeoutMs,
      timeoutSource: '--timeout',
      signal: init?.signal ?? undefined,
    });
    if (!response.ok)
      throw new TypeError('fetch failed', { cause: { code: response.code, message: response.message } });
    // A Response carries statuses 200-599 only; anything else the probes treat as a failure anyway.
    const status = response.status >= 200 && response.status <= 599 ? response.status : 502;
    const body = status === 204 || status === 205 || status === 304 ? null : new Uint8Array(response.bodyBuffer);
    const contentType = response.headerValues('content-type')[0];
    return new Response(body, { status, headers: contentType ? { 'content-type': contentType } : {} });
  };
}
