// Conversions between text and numbers: to-int, to-float, to-string.
import { cannot, defineFilter, filteredText } from './filter.ts';

const INTEGER = /^[+-]?\d+$/;
// As a number is written in JSON, with an optional sign, a missing integer part (`.5`) or a trailing point (`5.`).
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

export const toInt = defineFilter<undefined>({
  name: 'to-int',
  hurl: 'toInt',
  summary: 'an integer from a number (its fraction dropped) or from a text of digits',
  apply(value, _argument, context) {
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return cannot(value, 'not a finite number', context);
      return { value: Math.trunc(value) };
    }
    if (typeof value !== 'string' || !INTEGER.test(value)) return cannot(value, 'not an integer', context);
    const number = Number(value);
    if (!Number.isSafeInteger(number))
      return cannot(value, 'past the integers a number holds exactly (±2^53)', context);
    return { value: number };
  },
});

export const toFloat = defineFilter<undefined>({
  name: 'to-float',
  hurl: 'toFloat',
  summary: 'a number from a number or from a text such as `3.14` or `1e-3`',
  apply(value, _argument, context) {
    if (typeof value === 'number') return { value };
    if (typeof value !== 'string' || !DECIMAL.test(value)) return cannot(value, 'not a number', context);
    const number = Number(value);
    return Number.isFinite(number) ? { value: number } : cannot(value, 'not a finite number', context);
  },
});

export const toString = defineFilter<undefined>({
  name: 'to-string',
  hurl: 'toString',
  summary: 'the value as text: a number or boolean as written, a list or object as JSON, a date in ISO 8601',
  apply(value, _argument, context) {
    const text = filteredText(value);
    return text === undefined
      ? cannot(value, 'bytes are not text: decode them first (`utf8-decode`, `decode`)', context)
      : { value: text };
  },
});
