// The host a monitoring validator probes: the test URL's host and port (https: the URL's port or 443;
// other schemes: 443, the certificate of the host's HTTPS service), and its registrable domain.
import type { ValidatorResult } from '../../model/index.ts';
import { registrableDomain } from '../probes/domain.ts';

export interface TargetHost {
  host: string;
  /** The TLS port: the URL's own for https, else 443. */
  tlsPort: number;
  /** scheme://host[:port] */
  origin: string;
}

export function targetHost(url: string): TargetHost | string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `the test URL ${JSON.stringify(url)} is not an absolute URL`;
  }
  if (parsed.hostname === '') return `the test URL ${JSON.stringify(url)} has no host`;
  const tlsPort = parsed.protocol === 'https:' && parsed.port !== '' ? Number(parsed.port) : 443;
  return { host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'), tlsPort, origin: parsed.origin };
}

/** The registrable domain of the URL's host (Public Suffix List), or why there is none. */
export async function targetDomain(url: string): Promise<{ host: string; domain: string } | string> {
  const target = targetHost(url);
  if (typeof target === 'string') return target;
  const domain = await registrableDomain(target.host);
  return domain.ok ? { host: target.host, domain: domain.domain } : domain.message;
}

/** A result for a probe that could not answer: a failed check with the cause, never an abort. */
export function probeFailure(name: string, expected: string, cause: string): ValidatorResult {
  return { name, pass: false, expected, actual: cause, message: `${name}: ${cause}` };
}
