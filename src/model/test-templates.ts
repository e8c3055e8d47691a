// Every template a test holds, for the pass that looks at all of them at once: which language-model
// texts a test needs (the plan asks once per test; whether a run needs a model is read from that).
// It runs for every test of a run when it is planned, so it visits the templates in place rather
// than gathering them into arrays.
import type { Template, TestDefinition } from './index.ts';
import type { ModelTextToken } from './model-text.ts';

/** Shared by every test without model texts (most of them); never written to. */
const NO_TOKENS: readonly ModelTextToken[] = Object.freeze([]);

/** The validators that ask a language model. */
export const LANGUAGE_MODEL_VALIDATORS: ReadonlySet<string> = new Set(['prompt', 'sentiment']);

/** Whether the test asks a language model: a `prompt` or `sentiment` check, or a `.text()` template. */
export function asksLanguageModel(test: TestDefinition): boolean {
  return test.validators.some((v) => LANGUAGE_MODEL_VALIDATORS.has(v.name)) || modelTextTokens(test).length > 0;
}

/** The `${{ <model>.text(N) }}` tokens of a test's templates (URL, headers, body, templated arguments), in order. */
export function modelTextTokens(test: TestDefinition): readonly ModelTextToken[] {
  let tokens: ModelTextToken[] | undefined;
  forEachTemplate(test, (template) => {
    for (const part of template.parts) if (part.kind === 'model-text') (tokens ??= []).push(part);
  });
  return tokens ?? NO_TOKENS;
}

/** Calls `visit` with each template of the test: URL, headers, query, body, auth, validators, `until`, captures. */
function forEachTemplate(test: TestDefinition, visit: (template: Template) => void): void {
  visitIf(test.url, visit);
  for (const header of test.headers) {
    visitIf(header.nameTemplate, visit);
    visitIf(header.value, visit);
  }
  for (const pair of test.query ?? []) {
    visitIf(pair.name, visit);
    visitIf(pair.value, visit);
  }
  visitBody(test.body, visit);
  if (test.auth) for (const value of Object.values(test.auth)) visitIf(value, visit);
  for (const validator of test.validators) visitIf(validator.argument, visit);
  for (const validator of test.retry?.until ?? []) visitIf(validator.argument, visit);
  for (const capture of test.captures) visitIf(capture.source?.argument, visit);
}

function visitBody(body: TestDefinition['body'], visit: (template: Template) => void): void {
  switch (body?.kind) {
    case undefined:
      return;
    case 'json':
    case 'text':
      return visitIf(body.template, visit);
    case 'form':
      for (const field of body.fields) {
        visitIf(field.name, visit);
        visitIf(field.value, visit);
      }
      return;
    case 'multipart':
      for (const part of body.parts) {
        visitIf(part.name, visit);
        visitIf(part.contentType, visit);
        visitIf('value' in part ? part.value : part.filename, visit);
      }
      return;
    case 'file':
      return visitIf(body.contentType, visit);
  }
}

function visitIf(value: unknown, visit: (template: Template) => void): void {
  if (isTemplate(value)) visit(value);
}

function isTemplate(value: unknown): value is Template {
  return typeof value === 'object' && value !== null && 'parts' in value && Array.isArray(value.parts);
}
