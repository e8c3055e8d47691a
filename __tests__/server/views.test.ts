// The dashboard's view helpers put what a user or a stored project says into markup escaped, in
// cells, labels, buttons and messages alike: a project named like markup stays text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { html } from '../../src/server/http/basics.ts';
import type { Exchange } from '../../src/server/http/context.ts';
import { cell, field, postButton, problem, row, table } from '../../src/server/http/pages/views.ts';

const HOSTILE = `<img src=x onerror="alert(1)">&'`;
const ESCAPED = '&#60;img src=x onerror=&#34;alert(1)&#34;&#62;&#38;&#39;';
const exchange = { principal: { csrfToken: `"><script>` } } as unknown as Exchange;

test('table cells, headers and rows escape what they are given; only html`` attributes go in as markup', () => {
  const markup = table(
    [HOSTILE, 'Status'],
    [row([HOSTILE, cell(HOSTILE, html`data-status="${HOSTILE}"`)], html`class="${HOSTILE}"`)],
  ).text;
  assert.ok(!markup.includes('<img'), markup);
  assert.equal(markup.split(ESCAPED).length - 1, 5, markup);
  assert.match(markup, /<tr class="[^"<>]*">\s*<td>&#60;img/);
  assert.match(markup, /<td data-status="[^"<>]*">&#60;img/);
});

test('an empty table is its message; fields, buttons and problems escape their text', () => {
  assert.equal(table(['A'], [], { empty: html`<p>None.</p>` }).text, '<p>None.</p>');
  assert.match(table(['A'], []).text, /<tbody>\s*<\/tbody>/);
  const label = field(HOSTILE, html`<input name="n" />`).text;
  assert.equal(label, `<label>${ESCAPED} <input name="n" /></label>`);
  const button = postButton(exchange, `/x/${HOSTILE}`, HOSTILE, { danger: true, describedAs: HOSTILE }).text;
  assert.ok(!button.includes('<img') && !button.includes('<script>'), button);
  assert.match(
    button,
    /^<form method="post" action="\/x\/&#60;img[^"]*" class="inline"><input type="hidden" name="_csrf" value="&#34;&#62;&#60;script&#62;" \/><button class="danger" aria-label="&#60;img[^"]*">&#60;img/,
  );
  assert.equal(problem(HOSTILE).text, `<p class="problem">${ESCAPED}</p>`);
});
