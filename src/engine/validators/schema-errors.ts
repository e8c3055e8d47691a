// How a JSON Schema check words what did not match: the first errors with their instance paths.
import type { ErrorObject } from 'ajv';

const LISTED_ERRORS = 3;

/** `/id must be integer; /name must be string (and 2 more)`. */
export function listSchemaErrors(errors: readonly ErrorObject[] | null | undefined): string {
  const all = errors ?? [];
  const listed = all
    .slice(0, LISTED_ERRORS)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
    .join('; ');
  return all.length > LISTED_ERRORS ? `${listed} (and ${all.length - LISTED_ERRORS} more)` : listed;
}
