// domain-expiration-after / -before: the registration expiry of the URL host's registrable domain (Public
// Suffix List; the original took the last two labels) from RDAP, or WHOIS when RDAP has no answer.
import { parseDateSpec } from '../probes/dates.ts';
import { dateSpecArgument } from './monitoring-arguments.ts';
import { defineValidator, type ValidatorSpec } from './spec.ts';
import { probeFailure, targetDomain } from './target-host.ts';

function domainExpiration(name: string, after: boolean): ValidatorSpec<string> {
  return defineValidator({
    name,
    summary: `the registration of the URL host's registrable domain (RDAP, else WHOIS) expires ${after ? 'after' : 'before'} the date (no request is sent)`,
    argument: dateSpecArgument,
    needs: [],
    // The RDAP stand-in answers with Verisign's recorded answer for google.com (expiry 2028-09-14).
    examples: [
      { argument: after ? '01/01/2020' : '2100-01-01', url: 'https://www.google.com/', response: {}, passes: true },
      { argument: after ? '2100-01-01' : '01/01/2020', url: 'https://www.google.com/', response: {}, passes: false },
    ],
    async evaluate(_observation, argument, { probes, url }) {
      const spec = parseDateSpec(argument, new Date());
      if (!spec.ok) return probeFailure(name, argument, spec.message);
      const expected = `${after ? 'after' : 'before'} ${spec.date.toISOString()}`;
      const target = await targetDomain(url);
      if (typeof target === 'string') return probeFailure(name, expected, target);
      const answer = await probes.domain.expiration(target.domain);
      if (answer.kind === 'error') return probeFailure(name, expected, answer.message);
      const pass = after ? answer.date > spec.date : answer.date < spec.date;
      const expires = answer.date.toISOString();
      return {
        name,
        pass,
        expected,
        actual: `${expires} (${answer.domain}, ${answer.source.toUpperCase()} ${answer.server})`,
        message: pass
          ? `${name}: ${answer.domain} expires ${expires}`
          : `${name}: expected ${answer.domain} to expire ${expected}, it expires ${expires}`,
      };
    },
  });
}

export const domainExpirationAfter = domainExpiration('domain-expiration-after', true);
export const domainExpirationBefore = domainExpiration('domain-expiration-before', false);
