// Validators on how long the response took.
import { integer } from './arguments.ts';
import { defineValidator } from './spec.ts';

export const responseTime = defineValidator({
  name: 'response-time',
  summary: 'the whole response (headers and body) took strictly less than the milliseconds',
  argument: integer({ min: 0, what: 'a number of milliseconds', example: 'e.g. `response-time: 500`' }),
  needs: ['timings'],
  examples: [
    { argument: '60000', response: {}, passes: true },
    { argument: '0', response: {}, passes: false },
  ],
  evaluate(response, argument) {
    const limit = Number(argument);
    const totalMs = response.timings.totalMs;
    const took = Math.round(totalMs * 10) / 10;
    const pass = totalMs < limit;
    return {
      name: 'response-time',
      pass,
      expected: `< ${limit} ms`,
      actual: `${took} ms`,
      message: pass ? `response-time: ${took} ms` : `response-time: expected under ${limit} ms, took ${took} ms`,
    };
  },
});
