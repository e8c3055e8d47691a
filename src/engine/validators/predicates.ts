// Predicates: the checks a query validator (`header`, `json-path`, `xpath`, `cookie`,
// `response-size`…) applies to the values its query selects. They are the keys of the validator's
// mapping besides the query's own (`path`, `name`): `{ path: $.id, equals: 1, type: integer }`;
// several predicates must all hold. Comparisons are typed: `equals: 1` holds for the JSON number 1,
// not for the string "1". A templated argument renders to text and is compared as text (see
// docs/collection-format.md, *Predicates*).
import { isIPv4, isIPv6 } from 'node:net';
import type { Template } from '../../model/index.ts';
import type { ArgumentNode, JsonSchema } from './argument.ts';
import type { EvaluationContext } from './spec.ts';
import { closest } from '../../model/suggest.ts';
import { excerpt, hasJsonText } from './excerpt.ts';
import { BinaryOperand, readBinaryOperand, equalBytes } from './binary-operand.ts';

/** The JSON types, and the kinds of value Hurl's is* predicates ask for (docs/from-hurl.md, *Predicates*). */
export const VALUE_TYPES = [
  'string',
  'number',
  'integer',
  'float',
  'boolean',
  'null',
  'array',
  'object',
  'collection',
  'date',
  'iso-date',
  'ipv4',
  'ipv6',
  'uuid',
] as const;
type ValueType = (typeof VALUE_TYPES)[number];

type Operand = unknown; // a literal from YAML, a BinaryOperand, or a Template to render when the test runs

export type Predicate =
  | { op: 'equals' | 'not-equals' | 'contains' | 'not-contains' | 'starts-with' | 'ends-with'; value: Operand }
  | { op: 'gt' | 'ge' | 'lt' | 'le'; value: number | string | Template }
  | { op: 'matches'; value: string }
  | { op: 'exists' | 'empty'; value: boolean }
  | { op: 'count'; value: number | Template | Predicate[] }
  | { op: 'type'; value: ValueType }
  | { op: 'one-of'; value: readonly Operand[] }
  | { op: 'each' | 'any' | 'not'; value: Predicate[] };

export const PREDICATE_NAMES = [
  'equals',
  'not-equals',
  'contains',
  'not-contains',
  'starts-with',
  'ends-with',
  'matches',
  'exists',
  'gt',
  'ge',
  'lt',
  'le',
  'count',
  'type',
  'one-of',
  'empty',
  'each',
  'any',
  'not',
] as const;

/**
 * What a query selected. `list`: JSON/XPath nodes, several of them form one list value;
 * `some`: text values such as a header sent several times, where a predicate holds when some
 * value satisfies it and a negated one (`not-equals`, `not-contains`) when every value does.
 */
export interface Selected {
  values: readonly unknown[];
  several: 'list' | 'some';
  /** Text sources (headers, cookies) compare a written `200` as the text "200". */
  textual?: boolean;
  /** Values HTTP compares without regard to case (a cookie's `SameSite`, `Domain`): `lax` equals `Lax`. */
  caseless?: boolean;
}

export interface Judgement {
  pass: boolean;
  /** The predicate that failed, or all of them when they held: `equals`, `each.lt`. */
  predicate: string;
  expected: string;
  actual: string;
  /** For `each`/`any`: the index of the first node that failed. */
  index?: number;
}

// ---------------------------------------------------------------------------------------------
// Reading

const TEMPLATE_STRING: JsonSchema = { type: 'string', pattern: '\\$\\{\\{' };
/** `{ hex: … }` or `{ base64: … }`: expected bytes (binary-operand.ts). */
const BINARY: JsonSchema = {
  type: 'object',
  minProperties: 1,
  maxProperties: 1,
  properties: { hex: { type: 'string' }, base64: { type: 'string' } },
  additionalProperties: false,
};

