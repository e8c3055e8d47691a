// A test's request options as its execution applies them: `delay` before it is sent, and the rest
// handed to the HTTP client (the proxy URL rendered, its credentials made secrets first).
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestOptionsDefinition } from '../../model/index.ts';
import type { TransportOptions } from '../http/types.ts';
import { renderTemplate, type TemplateValues } from '../templates/render.ts';
import { basicAuthorization, splitUrlCredentials } from '../../model/credentials.ts';

/** Waits the test's `delay`; an interrupt ends the wait (the send that follows then reports it). */
export async function delayBefore(delayMs: number, signal?: AbortSignal): Promise<void> {
  await sleep(delayMs, undefined, { signal }).catch(() => undefined);
}

/** What the client needs of the options; undefined for a test without any (the common case, no object made). */
export function transportOf(
  options: RequestOptionsDefinition | undefined,
  values: TemplateValues,
  onSecret: (value: string, name: string) => void,
): TransportOptions | undefined {
  if (options === undefined) return undefined;
  const transport: TransportOptions = {};
  if (options.resolve !== undefined || options.connectTo !== undefined)
    transport.routes = { connectTo: options.connectTo ?? [], resolve: options.resolve ?? [] };
  if (options.httpVersion !== undefined) transport.httpVersion = options.httpVersion;
  if (options.proxy !== undefined) transport.proxy = proxyUrl(renderTemplate(options.proxy, values), onSecret);
  if (options.followRedirects !== undefined) transport.followRedirects = options.followRedirects;
  if (options.maxRedirects !== undefined) transport.maxRedirects = options.maxRedirects;
  if (options.locationTrusted !== undefined) transport.locationTrusted = options.locationTrusted;
  if (options.limitRate !== undefined) transport.limitRate = options.limitRate;
  if (options.pathAsIs !== undefined) transport.pathAsIs = options.pathAsIs;
  return transport;
}

/** The proxy URL, its password and the Proxy-Authorization value made of it registered as secrets. */
function proxyUrl(url: string, onSecret: (value: string, name: string) => void): string {
  const credentials = splitUrlCredentials(url);
  if (credentials !== undefined && credentials.password !== '') {
    onSecret(credentials.password, 'the proxy password');
    onSecret(
      basicAuthorization(credentials.user, credentials.password).slice('Basic '.length),
      'the proxy credentials',
    );
  }
  return url.trim();
}
