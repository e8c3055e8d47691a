// `npm run docs:cli`: rewrites the option tables of docs/cli.md from the option declarations
// (src/session/options/options.ts, and those of assay merge, fuzz and serve), so the docs never drift from
// --help. A test checks them.
import { readFileSync, writeFileSync } from 'node:fs';
import { markdownTable } from '../src/session/options/option-table.ts';
import { OPTIONS, SECTIONS } from '../src/session/options/options.ts';
import { MERGE_OPTIONS } from '../src/cli/commands/merge.ts';
import { FUZZ_OPTIONS } from '../src/fuzz/options.ts';
import { SERVE_OPTIONS } from '../src/server/options.ts';

const path = 'docs/cli.md';
const tables = [
  ...SECTIONS.map((section) => markdownTable(OPTIONS, section)),
  markdownTable(MERGE_OPTIONS, 'merge'),
  markdownTable(FUZZ_OPTIONS, 'fuzz'),
  markdownTable(SERVE_OPTIONS, 'serve'),
];
// Each generated table replaces the table that stands in its place, in order of appearance.
const blocks = readFileSync(path, 'utf8').split(/(?<=\n)(?=\| option \|)|(?<=\|\n)(?=\n)/);
let next = 0;
const text = blocks
  .map((block) =>
    block.startsWith('| option |') && next < tables.length ? tables[next++].replace(/\n?$/, '\n') : block,
  )
  .join('');
if (next !== tables.length) throw new Error(`${path} has ${next} option tables; expected ${tables.length}`);
writeFileSync(path, text);
