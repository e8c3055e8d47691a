// What each predicate means, for the predicates table of docs/collection-format.md (docs-tables.ts
// writes it; a test fails when the docs differ, and when a predicate of PREDICATE_NAMES has no row).
import type { PREDICATE_NAMES } from './predicates.ts';

export interface PredicateDoc {
  /** Predicates documented together (`gt`, `ge`, `lt`, `le`). */
  names: readonly (typeof PREDICATE_NAMES)[number][];
  argument: string;
  /** Completes "Holds when the value…". */
  holds: string;
}

export const PREDICATE_DOCS: readonly PredicateDoc[] = [
  {
    names: ['equals'],
    argument: 'any value',
    holds:
      'equals it, typed: `equals: 1` holds for the JSON number 1, not the string `"1"` (the message says the types differ); numbers compare as numbers (1 equals 1.0); lists and objects compare deeply',
  },
  { names: ['not-equals'], argument: 'any value', holds: 'does not equal it' },
  {
    names: ['contains'],
    argument: 'a value',
    holds: 'text: contains it; a list: has an element equal to it; an object: has it as a key',
  },
  { names: ['not-contains'], argument: 'a value', holds: 'does not contain it' },
  { names: ['starts-with', 'ends-with'], argument: 'text', holds: 'is text starting / ending with it' },
  {
    names: ['matches'],
    argument: 'a regular expression',
    holds:
      'is text the expression finds a match in (numbers and booleans are matched as their JSON text); runs bounded like every pattern',
  },
  {
    names: ['exists'],
    argument: '`true` / `false`',
    holds: 'true: the query selected something; false: it selected nothing',
  },
  {
    names: ['gt', 'ge', 'lt', 'le'],
    argument: 'a number, or a text that is not a number',
    holds:
      'is a number greater than / at least / less than / at most it; against a text, is text that comes after / not before / before / not after it by Unicode code point (`ge: "2024-01-01"` for ISO dates); a date (`certificate`\'s) compares with a date text by time',
  },
  {
    names: ['count'],
    argument: 'a whole number, or a predicate map (`{ ge: 1 }`)',
    holds:
      'the number of items: the elements of a single selected list (or members of a single object), else the number of selected nodes (for a header: its values); 0 when the query selected nothing',
  },
  {
    names: ['type'],
    argument:
      '`string`, `number`, `integer`, `float`, `boolean`, `null`, `array`, `object`, `collection`, `date`, `iso-date`, `ipv4`, `ipv6`, `uuid`',
    holds:
      "has that JSON type (`integer`: a whole number; `number` includes integers; `float`: a number that is not whole); `collection`: a list, an object or bytes; `date`: a date (`certificate`'s dates); `iso-date`: text in RFC 3339 form (`2026-11-28T04:00:00Z`); `ipv4`, `ipv6`, `uuid`: text that is such an address or UUID",
  },
  { names: ['one-of'], argument: 'a list', holds: 'equals one of its values' },
  { names: ['empty'], argument: '`true` / `false`', holds: 'is an empty text, list or object (or is not)' },
  {
    names: ['each'],
    argument: 'a predicate map',
    holds: 'every item (as for `count`) satisfies the map; the result names the index of the first item that does not',
  },
  { names: ['any'], argument: 'a predicate map', holds: 'at least one item satisfies the map' },
  {
    names: ['not'],
    argument: 'a predicate map',
    holds:
      'the map does not hold (not all of its predicates hold); over nothing selected it fails, unless the map asks `exists` or `count` (`not: { exists: true }`)',
  },
];
