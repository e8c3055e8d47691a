// Validators on the response body text. All comparisons are exact and case-sensitive
// (the original compares body-equals case-insensitively; see docs/compatibility.md).
import { text } from './arguments.ts';
import { defineValidator } from './spec.ts';

/** Longest excerpt of a body quoted in a message. */
const EXCERPT = 120;

export function excerpt(text: string, limit = EXCERPT): string {
  const flat = JSON.stringify(text.length > limit ? text.slice(0, limit) : text);
  return text.length > limit ? `${flat.slice(0, -1)}…" (${text.length} chars)` : flat;
}

export const bodyContains = defineValidator({
  name: 'body-contains',
  summary: 'the body contains the text',
  argument: text({
    notEmpty: {
      message: '`body-contains: ""` holds for every body: an empty text is in every body',
      hint: 'to expect an empty body write `body-equals: ""`',
    },
  }),
  needs: ['body'],
  examples: [
    { argument: '"id"', response: { body: '{"id":1}' }, passes: true },
    { argument: 'apple', response: { body: 'pear' }, passes: false },
  ],
  evaluate(response, argument) {
    const needle = String(argument);
    const at = response.text.indexOf(needle);
    const pass = at !== -1;
    const quoted = JSON.stringify(needle);
    // A passing result keeps a short `actual`: it is held for every test of a run.
    const actual = pass ? `found at character ${at}` : excerpt(response.redact(response.text));
    return {
      name: 'body-contains',
      pass,
      expected: `contains ${quoted}`,
      actual,
      message: pass
        ? `body-contains: found ${quoted}`
        : `body-contains: expected the body to contain ${quoted}, got ${actual}`,
    };
  },
});

export const bodyNotContains = defineValidator({
  name: 'body-not-contains',
  summary: 'the body does not contain the text',
  argument: text({
    notEmpty: {
      message: '`body-not-contains: ""` holds for no body: an empty text is in every body',
      hint: 'to expect a body that is not empty write `body-not-equals: ""`',
    },
  }),
  needs: ['body'],
  examples: [
    { argument: 'error', response: { body: 'all good' }, passes: true },
    { argument: 'error', response: { body: 'an error happened' }, passes: false },
  ],
  evaluate(response, argument) {
    const needle = String(argument);
    const at = response.text.indexOf(needle);
    const pass = at === -1;
    const actual = pass
      ? `absent from ${response.text.length} chars`
      : `found at character ${at}: ${excerpt(response.redact(response.text.slice(Math.max(0, at - 20), at + needle.length + 20)))}`;
    return {
      name: 'body-not-contains',
      pass,
      expected: `does not contain ${JSON.stringify(needle)}`,
      actual,
      message: pass
        ? `body-not-contains: ${JSON.stringify(needle)} absent`
        : `body-not-contains: expected no ${JSON.stringify(needle)}, ${actual}`,
    };
  },
});

export const bodyEquals = defineValidator({
  name: 'body-equals',
  summary: 'the whole body equals the text exactly',
  argument: text(),
  needs: ['body'],
  examples: [
    { argument: 'pong', response: { body: 'pong' }, passes: true },
    { argument: 'pong', response: { body: 'Pong' }, passes: false },
  ],
  evaluate(response, argument) {
    const wanted = String(argument);
    const pass = response.text === wanted;
    const actual = pass ? 'equal' : excerpt(response.redact(response.text));
    return {
      name: 'body-equals',
      pass,
      expected: excerpt(response.redact(wanted)),
      actual,
      message: pass
        ? 'body-equals: body matches'
        : `body-equals: expected ${excerpt(response.redact(wanted))}, got ${actual}${firstDifference(wanted, response.text)}`,
    };
  },
});

export const bodyNotEquals = defineValidator({
  name: 'body-not-equals',
  summary: 'the whole body differs from the text',
  argument: text(),
  needs: ['body'],
  examples: [
    { argument: '""', response: { body: 'something' }, passes: true },
    { argument: 'pong', response: { body: 'pong' }, passes: false },
  ],
  evaluate(response, argument) {
    const unwanted = String(argument);
    const pass = response.text !== unwanted;
    const actual = pass ? `differs (${response.text.length} chars)` : excerpt(response.redact(response.text));
    return {
      name: 'body-not-equals',
      pass,
      expected: `not ${excerpt(response.redact(unwanted))}`,
      actual,
      message: pass
        ? 'body-not-equals: body differs'
        : `body-not-equals: expected a body other than ${excerpt(response.redact(unwanted))}, got exactly that`,
    };
  },
});

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return ` (first difference at character ${i})`;
}
