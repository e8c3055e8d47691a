// A test with `data` becomes one test per row once the collection is checked: each row's values
// are written into the test's templates (JSON-escaped inside a JSON body) and its name, so every
// report lists the rows as tests of their own.
import type { Collection, Template, TemplatePart, TestDefinition } from '../model/index.ts';

const DATA_IN_NAME = /\$\{\{\s*data\.([A-Za-z_][\w.-]*)\s*\}\}/g;

export function expandDataRows(collection: Collection): Collection {
  if (!collection.tests.some((test) => test.data)) return collection;
  const tests: TestDefinition[] = [];
  for (const test of collection.tests) {
    if (!test.data) {
      tests.push({ ...test, index: tests.length });
      continue;
    }
    const { data, ...rest } = test;
    for (const [i, row] of data.rows.entries()) {
      const expanded = withRow(rest, row) as TestDefinition;
      tests.push({ ...expanded, index: tests.length, name: rowName(test, row, i + 1), dataRow: i + 1 });
    }
  }
  return { ...collection, tests };
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
