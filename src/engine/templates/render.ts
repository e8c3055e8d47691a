// Turns a parsed template into text for one test execution. Values are inserted as plain text
// (the original JSON-escaped them, which corrupted URLs and headers; see docs/compatibility.md).
import type { Template } from '../../model/index.ts';
import type { ModelTextToken } from '../../model/model-text.ts';

export interface TemplateValues {
  vars: Record<string, string>;
  secrets: Record<string, string>;
  env: Record<string, string | undefined>;
  /** Values captured by the tests this test depends on. */
  context: ReadonlyMap<string, string>;
  /** `func.*` results, computed once per test execution so every occurrence agrees. */
  functions: FunctionValues;
  /** `${{ model.text(N) }}` texts, generated before rendering (model-texts.ts); undefined for one not generated. */
  modelTexts?: (token: ModelTextToken) => string | undefined;
}

export class MissingValueError extends Error {}

/** Lazily computed `func.*` values for one test execution. */
export class FunctionValues {
  #guid?: string;
  #random?: string;
  #utcnow?: string;
  get(name: 'guid' | 'random' | 'utcnow'): string {
    switch (name) {
      // node:crypto is loaded by the first use, not at every start (a plain run needs none of it).
      case 'guid':
        return (this.#guid ??= process.getBuiltinModule('node:crypto').randomUUID());
      case 'random':
        return (this.#random ??= String(process.getBuiltinModule('node:crypto').randomInt(0, 2 ** 31 - 1)));
      case 'utcnow':
        return (this.#utcnow ??= new Date().toISOString());
    }
  }
}

/**
 * `escape` transforms each inserted value: a JSON body (written as a YAML/JSON object) has its
 * references inside JSON string literals, so values there are JSON-escaped to keep it valid.
 */
export function renderTemplate(template: Template, values: TemplateValues, escape?: (value: string) => string): string {
  const parts = template.parts;
  if (parts.length === 1 && parts[0].kind === 'text') return parts[0].text;
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') out += part.text;
    else {
      const value =
        part.kind === 'func'
          ? values.functions.get(part.name)
          : part.kind === 'model-text'
            ? modelText(part, values)
            : lookup(part.namespace, part.name, values);
      out += escape ? escape(value) : value;
    }
  }
  return out;
}

/** The text of a JSON string literal holding `value`, without the quotes. */
export function jsonStringContent(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

function modelText(token: ModelTextToken, values: TemplateValues): string {
  const value = values.modelTexts?.(token);
  if (value === undefined)
    throw new MissingValueError(`\${{ ${token.model}.text(${token.words ?? ''}) }} has no value`);
  return value;
}

function lookup(
  namespace: 'context' | 'vars' | 'secrets' | 'env' | 'data',
  name: string,
  values: TemplateValues,
): string {
  // `data` values are written into each row's test when the collection is loaded; one left here has no row.
  const value =
    namespace === 'data'
      ? undefined
      : namespace === 'context'
        ? values.context.get(name)
        : namespace === 'env'
          ? values.env[name]
          : Object.hasOwn(values[namespace], name)
            ? values[namespace][name]
            : undefined;
  if (value === undefined) throw new MissingValueError(`\${{ ${namespace}.${name} }} has no value`);
  return value;
}
