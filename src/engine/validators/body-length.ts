// `- body-length: { min: 1, max: 2000 }`: the body's length in characters is within the bounds.
import { integer, mapping } from './arguments.ts';
import { defineValidator } from './spec.ts';

export const bodyLength = defineValidator({
  name: 'body-length',
  summary: 'the body has at least `min` and at most `max` characters',
  argument: mapping(
    { min: integer({ min: 0 }), max: integer({ min: 0 }) },
    { atLeastOne: true, rules: [(b) => (b.min! > b.max! ? '`min` is above `max`' : undefined)] },
  ),
  needs: ['body'],
  examples: [
    { argument: '{ min: 1, max: 10 }', response: { body: 'short' }, passes: true },
    { argument: '{ max: 3 }', response: { body: 'longer' }, passes: false },
  ],
  evaluate(observation, { min = 0, max = Infinity }) {
    const length = observation.text.length;
    const pass = length >= min && length <= max;
    const expected = `${min}–${max} characters`;
    const message = pass ? `body-length: ${length} characters` : `body-length: expected ${expected}, got ${length}`;
    return { name: 'body-length', pass, expected, actual: `${length} characters`, message };
  },
});
