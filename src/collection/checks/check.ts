// Checks across the tests of a collection: ids, dependencies, cycles, and the references a test
// makes to context values, variables, secrets and environment variables.
import type { Diagnostic, Template } from '../../model/index.ts';
import type { TokenUse } from '../formats/assay/fields.ts';
import type { CollectionHead, ParsedTest } from '../formats/assay/parse.ts';
import type { WrittenUrl } from '../formats/assay/fields/url.ts';
import { absoluteUrlProblem, likelyUrl } from '../formats/assay/url.ts';
import type { Span } from '../yaml/parse-context.ts';
import { closest } from '../../model/suggest.ts';

export interface CheckInputs {
  variables: Record<string, string>;
  secrets: Record<string, string>;
  env: Record<string, string | undefined>;
}

/** Reports a problem of the collection at a place in it. */
export type Report = (span: Span, code: string, message: string, hint?: string) => void;

/** A `Report` adding errors of `file` to `diagnostics`. */
export function reporter(file: string, diagnostics: Diagnostic[]): Report {
  return (span, code, message, hint) => {
    diagnostics.push({
      severity: 'error',
      code,
      message,
      file,
      line: span.line,
      column: span.column,
      length: span.length,
      ...(hint ? { hint } : {}),
    });
  };
}

/**
 * What the checks across tests need to know of one test (ids, dependencies, what it captures and
 * reads from the context): the rest of the test is not kept while the others are read.
 */
export interface TestFacts {
  id?: string;
  idSpan?: Span;
  dependsOn: readonly string[];
  /** One span per `dependsOn` entry, in order. */
  dependsOnSpans: readonly Span[];
  line: number;
  /** Its `${{ context.x }}` references. */
  contextUses: readonly TokenUse[];
  captures: readonly { name: string; secret: boolean }[];
}

const NONE: never[] = Object.freeze([]) as never[];

/** The facts of a test that nothing across tests asks about. */
const NO_FACTS: TestFacts = Object.freeze({
  dependsOn: NONE,
  dependsOnSpans: NONE,
  line: 0,
  contextUses: NONE,
  captures: NONE,
});

/**
 * What the checks across tests need of `test`; undefined for a test that has no id, depends on no
 * test, captures nothing and reads no context value (most tests), which nothing across tests asks about.
 */
export function factsOf(test: ParsedTest): TestFacts | undefined {
  const { definition } = test;
  const contextUses = test.tokens.filter((token) => token.part.kind === 'ref' && token.part.namespace === 'context');
  if (
    definition.id === undefined &&
    definition.dependsOn.length === 0 &&
    definition.captures.length === 0 &&
    contextUses.length === 0
  )
    return undefined;
  const facts: TestFacts = {
    dependsOn: definition.dependsOn,
    dependsOnSpans: test.dependsOnSpans.length === 0 ? NONE : test.dependsOnSpans,
    line: definition.position.line,
    contextUses: contextUses.length === 0 ? NONE : contextUses,
    captures:
      definition.captures.length === 0
        ? NONE
        : definition.captures.map((capture) => ({ name: capture.name, secret: capture.type === 'secret' })),
  };
  if (definition.id !== undefined) facts.id = definition.id;
  if (test.idSpan) facts.idSpan = test.idSpan;
  return facts;
}

/** The checks of the collection's own fields. */
export function checkHead(head: CollectionHead, inputs: CheckInputs, report: Report): void {
  for (const token of head.baseUrlTokens) {
    if (token.part.kind === 'ref' && token.part.namespace === 'context')
      report(
        token.span,
        'context-in-base-url',
        '`baseUrl` cannot use `context` values: no test has run when it is needed',
      );
  }
  checkInputs(head.baseUrlTokens, inputs, report);
  if (head.baseUrl) checkRenderedUrl('baseUrl', head.baseUrl, inputs, report);
}

/** The checks of one test on its own: the values it names are given, its own URL is usable. */
export function checkTest(test: ParsedTest, inputs: CheckInputs, report: Report): void {
  checkInputs(test.tokens, inputs, report);
  if (test.ownUrl) checkRenderedUrl('url', test.ownUrl, inputs, report);
}

/** The checks across the tests of a collection: ids, dependencies, cycles, context values. */
export function checkAcrossTests(written: readonly (TestFacts | undefined)[], report: Report): void {
  const tests = written.map((facts) => facts ?? NO_FACTS);
  const byId = indexIds(tests, report);
  const edges = tests.map((test) => dependencies(test, byId, report));
  reportCycles(tests, edges, report);
  for (let index = 0; index < tests.length; index++) checkContext(tests, edges, index, report);
}

