// The DNS probe: records of one type at one name, through node:dns with an optional server override
// (`--dns-server host[:port]`), one query per name and type per run, each bounded by the run's timeout.
// Records come back in presentation form (`example.com. IN MX 10 mail.example.com.`), which is what the
// original's `dns-record-exists` matches its data against.

import type { Resolver } from 'node:dns/promises';
import { ProbeCache } from './cache.ts';
import { abortReason, probeSignal, whenAborted, type ProbeWaitOptions } from './wait.ts';

// node:net is loaded when an address is read (`--dns-server`, a record), not at every start: the
// option table imports this file, and `--help` needs no socket.
const isIP = (text: string): number => process.getBuiltinModule('node:net').isIP(text);

export const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT', 'CAA', 'SOA', 'SRV', 'PTR'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export interface DnsRecord {
  type: RecordType;
  /** The record's data alone: `10 mail.example.com.`, `"v=spf1 -all"`, TXT chunks joined for `text`. */
  data: string;
  /** For TXT: the record's strings joined (RFC 7208 §3.3, RFC 7489 §6.4 read them that way). */
  text?: string;
  /** `name. IN TYPE data` */
  presentation: string;
}

export type DnsAnswer =
  /** The name exists and has these records of the type (none: no such name, or no data of the type). */
  { kind: 'records'; records: DnsRecord[] } | { kind: 'error'; message: string };

export interface DnsProbeOptions extends ProbeWaitOptions {
  /** `host`, `host:port`, `[v6]:port`; default the system resolver's servers. */
  server?: string;
}

export interface DnsProbe {
  lookup(name: string, type: RecordType): Promise<DnsAnswer>;
}

export function createDnsProbe(options: DnsProbeOptions): DnsProbe {
  const answers = new ProbeCache<DnsAnswer>();
  const servers = options.server === undefined ? undefined : [options.server];
  return {
    lookup: (name, type) =>
      answers.answer(`${type} ${name.toLowerCase()}`, async () => {
        // One resolver per question, so cancelling it on timeout cancels only this query. c-ares doubles
        // the wait on its retry: a third of the timeout, then two thirds, fit in the run's timeout.
        // node:dns/promises is loaded by the first lookup, not at every start (docs/performance.md).
        const { Resolver } = process.getBuiltinModule('node:dns/promises');
        const resolver = new Resolver({ timeout: Math.max(1, Math.ceil(options.timeoutMs / 3)), tries: 2 });
        if (servers) resolver.setServers(servers);
        const signal = probeSignal(options);
        const onAbort = (): void => resolver.cancel();
        signal.addEventListener('abort', onAbort, { once: true });
        try {
          const records = await Promise.race([query(resolver, name, type), whenAborted(signal)]);
          return { kind: 'records', records };
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ENOTFOUND' || code === 'ENODATA') return { kind: 'records', records: [] };
          if (signal.aborted)
            return { kind: 'error', message: `DNS ${type} ${name}: ${abortReason(signal, options.timeoutMs)}` };
          return { kind: 'error', message: `DNS ${type} ${name}: ${describeDnsError(code, error)}` };
        } finally {
          signal.removeEventListener('abort', onAbort);
        }
      }),
  };
}

function describeDnsError(code: string | undefined, error: unknown): string {
  switch (code) {
    case 'ETIMEOUT':
      return 'the DNS server did not answer';
    case 'ESERVFAIL':
      return 'the DNS server failed (SERVFAIL)';
    case 'EREFUSED':
      return 'the DNS server refused the query';
    case 'ECONNREFUSED':
      return 'cannot reach the DNS server';
    default:
      return code ?? (error as Error).message;
  }
}

async function query(resolver: Resolver, name: string, type: RecordType): Promise<DnsRecord[]> {
  const owner = absolute(name);
  const record = (data: string, text?: string): DnsRecord => ({
    type,
    data,
    ...(text === undefined ? {} : { text }),
    presentation: `${owner} IN ${type} ${data}`,
  });
  switch (type) {
    case 'A':
      return (await resolver.resolve4(name)).map((address) => record(address));
    case 'AAAA':
      return (await resolver.resolve6(name)).map((address) => record(address));
    case 'CNAME':
      return (await resolver.resolveCname(name)).map((target) => record(absolute(target)));
    case 'NS':
      return (await resolver.resolveNs(name)).map((server) => record(absolute(server)));
    case 'PTR':
      return (await resolver.resolvePtr(name)).map((target) => record(absolute(target)));
    case 'MX':
      return (await resolver.resolveMx(name)).map((mx) => record(`${mx.priority} ${absolute(mx.exchange)}`));
    case 'TXT':
      return (await resolver.resolveTxt(name)).map((chunks) =>
        record(chunks.map((chunk) => JSON.stringify(chunk)).join(' '), chunks.join('')),
      );
    case 'SRV':
      return (await resolver.resolveSrv(name)).map((srv) =>
        record(`${srv.priority} ${srv.weight} ${srv.port} ${absolute(srv.name)}`),
      );
    case 'CAA':
      return (await resolver.resolveCaa(name)).map((caa) => {
        const [tag, value] = Object.entries(caa).find(([key]) => key !== 'critical' && key !== 'type') ?? ['', ''];
        return record(`${caa.critical} ${tag} ${JSON.stringify(String(value))}`);
      });
    case 'SOA': {
      const soa = await resolver.resolveSoa(name);
      return [
        record(
          `${absolute(soa.nsname)} ${absolute(soa.hostmaster)} ${soa.serial} ${soa.refresh} ${soa.retry} ${soa.expire} ${soa.minttl}`,
        ),
      ];
    }
  }
}

