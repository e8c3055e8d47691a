// Filters over lists: count, nth, first, last.
import { cannot, defineFilter, type FilterArgument, type FilterContext, type FilterOutcome } from './filter.ts';

export const count = defineFilter<undefined>({
  name: 'count',
  hurl: 'count',
  summary: 'the number of items of a list (members of an object, bytes of bytes)',
  apply(value, _argument, context) {
    if (Array.isArray(value)) return { value: value.length };
    if (value instanceof Uint8Array) return { value: value.length };
    if (typeof value === 'object' && value !== null && !(value instanceof Date))
      return { value: Object.keys(value).length };
    return cannot(value, 'nothing to count (to count the parts of a text, `split` it first)', context);
  },
});

const index: FilterArgument<number> = {
  docs: 'an integer index, from 0 (negative: from the end, -1 is the last)',
  jsonSchema: { type: 'integer' },
  read(node) {
    if (node.templated) {
      node.error('a filter argument cannot hold a template: it is checked before the run');
      return undefined;
    }
    const value = node.plain();
    if (Number.isSafeInteger(value)) return value as number;
    node.error(
      `\`nth\` expects an integer index, got ${node.describe()}`,
      'e.g. `{ nth: 0 }`, or `{ nth: -1 }` for the last',
    );
    return undefined;
  },
};

export const nth = defineFilter<number>({
  name: 'nth',
  hurl: 'nth',
  summary: 'the item at a zero-based index of a list; a negative index counts from the end',
  argument: index,
  describe: (n) => `nth ${n}`,
  apply: (value, n, context) => item(value, n, context),
});

export const first = defineFilter<undefined>({
  name: 'first',
  hurl: 'first',
  summary: 'the first item of a list',
  apply: (value, _argument, context) => item(value, 0, context),
});

export const last = defineFilter<undefined>({
  name: 'last',
  hurl: 'last',
  summary: 'the last item of a list',
  apply: (value, _argument, context) => item(value, -1, context),
});

function item(value: unknown, n: number, context: FilterContext): FilterOutcome {
  if (!Array.isArray(value)) return cannot(value, 'not a list', context);
  const at = n < 0 ? value.length + n : n;
  if (at < 0 || at >= value.length) return cannot(value, `no item at index ${n} of ${value.length}`, context);
  return { value: value[at] };
}
