// The filters a `filters:` list may name (every query validator mapping and context entry), how a
// list is read before the run, and how a chain applies to what a query selected.
import type { ArgumentNode, JsonSchema } from '../argument.ts';
import { closest } from '../../../model/suggest.ts';
import type { FilterContext, FilterOutcome, FilterSpec } from './filter.ts';
import { exhaustedReason } from '../../queries/exhausted.ts';
import { count, first, last, nth } from './collections.ts';
import { toFloat, toInt, toString } from './numbers.ts';
import { htmlEscape, htmlUnescape, replace, replaceRegex, split } from './text.ts';
import * as encoding from './encoding.ts';
import { dateFormat, daysAfterNow, daysBeforeNow, format, toDate } from './dates.ts';
import { jsonPath, location, regex, urlQueryParam, xpath } from './selectors.ts';

export const FILTERS: readonly FilterSpec[] = [
  count,
  nth,
  first,
  last,
  toInt,
  toFloat,
  toString,
  split,
  replace,
  replaceRegex,
  regex,
  jsonPath,
  xpath,
  encoding.decode,
  encoding.base64Decode,
  encoding.base64Encode,
  encoding.base64UrlSafeDecode,
  encoding.base64UrlSafeEncode,
  encoding.urlEncode,
  encoding.urlDecode,
  htmlEscape,
  htmlUnescape,
  encoding.utf8Decode,
  encoding.utf8Encode,
  encoding.toHex,
  toDate,
  format,
  dateFormat,
  daysAfterNow,
  daysBeforeNow,
  location,
  urlQueryParam,
] as FilterSpec[];

const BY_NAME = new Map(FILTERS.map((spec) => [spec.name, spec]));
const BY_HURL_NAME = new Map(FILTERS.map((spec) => [spec.hurl.toLowerCase(), spec.name]));

/** One filter of a chain as the collection model keeps it: its name and checked argument. */
export interface FilterCall {
  name: string;
  argument?: unknown;
}

/** The `filters` key of a query validator mapping or a context entry. */
export const FILTERS_KEY = 'filters';

/** The JSON Schema of a `filters` list. */
export function filtersJsonSchema(): JsonSchema {
  const plain = FILTERS.filter((spec) => spec.argument === undefined).map((spec) => spec.name);
  return {
    description: 'Filters applied in order to the selected value (docs/collection-format.md, Filters).',
    type: 'array',
    minItems: 1,
    items: {
      anyOf: [
        { enum: plain },
        ...FILTERS.filter((spec) => spec.argument !== undefined).map((spec) => ({
          type: 'object',
          description: spec.summary,
          required: [spec.name],
          additionalProperties: false,
          properties: { [spec.name]: spec.argument!.jsonSchema },
        })),
      ],
    },
  };
}

/** Reads a `filters` list; problems are diagnostics at the offending item, and give undefined. */
export function readFilters(node: ArgumentNode): FilterCall[] | undefined {
  const items = node.items;
  if (items === undefined || items.length === 0) {
    node.error(
      `\`filters\` expects a non-empty list of filters, got ${node.items ? 'an empty list' : node.describe()}`,
      'e.g. `filters: [{ split: "," }, count]`',
    );
    return undefined;
  }
  const calls: FilterCall[] = [];
  let ok = true;
  for (const item of items) {
    const call = readFilter(item);
    if (call === undefined) ok = false;
    else calls.push(call);
  }
  return ok ? calls : undefined;
}

function readFilter(item: ArgumentNode): FilterCall | undefined {
  if (item.text !== undefined) {
    const spec = known(item.text, item, false);
    if (spec === undefined) return undefined;
    if (spec.argument !== undefined) {
      item.error(
        `\`${spec.name}\` needs an argument: write it as \`{ ${spec.name}: … }\``,
        `its argument: ${spec.argument.docs}`,
      );
      return undefined;
    }
    return { name: spec.name };
  }
  const fields = item.fields;
  if (fields === undefined || fields.size !== 1) {
    item.error(
      `a filter is a name (\`count\`) or a mapping of one name to its argument (\`{ nth: 0 }\`), got ${fields ? `a mapping of ${fields.size} keys` : item.describe()}`,
    );
    return undefined;
  }
  const [name, argumentNode] = [...fields][0]!;
  const spec = known(name, argumentNode, true);
  if (spec === undefined) return undefined;
  if (spec.argument === undefined) {
    argumentNode.keyError(`\`${spec.name}\` takes no argument: write it as plain \`${spec.name}\``);
    return undefined;
  }
  const argument = spec.argument.read(argumentNode);
  return argument === undefined ? undefined : { name: spec.name, argument };
}

/** The filter of that name, or undefined after a diagnostic with a suggestion (Hurl's camelCase names too). */
function known(name: string, at: ArgumentNode, isKey: boolean): FilterSpec | undefined {
  const spec = BY_NAME.get(name);
  if (spec !== undefined) return spec;
  const hurl = BY_HURL_NAME.get(name.toLowerCase());
  const near = hurl ?? closest(name, [...BY_NAME.keys()]);
  const report = isKey ? at.keyError.bind(at) : at.error.bind(at);
  report(
    `unknown filter \`${name}\``,
    near ? `did you mean \`${near}\`?` : `filters: ${[...BY_NAME.keys()].join(', ')}`,
  );
  return undefined;
}

/** How a chain reads after its query in messages: ` | split "," | count`. */
export function describeFilters(calls: readonly FilterCall[]): string {
  let text = '';
  for (const call of calls) {
    const spec = BY_NAME.get(call.name);
    text += ` | ${call.argument !== undefined && spec?.describe ? spec.describe(call.argument as never) : call.name}`;
  }
  return text;
}

/**
 * Applies a chain to what a query selected: one value, or several taken together as a list. A
 * selection of nothing stays nothing (`count` makes it 0). Returns the values for predicates and
 * captures (none, or one), or why a filter could not apply.
 */
export async function applyFilters(
  calls: readonly FilterCall[],
  values: readonly unknown[],
  context: FilterContext,
): Promise<{ values: unknown[] } | { error: string; interrupted?: boolean }> {
  // Nothing selected stays nothing, but `count` counts it as 0 (as `count` of an empty selection does).
  let nothing = values.length === 0;
  let value: unknown = values.length === 1 ? values[0] : values;
  for (let i = 0; i < calls.length; i++) {
    const call = calls[i]!;
    if (nothing) {
      if (call.name !== 'count') return { values: [] };
      nothing = false;
      value = 0;
      continue;
    }
    const spec = BY_NAME.get(call.name);
    if (spec === undefined) return { error: `assay bug: no filter \`${call.name}\`` };
    let outcome: FilterOutcome;
    try {
      outcome = await spec.apply(value, call.argument as never, context);
    } catch (error) {
      // V8 out of stack or string length (a value nested or grown too far) fails the check, never the run.
      const why = exhaustedReason(error);
      if (why === undefined) throw error;
      outcome = { error: why };
    }
    if ('error' in outcome) {
      const named = call.argument !== undefined && spec.describe ? spec.describe(call.argument as never) : call.name;
      return { error: `filter \`${named}\`: ${outcome.error}`, ...(outcome.interrupted ? { interrupted: true } : {}) };
    }
    if ('nothing' in outcome) nothing = true;
    else value = outcome.value;
  }
  if (nothing) return { values: [] };
  return { values: [value] };
}
