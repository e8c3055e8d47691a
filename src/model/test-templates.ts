// Every template a test holds, for the passes that look at all of them at once (which language-model
// texts a test needs, whether a collection needs a model at all).
import type { Template, TestDefinition } from './index.ts';

export function testTemplates(test: TestDefinition): Template[] {
  const candidates: unknown[] = [
    test.url,
    ...test.headers.flatMap((h) => [h.nameTemplate, h.value]),
    ...(test.query ?? []).flatMap((q) => [q.name, q.value]),
    ...bodyTemplates(test.body),
    ...(test.auth ? Object.values(test.auth) : []),
    ...test.validators.map((v) => v.argument),
    ...(test.retry?.until ?? []).map((v) => v.argument),
    ...test.captures.map((c) => c.source?.argument),
  ];
  return candidates.filter(isTemplate);
}

function bodyTemplates(body: TestDefinition['body']): unknown[] {
  switch (body?.kind) {
    case undefined:
      return [];
    case 'json':
    case 'text':
      return [body.template];
    case 'form':
      return body.fields.flatMap((f) => [f.name, f.value]);
    case 'multipart':
      return body.parts.flatMap((p) => [p.name, p.contentType, 'value' in p ? p.value : p.filename]);
    case 'file':
      return [body.contentType];
  }
}

function isTemplate(value: unknown): value is Template {
  return typeof value === 'object' && value !== null && 'parts' in value && Array.isArray(value.parts);
}
