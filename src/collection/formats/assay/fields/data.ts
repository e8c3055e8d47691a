// `data`: the rows a test runs once each for, from a CSV file (RFC 4180, header row), a JSON file
// (an array of objects) or an inline list of mappings. Problems are reported at the `data` value,
// with the line of the file where they are.
import { extname } from 'node:path';
import type { DataRows } from '../../../../model/index.ts';
import { namedText } from '../../../../model/file-access.ts';
import { valueSpan, type Field } from '../fields.ts';
import { describeNode, scalarText, type Reader } from '../../../yaml/parse-context.ts';
import { isMap, isSeq } from '../../../yaml/tree.ts';
import { readPlain } from '../values.ts';
import { plural } from '../../../../model/values.ts';

/** More rows than this is a mistake (a wrong file) rather than a test plan. */
const MAX_ROWS = 10_000;

export function readData(reader: Reader, field: Field): DataRows | undefined {
  const span = valueSpan(reader, field);
  const fail = (message: string, hint?: string): undefined => void reader.error(span, 'invalid-data', message, hint);
  if (isSeq(field.value)) {
    const value = readPlain(reader, field.value);
    return Array.isArray(value) ? fromObjects(value, 'inline', fail) : undefined;
  }
  const written = scalarText(field.value);
  if (written === undefined || isMap(field.value))
    return fail(
      `\`data\` must be a .csv or .json file or a list of rows, got ${describeNode(field.value)}`,
      'e.g. `data: fixtures/users.csv` or `data: [{ name: ann }, { name: bob }]`',
    );
  const kind = extname(written).toLowerCase();
  if (kind !== '.csv' && kind !== '.json') return fail(`\`data\` file \`${written}\` must end in .csv or .json`);
  const file = reader.readNamedFile(written);
  if ('problem' in file) {
    reader.error(span, 'invalid-file', `\`data\`: ${file.problem}`, reader.fileHint);
    return undefined;
  }
  const text = namedText(file);
  if (kind === '.json') {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return fail(`\`${written}\` is not valid JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(value)) return fail(`\`${written}\` must hold an array of objects`);
    return fromObjects(value, written, (message) => fail(`\`${written}\`: ${message}`));
  }
  const table = parseCsv(text);
  if (typeof table === 'string') return fail(`\`${written}\`: ${table}`);
  const [header, ...records] = table;
  if (!header || header.fields.every((name) => name === '')) return fail(`\`${written}\` has no header row`);
  const duplicate = header.fields.find((name, i) => header.fields.indexOf(name) !== i);
  if (duplicate !== undefined) return fail(`\`${written}\`: column \`${duplicate}\` appears twice in the header`);
  for (const record of records) {
    if (record.fields.length !== header.fields.length)
      return fail(
        `\`${written}\` line ${record.line}: the row has ${plural(record.fields.length, 'field')}, the header has ${header.fields.length}`,
        'every row has as many fields as the header (RFC 4180); quote a field that holds a comma',
      );
  }
  if (records.length === 0) return fail(`\`${written}\` has a header but no rows`);
  if (records.length > MAX_ROWS) return fail(`\`${written}\` has more than ${MAX_ROWS} rows`);
  return {
    source: written,
    columns: header.fields,
    rows: records.map((record) => Object.fromEntries(header.fields.map((name, i) => [name, record.fields[i]!]))),
  };
}

function fromObjects(values: unknown[], source: string, fail: (message: string) => undefined): DataRows | undefined {
  if (values.length === 0) return fail('the list of rows is empty');
  if (values.length > MAX_ROWS) return fail(`more than ${MAX_ROWS} rows`);
  const columns: string[] = [];
  const rows: Record<string, string>[] = [];
  for (const [index, value] of values.entries()) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return fail(`row ${index + 1} is not a mapping of column names to values`);
    const row: Record<string, string> = {};
    for (const [name, cell] of Object.entries(value)) {
      if (!columns.includes(name)) columns.push(name);
      row[name] = cell === null ? '' : typeof cell === 'object' ? JSON.stringify(cell) : String(cell);
    }
    rows.push(row);
  }
  // A column missing from a row is empty in that row, so every row has every column.
  for (const row of rows) for (const name of columns) row[name] ??= '';
  return { source, columns, rows };
}

interface CsvRecord {
  /** 1-based line where the record starts. */
  line: number;
  fields: string[];
}

/** RFC 4180 records (CRLF or LF line ends, `"` quoting with `""`), or what is wrong and where. */
export function parseCsv(text: string): CsvRecord[] | string {
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const record: CsvRecord = { line, fields: [] };
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        const opened = line;
        i++;
        for (;;) {
          if (i >= text.length) return `line ${opened}: a quoted field is not closed`;
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\n') line++;
          field += c;
          i++;
        }
        if (i < text.length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r')
          return `line ${line}: text after a closing quote`;
      } else {
        while (i < text.length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          if (text[i] === '"') return `line ${line}: a quote inside an unquoted field (quote the whole field)`;
          field += text[i++];
        }
      }
      record.fields.push(field);
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '\r') i++;
      if (text[i] === '\n') i++;
      line++;
      break;
    }
    // A blank line (a lone empty field) is no record: files often end with one.
    if (!(record.fields.length === 1 && record.fields[0] === '')) records.push(record);
  }
  return records;
}
