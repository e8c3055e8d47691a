// The arguments of the monitoring validators, read as the original reads them and checked before
// anything is sent: a date spec (ssl-/domain-expiration-*), a TLS version (tls-version-*) and a DNS
// record spec (dns-record-exists). A relative date spec stays text: it is resolved when the test runs.
import type { Template } from '../../model/index.ts';
import { parseDateSpec } from '../probes/dates.ts';
import { parseRecordSpec, type RecordSpec } from '../probes/dns.ts';
import { parseTlsVersion, type TlsVersion } from '../probes/tls.ts';
import type { ArgumentNode, ArgumentSchema } from './argument.ts';

const TEMPLATE_STRING = { type: 'string', pattern: '\\$\\{\\{' };

/** A checked argument from its text, or the message of why it is not one. */
type Reader<A> = (text: string) => { ok: true; value: A } | { ok: false; message: string };

function textSchema<A>(
  reader: Reader<A>,
  schema: Omit<ArgumentSchema<A>, 'read' | 'fromText' | 'jsonSchema'>,
): ArgumentSchema<A> {
  return {
    ...schema,
    jsonSchema: { anyOf: [{ type: ['string', 'number'] }, TEMPLATE_STRING] },
    read(node: ArgumentNode, reject): A | Template | undefined {
      if (node.text === undefined) return reject(node.describe());
      if (node.templated) return node.template();
      const read = reader(node.text);
      if (read.ok) return read.value;
      node.error(read.message, schema.example);
      return undefined;
    },
    fromText(text) {
      const read = reader(text);
      return read.ok ? read.value : undefined;
    },
  };
}

/** A date spec, checked now (a fixed `now`: only the form matters) and resolved when the test runs. */
export const dateSpecArgument = textSchema<string>(
  (text) => {
    const spec = parseDateSpec(text, new Date(0));
    return spec.ok ? { ok: true, value: text.trim() } : spec;
  },
  {
    expects: 'a date spec',
    example: 'e.g. `ssl-expiration-after: 30d` (N, Nd, Nw, Nm, Ny, an ISO 8601 date or MM/dd/yyyy)',
    docs: 'date spec: `N`/`Nd`/`Nday(s)`, `Nw`/`Nweek(s)`, `Nm`/`Nmonth(s)`, `Ny`/`Nyear(s)` from now, ISO 8601, `MM/dd/yyyy`',
    renderedExpects: 'a date spec (N, Nd, Nw, Nm, Ny, an ISO 8601 date or MM/dd/yyyy)',
  },
);

export const tlsVersionArgument = textSchema<TlsVersion>(
  (text) => {
    const parsed = parseTlsVersion(text);
    return parsed.ok ? { ok: true, value: parsed.version } : parsed;
  },
  {
    expects: 'a TLS version',
    example: 'e.g. `tls-version-equals: Tls13` (also TLSv1.3, 1.3)',
    docs: 'TLS version: `Tls12`, `Tls13` (also `Tls`, `Tls11`, `TLSv1.2`, `1.3`)',
    renderedExpects: 'a TLS version (Tls12, Tls13, TLSv1.2, 1.3)',
  },
);

export const recordSpecArgument = textSchema<RecordSpec>(
  (text) => {
    const parsed = parseRecordSpec(text);
    return parsed.ok ? { ok: true, value: parsed.spec } : parsed;
  },
  {
    expects: 'a record spec',
    example: 'e.g. `dns-record-exists: "MX:@:mail.example.com"` (TYPE:name:data, TYPE:_name or TYPE:data)',
    docs: '`TYPE:name:data` (name `@` or empty: the domain), `TYPE:_name`, `TYPE:data`',
    renderedExpects: 'a record spec (TYPE:name:data, TYPE:_name or TYPE:data)',
  },
);