/** The JSON Schema of a predicate map (for schema/collection.schema.json). */
export function predicateProperties(): Record<string, JsonSchema> {
  const map: JsonSchema = { $ref: '#/$defs/predicates' };
  const bound: JsonSchema = { type: ['number', 'string'] };
  return {
    equals: {},
    'not-equals': {},
    contains: {},
    'not-contains': {},
    'starts-with': { anyOf: [{ type: ['string', 'number', 'boolean'] }, BINARY] },
    'ends-with': { anyOf: [{ type: ['string', 'number', 'boolean'] }, BINARY] },
    matches: { type: 'string' },
    exists: { type: 'boolean' },
    gt: bound,
    ge: bound,
    lt: bound,
    le: bound,
    count: { anyOf: [{ type: 'integer', minimum: 0 }, TEMPLATE_STRING, map] },
    type: { enum: [...VALUE_TYPES] },
    'one-of': { type: 'array', minItems: 1 },
    empty: { type: 'boolean' },
    each: map,
    any: map,
    not: map,
  };
}

/**
 * Reads the predicates of a mapping, skipping the query's own keys (`own`). Problems become
 * diagnostics at the offending node; returns undefined after one.
 */
export function readPredicates(
  fields: ReadonlyMap<string, ArgumentNode>,
  own: readonly string[],
  at: ArgumentNode,
  validator: string,
  /** The values are counts or sizes, never negative: a bound every one meets (`ge: 0`) checks nothing. */
  counted?: 'count' | 'size',
): Predicate[] | undefined {
  const predicates: Predicate[] = [];
  let ok = true;
  for (const [key, node] of fields) {
    if (own.includes(key)) continue;
    const predicate = readPredicate(key, node, validator, own);
    if (predicate !== undefined && counted && !boundsSomething(predicate, node, counted)) ok = false;
    if (predicate === undefined) ok = false;
    else predicates.push(predicate);
  }
  if (ok && predicates.length === 0 && !own.includes('*')) {
    at.error(
      `\`${validator}\` needs at least one predicate`,
      `e.g. \`exists: true\` or \`equals: …\`; predicates: ${PREDICATE_NAMES.join(', ')}`,
    );
    return undefined;
  }
  return ok ? predicates : undefined;
}

function readPredicate(
  key: string,
  node: ArgumentNode,
  validator: string,
  own: readonly string[],
): Predicate | undefined {
  const wrong = (expects: string): undefined => {
    node.error(
      `\`${key}\` expects ${expects}, got ${node.items ? 'a list' : node.fields ? 'a mapping' : node.describe()}`,
    );
    return undefined;
  };
  switch (key) {
    case 'equals':
    case 'not-equals': {
      const value = operand(node);
      return value === INVALID ? undefined : { op: key, value };
    }
    case 'contains':
    case 'not-contains': {
      // Legal over a list (an item equal to ""), but over a text it holds always (or never).
      if (node.text === '')
        node.checksNothing(
          'warning',
          `\`${key}: ""\` ${key === 'contains' ? 'holds for' : 'fails on'} every text: an empty text is in every text`,
          `to expect an empty text write \`${key === 'contains' ? 'equals' : 'not-equals'}: ""\``,
        );
      const value = operand(node);
      return value === INVALID ? undefined : { op: key, value };
    }
    case 'starts-with':
    case 'ends-with':
      if (node.text === '') {
        node.checksNothing(
          'error',
          `\`${key}: ""\` holds for every text`,
          `write the text the value must ${key === 'starts-with' ? 'start' : 'end'} with`,
        );
        return undefined;
      }
      if (node.text === undefined) {
        const binary = readBinaryOperand(node);
        return binary ? { op: key, value: binary } : binary === null ? undefined : wrong('text or bytes');
      }
      return { op: key, value: operand(node) };
    case 'matches': {
      if (node.text === undefined) return wrong('a regular expression');
      const problem = regexProblem(node.text);
      if (problem !== undefined) {
        node.error(
          `\`matches\` is not a valid regular expression: ${problem}`,
          'patterns use JavaScript regular expression syntax',
        );
        return undefined;
      }
      if (!patternChecksSomething(node, node.text, 'matches', 'to expect an empty text write `equals: ""`'))
        return undefined;
      return { op: key, value: node.text };
    }
    case 'exists':
    case 'empty': {
      const value = node.plain();
      return typeof value === 'boolean' ? { op: key, value } : wrong('`true` or `false`');
    }
    case 'gt':
    case 'ge':
    case 'lt':
    case 'le': {
      if (node.templated) return { op: key, value: node.template() };
      const value = node.plain();
      // A text that is not a number orders texts by code point (`ge: "2024-01-01"`).
      return typeof value === 'number' || (typeof value === 'string' && value !== '')
        ? { op: key, value }
        : wrong('a number or a text');
    }
    case 'count': {
      if (node.fields) {
        const inner = readPredicates(node.fields, [], node, `${validator} count`, 'count');
        return inner && { op: key, value: inner };
      }
      if (node.templated) return { op: key, value: node.template() };
      const value = node.plain();
      return Number.isInteger(value) && (value as number) >= 0
        ? { op: key, value: value as number }
        : wrong('a whole number or a predicate map such as `{ ge: 1 }`');
    }
    case 'type': {
      const value = node.text?.toLowerCase();
      if (VALUE_TYPES.includes(value as ValueType)) return { op: key, value: value as ValueType };
      const near = node.text === undefined ? undefined : closest(node.text, VALUE_TYPES);
      node.error(
        `\`type\` expects one of ${VALUE_TYPES.map((t) => `\`${t}\``).join(', ')}, got ${node.describe()}`,
        near ? `did you mean \`${near}\`?` : undefined,
      );
      return undefined;
    }
    case 'one-of': {
      const items = node.items;
      if (items === undefined || items.length === 0) return wrong('a non-empty list of values');
      const values = items.map(operand);
      return values.includes(INVALID) ? undefined : { op: key, value: values };
    }
    case 'each':
    case 'any':
    case 'not': {
      if (node.fields === undefined) return wrong('a predicate map such as `{ lt: 100 }`');
      const inner = readPredicates(node.fields, [], node, `${validator} ${key}`);
      return inner && { op: key, value: inner };
    }
    default: {
      const names = [...own.filter((name) => name !== '*'), ...PREDICATE_NAMES];
      const near = closest(key, names);
      node.keyError(
        `unknown predicate \`${key}\` in \`${validator}\``,
        near ? `did you mean \`${near}\`?` : `predicates: ${PREDICATE_NAMES.join(', ')}`,
      );
      return undefined;
    }
  }
}

