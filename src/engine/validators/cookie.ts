// `- cookie: { name: session, exists: true, secure: true, http-only: true, same-site: Lax }`: a
// cookie the response sets (`Set-Cookie`, read by queries/cookies.ts). Predicates check its value;
// `secure` and `http-only` check the flag is present (true) or absent (false); `same-site`, `path`,
// `domain`, `max-age` and `expires` take a value (`equals`, as text) or a predicate map.
import type { ArgumentNode, ArgumentSchema, JsonSchema } from './argument.ts';
import { predicateProperties, readPredicates, type Predicate } from './predicates.ts';
import { nameCheck, readChecked } from './query-arguments.ts';
import { filtered, verdict } from './query-validator.ts';
import { describeFilters, FILTERS_KEY, readFilters, type FilterCall } from './filters/registry.ts';
import { defineValidator } from './spec.ts';

const FLAGS = ['secure', 'http-only'] as const;
const VALUED = ['same-site', 'path', 'domain', 'max-age', 'expires'] as const;
/** The attribute as `Set-Cookie` spells it, lower-cased. */
const ATTRIBUTE: Record<string, string> = { 'http-only': 'httponly', 'same-site': 'samesite' };
/** Attributes whose values HTTP compares without regard to case (RFC 6265bis: `SameSite=lax` is Lax). */
const CASELESS: ReadonlySet<string> = new Set(['samesite', 'domain']);

interface CookieArgument {
  name: string;
  predicates: Predicate[];
  /** Applied to the value before `predicates`. */
  filters?: FilterCall[];
  flags: { attribute: string; present: boolean }[];
  attributes: { attribute: string; predicates: Predicate[]; filters?: FilterCall[] }[];
}

const argument: ArgumentSchema<CookieArgument> = {
  expects: 'a cookie name, or a mapping with `name`, predicates and attributes',
  example: 'e.g. `cookie: { name: session, secure: true, http-only: true }`',
  docs: 'a cookie name, or `{ name: …, <predicates>, secure, http-only, same-site, path, domain, max-age, expires }`',
  jsonSchema: {
    anyOf: [
      { type: 'string', minLength: 1 },
      {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', minLength: 1 },
          [FILTERS_KEY]: { $ref: '#/$defs/filters' },
          ...predicateProperties(),
          ...Object.fromEntries(FLAGS.map((flag) => [flag, { type: 'boolean' }])),
          ...Object.fromEntries(
            VALUED.map((key) => [
              key,
              { anyOf: [{ type: ['string', 'number'] }, { $ref: '#/$defs/filteredPredicates' }] },
            ]),
          ),
        },
        additionalProperties: false,
      },
    ],
  } as JsonSchema,
  read(node, reject) {
    if (node.text !== undefined) {
      const name = readChecked(node, nameCheck);
      return typeof name === 'string'
        ? { name, predicates: [{ op: 'exists', value: true }], flags: [], attributes: [] }
        : undefined;
    }
    const fields = node.fields;
    if (fields === undefined) return reject(node.describe());
    const nameNode = fields.get('name');
    if (nameNode?.text === undefined) {
      (nameNode ?? node).error('`cookie` needs `name`: the cookie name', argument.example);
      return undefined;
    }
    const name = readChecked(nameNode, nameCheck);
    let ok = typeof name === 'string';
    const predicates = readPredicates(fields, ['name', FILTERS_KEY, ...FLAGS, ...VALUED, '*'], node, 'cookie');
    const filters = optionalFilters(fields);
    if (filters === null) ok = false;
    const flags: CookieArgument['flags'] = [];
    const attributes: CookieArgument['attributes'] = [];
    for (const flag of FLAGS) {
      const value = fields.get(flag);
      if (value === undefined) continue;
      const present = value.plain();
      if (typeof present === 'boolean') flags.push({ attribute: ATTRIBUTE[flag] ?? flag, present });
      else {
        value.error(`\`${flag}\` expects \`true\` or \`false\`, got ${value.describe()}`);
        ok = false;
      }
    }
    for (const key of VALUED) {
      const value = fields.get(key);
      if (value === undefined) continue;
      const attributeFilters = value.fields && optionalFilters(value.fields);
      if (attributeFilters === null) ok = false;
      const inner = value.fields
        ? readPredicates(value.fields, [FILTERS_KEY], value, `cookie ${key}`)
        : value.text !== undefined
          ? [{ op: 'equals' as const, value: value.templated ? value.template() : value.text }]
          : undefined;
      if (inner === undefined) {
        if (!value.fields) value.error(`\`${key}\` expects a value or a predicate map, got ${value.describe()}`);
        ok = false;
      } else
        attributes.push({
          attribute: ATTRIBUTE[key] ?? key,
          predicates: inner,
          ...(attributeFilters ? { filters: attributeFilters } : {}),
        });
    }
    if (!ok || predicates === undefined) return undefined;
    const checks = predicates.length > 0 || flags.length > 0 || attributes.length > 0;
    return {
      name: name as string,
      predicates: checks ? predicates : [{ op: 'exists', value: true }],
      ...(filters ? { filters } : {}),
      flags,
      attributes,
    };
  },
  fromText: () => undefined,
  renderedExpects: 'a cookie name',
};

