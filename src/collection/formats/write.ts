// Writing assay YAML collections from importers: a header comment, the collection keys, and one
// test per entry with the comments that say what could not be carried over.
import { stringify } from 'yaml';

export interface WrittenTest {
  entry: Record<string, unknown>;
  /** Comment lines written above the test. */
  notes: string[];
  /** Set when the entry cannot be written as a test: it is written commented out with this reason. */
  skipped?: string;
}

export function writeCollection(header: string[], top: Record<string, unknown>, tests: WrittenTest[]): string {
  let text = header.map((line) => `# ${line}\n`).join('');
  text += stringify(top, { lineWidth: 0 });
  const written = tests.filter((test) => test.skipped === undefined).length;
  text += written === 0 ? 'tests: []\n' : 'tests:\n';
  for (const test of tests) {
    text += '\n';
    for (const note of test.notes) text += `  # ${note}\n`;
    const block = stringify([test.entry], { lineWidth: 0 }).replace(/^(?=.)/gm, '  ');
    if (test.skipped !== undefined) {
      text += `  # not converted: ${test.skipped}\n`;
      text += block.replace(/^( *)(?=\S)/gm, '$1# ');
    } else text += block;
  }
  return text;
}