/**
 * False, after an error, for a bound that every count (or size: never negative) meets, or none
 * does: `ge: 0` checks nothing, `lt: 0` can never hold.
 */
function boundsSomething(predicate: Predicate, node: ArgumentNode, counted: 'count' | 'size'): boolean {
  if (predicate.op !== 'gt' && predicate.op !== 'ge' && predicate.op !== 'lt' && predicate.op !== 'le') return true;
  const bound = predicate.value;
  if (typeof bound !== 'number') return true;
  const always = (predicate.op === 'ge' && bound <= 0) || (predicate.op === 'gt' && bound < 0);
  const never = (predicate.op === 'lt' && bound <= 0) || (predicate.op === 'le' && bound < 0);
  if (!always && !never) return true;
  node.checksNothing(
    'error',
    `\`${predicate.op}: ${bound}\` holds for ${always ? 'every' : 'no'} ${counted}: a ${counted} is never negative`,
    always ? 'to expect at least one write `ge: 1`' : 'to expect none write `equals: 0`',
  );
  return false;
}

const INVALID = Symbol('invalid operand');

/** A literal, a template, or `{ hex: … }` / `{ base64: … }` as bytes; INVALID after a diagnostic. */
function operand(node: ArgumentNode): Operand | typeof INVALID {
  if (node.templated) return node.template();
  const binary = readBinaryOperand(node);
  return binary === null ? INVALID : (binary ?? node.plain());
}

/** Texts unlike each other: a pattern that finds a match in each of them very likely finds one in any text. */
const UNLIKE_TEXTS = ['', '\n', ' x', '0', '{"a":[1]}', '<p>\u00e9</p>\r\n', '\u{1F600}'];

/**
 * False, after an error, for an empty pattern (it matches anywhere, so its check holds for any
 * value); a warning for one that matches each of UNLIKE_TEXTS, such as `.*` (legal: `^(?!.*error)`
 * matches nearly everything, yet means something). `what` is how the check is written: `matches`.
 */
