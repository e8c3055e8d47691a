// Validators on the response status.
import { describeStatus } from '../../model/values.ts';
import type { ValidatorEntry } from './index.ts';

export const statusCode: ValidatorEntry = {
  argument: 'status-codes',
  summary: 'the status equals the integer, or one of a list of them',
  judge(response, argument) {
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
  },
};

export const isSuccessful: ValidatorEntry = {
  argument: 'boolean',
  summary: 'true: the status is 2xx; false: the status is not 2xx',
  judge(response, argument) {
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
};
