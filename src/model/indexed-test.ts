// A test of a checked collection kept as a compact entry — its place, id, dependencies, tags, name,
// method and position, what planning and reporting ask of every test — whose full definition is
// read again from the collection's text (or made again from its data row) when the run needs it,
// and let go once newer ones are read. So a run holds what is in flight, not every test: the model
// of a test is ~1 KB, and a collection may hold 100,000 of them.
import type {
  AuthDefinition,
  BodyDefinition,
  CaptureDefinition,
  HeaderDefinition,
  HttpMethod,
  NameValue,
  RequestOptionsDefinition,
  RetryDefinition,
  SourcePosition,
  Template,
  TestDefinition,
  ValidatorDefinition,
} from './index.ts';
import { holdYoungGeneration } from './young-generation.ts';

/**
 * How many full definitions are kept, over every indexed test, for what observers read of a test
 * that just finished (its URL, its metadata). The engine holds the definition of a test it runs
 * (`fullDefinition`); an older one is read again when asked for. Few, so that a definition dies
 * young: one kept for many tests outlives V8's young generation and is promoted.
 */
const RECENT_DEFINITIONS = 32;

/**
 * The definitions read most recently, in a ring: a test finds its definition there until its slot
 * is taken. Arrays, not a Map: entries joining and leaving all run long would chain a Map's
 * discarded tables through promoted garbage (docs/performance.md).
 */
const recentTests: (IndexedTest | undefined)[] = new Array(RECENT_DEFINITIONS).fill(undefined);
const recentDefinitions: (TestDefinition | undefined)[] = new Array(RECENT_DEFINITIONS).fill(undefined);
let nextSlot = 0;

/** What few tests have: kept apart, so the entry of a test without them is a few numbers. */
interface Rare {
  id?: string;
  name?: string;
  dependsOn: string[];
  method: HttpMethod;
  tags: string[];
}

const NONE: never[] = Object.freeze([]) as never[];
const PLAIN: Rare = Object.freeze({ dependsOn: NONE, method: 'GET', tags: NONE });

export abstract class IndexedTest implements TestDefinition {
  index: number;
  readonly #line: number;
  readonly #column: number;
  readonly #rare: Rare;

  /** The entry of `definition` (just read, and then let go) as test `index` of its collection. */
  constructor(definition: TestDefinition, index: number) {
    this.index = index;
    this.#line = definition.position.line;
    this.#column = definition.position.column;
    const { id, name, dependsOn, method, tags } = definition;
    this.#rare =
      id === undefined && name === undefined && dependsOn.length === 0 && method === 'GET' && tags.length === 0
        ? PLAIN
        : { id, name, dependsOn, method, tags };
  }

  get id(): string | undefined {
    return this.#rare.id;
  }
  get name(): string | undefined {
    return this.#rare.name;
  }
  get dependsOn(): string[] {
    return this.#rare.dependsOn;
  }
  get method(): HttpMethod {
    return this.#rare.method;
  }
  get tags(): string[] {
    return this.#rare.tags;
  }
  get position(): SourcePosition {
    return { line: this.#line, column: this.#column };
  }

  /** The full definition again: read from the text, or made from the data row. */
  protected abstract read(): TestDefinition;

  get url(): Template {
    return this.definition().url;
  }
  get headers(): HeaderDefinition[] {
    return this.definition().headers;
  }
  get query(): NameValue[] | undefined {
    return this.definition().query;
  }
  get body(): BodyDefinition | undefined {
    return this.definition().body;
  }
  get auth(): AuthDefinition | undefined {
    return this.definition().auth;
  }
  get retry(): RetryDefinition | undefined {
    return this.definition().retry;
  }
  get validators(): ValidatorDefinition[] {
    return this.definition().validators;
  }
  get captures(): CaptureDefinition[] {
    return this.definition().captures;
  }
  get metadata(): unknown {
    return this.definition().metadata;
  }
  get timeoutMs(): number | undefined {
    return this.definition().timeoutMs;
  }
  get requestOptions(): RequestOptionsDefinition | undefined {
    return this.definition().requestOptions;
  }

  /** The full definition, as a plain object (what the engine runs): the recent one, else read again. */
  definition(): TestDefinition {
    const slot = recentTests.indexOf(this);
    if (slot !== -1) return recentDefinitions[slot]!;
    const definition = this.read();
    // Read as its written place; numbered as the entry is (data rows before it add tests).
    definition.index = this.index;
    recentTests[nextSlot] = this;
    recentDefinitions[nextSlot] = definition;
    nextSlot = (nextSlot + 1) % RECENT_DEFINITIONS;
    return definition;
  }
}

/** The definition the engine runs: a plain object, read in full for an indexed test. */
export function fullDefinition(test: TestDefinition): TestDefinition {
  holdYoungGeneration();
  return test instanceof IndexedTest ? test.definition() : test;
}

/** Where a collection's tests are read again from: its text, item by item. */
export interface TestText {
  /** Test `item` (its place in the written list) read again; throws if it no longer reads (an assay bug). */
  read(item: number): TestDefinition;
}

/** A test read again from its collection's text when it is needed. */
export class TextTest extends IndexedTest {
  readonly #text: TestText;
  readonly #item: number;

  constructor(definition: TestDefinition, index: number, text: TestText, item: number) {
    super(definition, index);
    this.#text = text;
    this.#item = item;
  }

  protected read(): TestDefinition {
    return this.#text.read(this.#item);
  }
}
