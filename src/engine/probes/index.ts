// The probes of one run, created together from the run's options. Each keeps its own per-run cache, so a
// run creates them once and hands them to every validator; nothing here outlives the run.

import { createDnsProbe, type DnsProbe } from './dns.ts';
import { createDomainProbe, type DomainProbe } from './domain.ts';
import { createSitemapProbe, type SitemapProbe } from './sitemap.ts';
import { createTlsProbe, type TlsProbe } from './tls.ts';
import type { ProbeWaitOptions } from './wait.ts';

export interface MonitoringProbes {
  tls: TlsProbe;
  dns: DnsProbe;
  domain: DomainProbe;
  sitemap: SitemapProbe;
}

export interface ProbeOptions extends ProbeWaitOptions {
  /** --dns-server */
  dnsServer?: string;
  /** --rdap-bootstrap */
  rdapBootstrap?: string;
  /** --rdap-url */
  rdapUrl?: string;
  /** --whois-server */
  whoisServer?: string;
  /** --max-pages */
  maxPages?: number;
  /** Sitemap pages fetched at the same time (the run's concurrency). */
  concurrency?: number;
  /** The run's HTTP client as a fetch function (sitemap pages, RDAP). */
  fetch: typeof fetch;
}

export function createProbes(options: ProbeOptions): MonitoringProbes {
  const wait: ProbeWaitOptions = { timeoutMs: options.timeoutMs, signal: options.signal };
  return {
    tls: createTlsProbe(wait),
    dns: createDnsProbe({ ...wait, server: options.dnsServer }),
    domain: createDomainProbe({
      ...wait,
      fetch: options.fetch,
      rdapBootstrap: options.rdapBootstrap,
      rdapUrl: options.rdapUrl,
      whoisServer: options.whoisServer,
    }),
    sitemap: createSitemapProbe({
      ...wait,
      fetch: options.fetch,
      maxPages: options.maxPages,
      concurrency: options.concurrency,
    }),
  };
}
