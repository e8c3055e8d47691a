// Mail authentication records read through the DNS probe: SPF on the domain (RFC 7208), DKIM keys at
// `<selector>._domainkey` (RFC 6376), DMARC at `_dmarc` (RFC 7489). TXT strings of one record are
// joined before they are read, as the RFCs say (the original counted each string as a record).

import type { DnsProbe, DnsRecord } from './dns.ts';

export type MailAnswer<T> = { kind: 'found'; value: T } | { kind: 'error'; message: string };

export interface SpfRecords {
  domain: string;
  /** TXT records starting with `v=spf1`; more than one is a permanent error for receivers (RFC 7208 §4.5). */
  records: string[];
}

export async function spfRecords(dns: DnsProbe, domain: string): Promise<MailAnswer<SpfRecords>> {
  const answer = await dns.lookup(domain, 'TXT');
  if (answer.kind === 'error') return answer;
  return {
    kind: 'found',
    value: { domain, records: texts(answer.records).filter((text) => /^v=spf1(\s|$)/i.test(text)) },
  };
}

/** The original's selectors, and those of the largest senders (Google, Mailchimp, SendGrid). */
export const DEFAULT_DKIM_SELECTORS = ['selector1', 'selector2', 'selector', 'default', 'google', 'k1', 's1', 's2'];

export interface DkimKey {
  selector: string;
  name: string;
  record: string;
}

/**
 * DKIM key records of the selectors at `<selector>._domainkey.<domain>`: a TXT record with a non-empty
 * `p=` tag (an empty `p=` is a revoked key, RFC 6376 §3.6.1). DKIM selectors cannot be listed, so only
 * the given ones are asked.
 */
export async function dkimKeys(
  dns: DnsProbe,
  domain: string,
  selectors: readonly string[] = DEFAULT_DKIM_SELECTORS,
): Promise<MailAnswer<DkimKey[]>> {
  const lookups = await Promise.all(
    selectors.map(async (selector) => {
      const name = `${selector}._domainkey.${domain}`;
      return { selector, name, answer: await dns.lookup(name, 'TXT') };
    }),
  );
  const keys: DkimKey[] = [];
  for (const { selector, name, answer } of lookups) {
    if (answer.kind === 'error') return answer;
    for (const record of texts(answer.records)) {
      if (tagValue(record, 'p')) keys.push({ selector, name, record });
    }
  }
  return { kind: 'found', value: keys };
}

export interface DmarcRecord {
  record: string;
  /** The `p=` tag: none, quarantine or reject. */
  policy: string | undefined;
  /** p=quarantine or p=reject: receivers act on mail that fails. */
  strict: boolean;
}

export interface DmarcRecords {
  name: string;
  /** TXT records at `_dmarc` starting with `v=DMARC1` (other TXT records there are not DMARC). */
  records: DmarcRecord[];
}

export async function dmarcRecords(dns: DnsProbe, domain: string): Promise<MailAnswer<DmarcRecords>> {
  const name = `_dmarc.${domain}`;
  const answer = await dns.lookup(name, 'TXT');
  if (answer.kind === 'error') return answer;
  const records = texts(answer.records)
    .filter((text) => /^v\s*=\s*DMARC1\s*(;|$)/i.test(text))
    .map((record) => {
      const policy = tagValue(record, 'p')?.toLowerCase();
      return { record, policy, strict: policy === 'reject' || policy === 'quarantine' };
    });
  return { kind: 'found', value: { name, records } };
}

function texts(records: DnsRecord[]): string[] {
  return records.map((record) => record.text ?? record.data);
}

/** The value of a `tag=value;` tag list entry (DKIM and DMARC share the syntax), trimmed; undefined when absent. */
export function tagValue(record: string, tag: string): string | undefined {
  for (const part of record.split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0 && part.slice(0, equals).trim().toLowerCase() === tag)
      return part.slice(equals + 1).trim() || undefined;
  }
  return undefined;
}