function indexIds(tests: readonly TestFacts[], report: Report): Map<string, number> {
  const byId = new Map<string, number>();
  for (const [index, test] of tests.entries()) {
    const id = test.id;
    if (id === undefined || !test.idSpan) continue;
    const first = byId.get(id);
    if (first === undefined) byId.set(id, index);
    else
      report(
        test.idSpan,
        'duplicate-id',
        `duplicate id \`${id}\``,
        `the test at line ${tests[first].line} already has this id; ids are unique within a collection`,
      );
  }
  return byId;
}

/** Indexes of the tests `test` depends on directly. */
function dependencies(test: TestFacts, byId: Map<string, number>, report: Report): number[] {
  if (test.dependsOn.length === 0) return NONE;
  const edges: number[] = [];
  for (const [position, id] of test.dependsOn.entries()) {
    const target = byId.get(id);
    if (target !== undefined) {
      edges.push(target);
      continue;
    }
    const near = closest(id, [...byId.keys()]);
    const hint = near
      ? `did you mean \`${near}\`?`
      : byId.size === 0
        ? 'no test in this collection has an `id`'
        : `the ids in this collection are ${[...byId.keys()].map((known) => `\`${known}\``).join(', ')}`;
    report(test.dependsOnSpans[position], 'unknown-dependency', `\`dependsOn\` names an unknown id \`${id}\``, hint);
  }
  return edges;
}

/** Every dependency cycle once, reported at the `dependsOn` of its first test, as `a → b → a`. */
function reportCycles(tests: readonly TestFacts[], edges: number[][], report: Report): void {
  const state = new Array<'new' | 'active' | 'done'>(tests.length).fill('new');
  for (let root = 0; root < tests.length; root++) {
    if (state[root] !== 'new') continue;
    // Iterative depth-first search: collections may hold long dependency chains.
    const stack: { node: number; next: number }[] = [{ node: root, next: 0 }];
    state[root] = 'active';
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      if (frame.next >= edges[frame.node].length) {
        state[frame.node] = 'done';
        stack.pop();
        continue;
      }
      const target = edges[frame.node][frame.next++];
      if (state[target] === 'new') {
        state[target] = 'active';
        stack.push({ node: target, next: 0 });
      } else if (state[target] === 'active') {
        const cycle = stack.slice(stack.findIndex((entry) => entry.node === target)).map((entry) => entry.node);
        const first = Math.min(...cycle);
        const start = cycle.indexOf(first);
        const ordered = [...cycle.slice(start), ...cycle.slice(0, start), first];
        const names = ordered.map((index) => tests[index].id ?? `#${index + 1}`);
        const from = tests[first];
        const next = ordered[1];
        const span = from.dependsOnSpans[from.dependsOn.indexOf(tests[next].id ?? '')] ?? from.dependsOnSpans[0];
        const message =
          cycle.length === 1 ? `test \`${names[0]}\` depends on itself` : `dependency cycle: ${names.join(' → ')}`;
        report(
          span,
          'dependency-cycle',
          message,
          cycle.length === 1 ? 'remove this `dependsOn` entry' : 'remove one of these `dependsOn` entries',
        );
      }
    }
  }
}

/** `${{ context.x }}` needs a test this one depends on (directly or transitively) to capture `x`. */
function checkContext(tests: readonly TestFacts[], edges: number[][], index: number, report: Report): void {
  const uses = tests[index].contextUses;
  if (uses.length === 0) return;
  const nameOf = (use: TokenUse) => (use.part.kind === 'ref' ? use.part.name : '');
  // Walk the ancestors nearest first and stop once every name is found: a long chain of tests
  // that each read what their parent captured costs one step per test, not the whole chain.
  const missing = new Set(uses.map(nameOf));
  const secret = new Set<string>();
  const seen = new Set<number>();
  const queue = [...edges[index]];
  for (let head = 0; head < queue.length && missing.size > 0; head++) {
    const next = queue[head];
    if (seen.has(next)) continue;
    seen.add(next);
    for (const capture of tests[next].captures) {
      if (missing.delete(capture.name) && capture.secret) secret.add(capture.name);
    }
    for (const ancestor of edges[next]) queue.push(ancestor);
  }
  for (const use of uses) {
    const name = nameOf(use);
    if (use.shown && secret.has(name))
      report(
        use.span,
        'secret-shown',
        `\`variable\` cannot read \`context.${name}\`: it is captured as a secret, and a check shows the value it compares`,
        `compare a response with it instead, e.g. \`body-contains: \${{ context.${name} }}\``,
      );
    if (!missing.has(name)) continue;
    report(
      use.span,
      'context-not-captured',
      `\`context.${name}\` is not captured by any test this test depends on`,
      contextHint(tests, index, name),
    );
  }
}

