// ajv with its formats, in a chunk of its own: loaded only for collections that use `json-schema`.
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** A validator factory for draft 2020-12, or draft-07 (and 04–06) when `draft07`. */
export function newAjv(draft07: boolean): Ajv | Ajv2020 {
  const ajv = draft07 ? new Ajv({ allErrors: true, strict: false }) : new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv;
}
