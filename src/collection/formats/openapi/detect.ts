// The cheap first look at a source, kept out of the OpenAPI module so plain collections do not load it.

/**
 * Does the text have a top-level `openapi:`/`swagger:` key with a version (YAML) or an `"openapi"`
 * property near the start (JSON)? A collection's `openapi: specs/api.yaml` names a spec, not a version.
 */
export function looksLikeOpenApi(text: string): boolean {
  return (
    /^["']?(?:openapi|swagger)["']?\s*:\s*["']?\d/m.test(text) ||
    /^\s*\{[\s\S]{0,4000}?"(?:openapi|swagger)"\s*:\s*"?\d/.test(text)
  );
}
