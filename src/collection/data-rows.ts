// A test with `data` becomes one test per row once the collection is checked: each row's values
// are written into the test's templates (JSON-escaped inside a JSON body) and its name, so every
// report lists the rows as tests of their own. A row's test is made when the run needs it, from the
// test with `data` (held once, with its rows): 10,000 rows are not 10,000 definitions in memory.
import type { Template, TemplatePart, TestDefinition } from '../model/index.ts';
import { IndexedTest } from '../model/indexed-test.ts';

const DATA_IN_NAME = /\$\{\{\s*data\.([A-Za-z_][\w.-]*)\s*\}\}/g;

/** The tests with every test with `data` replaced by one test per row, each numbered by its new place. */
export function expandDataRows(tests: TestDefinition[]): TestDefinition[] {
  if (!tests.some((test) => test.data)) return tests;
  const expanded: TestDefinition[] = [];
  for (const test of tests) {
    if (!test.data) {
      test.index = expanded.length;
      expanded.push(test);
      continue;
    }
    const { data, ...rest } = test;
    for (const [i, row] of data.rows.entries()) {
      expanded.push(new DataRowTest(rest, row, i + 1, expanded.length, rowName(test, row, i + 1)));
    }
  }
  return expanded;
}

/** One row of a test with `data`: its definition is made from the test and the row when asked for. */
class DataRowTest extends IndexedTest {
  readonly dataRow: number;
  readonly #test: Omit<TestDefinition, 'data'>;
  readonly #row: Record<string, string>;

  constructor(
    test: Omit<TestDefinition, 'data'>,
    row: Record<string, string>,
    dataRow: number,
    index: number,
    name: string,
  ) {
    super({ ...test, name } as TestDefinition, index);
    this.dataRow = dataRow;
    this.#test = test;
    this.#row = row;
  }

  protected read(): TestDefinition {
    const filled = withRow(this.#test, this.#row) as TestDefinition;
    return { ...filled, index: this.index, name: this.name, dataRow: this.dataRow };
  }
}

/** The templated `name` with the row's values; without data references, the name and the row number. */
function rowName(test: TestDefinition, row: Record<string, string>, number: number): string {
  const filled = (text: string) => text.replace(DATA_IN_NAME, (_, name: string) => row[name] ?? '');
  if (test.name !== undefined && filled(test.name) !== test.name) return filled(test.name);
  return `${test.name ?? `${test.method} ${filled(test.url.source)}`} [row ${number}]`;
}

/** A copy of `value` with every template's `data` references replaced by the row's values. */
function withRow(value: unknown, row: Record<string, string>, json = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withRow(item, row, json));
  if (typeof value !== 'object' || value === null) return value;
  if (isTemplate(value)) return substitute(value, row, json);
  const isJsonBody = (value as { kind?: unknown }).kind === 'json';
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withRow(item, row, isJsonBody)]));
}

function substitute(template: Template, row: Record<string, string>, json: boolean): Template {
  if (!template.parts.some((part) => part.kind === 'ref' && part.namespace === 'data')) return template;
  const parts: TemplatePart[] = template.parts.map((part) => {
    if (part.kind !== 'ref' || part.namespace !== 'data') return part;
    const value = row[part.name] ?? '';
    return { kind: 'text', text: json ? JSON.stringify(value).slice(1, -1) : value };
  });
  return { source: template.source, parts };
}

function isTemplate(value: object): value is Template {
  return 'parts' in value && 'source' in value && Array.isArray((value as Template).parts);
}
