// Validators on the response status.
import type { ValidatorResult } from '../../model/index.ts';
import { describeStatus } from '../../model/values.ts';
import type { Observation } from '../queries/observation.ts';
import { boolean, integer, oneOrList } from './arguments.ts';
import { defineValidator } from './spec.ts';

export const statusCode = defineValidator({
  name: 'status-code',
  summary: 'the status equals the integer, or one of a list of them',
  argument: oneOrList(integer({ min: 100, max: 599, what: 'a status code' }), {
    example: 'e.g. `status-code: 201` or `status-code: [200, 204]`',
  }),
  needs: ['status'],
  examples: [
    { argument: '201', response: { status: 201 }, passes: true },
    { argument: '[200, 204]', response: { status: 404 }, passes: false },
  ],
  evaluate: judgeStatus,
});

/** `status-code`'s judgement, also the rule for a test without validators (status 200). */
export function judgeStatus(
  response: Pick<Observation, 'status' | 'statusText'>,
  argument: number | number[],
): ValidatorResult {
  const allowed = Array.isArray(argument) ? argument : [Number(argument)];
  const expected = allowed.length === 1 ? String(allowed[0]) : `one of ${allowed.join(', ')}`;
  const actual = describeStatus(response.status, response.statusText);
  const pass = allowed.includes(response.status);
  return {
    name: 'status-code',
    pass,
    expected,
    actual,
    message: pass ? `status-code: ${actual}` : `status-code: expected ${expected}, got ${actual}`,
  };
}

export const isSuccessful = defineValidator({
  name: 'is-successful',
  summary: 'true: the status is 2xx; false: the status is not 2xx',
  argument: boolean(),
  needs: ['status'],
  examples: [
    { argument: 'true', response: { status: 204 }, passes: true },
    { argument: 'true', response: { status: 500 }, passes: false },
  ],
  evaluate(response, argument) {
    const wanted = argument === true;
    const successful = response.status >= 200 && response.status <= 299;
    const expected = wanted ? 'a 2xx status' : 'a status other than 2xx';
    const actual = describeStatus(response.status, response.statusText);
    const pass = successful === wanted;
    return {
      name: 'is-successful',
      pass,
      expected,
      actual,
      message: pass ? `is-successful: ${actual}` : `is-successful: expected ${expected}, got ${actual}`,
    };
  },
});
