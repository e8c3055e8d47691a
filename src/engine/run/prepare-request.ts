// A test's request, ready to send: its URL, headers, body and authorization rendered for one
// attempt, the URL's credentials moved to a header, every credential registered as a secret. What a
// user can get wrong (a missing value, an unreadable file, a failed token request) ends as an
// errored attempt, never a throw.
import { performance } from 'node:perf_hooks';
import type { HttpMethod, TestDefinition } from '../../model/index.ts';
import { MissingValueError, renderTemplate, type TemplateValues } from '../templates/render.ts';
import type { TestShape } from '../plan/test-shape.ts';
import { authorize } from '../auth/authorization.ts';
import { credentialValues, isCredentialHeader } from '../http/credentials.ts';
import { basicAuthorization, splitUrlCredentials } from '../../model/credentials.ts';
import { hasHeader, renderBody, UnreadableFileError, withQuery, type RenderedBody } from './request-body.ts';
import type { ExecutionEnvironment } from './environment.ts';
import { errored, type AttemptExecution } from './attempt.ts';

export interface PreparedRequest {
  method: HttpMethod;
  url: string;
  headers: [string, string][];
  body?: RenderedBody;
  /** When the attempt started, relative to the run's start. */
  startMs: number;
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * The request, or the errored attempt that stops before sending it. Synchronous unless the test has
 * a body or an `auth` to render, so a plain test awaits nothing here.
 */
export function prepareRequest(
  test: TestDefinition,
  shape: TestShape,
  values: TemplateValues,
  environment: ExecutionEnvironment,
  startedAt: number,
): PreparedRequest | AttemptExecution | Promise<PreparedRequest | AttemptExecution> {
  const startMs = startedAt - environment.runStartedAt;
  let url: string, headers: [string, string][];
  try {
    url = withQuery(renderTemplate(test.url, values), test.query, values);
    headers =
      test.headers.length === 0
        ? []
        : test.headers.map((h) => [
            h.nameTemplate ? renderTemplate(h.nameTemplate, values) : h.name,
            renderTemplate(h.value, values),
          ]);
  } catch (error) {
    return unrendered(error, test, startMs);
  }
  const badName = shape.templatedHeaderNames && headers.find(([name]) => !HEADER_NAME.test(name));
  if (badName)
    return errored({
      method: test.method,
      url,
      startMs,
      totalMs: 0,
      errorCode: 'invalid-header',
      error: `header name ${JSON.stringify(badName[0])} is not a valid HTTP token`,
    });
  if (test.body || test.auth) return withBodyAndAuth(test, url, headers, values, environment, startedAt);
  return withCredentials(test.method, url, headers, undefined, startMs, environment);
}

async function withBodyAndAuth(
  test: TestDefinition,
  url: string,
  headers: [string, string][],
  values: TemplateValues,
  environment: ExecutionEnvironment,
  startedAt: number,
): Promise<PreparedRequest | AttemptExecution> {
  const startMs = startedAt - environment.runStartedAt;
  let body: RenderedBody | undefined;
  try {
    body = test.body ? await renderBody(test.body, values) : undefined;
    if (body?.contentType !== undefined && !hasHeader(headers, 'content-type'))
      headers.push(['Content-Type', body.contentType]);
    if (test.auth && !hasHeader(headers, 'authorization')) {
      const authorization = await authorize(
        test.auth,
        values,
        environment.tokens,
        environment.onSecret,
        environment.signal,
      );
      if (!authorization.ok)
        return errored({
          method: test.method,
          url,
          headers,
          body: body?.record,
          startMs,
          totalMs: performance.now() - startedAt,
          errorCode: 'auth',
          error: authorization.error,
        });
      headers.push(['Authorization', authorization.header]);
    }
  } catch (error) {
    return unrendered(error, test, startMs);
  }
  return withCredentials(test.method, url, headers, body, startMs, environment);
}

/** A template that names a missing value, or a file to send that cannot be read; anything else is a bug. */
function unrendered(error: unknown, test: TestDefinition, startMs: number): AttemptExecution {
  if (error instanceof MissingValueError)
    return errored({
      method: test.method,
      url: test.url.source,
      startMs,
      totalMs: 0,
      errorCode: 'missing-value',
      error: error.message,
    });
  if (error instanceof UnreadableFileError)
    return errored({
      method: test.method,
      url: test.url.source,
      startMs,
      totalMs: 0,
      errorCode: 'file',
      error: `a file to send cannot be read: ${error.message}`,
    });
  throw error;
}

/**
 * The URL's userinfo becomes `Authorization: Basic …` (unless the test sets Authorization) and leaves
 * the URL, as curl does; its password and every credential header's value become secrets.
 */
function withCredentials(
  method: HttpMethod,
  url: string,
  headers: [string, string][],
  body: RenderedBody | undefined,
  startMs: number,
  environment: ExecutionEnvironment,
): PreparedRequest {
  const credentials = splitUrlCredentials(url);
  if (credentials !== undefined) {
    if (credentials.password !== '') environment.onSecret(credentials.password, 'the password in the URL');
    url = credentials.url;
    if (!headers.some(([name]) => name.toLowerCase() === 'authorization')) {
      headers = [...headers, ['Authorization', basicAuthorization(credentials.user, credentials.password)]];
    }
  }
  for (const [name, value] of headers) {
    if (isCredentialHeader(name)) registerCredentials(name, value, environment);
  }
  return { method, url, headers, body, startMs };
}

/**
 * Registers every `Set-Cookie` a response sets, redirect hops included, as secrets. Made outside
 * attemptTest on purpose: a closure written there would share its scope's context, so the exchange
 * that keeps the callback would keep the response and its body alive with it.
 */
export function setCookieSecrets(environment: ExecutionEnvironment): (values: readonly string[]) => void {
  return (values) => {
    for (const value of values) registerCredentials('Set-Cookie', value, environment);
  };
}

function registerCredentials(header: string, value: string, environment: ExecutionEnvironment): void {
  for (const secret of credentialValues(header, value)) environment.onSecret(secret, `the ${header} header`, true);
}
