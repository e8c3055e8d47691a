// `- certificate: { field: expire-date, gt: "2030-01-01" }` and `{ name, certificate: subject }`: a field
// of the certificate the server presented for the response (over https): `subject`, `issuer`,
// `start-date`, `expire-date` (dates), `serial-number` (`1e:e8:…`, as Hurl and openssl write it), and
// `expires-in-days`.
import { CERTIFICATE_FIELDS, type CertificateField } from '../../queries/query.ts';
import { closest } from '../../../model/suggest.ts';
import type { ArgumentNode, ArgumentSchema } from '../argument.ts';
import { defineQuery } from '../define-query.ts';
import type { Locator } from '../query-validator.ts';

const WHAT = `a certificate field: ${CERTIFICATE_FIELDS.map((f) => `\`${f}\``).join(', ')}`;

function readField(node: ArgumentNode): CertificateField | undefined {
  const text = node.text?.toLowerCase();
  if (CERTIFICATE_FIELDS.includes(text as CertificateField)) return text as CertificateField;
  const near = node.text === undefined ? undefined : closest(node.text, CERTIFICATE_FIELDS);
  node.error(`\`field\` expects ${WHAT}, got ${node.describe()}`, near ? `did you mean \`${near}\`?` : undefined);
  return undefined;
}

const locator: Locator<CertificateField> = {
  key: 'field',
  what: WHAT,
  jsonSchema: { enum: [...CERTIFICATE_FIELDS] },
  read: readField,
};

const captureArgument: ArgumentSchema<CertificateField> = {
  expects: WHAT,
  example: 'e.g. `certificate: expire-date`',
  docs: WHAT,
  jsonSchema: { enum: [...CERTIFICATE_FIELDS] },
  read: (node, reject) => (node.text === undefined ? reject(node.describe()) : readField(node)),
  fromText: () => undefined,
  renderedExpects: WHAT,
};

export const certificate = defineQuery<CertificateField>({
  key: 'certificate',
  summary: 'the field of the certificate the server presented (over https) satisfies every predicate',
  value: 'a field of the certificate the server presented (over https); dates as RFC 3339',
  locator,
  captureArgument,
  example: 'e.g. `certificate: { field: expire-date, gt: "2030-01-01" }`',
  needs: ['tls'],
  examples: [
    {
      argument: '{ field: subject, contains: "CN=127.0.0.1" }',
      url: '${{ vars.tlsOrigin }}/',
      response: {},
      passes: true,
    },
    { argument: '{ field: expires-in-days, lt: 0 }', url: '${{ vars.tlsOrigin }}/', response: {}, passes: false },
  ],
  query: (field) => ({ source: 'certificate', field }),
  judged: { several: 'list', textual: true },
});