export function patternChecksSomething(node: ArgumentNode, pattern: string, what: string, emptyHint: string): boolean {
  if (pattern === '') {
    node.checksNothing('error', `\`${what}: ""\` holds for any text: an empty pattern matches anywhere`, emptyHint);
    return false;
  }
  const regex = new RegExp(pattern);
  if (UNLIKE_TEXTS.every((text) => regex.test(text)))
    node.checksNothing(
      'warning',
      `\`${what}: ${JSON.stringify(pattern)}\` finds a match in any text, the empty text too: it may check nothing`,
      'anchor it (`^…$`) or make a part of it required',
    );
  return true;
}

/** Why a user pattern does not compile, or undefined. */
export function regexProblem(source: string): string | undefined {
  try {
    new RegExp(source);
    return undefined;
  } catch (error) {
    return (error as Error).message.replace(/^Invalid regular expression: /, '');
  }
}

// ---------------------------------------------------------------------------------------------
// Judging

/** Applies every predicate to the selection; the first that fails gives the judgement. */
export async function judge(
  predicates: readonly Predicate[],
  selected: Selected,
  context: EvaluationContext,
  redact: (text: string) => string,
): Promise<Judgement> {
  for (const predicate of predicates) {
    const judgement = await judgeOne(predicate, selected, context, redact);
    if (!judgement.pass) return judgement;
  }
  return {
    pass: true,
    predicate: predicates.map((p) => p.op).join(', '),
    expected: predicates.map((p) => describePredicate(p)).join(', '),
    actual: selected.values.length === 0 ? 'nothing selected' : excerpt(subject(selected), redact),
  };
}

async function judgeOne(
  predicate: Predicate,
  selected: Selected,
  context: EvaluationContext,
  redact: (text: string) => string,
): Promise<Judgement> {
  const expected = describePredicate(predicate);
  const result = (pass: boolean, actual: string, index?: number): Judgement => ({
    pass,
    predicate: predicate.op,
    expected,
    actual,
    ...(index === undefined ? {} : { index }),
  });
  const { values } = selected;
  if (predicate.op === 'exists') {
    return result(
      values.length > 0 === predicate.value,
      values.length === 0 ? 'selected nothing' : `selected ${describeCount(values.length)}`,
    );
  }
  // `count` counts what there is, nothing included: `count: 0` is how to expect an empty selection.
  if (predicate.op === 'count') {
    // Bytes count as bytes (Hurl's `bytes count`), without a number per byte in memory.
    const n = values.length === 1 && values[0] instanceof Uint8Array ? values[0].byteLength : items(selected).length;
    if (Array.isArray(predicate.value)) {
      const inner = await judge(predicate.value, { values: [n], several: 'list' }, context, redact);
      return {
        ...inner,
        predicate: `count.${inner.predicate}`,
        expected: `count ${inner.expected}`,
        actual: String(n),
      };
    }
    const wanted = rendered(predicate.value, context);
    if (typeof wanted === 'string' && !Number.isFinite(Number(wanted)))
      return result(false, `the template renders to ${JSON.stringify(wanted)}, not a number`);
    return result(n === Number(wanted), String(n));
  }
  if (predicate.op === 'not') {
    // Over nothing selected only a map that asks about the selection itself (`exists`, `count`) means something.
    const asksSelection = predicate.value.some((inner) => inner.op === 'exists' || inner.op === 'count');
    if (values.length === 0 && !asksSelection) return result(false, 'selected nothing');
    const inner = await judge(predicate.value, selected, context, redact);
    return result(!inner.pass, inner.actual);
  }
  if (values.length === 0) return result(false, 'selected nothing');
  if (predicate.op === 'each' || predicate.op === 'any') {
    const nodes = items(selected);
    // `each` over no items would hold whatever it asks: an empty list fails as an empty selection does.
    if (nodes.length === 0) return result(false, `${excerpt(subject(selected), redact)} (no items to check)`);
    for (let index = 0; index < nodes.length; index++) {
      const inner = await judge(
        predicate.value,
        { values: [nodes[index]], several: 'list', textual: selected.textual },
        context,
        redact,
      );
      if (predicate.op === 'each' && !inner.pass) {
        return {
          ...inner,
          predicate: `each.${inner.predicate}`,
          expected: `each ${inner.expected}`,
          actual: `node ${index}: ${inner.actual}`,
          index,
        };
      }
      if (predicate.op === 'any' && inner.pass) return result(true, `node ${index}: ${inner.actual}`, index);
    }
    return predicate.op === 'each'
      ? result(true, `all ${describeCount(nodes.length)} hold`)
      : result(false, `none of ${describeCount(nodes.length)} holds (first: ${excerpt(nodes[0], redact)})`);
  }
  if (selected.several === 'some' && values.length > 1) {
    // Headers sent several times: positive predicates need one value, negated ones every value.
    const negated = predicate.op === 'not-equals' || predicate.op === 'not-contains';
    let first: Judgement | undefined;
    for (const value of values) {
      const one = await judgeValue(predicate, value, selected, context, redact);
      if (one.pass !== negated) return one;
      first ??= one;
    }
    return { ...first!, actual: `${values.map((v) => excerpt(v, redact, 60)).join(', ')} (${values.length} values)` };
  }
  return judgeValue(predicate, subject(selected), selected, context, redact);
}

