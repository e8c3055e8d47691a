// ssl-expiration-after / -before: the certificate the URL's host presents on the URL's port (the
// original always dialled 443), its notAfter compared with a date spec.
import { parseDateSpec } from '../probes/dates.ts';
import { dateSpecArgument } from './monitoring-arguments.ts';
import { defineValidator, type ValidatorSpec } from './spec.ts';
import { probeFailure, targetHost } from './target-host.ts';

function certificateExpiration(name: string, after: boolean): ValidatorSpec<string> {
  return defineValidator({
    name,
    summary: `the certificate of the URL's host and port expires ${after ? 'after' : 'before'} the date (no request is sent)`,
    argument: dateSpecArgument,
    needs: [],
    examples: [
      { argument: after ? '30d' : '2y', url: '${{ vars.tlsOrigin }}/', response: {}, passes: true },
      { argument: after ? '2y' : '30d', url: '${{ vars.tlsOrigin }}/', response: {}, passes: false },
    ],
    async evaluate(_observation, argument, { probes, url }) {
      const spec = parseDateSpec(argument, new Date());
      if (!spec.ok) return probeFailure(name, argument, spec.message);
      const expected = `${after ? 'after' : 'before'} ${spec.date.toISOString()}`;
      const target = targetHost(url);
      if (typeof target === 'string') return probeFailure(name, expected, target);
      const answer = await probes.tls.certificate(target.host, target.tlsPort);
      if (answer.kind === 'error') return probeFailure(name, expected, `no certificate: ${answer.message}`);
      const { notAfter, subject, issuer, trusted, trustError } = answer.certificate;
      const pass = after ? notAfter > spec.date : notAfter < spec.date;
      const trust = trusted ? 'trusted' : `not trusted: ${trustError ?? 'unknown reason'}`;
      const actual = `${notAfter.toISOString()} (subject ${subject}; issuer ${issuer}; ${trust})`;
      return {
        name,
        pass,
        expected,
        actual,
        message: pass
          ? `${name}: ${target.host}:${target.tlsPort} certificate expires ${notAfter.toISOString()}`
          : `${name}: expected the certificate of ${target.host}:${target.tlsPort} to expire ${expected}, it expires ${notAfter.toISOString()}`,
      };
    },
  });
}

export const sslExpirationAfter = certificateExpiration('ssl-expiration-after', true);
export const sslExpirationBefore = certificateExpiration('ssl-expiration-before', false);
