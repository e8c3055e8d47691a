// What a validator may ask of the world beyond the response (TLS handshakes, DNS, RDAP/WHOIS, sitemap
// crawls, later an LLM), given to it by the run. Answers are cached per run: a hundred tests checking the
// same domain ask once. Each probe joins this interface as a field; tests construct `RunProbes` with
// loopback stand-ins (a DNS server, an RDAP URL, the run's fetch).
import { createProbes, type MonitoringProbes, type ProbeOptions } from './index.ts';

export type { ProbeOptions } from './index.ts';

export interface Probes extends MonitoringProbes {
  /** The answer for `key`, computed once per run by `ask` (concurrent callers share one question). */
  cached<T>(key: string, ask: () => Promise<T>): Promise<T>;
}

export class RunProbes implements Probes {
  readonly #answers = new Map<string, Promise<unknown>>();
  readonly tls: MonitoringProbes['tls'];
  readonly dns: MonitoringProbes['dns'];
  readonly domain: MonitoringProbes['domain'];
  readonly sitemap: MonitoringProbes['sitemap'];

  /** Without options (tests that need no monitoring probe): the system resolver, global fetch, 30 s waits. */
  constructor(options: ProbeOptions = { timeoutMs: 30_000, fetch }) {
    ({ tls: this.tls, dns: this.dns, domain: this.domain, sitemap: this.sitemap } = createProbes(options));
  }

  cached<T>(key: string, ask: () => Promise<T>): Promise<T> {
    let answer = this.#answers.get(key) as Promise<T> | undefined;
    if (answer === undefined) this.#answers.set(key, (answer = ask()));
    return answer;
  }
}
