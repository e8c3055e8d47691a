// The repairs xpath-speed.ts makes to @xmldom/xmldom and the `xpath` package change how fast they
// answer, never what: the same documents and expressions are evaluated here (with the repairs, as the
// query worker does) and in a child process by the libraries as published, and must agree, parse
// errors included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { evaluateXPath, parseMarkup } from '../../../src/engine/queries/xpath-document.ts';

const ITEMS = Array.from(
  { length: 12 },
  (_, i) => `<item${i % 3 === 0 ? '' : ` id="${i}"`}><name>item ${i}</name><price>${i * 3}</price></item>`,
).join('');
const DOCUMENTS = [
  `<?xml version="1.0"?><catalog xmlns:x="urn:x"><title>Shop</title>${ITEMS}<x:note x:a="1">n</x:note></catalog>`,
  '<é><ü-x>1</ü-x><ü-x >2</ü-x ><_a.b-c>3</_a.b-c></é>',
  // The parser's other paths: a DOCTYPE without entities, a processing instruction, a comment, CDATA.
  '<?xml version="1.0"?><!DOCTYPE catalog SYSTEM "c.dtd"><?style href="s"?><catalog><!-- c --><title><![CDATA[Sh<op>]]></title><item id="4"><name>n</name><price>40</price></item></catalog>',
  // Not well-formed: each must fail with the library's own message.
  '<a><b></c></a>',
  '<a></a\n x>',
  '<a></1a>',
  '<a>text</a>trailing',
];
const EXPRESSIONS = [
  '//item[price > 10]/name',
  'count(//item[price > 10])',
  '//item[last()]/name',
  '//item[position() mod 2 = 0][2]/name',
  'string(//item[@id = 4]/name)',
  'sum(//item[name[contains(., "1")]]/price)',
  'concat(//title, "-", translate(//title, "S", "s"), "-", string-length(//title))',
  '//item[price > 10 and price < 20]/name | //title',
  '(//item/name)[last() - 1]',
  '//item[count(preceding-sibling::item) = 2]/name',
  'boolean(//item[not(@id)])',
  '//item[not(@id)][position() > 1]/price',
  '//*[local-name() = "note"]/@*[local-name() = "a"]',
  'name(/*)',
  '//*[starts-with(name(), "ü")]',
  'floor(sum(//price) div count(//price))',
];

/** What the published libraries answer, evaluated in a child process that loads them untouched. */
function unpatched(): unknown[] {
  const script = `
    import { DOMParser } from '@xmldom/xmldom';
    import xpath from 'xpath';
    const [documents, expressions] = JSON.parse(process.argv[1]);
    const answers = documents.map((text) => {
      // As parseMarkup reads it: the first error reported, or the message it throws with.
      let problem;
      let document;
      try {
        document = new DOMParser({ onError: (level, message) => { if (level !== 'warning') problem ??= message; } })
          .parseFromString(text, 'text/xml');
      } catch (error) {
        return { error: (problem ?? error.message).split(String.fromCharCode(10))[0] };
      }
      if (problem !== undefined) return { error: problem };
      return expressions.map((expression) => {
        const result = xpath.select(expression, document);
        return Array.isArray(result) ? result.map((node) => node.textContent) : [result];
      });
    });
    process.stdout.write(JSON.stringify(answers));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify([DOCUMENTS, EXPRESSIONS])],
    // From the repository, whose node_modules hold the libraries.
    { encoding: 'utf8', cwd: fileURLToPath(new URL('../../..', import.meta.url)) },
  );
  return JSON.parse(output) as unknown[];
}

test('with the speed repairs, XML parses and XPath answers exactly as the published libraries do', () => {
  const expected = unpatched();
  // Twice: the second time every expression and every regular expression of the parser is cached.
  for (let round = 0; round < 2; round++) {
    const answers = DOCUMENTS.map((text) => {
      const document = parseMarkup(text, 'application/xml');
      if ('error' in document) return { error: document.error.replace('the body is not well-formed XML: ', '') };
      return EXPRESSIONS.map((expression) => evaluateXPath(document, expression));
    });
    // Through JSON, as the child's answers came (NaN becomes null on both sides).
    assert.deepEqual(JSON.parse(JSON.stringify(answers)), expected);
  }
  // The cases above do exercise both outcomes.
  assert.equal(expected.filter((answer) => 'error' in (answer as object)).length, 4);
});