async function judgeValue(
  predicate: Predicate,
  value: unknown,
  selected: Selected,
  context: EvaluationContext,
  redact: (text: string) => string,
): Promise<Judgement> {
  const expected = describePredicate(predicate);
  const actual = excerpt(value, redact);
  if (selected.caseless) [predicate, value] = foldCase(predicate, value, context);
  const result = (pass: boolean, note = ''): Judgement => ({
    pass,
    predicate: predicate.op,
    expected,
    actual: actual + note,
  });
  switch (predicate.op) {
    case 'equals':
    case 'not-equals': {
      const same = isTemplate(predicate.value)
        ? hasJsonText(value, String(rendered(predicate.value, context)))
        : equal(value, predicate.value, selected.textual);
      const note =
        !same && predicate.op === 'equals' && !isTemplate(predicate.value) ? typeNote(value, predicate.value) : '';
      return result(same === (predicate.op === 'equals'), note);
    }
    case 'one-of':
      return result(
        predicate.value.some((option) =>
          isTemplate(option)
            ? hasJsonText(value, String(rendered(option, context)))
            : equal(value, option, selected.textual),
        ),
      );
    case 'contains':
    case 'not-contains': {
      const wanted = rendered(predicate.value, context);
      if (wanted === '' && typeof value === 'string' && isTemplate(predicate.value))
        return result(false, EMPTY_RENDERED);
      let holds: boolean;
      if (wanted instanceof BinaryOperand || value instanceof Uint8Array) {
        if (!(value instanceof Uint8Array)) return result(false, ` (${typeName(value)}, not bytes)`);
        holds = Buffer.from(value.buffer, value.byteOffset, value.byteLength).includes(
          wanted instanceof BinaryOperand ? wanted.bytes : String(wanted),
        );
      } else if (typeof value === 'string') holds = value.includes(String(wanted));
      else if (Array.isArray(value)) holds = value.some((item) => equal(item, wanted, selected.textual));
      else if (isObject(value)) holds = Object.hasOwn(value, String(wanted));
      else return result(false, ` (${typeName(value)}: \`${predicate.op}\` needs text, a list or an object)`);
      return result(holds === (predicate.op === 'contains'));
    }
    case 'starts-with':
    case 'ends-with': {
      if (predicate.value instanceof BinaryOperand) {
        if (!(value instanceof Uint8Array)) return result(false, ` (${typeName(value)}, not bytes)`);
        const wanted = predicate.value.bytes;
        const at = predicate.op === 'starts-with' ? 0 : value.byteLength - wanted.byteLength;
        return result(at >= 0 && Buffer.compare(value.subarray(at, at + wanted.byteLength), wanted) === 0);
      }
      if (typeof value !== 'string') return result(false, ` (${typeName(value)}, not text)`);
      const wanted = String(rendered(predicate.value, context));
      if (wanted === '' && isTemplate(predicate.value)) return result(false, EMPTY_RENDERED);
      return result(predicate.op === 'starts-with' ? value.startsWith(wanted) : value.endsWith(wanted));
    }
    case 'matches': {
      if (value !== null && typeof value === 'object') return result(false, ` (${typeName(value)}, not text)`);
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      // `(?:…)()`: a match always has a group, and the user's groups keep their numbers.
      const match = await context.patterns.match(
        `(?:${predicate.value})()`,
        text,
        context.remainingMs(),
        context.signal,
      );
      if (match.kind === 'timeout')
        return result(false, " (the pattern took too long: stopped at the test's time budget)");
      return result(match.kind === 'match');
    }
    case 'gt':
    case 'ge':
    case 'lt':
    case 'le': {
      const bound = rendered(predicate.value, context);
      if (isTemplate(predicate.value) && typeof bound === 'string' && bound.startsWith(UNUSABLE))
        return result(false, ` (the template is ${bound.slice(1, -1)})`);
      if (value instanceof Date) {
        // A date (a certificate's, a `to-date` filter's) against a date text: by time.
        const time = typeof bound === 'string' ? Date.parse(bound) : NaN;
        if (Number.isNaN(time)) return result(false, ` (a date compares with a date text such as "2030-01-01")`);
        const order = value.getTime() - time;
        return result({ gt: order > 0, ge: order >= 0, lt: order < 0, le: order <= 0 }[predicate.op]);
      }
      if (typeof bound === 'string' && !isNumeric(bound)) {
        if (typeof value !== 'string') return result(false, ` (${typeName(value)}, not text)`);
        const order = compareCodePoints(value, bound);
        return result({ gt: order > 0, ge: order >= 0, lt: order < 0, le: order <= 0 }[predicate.op]);
      }
      const wanted = Number(bound);
      const number =
        typeof value === 'number'
          ? value
          : selected.textual && typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : NaN;
      if (!Number.isFinite(number)) return result(false, ` (${typeName(value)}, not a number)`);
      const holds = { gt: number > wanted, ge: number >= wanted, lt: number < wanted, le: number <= wanted }[
        predicate.op
      ];
      return result(holds);
    }
    case 'type':
      return result(hasType(value, predicate.value), ` (${jsonType(value)})`);
    case 'empty': {
      const empty =
        value === '' ||
        (Array.isArray(value) && value.length === 0) ||
        (isObject(value) && Object.keys(value).length === 0) ||
        (value instanceof Uint8Array && value.byteLength === 0);
      if (!(typeof value === 'string' || Array.isArray(value) || isObject(value) || value instanceof Uint8Array))
        return result(false, ` (${typeName(value)})`);
      return result(empty === predicate.value);
    }
    default:
      return result(false, ' (not a predicate on one value)');
  }
}