function absolute(name: string): string {
  return name.endsWith('.') ? name : `${name}.`;
}

/** `host`, `host:port`, `[v6]` or `[v6]:port`, checked so a typo is a message, not a resolver exception. */
export function parseDnsServer(text: string): { ok: true; server: string } | { ok: false; message: string } {
  const value = text.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(value);
  const plain = /^([^:]+)(?::(\d+))?$/.exec(value);
  const address = bracketed?.[1] ?? (isIP(value) === 6 ? value : plain?.[1]);
  const port = bracketed ? bracketed[2] : isIP(value) === 6 ? undefined : plain?.[2];
  if (address === undefined || isIP(address) === 0) {
    return {
      ok: false,
      message: `--dns-server '${text}' is not an IP address with an optional port (1.1.1.1, 127.0.0.1:5353, [::1]:53)`,
    };
  }
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) {
    return { ok: false, message: `--dns-server '${text}': port ${port} is outside 1-65535` };
  }
  return { ok: true, server: value };
}

/** A `dns-record-exists` argument. */
export interface RecordSpec {
  type: RecordType;
  /** Where to look: `@` = the registrable domain, `host` = the URL's host, else `<name>.<registrable domain>`. */
  at: { kind: 'domain' } | { kind: 'host' } | { kind: 'name'; name: string };
  /** Text a record's presentation must contain (case-insensitive); empty = any record of the type. */
  data: string;
}

export type ParsedRecordSpec = { ok: true; spec: RecordSpec } | { ok: false; message: string };

/**
 * Reads `TYPE:name:data` (name relative to the registrable domain, `@` or empty for the domain itself;
 * the data may contain colons, so IPv6 addresses work) and the two-part forms of the original's docs:
 * `TYPE:_label…` (a name starting with `_`, RFC 8552's attribute leaves such as
 * `_github-pages-challenge-org`: any record of the type there) and `TYPE:data` (a record of the type at
 * the URL's host containing data, e.g. `CNAME:app.azurewebsites.net.`).
 */
export function parseRecordSpec(text: string): ParsedRecordSpec {
  const value = text.trim();
  const first = value.indexOf(':');
  const typeText = (first < 0 ? value : value.slice(0, first)).trim().toUpperCase();
  const type = RECORD_TYPES.find((known) => known === typeText);
  if (type === undefined) {
    return {
      ok: false,
      message: `'${text}': '${typeText}' is not a record type this check reads (${RECORD_TYPES.join(', ')})`,
    };
  }
  if (first < 0) return { ok: false, message: `'${text}': expected TYPE:name:data, TYPE:_name or TYPE:data` };
  const rest = value.slice(first + 1);
  const second = rest.indexOf(':');
  if (second < 0 || (type === 'AAAA' && isIP(rest.trim()) === 6)) {
    const part = rest.trim();
    if (part === '') return { ok: false, message: `'${text}': nothing after '${typeText}:'` };
    if (part.startsWith('_')) return { ok: true, spec: { type, at: { kind: 'name', name: part }, data: '' } };
    return { ok: true, spec: { type, at: { kind: 'host' }, data: part } };
  }
  const name = rest.slice(0, second).trim();
  const data = rest.slice(second + 1).trim();
  const at: RecordSpec['at'] = name === '' || name === '@' ? { kind: 'domain' } : { kind: 'name', name };
  return { ok: true, spec: { type, at, data } };
}

/** The name a spec queries, given the URL's host and its registrable domain. */
export function recordSpecName(spec: RecordSpec, host: string, domain: string): string {
  if (spec.at.kind === 'host') return host;
  if (spec.at.kind === 'domain') return domain;
  const name = spec.at.name.replace(/\.$/, '');
  return name.toLowerCase().endsWith(`.${domain.toLowerCase()}`) ? name : `${name}.${domain}`;
}

/** The records of an answer that satisfy a spec (its data, case-insensitively, in the presentation). */
export function matchingRecords(spec: RecordSpec, records: DnsRecord[]): DnsRecord[] {
  const data = spec.data.toLowerCase();
  return records.filter((record) => record.presentation.toLowerCase().includes(data));
}
