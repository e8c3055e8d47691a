// Filters that select part of a value: regex (the first group), json-path and xpath over a text,
// location (of a redirect), url-query-param. Patterns run through the run's bounded pattern
// matcher; XPath, and JSONPath whose cost can grow with the square of the text, in the run's query
// worker, under the test's time budget.
import type { ArgumentNode } from '../argument.ts';
import { exhaustedReason } from '../../queries/exhausted.ts';
import { isCostlyJsonPath, selectJsonPathBounded } from '../../queries/json-path.ts';
import type { WorkerAnswer } from '../../queries/query-worker.ts';
import { regexProblem } from '../predicates.ts';
import { jsonPathCheck, xpathCheck } from '../query-arguments.ts';
import { cannot, defineFilter, needsText, textArgument, type FilterOutcome } from './filter.ts';

export const regex = defineFilter<string>({
  name: 'regex',
  hurl: 'regex',
  summary: 'the first capture group of the first match of a regular expression in a text; no match selects nothing',
  argument: textArgument('a regular expression with a capture group', checkedPattern),
  describe: (pattern) => `regex ${JSON.stringify(pattern)}`,
  async apply(value, pattern, context) {
    if (typeof value !== 'string') return needsText(value, context);
    const match = await context.patterns.match(pattern, value, context.remainingMs(), context.signal);
    if (match.kind === 'match') return { value: match.group };
    if (match.kind === 'none') return { nothing: true };
    if (match.kind === 'interrupted') return { error: 'the run was interrupted', interrupted: true };
    return { error: "the pattern took too long (stopped at the test's time budget)" };
  },
});

export const jsonPath = defineFilter<string>({
  name: 'json-path',
  hurl: 'jsonpath',
  summary: 'what an RFC 9535 JSONPath selects in a JSON text (one node, or a list of several)',
  argument: textArgument('a JSONPath (RFC 9535)', (path, node) => checked(path, node, jsonPathCheck)),
  describe: (path) => `json-path ${path}`,
  async apply(value, path, context) {
    if (typeof value !== 'string')
      return needsText(value, context, ' (a JSON node is selected with the query’s own path)');
    if (isCostlyJsonPath(path))
      return answered(await context.queries.jsonPath(textBody(value), path, context.remainingMs));
    let json: unknown;
    try {
      json = JSON.parse(value);
    } catch (error) {
      return cannot(value, `not JSON (${exhaustedReason(error) ?? (error as Error).message})`, context);
    }
    try {
      const selected = await selectJsonPathBounded(json, path, context);
      return 'values' in selected ? several(selected.values) : selected;
    } catch (error) {
      const why = exhaustedReason(error);
      if (why === undefined) throw error;
      return { error: why };
    }
  },
});

export const xpath = defineFilter<string>({
  name: 'xpath',
  hurl: 'xpath',
  summary: 'an XPath 1.0 result over an XML or HTML text (a node set gives its nodes’ texts)',
  argument: textArgument('an XPath 1.0 expression', (expression, node) => checked(expression, node, xpathCheck)),
  describe: (expression) => `xpath ${expression}`,
  async apply(value, expression, context) {
    if (typeof value !== 'string') return needsText(value, context);
    return answered(await context.queries.xpath(textBody(value), expression, context.remainingMs));
  },
});

export const location = defineFilter<undefined>({
  name: 'location',
  hurl: 'location',
  summary: 'the absolute URL a redirect (an item of the `redirects` query) points to',
  apply(value, _argument, context) {
    const target = typeof value === 'object' && value !== null ? (value as { location?: unknown }).location : undefined;
    return typeof target === 'string' ? { value: target } : cannot(value, 'not a redirect with a `location`', context);
  },
});

export const urlQueryParam = defineFilter<string>({
  name: 'url-query-param',
  hurl: 'urlQueryParam',
  summary: 'the (decoded) value of a query parameter of a URL; a parameter it lacks selects nothing',
  argument: textArgument('a query parameter name'),
  describe: (name) => `url-query-param ${name}`,
  apply(value, name, context) {
    if (typeof value !== 'string') return needsText(value, context);
    let url: URL;
    try {
      url = new URL(value, 'http://relative.invalid/');
    } catch {
      return cannot(value, 'not a URL', context);
    }
    const found = url.searchParams.get(name);
    return found === null ? { nothing: true } : { value: found };
  },
});

function checkedPattern(pattern: string, node: ArgumentNode): boolean {
  const problem = regexProblem(pattern);
  if (problem !== undefined) {
    node.error(
      `\`regex\` is not a valid regular expression: ${problem}`,
      'patterns use JavaScript regular expression syntax',
    );
    return false;
  }
  // An empty alternative always matches, and the match has one slot per group.
  if (new RegExp(`${pattern}|`).exec('')!.length === 1) {
    node.error('`regex` has no capture group', 'put the part to keep in parentheses, e.g. `{ regex: "id=(\\\\d+)" }`');
    return false;
  }
  return true;
}

function checked(text: string, node: ArgumentNode, check: (text: string) => { message: string } | undefined): boolean {
  const problem = check(text);
  if (problem === undefined) return true;
  node.error(problem.message);
  return false;
}

/** A text the query worker reads as a body of its own (XML, or HTML when it starts as HTML). */
function textBody(text: string) {
  return { text, header: () => [] };
}

function answered(answer: WorkerAnswer): FilterOutcome {
  return answer.ok ? several(answer.values) : answer;
}

function several(values: unknown[]): FilterOutcome {
  if (values.length === 0) return { nothing: true };
  return { value: values.length === 1 ? values[0] : values };
}
