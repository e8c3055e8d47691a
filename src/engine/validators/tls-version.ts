// tls-version-equals / -not-equals: whether the URL's host and port complete a handshake when the client
// offers only that version (the original dialled the root domain on 443). Equals passes when it does;
// not-equals passes when the server refuses it. A version this machine's OpenSSL cannot offer fails with
// that cause: it says nothing about the server.
import { originalVersionName, type TlsVersion } from '../probes/tls.ts';
import { tlsVersionArgument } from './monitoring-arguments.ts';
import { defineValidator, type ValidatorSpec } from './spec.ts';
import { probeFailure, targetHost } from './target-host.ts';

function tlsVersion(name: string, equals: boolean): ValidatorSpec<TlsVersion> {
  return defineValidator({
    name,
    summary: equals
      ? "the URL's host and port complete a handshake offering only that version (no request is sent)"
      : "the URL's host and port refuse a handshake offering only that version (no request is sent)",
    argument: tlsVersionArgument,
    needs: [],
    examples: [
      { argument: equals ? 'Tls13' : 'Tls12', url: '${{ vars.tlsOrigin }}/', response: {}, passes: true },
      { argument: equals ? 'TLSv1.2' : '1.3', url: '${{ vars.tlsOrigin }}/', response: {}, passes: false },
    ],
    async evaluate(_observation, version, { probes, url }) {
      const wanted = originalVersionName(version);
      const expected = equals ? wanted : `not ${wanted}`;
      const target = targetHost(url);
      if (typeof target === 'string') return probeFailure(name, expected, target);
      const answer = await probes.tls.negotiate(target.host, target.tlsPort, version);
      if (answer.kind === 'error' || answer.kind === 'unavailable-locally')
        return probeFailure(name, expected, answer.message);
      const accepted = answer.kind === 'negotiated';
      const actual = accepted ? originalVersionName(answer.version) : `${wanted} refused`;
      const pass = accepted === equals;
      const where = `${target.host}:${target.tlsPort}`;
      return {
        name,
        pass,
        expected,
        actual,
        message: accepted
          ? `${name}: ${where} accepts ${wanted}${pass ? '' : `, expected it to refuse it`}`
          : `${name}: ${answer.message}${pass ? '' : `; expected ${wanted}`}`,
      };
    },
  });
}

export const tlsVersionEquals = tlsVersion('tls-version-equals', true);
export const tlsVersionNotEquals = tlsVersion('tls-version-not-equals', false);
