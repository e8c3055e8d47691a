// `${{ <model>.text(N) }}` references: read here, in the shared vocabulary, because both the collection
// checker (which accepts the token) and the engine (which asks the model) need the same reading.

export const MAX_TEXT_WORDS = 2_000;

export interface ModelTextToken {
  model: string;
  /** Undefined: the default (`text()`). */
  words?: number;
}

/**
 * The inside of a `${{ ... }}` reference: `gpt-4o.text(50)`, `gpt-4-turbo.text()`, `gpt-3.5-turbo.text(20)`,
 * `gemma:2b.text(10)`. Undefined when it is not a text reference; an error for a bad word count.
 */
export function parseModelTextToken(expression: string): ModelTextToken | { error: string } | undefined {
  const match = /^\s*([A-Za-z0-9][\w.:/-]*)\.text\(\s*(\d*)\s*\)\s*$/.exec(expression);
  if (match === null) return undefined;
  if (match[2] === '') return { model: match[1] };
  const words = Number(match[2]);
  if (words < 1 || words > MAX_TEXT_WORDS)
    return { error: `\${{ ${match[1]}.text(${match[2]}) }}: the word count must be from 1 to ${MAX_TEXT_WORDS}` };
  return { model: match[1], words };
}
