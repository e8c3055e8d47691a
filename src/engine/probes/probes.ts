// What a validator may ask of the world beyond the response (TLS handshakes, DNS, RDAP/WHOIS, sitemap
// crawls, a language model), given to it by the run. Answers are cached per run: a hundred tests
// checking the same domain ask once. Each probe joins this interface as a field; tests construct
// `RunProbes` with loopback stand-ins (a DNS server, an RDAP URL, the run's fetch, a model server).
import { createProbes, type MonitoringProbes, type ProbeOptions } from './index.ts';
import type { LlmProbe } from './llm/probe.ts';

export type { ProbeOptions } from './index.ts';

export interface Probes extends MonitoringProbes {
  /** The answer for `key`, computed once per run by `ask` (concurrent callers share one question). */
  cached<T>(key: string, ask: () => Promise<T>): Promise<T>;
  /** The run's language model (`prompt`, `sentiment`, `${{ model.text(N) }}`); undefined when none is configured. */
  readonly llm?: LlmProbe;
}

export class RunProbes implements Probes {
  readonly #answers = new Map<string, Promise<unknown>>();
  readonly tls: MonitoringProbes['tls'];
  readonly dns: MonitoringProbes['dns'];
  readonly domain: MonitoringProbes['domain'];
  readonly sitemap: MonitoringProbes['sitemap'];
  readonly llm?: LlmProbe;

  /**
   * Without options (tests that need no monitoring probe): the system resolver, global fetch, 30 s
   * waits. `llm`: the run's language model, when one is configured.
   */
  constructor(options: ProbeOptions = { timeoutMs: 30_000, fetch }, llm?: LlmProbe) {
    ({ tls: this.tls, dns: this.dns, domain: this.domain, sitemap: this.sitemap } = createProbes(options));
    if (llm !== undefined) this.llm = llm;
  }

  cached<T>(key: string, ask: () => Promise<T>): Promise<T> {
    let answer = this.#answers.get(key) as Promise<T> | undefined;
    if (answer === undefined) this.#answers.set(key, (answer = ask()));
    return answer;
  }
}
