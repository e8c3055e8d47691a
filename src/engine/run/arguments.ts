// Validator and capture-source arguments at execution: a checked argument is used as is, a
// templated one is rendered with the test's values and converted by its schema.
import type { Template } from '../../model/index.ts';
import { MissingValueError, renderTemplate, type TemplateValues } from '../templates/render.ts';
import type { ArgumentSchema } from '../validators/index.ts';

export type ResolvedArgument = { ok: true; value: unknown } | { ok: false; text: string; why: string };

/** A checked argument as is; a templated one rendered and converted by its schema. */
export function resolveArgument(
  argument: unknown,
  schema: ArgumentSchema<unknown>,
  values: TemplateValues,
): ResolvedArgument {
  if (!isTemplate(argument)) return { ok: true, value: argument };
  let text: string;
  try {
    text = renderTemplate(argument, values);
  } catch (error) {
    if (!(error instanceof MissingValueError)) throw error;
    return { ok: false, text: argument.source, why: error.message };
  }
  const value = schema.fromText(text);
  return value === undefined ? { ok: false, text, why: `expected ${schema.renderedExpects}` } : { ok: true, value };
}

/** A template a validator renders itself (`EvaluationContext.render`), or why a value it names is missing. */
export function renderArgument(
  template: Template,
  values: TemplateValues,
): { ok: true; text: string } | { ok: false; why: string } {
  try {
    return { ok: true, text: renderTemplate(template, values) };
  } catch (error) {
    if (!(error instanceof MissingValueError)) throw error;
    return { ok: false, why: error.message };
  }
}

function isTemplate(argument: unknown): argument is Template {
  return typeof argument === 'object' && argument !== null && !Array.isArray(argument) && 'parts' in argument;
}
