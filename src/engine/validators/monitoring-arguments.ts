// The arguments of the monitoring validators, read as the original reads them and checked before
// anything is sent: a date spec (ssl-/domain-expiration-*), a TLS version (tls-version-*) and a DNS
// record spec (dns-record-exists). A relative date spec stays text: it is resolved when the test runs.
import { parseDateSpec } from '../probes/dates.ts';
import { parseRecordSpec, type RecordSpec } from '../probes/dns.ts';
import { parseTlsVersion, type TlsVersion } from '../probes/tls.ts';
import { scalar } from './arguments.ts';

const WRITTEN = { type: ['string', 'number'] };

/** A date spec, checked now (a fixed `now`: only the form matters) and resolved when the test runs. */
export const dateSpecArgument = scalar<string>({
  expects: 'a date spec',
  example: 'e.g. `ssl-expiration-after: 30d` (N, Nd, Nw, Nm, Ny, an ISO 8601 date or MM/dd/yyyy)',
  docs: 'date spec: `N`/`Nd`/`Nday(s)`, `Nw`/`Nweek(s)`, `Nm`/`Nmonth(s)`, `Ny`/`Nyear(s)` from now, ISO 8601, `MM/dd/yyyy`',
  renderedExpects: 'a date spec (N, Nd, Nw, Nm, Ny, an ISO 8601 date or MM/dd/yyyy)',
  jsonSchema: WRITTEN,
  parse(text) {
    const spec = parseDateSpec(text, new Date(0));
    return spec.ok ? { ok: true, value: text.trim() } : spec;
  },
});

export const tlsVersionArgument = scalar<TlsVersion>({
  expects: 'a TLS version',
  example: 'e.g. `tls-version-equals: Tls13` (also TLSv1.2, 1.3)',
  docs: 'TLS version: `Tls12`, `Tls13` (also `Tls`, `Tls11`, `TLSv1.2`, `1.3`)',
  renderedExpects: 'a TLS version (Tls12, Tls13, TLSv1.2, 1.3)',
  jsonSchema: WRITTEN,
  parse(text) {
    const parsed = parseTlsVersion(text);
    return parsed.ok ? { ok: true, value: parsed.version } : parsed;
  },
});

export const recordSpecArgument = scalar<RecordSpec>({
  expects: 'a record spec',
  example: 'e.g. `dns-record-exists: "MX:@:mail.example.com"` (TYPE:name:data, TYPE:_name or TYPE:data)',
  docs: '`TYPE:name:data` (name `@` or empty: the domain), `TYPE:_name`, `TYPE:data`',
  renderedExpects: 'a record spec (TYPE:name:data, TYPE:_name or TYPE:data)',
  jsonSchema: WRITTEN,
  parse(text) {
    const parsed = parseRecordSpec(text);
    return parsed.ok ? { ok: true, value: parsed.spec } : parsed;
  },
});
