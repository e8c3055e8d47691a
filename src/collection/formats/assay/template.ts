// `${{ … }}` references: parsed once, when the collection is checked, into `Template.parts`.
import type { Template, TemplatePart } from '../../../model/index.ts';
import { parseModelTextToken } from '../../../model/model-text.ts';
import { closest, suggestion } from '../../../model/suggest.ts';

type RefPart = Extract<TemplatePart, { kind: 'ref' }>;
type FuncPart = Extract<TemplatePart, { kind: 'func' }>;
type ModelTextPart = Extract<TemplatePart, { kind: 'model-text' }>;

export const namespaces: readonly RefPart['namespace'][] = ['context', 'vars', 'secrets', 'env', 'data'];
export const functions: readonly FuncPart['name'][] = ['guid', 'random', 'utcnow'];

/** A reference found in a template, with where it was written (offsets into the template text). */
export interface TemplateToken {
  part: RefPart | FuncPart | ModelTextPart;
  offset: number;
  length: number;
}

export interface TemplateProblem {
  code: string;
  message: string;
  hint?: string;
  offset: number;
  length: number;
}

export interface ParsedTemplate {
  template: Template;
  tokens: TemplateToken[];
  problems: TemplateProblem[];
}

const OPEN = '${{';
const CLOSE = '}}';
const NAME = /^[A-Za-z0-9_][\w.-]*$/;

export function parseTemplate(source: string): ParsedTemplate {
  // Most texts have no reference: one text part, in an array of its size (the model keeps many).
  if (!source.includes(OPEN))
    return { template: { source, parts: source ? [{ kind: 'text', text: source }] : [] }, tokens: [], problems: [] };
  const parts: TemplatePart[] = [];
  const tokens: TemplateToken[] = [];
  const problems: TemplateProblem[] = [];
  let text = '';
  let position = 0;
  while (position < source.length) {
    const open = source.indexOf(OPEN, position);
    if (open === -1) break;
    const close = source.indexOf(CLOSE, open + OPEN.length);
    const nextOpen = source.indexOf(OPEN, open + OPEN.length);
    if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
      problems.push({
        code: 'template-syntax',
        message: 'unterminated `${{` in template',
        hint: 'close the reference with `}}`, e.g. `${{ vars.host }}`',
        offset: open,
        length: OPEN.length,
      });
      text += source.slice(position, open + OPEN.length);
      position = open + OPEN.length;
      continue;
    }
    text += source.slice(position, open);
    const length = close + CLOSE.length - open;
    const result = parseReference(source.slice(open + OPEN.length, close).trim());
    if ('part' in result) {
      if (text) parts.push({ kind: 'text', text });
      text = '';
      parts.push(result.part);
      tokens.push({ part: result.part, offset: open, length });
    } else {
      problems.push({ ...result, offset: open, length });
      text += source.slice(open, open + length);
    }
    position = open + length;
  }
  text += source.slice(position);
  if (text) parts.push({ kind: 'text', text });
  return { template: { source, parts }, tokens, problems };
}

type ReferenceResult = { part: RefPart | FuncPart | ModelTextPart } | { code: string; message: string; hint?: string };

function parseReference(content: string): ReferenceResult {
  if (content === '') {
    return {
      code: 'template-syntax',
      message: 'empty `${{ }}` reference',
      hint: 'write e.g. `${{ vars.host }}` or `${{ context.token }}`',
    };
  }
  // The original's text generator: `${{ gpt-4o.text(50) }}`, `${{ gemma:2b.text() }}` (docs/llm.md).
  const modelText = content.startsWith('func.') ? undefined : parseModelTextToken(content);
  if (modelText !== undefined) {
    if ('error' in modelText)
      return { code: 'llm-template', message: modelText.error, hint: 'e.g. `${{ gpt-4o-mini.text(50) }}`' };
    return { part: { kind: 'model-text', ...modelText } };
  }
  const dot = content.indexOf('.');
  if (dot === -1) {
    return {
      code: 'template-syntax',
      message: `\`\${{ ${content} }}\` is not a reference`,
      hint: 'a reference is `namespace.name` with namespace one of `context`, `vars`, `secrets`, `env`, `data`, or a function `func.guid()`, `func.random()`, `func.utcnow()`',
    };
  }
  const namespace = content.slice(0, dot);
  const name = content.slice(dot + 1);
  if (namespace === 'func') return parseFunction(name);
  if (!isNamespace(namespace)) {
    return {
      code: 'unknown-namespace',
      message: `unknown template namespace \`${namespace}\``,
      hint: suggestion(namespace, [...namespaces, 'func']),
    };
  }
  if (!NAME.test(name)) {
    return {
      code: 'template-syntax',
      message: `\`${name}\` is not a valid name in \`\${{ ${content} }}\``,
      hint: 'names are letters, digits, `_`, `-` and `.`',
    };
  }
  return { part: { kind: 'ref', namespace, name } };
}

