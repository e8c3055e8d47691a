// dns-record-exists and the mail authentication checks (SPF, DKIM, DMARC) on the URL host's registrable
// domain, through the run's DNS probe (--dns-server). A DNS failure is a failed check with its cause.
import type { ValidatorResult } from '../../model/index.ts';
import { matchingRecords, recordSpecName, type RecordSpec } from '../probes/dns.ts';
import { dkimKeys, dmarcRecords, spfRecords } from '../probes/mail.ts';
import type { Probes } from '../probes/probes.ts';
import { boolean } from './arguments.ts';
import { recordSpecArgument } from './monitoring-arguments.ts';
import { defineValidator, type ValidatorExample } from './spec.ts';
import { probeFailure, targetDomain } from './target-host.ts';

// The DNS stand-in of the registry test serves the zone `mail.test` (see that test).
const MAIL_URL = 'https://www.mail.test/';
const example = (argument: string, passes: boolean): ValidatorExample => ({
  argument,
  url: MAIL_URL,
  response: {},
  passes,
});

export const dnsRecordExists = defineValidator({
  name: 'dns-record-exists',
  summary:
    "a record of the type at the name (relative to the URL host's registrable domain) contains the data, case-insensitively (no request is sent)",
  argument: recordSpecArgument,
  needs: [],
  examples: [example('"MX:@:mx.mail.test"', true), example('"TXT:_github-challenge:nope"', false)],
  async evaluate(_observation, spec: RecordSpec, { probes, url }) {
    const name = 'dns-record-exists';
    const target = await targetDomain(url);
    const wanted = spec.data === '' ? `a ${spec.type} record` : `a ${spec.type} record containing '${spec.data}'`;
    if (typeof target === 'string') return probeFailure(name, wanted, target);
    const owner = recordSpecName(spec, target.host, target.domain);
    const expected = `${wanted} at ${owner}`;
    const answer = await probes.dns.lookup(owner, spec.type);
    if (answer.kind === 'error') return probeFailure(name, expected, answer.message);
    const matching = matchingRecords(spec, answer.records);
    const pass = matching.length > 0;
    const shown = (pass ? matching : answer.records).map((record) => record.presentation);
    const actual = shown.length === 0 ? `no ${spec.type} records at ${owner}` : shown.join('\n');
    return {
      name,
      pass,
      expected,
      actual,
      message: pass ? `${name}: ${shown[0]}` : `${name}: expected ${expected}, found ${actual.replace(/\n/g, '; ')}`,
    };
  },
});

type MailCheck = (
  probes: Probes,
  domain: string,
) => Promise<{ found: boolean; what: string; records: string[] } | string>;

function mailValidator(name: string, summary: string, examples: ValidatorExample[], check: MailCheck) {
  return defineValidator({
    name,
    summary: `${summary} equals the argument (no request is sent)`,
    argument: boolean(),
    needs: [],
    examples,
    async evaluate(_observation, wanted, { probes, url }) {
      const target = await targetDomain(url);
      if (typeof target === 'string') return probeFailure(name, String(wanted), target);
      const answer = await check(probes, target.domain);
      if (typeof answer === 'string') return probeFailure(name, String(wanted), answer);
      return mailResult(name, wanted, answer);
    },
  });
}

function mailResult(
  name: string,
  wanted: boolean,
  { found, what, records }: { found: boolean; what: string; records: string[] },
): ValidatorResult {
  const pass = found === wanted;
  const actual = records.length === 0 ? `no ${what}` : records.join('\n');
  return {
    name,
    pass,
    expected: `${wanted ? '' : 'no '}${what}`,
    actual,
    message: pass
      ? `${name}: ${found ? '' : 'no '}${what}`
      : `${name}: expected ${wanted ? '' : 'no '}${what}, found ${actual.replace(/\n/g, '; ')}`,
  };
}

export const dnsSpfExists = mailValidator(
  'dns-spf-exists',
  'whether the registrable domain has an SPF record (TXT `v=spf1 …`)',
  [example('true', true), example('false', false)],
  async ({ dns }, domain) => {
    const answer = await spfRecords(dns, domain);
    if (answer.kind === 'error') return answer.message;
    const records = answer.value.records;
    return { found: records.length > 0, what: `SPF record at ${domain}`, records };
  },
);

export const dnsDkimExists = mailValidator(
  'dns-dkim-exists',
  'whether a DKIM key (TXT with `p=`) is published at `<selector>._domainkey` for a common selector (selector1, selector2, selector, default, google, k1, s1, s2)',
  [example('true', true), example('false', false)],
  async ({ dns }, domain) => {
    const answer = await dkimKeys(dns, domain);
    if (answer.kind === 'error') return answer.message;
    const records = answer.value.map((key) => `${key.name}: ${key.record}`);
    return { found: records.length > 0, what: `DKIM key under _domainkey.${domain}`, records };
  },
);

export const dnsDmarcExists = mailValidator(
  'dns-dmarc-exists',
  'whether a DMARC record (TXT `v=DMARC1 …` at `_dmarc`) exists',
  [example('true', true), example('false', false)],
  async ({ dns }, domain) => {
    const answer = await dmarcRecords(dns, domain);
    if (answer.kind === 'error') return answer.message;
    const records = answer.value.records.map((r) => r.record);
    return { found: records.length > 0, what: `DMARC record at ${answer.value.name}`, records };
  },
);

export const dnsDmarcSingleRecord = mailValidator(
  'dns-dmarc-single-record',
  'whether exactly one DMARC record exists (receivers ignore several, RFC 7489 §6.6.3)',
  [example('true', true), example('false', false)],
  async ({ dns }, domain) => {
    const answer = await dmarcRecords(dns, domain);
    if (answer.kind === 'error') return answer.message;
    const records = answer.value.records.map((r) => r.record);
    return { found: records.length === 1, what: `single DMARC record at ${answer.value.name}`, records };
  },
);

export const dnsDmarcStrictPolicy = mailValidator(
  'dns-dmarc-strict-policy',
  'whether the DMARC policy is strict (`p=quarantine` or `p=reject`)',
  [example('true', true), example('false', false)],
  async ({ dns }, domain) => {
    const answer = await dmarcRecords(dns, domain);
    if (answer.kind === 'error') return answer.message;
    const records = answer.value.records.map((r) => `${r.record} (policy ${r.policy ?? 'missing'})`);
    const strict = answer.value.records.some((r) => r.strict);
    return { found: strict, what: `strict DMARC policy (quarantine or reject) at ${answer.value.name}`, records };
  },
);
