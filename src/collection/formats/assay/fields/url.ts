// A test's `url`: a path joined to the collection's `baseUrl`, or an absolute URL checked before it is sent.
import type { Template } from '../../../../model/index.ts';
import { readTemplate, readText, valueSpan, type Field, type TokenUse } from '../fields.ts';
import { scalarText, type Reader, type Span } from '../../../yaml/parse-context.ts';
import { isMap, type TreeNode } from '../../../yaml/tree.ts';
import { joinUrl } from '../template.ts';
import { absoluteUrlProblem, isAbsolute, likelyUrl } from '../url.ts';

export interface BaseUrl {
  /** Undefined when the collection has no usable `baseUrl`. */
  template?: Template;
  /** Whether `baseUrl` was written (even if it was invalid). */
  written: boolean;
  span?: Span;
}

/** A URL template as written, with where its value is. */
export interface WrittenUrl {
  template: Template;
  span: Span;
}

/**
 * The test's URL template. An absolute URL that can be sent is also given back in `written.url`, for
 * the checks once it can be rendered.
 */
export function readUrl(
  reader: Reader,
  field: Field | undefined,
  baseUrl: BaseUrl,
  tokens: TokenUse[],
  testSpan: Span,
  map: TreeNode,
  written: { url?: WrittenUrl },
): Template {
  const empty: Template = { source: '', parts: [] };
  if (!field) {
    const renamed =
      isMap(map) && map.items.some((pair) => ['path', 'uri'].includes(scalarText(reader.resolve(pair.key)) ?? ''));
    if (!renamed)
      reader.error(
        testSpan,
        'missing-key',
        'the test has no `url`',
        'add e.g. `url: /users` (joined to `baseUrl`) or an absolute `url: https://…`',
      );
    return empty;
  }
  const text = readText(reader, field);
  if (text === undefined) return empty;
  const template = readTemplate(reader, field.value, text, tokens);
  const span = valueSpan(reader, field);
  if (text.startsWith('/')) {
    if (baseUrl.template) return joinUrl(baseUrl.template, template);
    if (!baseUrl.written)
      reader.error(
        span,
        'relative-url',
        `\`url: ${text}\` is a path, but the collection has no \`baseUrl\``,
        'add `baseUrl: https://…` to the collection, or write an absolute URL',
      );
    return template;
  }
  if (!isAbsolute(text) && !text.startsWith('${{')) {
    const likely = likelyUrl(text);
    const hint = baseUrl.written
      ? `start it with \`/\` to join it to \`baseUrl\`: \`/${text}\`${likely ? `, or write \`${likely}\`` : ''}`
      : likely
        ? `did you mean \`${likely}\`?`
        : `write an absolute URL such as \`https://example.com/${text}\``;
    reader.error(
      span,
      'invalid-url',
      `\`url: ${text}\` is neither a path starting with \`/\` nor an absolute URL`,
      hint,
    );
    return template;
  }
  const problem = absoluteUrlProblem(text);
  if (problem !== undefined) {
    const likely = likelyUrl(text);
    reader.error(
      span,
      'invalid-url',
      `\`url\` cannot be sent: ${problem}`,
      likely ? `did you mean \`${likely}\`?` : undefined,
    );
  } else written.url = { template, span };
  return template;
}
