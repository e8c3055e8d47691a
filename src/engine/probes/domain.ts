// The domain probe: the registrable domain of a host (Public Suffix List, ICANN section: the domain a
// registrant pays for) and its expiration date from RDAP, or from WHOIS when RDAP has no answer.
// One lookup per domain per run; every fetch and socket obeys the run's timeout and abort signal.

import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { loadPart } from '../../model/load-part.ts';
import { ProbeCache } from './cache.ts';
import { abortReason, probeSignal, type ProbeWaitOptions } from './wait.ts';
import { parseWhoisServer, queryWhois, whoisExpiration, whoisReferral, type WhoisServer } from './whois.ts';

export type RegistrableDomain = { ok: true; domain: string } | { ok: false; message: string };

/**
 * `www.example.co.uk` → `example.co.uk` (the original took the last two labels: `co.uk`). The public
 * suffix list (tldts, ~200 KB) is loaded by the first lookup, not by every run.
 */
export async function registrableDomain(host: string): Promise<RegistrableDomain> {
  const bare = host
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isIP(bare) !== 0) return { ok: false, message: `${host} is an IP address: it has no registered domain` };
  const { getDomain } = await loadPart('the public suffix list', () => import(/* webpackChunkName: "tldts" */ 'tldts'));
  const domain = getDomain(bare, { allowPrivateDomains: false });
  if (!domain)
    return {
      ok: false,
      message: `${host} is not under a public suffix (Public Suffix List): it has no registered domain`,
    };
  return { ok: true, domain };
}

/** RFC 9224 bootstrap: `services` is a list of [[tld, …], [base URL, …]]. */
export interface RdapBootstrap {
  services: [string[], string[]][];
}

export type ExpirationAnswer =
  | { kind: 'expiration'; domain: string; date: Date; source: 'rdap' | 'whois'; server: string }
  | { kind: 'error'; domain: string; message: string };

export interface DomainProbeOptions extends ProbeWaitOptions {
  /** A bootstrap file (path, or http(s) URL) replacing the IANA copy shipped with assay. */
  rdapBootstrap?: string;
  /** One RDAP base URL for every domain (`https://rdap.example/`), skipping the bootstrap. */
  rdapUrl?: string;
  /** The first WHOIS server (`host[:port]`), default whois.iana.org:43, whose referral is followed. */
  whoisServer?: string;
  /** HTTP for RDAP; the run's client in a run, global fetch otherwise. */
  fetch?: typeof fetch;
}

export interface DomainProbe {
  expiration(domain: string): Promise<ExpirationAnswer>;
}

const IANA_WHOIS: WhoisServer = { host: 'whois.iana.org', port: 43 };

export function createDomainProbe(options: DomainProbeOptions): DomainProbe {
  const answers = new ProbeCache<ExpirationAnswer>();
  const fetchRdap = options.fetch ?? fetch;
  let bootstrap: Promise<RdapBootstrap> | undefined;
  const loadBootstrap = (): Promise<RdapBootstrap> =>
    (bootstrap ??=
      options.rdapBootstrap === undefined
        ? // The IANA copy (55 KB) is read by the first lookup, not evaluated at every start.
          import(/* webpackChunkName: "rdap-bootstrap" */ './data/iana-rdap-dns.json', { with: { type: 'json' } }).then(
            (shipped) => shipped.default as unknown as RdapBootstrap,
          )
        : readBootstrap(options.rdapBootstrap, fetchRdap, options));

  return {
    expiration: (domain) =>
      answers.answer(domain.toLowerCase(), async () => {
        const name = domain.toLowerCase().replace(/\.$/, '');
        const notes: string[] = [];
        let base = options.rdapUrl;
        if (base === undefined) {
          try {
            base = rdapServerFor(name, await loadBootstrap());
            if (base === undefined) notes.push(`RDAP: the bootstrap names no server for .${name.split('.').pop()}`);
          } catch (error) {
            notes.push(`RDAP bootstrap ${options.rdapBootstrap}: ${(error as Error).message}`);
          }
        }
        if (base !== undefined) {
          const rdap = await rdapExpiration(name, base, fetchRdap, options);
          if (rdap.kind === 'date')
            return { kind: 'expiration', domain: name, date: rdap.date, source: 'rdap', server: rdap.url };
          notes.push(rdap.message);
        }
        const whois = await whoisLookup(name, options);
        if (whois.kind === 'date')
          return { kind: 'expiration', domain: name, date: whois.date, source: 'whois', server: whois.server };
        notes.push(whois.message);
        return { kind: 'error', domain: name, message: `no expiration date for ${name}: ${notes.join('; ')}` };
      }),
  };
}