/** A mapping's `filters`: absent, read, or null after a diagnostic. */
function optionalFilters(fields: ReadonlyMap<string, ArgumentNode>): FilterCall[] | undefined | null {
  const node = fields.get(FILTERS_KEY);
  return node === undefined ? undefined : (readFilters(node) ?? null);
}

export const cookie = defineValidator({
  name: 'cookie',
  summary: 'the response sets the cookie (`Set-Cookie`), and its value and attributes satisfy every check',
  argument,
  needs: ['cookies'],
  examples: [
    {
      argument: '{ name: session, secure: true, http-only: true }',
      response: { headers: { 'Set-Cookie': 'session=abc; Path=/; Secure; HttpOnly' } },
      passes: true,
    },
    {
      argument: '{ name: session, same-site: Strict }',
      response: { headers: { 'Set-Cookie': 'session=abc; SameSite=Lax' } },
      passes: false,
    },
  ],
  async evaluate(observation, { name, predicates, filters, flags, attributes }, context) {
    const cookies = observation.cookies.filter((c) => c.name === name);
    const query = `cookie ${name}`;
    if (predicates.length > 0 || cookies.length === 0) {
      const values = { values: cookies.map((c) => c.value), several: 'some' as const, textual: true };
      const result = await verdict(
        'cookie',
        filters ? query + describeFilters(filters) : query,
        predicates.length > 0 ? predicates : [{ op: 'exists', value: true }],
        filters ? await filtered(values, filters, observation, context) : values,
        observation,
        context,
      );
      if (!result.pass || cookies.length === 0) return result;
    }
    for (const flag of flags) {
      const present = cookies.some((c) => c.attributes[flag.attribute] !== undefined);
      if (present !== flag.present) {
        const expected = `${flag.present ? 'has' : 'lacks'} ${flag.attribute}`;
        const actual = present ? `${flag.attribute} is set` : `no ${flag.attribute} attribute`;
        return {
          name: 'cookie',
          pass: false,
          query: `${query}.${flag.attribute}`,
          predicate: flag.present ? 'exists' : 'not-exists',
          expected,
          actual,
          message: `cookie ${name}: expected it to be ${flag.present ? '' : 'not '}${flag.attribute}, got ${actual}`,
        };
      }
    }
    for (const { attribute, predicates: checks, filters: chain } of attributes) {
      const values = cookies.map((c) => c.attributes[attribute]).filter((v) => typeof v === 'string');
      const selected = { values, several: 'some' as const, textual: true, caseless: CASELESS.has(attribute) };
      const result = await verdict(
        'cookie',
        `${query}.${attribute}${chain ? describeFilters(chain) : ''}`,
        checks,
        chain ? await filtered(selected, chain, observation, context) : selected,
        observation,
        context,
      );
      if (!result.pass) return result;
    }
    const parts = [
      ...flags.map((f) => (f.present ? f.attribute : `no ${f.attribute}`)),
      ...attributes.map((a) => a.attribute),
    ];
    return {
      name: 'cookie',
      pass: true,
      query,
      expected: parts.join(', ') || 'set',
      actual: 'set',
      message: `cookie ${name}: set${parts.length ? ` (${parts.join(', ')})` : ''}`,
    };
  },
});
