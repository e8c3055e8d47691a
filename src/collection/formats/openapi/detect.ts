// The cheap first look at a source, kept out of the OpenAPI module so plain collections do not load it.

/** Does the text have a top-level `openapi:`/`swagger:` key (YAML) or an `"openapi"` property near the start (JSON)? */
export function looksLikeOpenApi(text: string): boolean {
  return (
    /^["']?(?:openapi|swagger)["']?\s*:/m.test(text) || /^\s*\{[\s\S]{0,4000}?"(?:openapi|swagger)"\s*:/.test(text)
  );
}