async function readBootstrap(
  location: string,
  fetchRdap: typeof fetch,
  wait: ProbeWaitOptions,
): Promise<RdapBootstrap> {
  const text = /^https?:\/\//i.test(location)
    ? await fetchText(location, fetchRdap, wait, 'application/json')
    : await readFile(location, 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (!isBootstrap(parsed)) throw new Error('not an RDAP bootstrap file (RFC 9224: "services": [[[tld…], [url…]]…])');
  return parsed;
}

function isBootstrap(value: unknown): value is RdapBootstrap {
  const services = (value as { services?: unknown } | null)?.services;
  return (
    Array.isArray(services) &&
    services.every(
      (service) =>
        Array.isArray(service) &&
        service.length >= 2 &&
        service.slice(0, 2).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string')),
    )
  );
}

/** The base URL for a domain: the longest matching label suffix in the bootstrap, https preferred. */
export function rdapServerFor(domain: string, bootstrap: RdapBootstrap): string | undefined {
  const labels = domain.split('.');
  for (let start = 1; start < labels.length; start += 1) {
    const suffix = labels.slice(start).join('.');
    const service = bootstrap.services.find(([entries]) => entries.some((entry) => entry.toLowerCase() === suffix));
    if (service) return service[1].find((url) => url.startsWith('https://')) ?? service[1][0];
  }
  return undefined;
}

type Lookup = { kind: 'date'; date: Date; url: string } | { kind: 'none'; message: string };

async function rdapExpiration(
  domain: string,
  base: string,
  fetchRdap: typeof fetch,
  wait: ProbeWaitOptions,
): Promise<Lookup> {
  const url = `${base.endsWith('/') ? base : `${base}/`}domain/${encodeURIComponent(domain)}`;
  let text: string;
  try {
    text = await fetchText(url, fetchRdap, wait, 'application/rdap+json, application/json');
  } catch (error) {
    return { kind: 'none', message: `RDAP ${url}: ${(error as Error).message}` };
  }
  let events: unknown;
  try {
    events = (JSON.parse(text) as { events?: unknown }).events;
  } catch {
    return { kind: 'none', message: `RDAP ${url}: the answer is not JSON` };
  }
  // RFC 9083 §4.5: events[].eventAction / eventDate. Several expiration events would be odd; the
  // earliest is the one that matters to an expiry check.
  const dates = (Array.isArray(events) ? events : [])
    .filter((event) => (event as { eventAction?: unknown }).eventAction === 'expiration')
    .map((event) => new Date(String((event as { eventDate?: unknown }).eventDate)))
    .filter((date) => !Number.isNaN(date.getTime()))
    .sort((a, b) => a.getTime() - b.getTime());
  if (dates.length === 0) return { kind: 'none', message: `RDAP ${url}: no expiration event` };
  return { kind: 'date', date: dates[0]!, url };
}

async function fetchText(
  url: string,
  fetchRdap: typeof fetch,
  wait: ProbeWaitOptions,
  accept: string,
): Promise<string> {
  const signal = probeSignal(wait);
  try {
    const response = await fetchRdap(url, { headers: { accept }, signal, redirect: 'follow' });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(response.status === 404 ? 'not found (404)' : `HTTP ${response.status}`);
    }
    return await response.text();
  } catch (error) {
    if (signal.aborted) throw new Error(abortReason(signal, wait.timeoutMs));
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new Error(cause ?? (error as Error).message);
  }
}

type WhoisLookup = { kind: 'date'; date: Date; server: string } | { kind: 'none'; message: string };

/** Asks the first server, then follows up to two referrals (IANA → registry → registrar) until a date shows. */
async function whoisLookup(domain: string, options: DomainProbeOptions): Promise<WhoisLookup> {
  let server: WhoisServer = IANA_WHOIS;
  if (options.whoisServer !== undefined) {
    const parsed = parseWhoisServer(options.whoisServer);
    if (!parsed) return { kind: 'none', message: `WHOIS server '${options.whoisServer}' is not host[:port]` };
    server = parsed;
  }
  const asked = new Set<string>();
  for (let hop = 0; hop < 3; hop += 1) {
    const label = `${server.host}:${server.port}`;
    asked.add(label);
    let text: string;
    try {
      text = await queryWhois(server, domain, options);
    } catch (error) {
      return { kind: 'none', message: `WHOIS ${label}: ${(error as Error).message}` };
    }
    const date = whoisExpiration(text);
    if (date) return { kind: 'date', date, server: label };
    const next = whoisReferral(text);
    if (!next || asked.has(`${next.host}:${next.port}`))
      return { kind: 'none', message: `WHOIS ${label}: no expiry date in the answer` };
    server = next;
  }
  return { kind: 'none', message: 'WHOIS: no expiry date after two referrals' };
}
