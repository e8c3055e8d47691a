// What one filter declares: its name (and Hurl's), how its argument is read before the run, and
// how it turns one value into another. A chain of filters (`filters: [{ split: "," }, count]`)
// transforms a query's selected value before predicates judge it or a capture keeps it.
//
// Values in a chain: text (string), numbers, booleans, null, lists (arrays) and objects as JSON
// gives them, bytes (Uint8Array) and dates (Date).
import type { ArgumentNode, JsonSchema } from '../argument.ts';
import type { PatternBudget } from '../../queries/schema-pattern.ts';
import type { QueryEvaluator } from '../../queries/query-worker.ts';
import { excerpt } from '../excerpt.ts';

/** What a filter may use of its run: the bounded pattern matcher and query worker, the test's budget. */
export interface FilterContext extends PatternBudget {
  queries: QueryEvaluator;
  /** Masks secrets in the excerpts of messages. */
  redact(text: string): string;
}

/** The filtered value; `nothing` (a JSONPath that selects nothing), or why the filter cannot apply. */
export type FilterOutcome = { value: unknown } | { nothing: true } | { error: string; interrupted?: boolean };

export interface FilterArgument<A> {
  /** The docs table's "Argument" column. */
  docs: string;
  jsonSchema: JsonSchema;
  /** The checked argument, or undefined after a diagnostic at the node. */
  read(node: ArgumentNode): A | undefined;
}

export interface FilterSpec<A = unknown> {
  name: string;
  /** Hurl's name for it (docs/from-hurl.md). */
  hurl: string;
  /** What it does, for the docs table. */
  summary: string;
  /** Absent: the filter takes no argument and is written as plain text (`- count`). */
  argument?: FilterArgument<A>;
  /** How the filter reads in messages: `nth 2`, `split ","`. */
  describe?(argument: A): string;
  apply(value: unknown, argument: A, context: FilterContext): FilterOutcome | Promise<FilterOutcome>;
}

export function defineFilter<A>(spec: FilterSpec<A>): FilterSpec<A> {
  return spec;
}

/** The kind of a value, as messages name it. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return 'a text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Uint8Array) return 'bytes';
  if (value instanceof Date) return 'a date';
  return 'an object';
}

/** A value in a message: a short excerpt, secrets masked. */
export function shown(value: unknown, context: Pick<FilterContext, 'redact'>): string {
  if (value instanceof Uint8Array) return `${value.length} bytes`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid date' : value.toISOString();
  return excerpt(value, context.redact, 60);
}

/** A filter that cannot apply to the value it got: `not an integer, got a text: "abc"` (the value last: a long message is cut there). */
export function cannot(value: unknown, why: string, context: Pick<FilterContext, 'redact'>): FilterOutcome {
  return {
    error: `${why}, got ${kindOf(value)}${value instanceof Uint8Array ? ` (${value.length})` : `: ${shown(value, context)}`}`,
  };
}

/** A filter that needs text and got something else. */
export function needsText(value: unknown, context: Pick<FilterContext, 'redact'>, hint = ''): FilterOutcome {
  return cannot(value, `not text${hint}`, context);
}

/** Reads a text argument (no templates: filters are checked before the run). */
export function textArgument(
  what: string,
  check?: (text: string, node: ArgumentNode) => boolean,
): FilterArgument<string> {
  return {
    docs: what,
    jsonSchema: { type: ['string', 'number'] },
    read(node) {
      if (node.text === undefined) {
        node.error(`expects ${what}, got ${node.describe()}`);
        return undefined;
      }
      if (node.templated) {
        node.error('a filter argument cannot hold a template: it is checked before the run');
        return undefined;
      }
      return check === undefined || check(node.text, node) ? node.text : undefined;
    },
  };
}

/** Text a filter works with as bytes: bytes as they are, text as its UTF-8. */
export function asBytes(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'string') return new TextEncoder().encode(value);
  return undefined;
}

/** A selected value as the text a capture keeps: text as is, a date in ISO 8601, others as JSON. */
export function filteredText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return undefined;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}
