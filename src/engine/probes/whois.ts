// WHOIS (RFC 3912): a query line over TCP port 43, the answer until the server closes; and reading the
// two things assay needs from the free-text answer: a referral to the next server and the expiry date.

import { abortReason, probeSignal, type ProbeWaitOptions } from './wait.ts';

export interface WhoisServer {
  host: string;
  port: number;
}

/** Answers larger than this are cut (real ones are a few kilobytes). */
const MAX_ANSWER_BYTES = 256 * 1024;

export function parseWhoisServer(text: string): WhoisServer | undefined {
  const match = /^\[?([^\s\]]+?)\]?(?::(\d{1,5}))?$/.exec(text.trim());
  if (!match) return undefined;
  const port = match[2] === undefined ? 43 : Number(match[2]);
  return port >= 1 && port <= 65535 ? { host: match[1]!, port } : undefined;
}

export function queryWhois(server: WhoisServer, query: string, wait: ProbeWaitOptions): Promise<string> {
  const signal = probeSignal(wait);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // node:net is loaded by the first query, not at every start (the option table imports this file).
    const socket = process.getBuiltinModule('node:net').connect({ host: server.host, port: server.port });
    const onAbort = (): void => {
      socket.destroy();
      reject(new Error(abortReason(signal, wait.timeoutMs)));
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => socket.end(`${query}\r\n`));
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
      else socket.destroy();
    });
    socket.once('close', () => {
      signal.removeEventListener('abort', onAbort);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      signal.removeEventListener('abort', onAbort);
      reject(new Error(error.code ?? error.message));
    });
  });
}

/** `refer:` (IANA), `whois:` (IANA), `Registrar WHOIS Server:` (thick registries). */
export function whoisReferral(text: string): WhoisServer | undefined {
  const match = /^\s*(?:refer|whois|registrar whois server)\s*:\s*(\S+)\s*$/im.exec(text);
  if (!match) return undefined;
  return parseWhoisServer(match[1]!.replace(/^whois:\/\//i, '').replace(/\/$/, ''));
}

// Field names registries use for the expiry, most specific first.
const EXPIRY_FIELDS = [
  'registry expiry date',
  'registrar registration expiration date',
  'expiration date',
  'expiry date',
  'expiration time',
  'expires on',
  'expire date',
  'expires',
  'expire',
  'paid-till',
  'valid until',
  'renewal date',
];

/** The expiry date of a WHOIS answer, or undefined when none of the known fields has a readable date. */
export function whoisExpiration(text: string): Date | undefined {
  const lines = text.split(/\r?\n/);
  for (const field of EXPIRY_FIELDS) {
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== field) continue;
      const date = parseWhoisDate(line.slice(colon + 1).trim());
      if (date) return date;
    }
  }
  return undefined;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * `2027-06-20T04:00:00Z`, `2027-06-20 04:00:00`, `2027-06-20`, `2027.06.20`, `2027/06/20`,
 * `20-Jun-2027`, `20 Jun 2027`, `20.06.2027`; no zone = UTC.
 */
export function parseWhoisDate(value: string): Date | undefined {
  let m =
    /^(\d{4})[-./](\d{2})[-./](\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|UTC|[+-]\d{2}:?\d{2})?)?/i.exec(
      value,
    );
  if (m) {
    const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
    const offset = zone === undefined || /^(z|utc)$/i.test(zone) ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    return valid(new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`));
  }
  m = /^(\d{1,2})[- ]([a-z]{3})[a-z]*[- ](\d{4})/i.exec(value);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase());
    return month < 0 ? undefined : valid(new Date(Date.UTC(Number(m[3]), month, Number(m[1]))));
  }
  m = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(value);
  if (m) return valid(new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]))));
  return undefined;
}

function valid(date: Date): Date | undefined {
  return Number.isNaN(date.getTime()) ? undefined : date;
}
