// The bundles written with Latin-1 alone: every character past U+00FF becomes a `\u` escape. Node
// reads a module's file into a string, and V8 keeps a string holding any such character with two
// bytes per character, so one `…` in a comment doubles the memory its whole chunk's source takes,
// and decoding it is slower (docs/performance.md, "Start-up"). Latin-1 stays as written (U+00A0 is
// whitespace between tokens, where an escape is not allowed). An escape means the character itself
// in a string, an untagged template, a regular expression (a pair of escaped surrogates is one code
// point under the `u` and `v` flags, two code units without), an identifier and a comment; a tagged
// template's raw text is the one place it would not, so those are kept as written (found by parsing
// the file with TypeScript). U+2028 and U+2029 end a `//` comment, and the other spaces past Latin-1
// separate tokens, where an escape would do neither: they are kept as written too.
import ts from 'typescript';

const BEYOND_LATIN1 = /(\\*)([\u0100-\u{10ffff}])/gu;
const SEPARATOR = /^[\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$/;

/** The text with every character past Latin-1 escaped, outside tagged templates. */
export function latin1Only(text: string, file: string): string {
  if (!/[\u0100-\u{10ffff}]/u.test(text)) return text;
  const kept = taggedTemplates(text, file);
  let next = 0;
  return text.replace(BEYOND_LATIN1, (match, backslashes: string, character: string, offset: number) => {
    while (next < kept.length && kept[next][1] <= offset) next++;
    if ((next < kept.length && kept[next][0] <= offset) || SEPARATOR.test(character)) return match;
    // `\…` (an escaped character that needs no escape) is the character: its backslash goes.
    const before = backslashes.length % 2 === 1 ? backslashes.slice(1) : backslashes;
    return before + escape(character);
  });
}

function escape(character: string): string {
  let escaped = '';
  for (let i = 0; i < character.length; i++) escaped += `\\u${character.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return escaped;
}

/** [start, end) of each tagged template's literal, in order. */
function taggedTemplates(text: string, file: string): [number, number][] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const ranges: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node)) ranges.push([node.template.getStart(source), node.template.end]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ranges.sort((a, b) => a[0] - b[0]);
}
