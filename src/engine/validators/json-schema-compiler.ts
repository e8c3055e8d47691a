// ajv with its formats, in a chunk of its own: loaded only for collections that use `json-schema` or `openapi`.
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { schemaPattern } from '../queries/schema-pattern.ts';

/**
 * A validator factory for draft 2020-12, or draft-07 (and 04–06) when `draft07`. ajv-formats knows
 * OpenAPI's own formats too (`int32`, `int64`, `float`, `double`, `byte`, `binary`, `password`).
 * `quiet`: a format neither knows is ignored without a console warning (OpenAPI formats are open).
 * Schema patterns are compiled so that a response cannot make them backtrack without bound
 * (schema-pattern.ts).
 */
export function newAjv(draft07: boolean, quiet = false): Ajv | Ajv2020 {
  const options = {
    allErrors: true,
    strict: false,
    code: { regExp: schemaPattern },
    ...(quiet ? { logger: false as const } : {}),
  };
  const ajv = draft07 ? new Ajv(options) : new Ajv2020(options);
  addFormats.default(ajv);
  return ajv;
}