function contextHint(tests: readonly TestFacts[], index: number, name: string): string {
  const capturer = tests.findIndex(
    (test, position) => position !== index && test.captures.some((capture) => capture.name === name),
  );
  if (capturer !== -1) {
    const test = tests[capturer];
    return test.id !== undefined
      ? `the test \`${test.id}\` (line ${test.line}) captures \`${name}\`: add \`dependsOn: ${test.id}\``
      : `the test at line ${test.line} captures \`${name}\`: give it an \`id\` and name that id in \`dependsOn\``;
  }
  if (tests[index].captures.some((capture) => capture.name === name)) {
    return 'this test captures it from its own response, which is not known yet when its request is sent';
  }
  const near = closest(name, [...new Set(tests.flatMap((test) => test.captures.map((capture) => capture.name)))]);
  return near
    ? `did you mean \`${near}\`?`
    : `no test in this collection captures \`${name}\`; add a \`context\` entry with \`name: ${name}\` to the test that returns it`;
}

function checkInputs(tokens: readonly TokenUse[], inputs: CheckInputs, report: Report): void {
  for (const { part, span } of tokens) {
    if (part.kind !== 'ref') continue;
    if (part.namespace === 'vars' && !Object.hasOwn(inputs.variables, part.name)) {
      report(
        span,
        'undefined-variable',
        `variable \`${part.name}\` is not given`,
        givenHint(part.name, inputs.variables, `--variables ${part.name}=…`),
      );
    } else if (part.namespace === 'secrets' && !Object.hasOwn(inputs.secrets, part.name)) {
      report(
        span,
        'undefined-secret',
        `secret \`${part.name}\` is not given`,
        givenHint(part.name, inputs.secrets, `--secrets ${part.name}=…`),
      );
    } else if (part.namespace === 'env' && inputs.env[part.name] === undefined) {
      report(
        span,
        'undefined-env',
        `environment variable \`${part.name}\` is not set`,
        `set \`${part.name}\` in the environment of the run`,
      );
    }
  }
}

/**
 * A URL made of text, variables and environment values is known before anything is sent: render
 * it and check it, so `--variables host=api.example.com` is one diagnostic, not every test
 * erroring at run time. URLs with secrets (never shown), context values or functions wait for
 * the run.
 */
function checkRenderedUrl(key: 'baseUrl' | 'url', url: WrittenUrl, inputs: CheckInputs, report: Report): void {
  const rendered = renderKnown(url.template, inputs);
  if (rendered === undefined || rendered === url.template.source) return;
  const problem = absoluteUrlProblem(rendered);
  if (problem === undefined) return;
  const likely = likelyUrl(rendered);
  const only = url.template.parts.length === 1 ? url.template.parts[0] : undefined;
  const fix =
    only?.kind === 'ref'
      ? only.namespace === 'vars'
        ? ` (pass \`--variables ${only.name}=${likely}\`)`
        : ` (set \`${only.name}=${likely}\` in the environment)`
      : '';
  report(
    url.span,
    key === 'baseUrl' ? 'invalid-base-url' : 'invalid-url',
    `\`${key}: ${url.template.source}\` gives an unusable URL: ${problem}`,
    likely ? `did you mean \`${likely}\`?${fix}` : undefined,
  );
}

/** The template's text when every part is known before the run (text, variables, environment). */
function renderKnown(template: Template, inputs: CheckInputs): string | undefined {
  let text = '';
  for (const part of template.parts) {
    if (part.kind === 'text') text += part.text;
    else if (part.kind === 'ref' && part.namespace === 'vars' && Object.hasOwn(inputs.variables, part.name))
      text += inputs.variables[part.name];
    else if (part.kind === 'ref' && part.namespace === 'env' && inputs.env[part.name] !== undefined)
      text += inputs.env[part.name];
    else return undefined;
  }
  return text;
}

/** Only names are ever mentioned, never values: secrets must not leak into messages. */
function givenHint(name: string, given: Record<string, string>, option: string): string {
  const near = closest(name, Object.keys(given));
  return near ? `did you mean \`${near}\`? (or pass \`${option}\`)` : `pass \`${option}\``;
}
