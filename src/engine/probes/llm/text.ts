// `${{ <model>.text(N) }}`: text of about N words written by a model, for request bodies and other
// templates. The renderer is synchronous, so a test execution first resolves every distinct token it
// uses (ModelTexts.resolve), then reads the values while rendering (ModelTexts.get).
import type { ModelTextToken } from '../../../model/model-text.ts';
import type { ChatRequest } from './protocol.ts';

export { MAX_TEXT_WORDS, parseModelTextToken, type ModelTextToken } from '../../../model/model-text.ts';

export function textRequest(model: string, words: number): ChatRequest {
  return {
    model,
    system:
      'You write realistic test data for an API. Answer with the text only: no title, no quotes, no preamble, ' +
      'no Markdown.',
    user: `Write meaningful, human-readable English text of about ${words} words.`,
  };
}

export type TextResult = { ok: true; text: string } | { ok: false; message: string };

/** The generated texts of one test execution: each distinct token is asked for once. */
export class ModelTexts {
  readonly #generate: (model: string, words: number | undefined) => Promise<TextResult>;
  readonly #values = new Map<string, string>();

  constructor(generate: (model: string, words: number | undefined) => Promise<TextResult>) {
    this.#generate = generate;
  }

  /** Resolves the tokens a test uses; the first failure (in token order) is returned, nothing is thrown. */
  async resolve(tokens: readonly ModelTextToken[]): Promise<{ ok: true } | { ok: false; message: string }> {
    const distinct = new Map(tokens.map((t) => [keyOf(t), t]));
    const pending = [...distinct].filter(([key]) => !this.#values.has(key));
    const results = await Promise.all(pending.map(([, t]) => this.#generate(t.model, t.words)));
    for (const [index, result] of results.entries()) {
      if (!result.ok) return result;
      this.#values.set(pending[index][0], result.text);
    }
    return { ok: true };
  }

  /** A token resolved before; throws for one that was not (a programming error, not a user's). */
  get(token: ModelTextToken): string {
    const value = this.#values.get(keyOf(token));
    if (value === undefined) throw new Error(`${token.model}.text(${token.words ?? ''}) was not resolved`);
    return value;
  }
}

function keyOf(token: ModelTextToken): string {
  return `${token.model}\u0000${token.words ?? ''}`;
}
