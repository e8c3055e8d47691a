// Validators on how long the response took.
import type { ValidatorEntry } from './index.ts';

export const responseTime: ValidatorEntry = {
  argument: 'milliseconds',
  summary: 'the whole response (headers and body) took strictly less than the milliseconds',
  judge(response, argument) {
    const limit = Number(argument);
    const took = Math.round(response.totalMs * 10) / 10;
    const pass = response.totalMs < limit;
    return {
      name: 'response-time',
      pass,
      expected: `< ${limit} ms`,
      actual: `${took} ms`,
      message: pass ? `response-time: ${took} ms` : `response-time: expected under ${limit} ms, took ${took} ms`,
    };
  },
};
