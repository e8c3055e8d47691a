// `auth: { aws-sigv4: { provider, access-key, secret-key, session-token } }`: AWS Signature Version 4.
import type { AuthDefinition, Template } from '../../../../model/index.ts';
import { readText, valueSpan, type Field } from '../fields.ts';
import type { ParseContext } from '../../../yaml/parse-context.ts';

export const AWS_SIGV4_KEYS = ['provider', 'access-key', 'secret-key', 'session-token'] as const;

/** What request-fields.ts reads with (its RequestFieldContext; named by shape, as that module imports this one). */
interface RequestFieldContext {
  reader: ParseContext;
}

/** The helpers of request-fields.ts that read an auth kind's keys (passed in: that module imports this one). */
export interface AuthFieldReaders<Context extends RequestFieldContext> {
  subFields(
    context: Context,
    field: Field,
    allowed: readonly string[],
    required: readonly string[],
  ): Map<string, Field> | undefined;
  optionalTemplate(context: Context, field: Field | undefined): Template | undefined;
}

/** provider1[:provider2[:region[:service]]], e.g. `aws:amz:eu-west-1:s3` (curl's form; missing parts are read from the host). */
const PROVIDER = /^[A-Za-z0-9-]+(:[A-Za-z0-9-]+){0,3}$/;

export function readAwsSigV4<Context extends RequestFieldContext>(
  context: Context,
  field: Field,
  readers: AuthFieldReaders<Context>,
): AuthDefinition | undefined {
  const fields = readers.subFields(context, field, AWS_SIGV4_KEYS, ['provider', 'access-key', 'secret-key']);
  if (!fields) return undefined;
  const providerField = fields.get('provider')!;
  const text = readText(context.reader, providerField)?.trim();
  if (text !== undefined && !text.includes('${{') && !PROVIDER.test(text)) {
    context.reader.error(
      valueSpan(context.reader, providerField),
      'invalid-auth',
      `\`provider\` must be \`provider1[:provider2[:region[:service]]]\`, got \`${text}\``,
      'e.g. `provider: "aws:amz:eu-central-1:s3"`',
    );
    return undefined;
  }
  const provider = readers.optionalTemplate(context, providerField);
  const accessKey = readers.optionalTemplate(context, fields.get('access-key'));
  const secretKey = readers.optionalTemplate(context, fields.get('secret-key'));
  const sessionToken = readers.optionalTemplate(context, fields.get('session-token'));
  if (!provider || !accessKey || !secretKey) return undefined;
  return { kind: 'aws-sigv4', provider, accessKey, secretKey, ...(sessionToken ? { sessionToken } : {}) };
}