const CASE_FOLDED: ReadonlySet<Predicate['op']> = new Set([
  'equals',
  'not-equals',
  'contains',
  'not-contains',
  'starts-with',
  'ends-with',
  'one-of',
]);

/** A text value and the predicate's operands in lower case, for text compared without regard to case. */
function foldCase(predicate: Predicate, value: unknown, context: EvaluationContext): [Predicate, unknown] {
  if (typeof value !== 'string' || !CASE_FOLDED.has(predicate.op)) return [predicate, value];
  const fold = (operand: Operand): unknown => {
    const text = rendered(operand, context);
    return typeof text === 'string' ? text.toLowerCase() : text;
  };
  const folded =
    predicate.op === 'one-of'
      ? { ...predicate, value: predicate.value.map(fold) }
      : ({ ...predicate, value: fold(predicate.value) } as Predicate);
  return [folded, value.toLowerCase()];
}

/** A templated text that rendered empty is in every text: the check would tell nothing (checks-nothing at run time). */
const EMPTY_RENDERED = ' (the template renders to "", which is in every text: nothing to check)';

/** The value predicates apply to: the one node, or several as a list. */
function subject(selected: Selected): unknown {
  return selected.values.length === 1 ? selected.values[0] : selected.values;
}

/** What `count`, `each` and `any` range over: the items of a single selected list, else the selected nodes. */
function items(selected: Selected): readonly unknown[] {
  const { values } = selected;
  if (values.length === 1 && selected.several === 'list') {
    const only = values[0];
    if (Array.isArray(only)) return only;
    if (isObject(only)) return Object.values(only);
  }
  return values;
}

const UNUSABLE = '(unusable: ';