function parseFunction(call: string): ReferenceResult {
  const match = /^(\w+)\s*\(\s*\)$/.exec(call);
  const name = match ? match[1] : call.replace(/\(.*$/s, '');
  if (isFunction(name)) {
    if (match) return { part: { kind: 'func', name } };
    return {
      code: 'template-syntax',
      message: `\`func.${call}\` is not a function call`,
      hint: `write \`\${{ func.${name}() }}\``,
    };
  }
  const near = closest(name, functions);
  return {
    code: 'unknown-function',
    message: `unknown template function \`func.${name}\``,
    hint: near
      ? `did you mean \`func.${near}()\`?`
      : `the functions are ${functions.map((f) => `\`func.${f}()\``).join(', ')}`,
  };
}

function isNamespace(value: string): value is RefPart['namespace'] {
  return (namespaces as readonly string[]).includes(value);
}

function isFunction(value: string): value is FuncPart['name'] {
  return (functions as readonly string[]).includes(value);
}

/** Whether a text contains a `${{` reference (complete or not). */
export function hasTemplate(text: string): boolean {
  return text.includes(OPEN);
}

/** `baseUrl` + `/` + `url`, with exactly one slash at the join. */
export function joinUrl(base: Template, path: Template): Template {
  const baseText = onlyText(base);
  const pathText = onlyText(path);
  if (baseText !== undefined && pathText !== undefined) {
    // The usual case, plain text on both sides: one text part, the same string as the source.
    const text = joinedPath(baseText, pathText);
    const source = base.source === baseText && path.source === pathText ? text : joinedPath(base.source, path.source);
    return { source, parts: [{ kind: 'text', text }] };
  }
  const source = joinedPath(base.source, path.source);
  const baseParts = [...base.parts];
  const last = baseParts.at(-1);
  if (last?.kind === 'text') {
    const trimmed = withoutTrailingSlashes(last.text);
    if (trimmed) baseParts[baseParts.length - 1] = { kind: 'text', text: trimmed };
    else baseParts.pop();
  }
  const pathParts = [...path.parts];
  const first = pathParts[0];
  if (first?.kind === 'text') {
    const trimmed = withoutLeadingSlashes(first.text);
    if (trimmed) pathParts[0] = { kind: 'text', text: trimmed };
    else pathParts.shift();
  }
  const parts: TemplatePart[] = [];
  for (const part of [...baseParts, { kind: 'text', text: '/' } as const, ...pathParts]) {
    const previous = parts.at(-1);
    if (part.kind === 'text' && previous?.kind === 'text')
      parts[parts.length - 1] = { kind: 'text', text: previous.text + part.text };
    else parts.push(part);
  }
  return { source, parts };
}

const SLASH = 0x2f;

function joinedPath(base: string, path: string): string {
  return `${withoutTrailingSlashes(base)}/${withoutLeadingSlashes(path)}`;
}

function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === SLASH) end--;
  return end === text.length ? text : text.slice(0, end);
}

function withoutLeadingSlashes(text: string): string {
  let start = 0;
  while (text.charCodeAt(start) === SLASH) start++;
  return start === 0 ? text : text.slice(start);
}

function onlyText(template: Template): string | undefined {
  const first = template.parts[0];
  return template.parts.length === 1 && first.kind === 'text' ? first.text : undefined;
}
