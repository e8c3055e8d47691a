// `retry`: a count, or `{ count, interval, backoff, max-interval, on, until }`.
import type { RetryDefinition, ValidatorDefinition } from '../../../../model/index.ts';
import { asMap, readFields, readList, valueSpan, type Field, type TokenUse } from '../fields.ts';
import { describeNode, scalarText, type Reader } from '../../../yaml/parse-context.ts';
import { readValidator } from '../validator-entries.ts';
import { RETRY_DEFAULTS } from '../../../../model/values.ts';

export const RETRY_KEYS = ['count', 'interval', 'backoff', 'max-interval', 'on', 'until'] as const;
const OUTCOMES = ['failed', 'errored'] as const;

export function readRetry(reader: Reader, field: Field, tokens: TokenUse[]): RetryDefinition | undefined {
  if (scalarText(field.value) !== undefined) {
    const count = readCount(reader, field);
    return count === undefined
      ? undefined
      : { count, backoff: 'fixed', on: [...OUTCOMES], until: [], ...RETRY_DEFAULTS };
  }
  const map = asMap(field.value);
  if (!map) {
    reader.error(
      valueSpan(reader, field),
      'invalid-retry',
      `\`retry\` must be a count or a mapping, got ${describeNode(field.value)}`,
      'e.g. `retry: { count: 3, interval: 500 }`',
    );
    return undefined;
  }
  const fields = readFields(reader, map, RETRY_KEYS, '`retry`');
  const countField = fields.get('count');
  if (!countField) {
    reader.error(field.keySpan, 'missing-key', '`retry` has no `count`', 'add e.g. `count: 3`');
    return undefined;
  }
  const count = readCount(reader, countField);
  const intervalField = fields.get('interval');
  const intervalMs = intervalField ? readMs(reader, intervalField) : RETRY_DEFAULTS.intervalMs;
  const maxField = fields.get('max-interval');
  const maxIntervalMs = maxField ? readMs(reader, maxField) : Math.max(RETRY_DEFAULTS.maxIntervalMs, intervalMs ?? 0);
  const backoffField = fields.get('backoff');
  let backoff: RetryDefinition['backoff'] | undefined = 'fixed';
  if (backoffField) {
    const text = scalarText(backoffField.value);
    backoff = text === 'fixed' || text === 'exponential' ? text : undefined;
    if (!backoff)
      reader.error(
        valueSpan(reader, backoffField),
        'invalid-retry',
        `\`backoff\` must be \`fixed\` or \`exponential\`, got ${text === undefined ? describeNode(backoffField.value) : `\`${text}\``}`,
      );
  }
  if (maxField && maxIntervalMs !== undefined && intervalMs !== undefined && maxIntervalMs < intervalMs) {
    reader.error(valueSpan(reader, maxField), 'invalid-retry', '`max-interval` must not be less than `interval`');
    return undefined;
  }
  const onField = fields.get('on');
  const on = onField ? readOn(reader, onField) : [...OUTCOMES];
  const untilField = fields.get('until');
  const until: ValidatorDefinition[] = [];
  const untilItems = untilField ? readList(reader, untilField, 'a list of validators') : [];
  for (const item of untilItems ?? []) {
    const validator = readValidator(reader, item, tokens);
    if (validator) until.push(validator);
  }
  if (untilField && untilItems?.length === 0) {
    // An empty `until` holds at once: the test would retry nothing while seeming to wait for something.
    reader.error(
      valueSpan(reader, untilField),
      'checks-nothing',
      '`until: []` has no validator to wait for: it holds at once',
      'list what to wait for, e.g. `until: [ { body-contains: \'"state":"done"\' } ]`, or remove `until`',
    );
    return undefined;
  }
  if (count === undefined || intervalMs === undefined || maxIntervalMs === undefined || !backoff || !on)
    return undefined;
  return { count, intervalMs, backoff, maxIntervalMs, on, until };
}

function readCount(reader: Reader, field: Field): number | undefined {
  const text = scalarText(field.value);
  if (text !== undefined && /^\s*\d+\s*$/.test(text) && Number(text) <= 1000) return Number(text);
  reader.error(
    valueSpan(reader, field),
    'invalid-retry',
    `the retry count must be a whole number from 0 to 1000, got ${text === undefined ? describeNode(field.value) : `\`${text}\``}`,
  );
  return undefined;
}

function readMs(reader: Reader, field: Field): number | undefined {
  const text = scalarText(field.value);
  if (text !== undefined && /^\s*\d+\s*$/.test(text)) return Number(text);
  reader.error(
    valueSpan(reader, field),
    'invalid-retry',
    `\`${field.name}\` must be a whole number of milliseconds, got ${text === undefined ? describeNode(field.value) : `\`${text}\``}`,
  );
  return undefined;
}

function readOn(reader: Reader, field: Field): RetryDefinition['on'] | undefined {
  const on: RetryDefinition['on'] = [];
  for (const item of readList(reader, field, '`failed`, `errored` or a list of them', true) ?? []) {
    const text = scalarText(item);
    if (text === 'failed' || text === 'errored') on.push(text);
    else {
      reader.error(
        reader.spanOf(item, field.keySpan),
        'invalid-retry',
        `\`on\` takes \`failed\` and \`errored\`, got ${text === undefined ? describeNode(item) : `\`${text}\``}`,
      );
      return undefined;
    }
  }
  return on;
}