/** A template's rendered text, or the literal as written. */
function rendered(operand: Operand, context: EvaluationContext): unknown {
  if (!isTemplate(operand)) return operand;
  const text = context.render(operand);
  return text.ok ? text.text : `${UNUSABLE}${text.why})`;
}

function isNumeric(text: string): boolean {
  return text.trim() !== '' && Number.isFinite(Number(text));
}

/** Orders texts by Unicode code point (JavaScript's `<` compares UTF-16 units, which puts 😀 before ﬀ). */
function compareCodePoints(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(j)!;
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return a.length - i - (b.length - j);
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function hasType(value: unknown, type: ValueType): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'float':
      return typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(value);
    case 'collection':
      return typeof value === 'object' && value !== null && !(value instanceof Date);
    case 'date':
      return value instanceof Date;
    case 'iso-date':
      return typeof value === 'string' && RFC3339.test(value) && !Number.isNaN(Date.parse(value));
    case 'ipv4':
      return typeof value === 'string' && isIPv4(value);
    case 'ipv6':
      return typeof value === 'string' && isIPv6(value);
    case 'uuid':
      return typeof value === 'string' && UUID.test(value);
    default:
      return jsonType(value) === type;
  }
}

/** Typed equality: numbers as numbers, lists and objects deeply; a rendered template compares as text. */
function equal(actual: unknown, expected: unknown, textual = false): boolean {
  if (expected instanceof BinaryOperand) return equalBytes(actual, expected);
  if (actual instanceof Uint8Array) return false;
  if (textual && typeof actual === 'string' && expected !== null && typeof expected !== 'object') {
    return actual === String(expected);
  }
  if (typeof expected === 'string' && typeof actual !== 'string' && (actual === null || typeof actual !== 'object')) {
    return false;
  }
  if (actual === expected) return true;
  if (Array.isArray(actual) && Array.isArray(expected)) {
    return actual.length === expected.length && actual.every((item, i) => equal(item, expected[i]));
  }
  if (isObject(actual) && isObject(expected)) {
    const keys = Object.keys(actual);
    return (
      keys.length === Object.keys(expected).length &&
      keys.every((k) => Object.hasOwn(expected, k) && equal(actual[k], expected[k]))
    );
  }
  return false;
}

function typeNote(actual: unknown, expected: unknown): string {
  if (expected instanceof BinaryOperand)
    return actual instanceof Uint8Array || typeof actual === 'string' ? '' : ' (not bytes)';
  const a = jsonType(actual);
  const e = jsonType(expected);
  return a === e ? '' : ` (the types differ: expected ${article(e)}, got ${article(a)})`;
}

function describePredicate(predicate: Predicate): string {
  switch (predicate.op) {
    case 'each':
    case 'any':
    case 'not':
    case 'count':
      return Array.isArray(predicate.value)
        ? `${predicate.op} { ${predicate.value.map(describePredicate).join(', ')} }`
        : `count ${operandText(predicate.value)}`;
    case 'one-of':
      return `one of ${predicate.value.map(operandText).join(', ')}`;
    case 'exists':
      return predicate.value ? 'exists' : 'does not exist';
    case 'empty':
      return predicate.value ? 'is empty' : 'is not empty';
    case 'type':
      return `type ${predicate.value}`;
    default:
      return `${predicate.op} ${operandText(predicate.value)}`;
  }
}

function operandText(operand: Operand): string {
  if (operand instanceof BinaryOperand) return operand.written;
  return isTemplate(operand) ? operand.source : excerpt(operand, (text) => text);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Uint8Array) return 'bytes';
  if (value instanceof Date) return 'date';
  return typeof value === 'object' ? 'object' : typeof value;
}

function typeName(value: unknown): string {
  return article(jsonType(value));
}

function article(type: string): string {
  if (type === 'null' || type === 'bytes') return type;
  return type === 'array' || type === 'object' ? `an ${type}` : `a ${type}`;
}

function describeCount(n: number): string {
  return n === 1 ? '1 node' : `${n} nodes`;
}

/** A JSON object: not a list, bytes or a date. */
function isObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Uint8Array) &&
    !(value instanceof Date)
  );
}

function isTemplate(value: unknown): value is Template {
  return isObject(value) && !(value instanceof BinaryOperand) && 'parts' in value && 'source' in value;
}
