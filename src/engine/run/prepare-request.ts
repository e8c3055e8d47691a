// A test's request, ready to send: its URL, headers, body and authorization rendered for one
// attempt, the URL's credentials moved to a header, every credential registered as a secret. What a
// user can get wrong (a missing value, an unreadable file, a failed token request) ends as an
// errored attempt, never a throw.
import { HTTP_TOKEN } from '../../model/http-token.ts';
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
import { transportOf } from './request-options.ts';
import { netrcLogin, type Netrc } from '../auth/netrc.ts';
import type { TransportOptions } from '../http/types.ts';

export interface PreparedRequest {
  method: HttpMethod;
  url: string;
  headers: [string, string][];
  body?: RenderedBody;
  /** When the attempt started, relative to the run's start. */
  startMs: number;
  /** The test's request options for the client; undefined for a test without any. */
  transport: TransportOptions | undefined;
}

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
  let url: string, headers: [string, string][], transport: TransportOptions | undefined;
  try {
    url = withQuery(renderTemplate(test.url, values), test.query, values);
    transport = transportOf(test.requestOptions, values, environment.onSecret);
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
  const badName = shape.templatedHeaderNames && headers.find(([name]) => !HTTP_TOKEN.test(name));
  if (badName)
    return errored({
      method: test.method,
      url,
      startMs,
      totalMs: 0,
      errorCode: 'invalid-header',
      error: `header name ${JSON.stringify(badName[0])} is not a valid HTTP token`,
    });
  if (test.body || test.auth) return withBodyAndAuth(test, url, headers, transport, values, environment, startedAt);
  return withCredentials(test.method, url, headers, undefined, transport, startMs, environment);
}

async function withBodyAndAuth(
  test: TestDefinition,
  url: string,
  headers: [string, string][],
  transport: TransportOptions | undefined,
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
        { method: test.method, url, headers, body: body?.bytes },
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
      if (authorization.with) headers.push(...authorization.with);
      headers.push(['Authorization', authorization.header]);
    }
  } catch (error) {
    return unrendered(error, test, startMs);
  }
  return withCredentials(test.method, url, headers, body, transport, startMs, environment);
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
 * the URL, as curl does, or `--netrc` gives the host's login; passwords and every credential
 * header's value become secrets.
 */
function withCredentials(
  method: HttpMethod,
  url: string,
  headers: [string, string][],
  body: RenderedBody | undefined,
  transport: TransportOptions | undefined,
  startMs: number,
  environment: ExecutionEnvironment,
): PreparedRequest {
  // path-as-is: the path as written, before the credentials are taken out of the URL.
  if (transport?.pathAsIs) transport.writtenUrl = url;
  const credentials = splitUrlCredentials(url);
  const netrc = environment.netrc;
  if (netrc !== undefined && (credentials === undefined || netrc.required)) {
    headers = withNetrcLogin(credentials?.url ?? url, headers, netrc.netrc, environment);
    if (credentials !== undefined) url = credentials.url;
  } else if (credentials !== undefined) {
    if (credentials.password !== '') environment.onSecret(credentials.password, 'the password in the URL');
    url = credentials.url;
    if (!headers.some(([name]) => name.toLowerCase() === 'authorization')) {
      headers = [...headers, ['Authorization', basicAuthorization(credentials.user, credentials.password)]];
    }
  }
  for (const [name, value] of headers) {
    if (isCredentialHeader(name)) registerCredentials(name, value, environment);
  }
  return { method, url, headers, body, startMs, transport };
}

/** `--netrc`: the host's login as `Authorization: Basic …`, unless the test sets Authorization itself. */
function withNetrcLogin(
  url: string,
  headers: [string, string][],
  netrc: Netrc,
  environment: ExecutionEnvironment,
): [string, string][] {
  if (headers.some(([name]) => name.toLowerCase() === 'authorization')) return headers;
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return headers;
  }
  const login = netrcLogin(netrc, hostname);
  if (login === undefined) return headers;
  if (login.password !== '') environment.onSecret(login.password, 'a password from the netrc file');
  return [...headers, ['Authorization', basicAuthorization(login.login, login.password)]];
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
