// `${{ <model>.text(N) }}` in one test execution: the renderer is synchronous, so every distinct token
// the test uses is generated first, once per execution (two identical tokens get the same text), through
// the run's language model. A token that cannot be generated errors the test before it is sent.
import type { ModelTextToken } from '../../model/model-text.ts';
import { ModelTexts } from '../probes/llm/text.ts';
import type { Probes } from '../probes/probes.ts';

export type GeneratedTexts = { ok: true; get(token: ModelTextToken): string } | { ok: false; message: string };

export async function generateModelTexts(
  tokens: readonly ModelTextToken[],
  probes: Probes,
  signal: AbortSignal | undefined,
): Promise<GeneratedTexts> {
  const llm = probes.llm;
  if (llm === undefined) return { ok: false, message: 'no language model is configured (give --llm-url)' };
  const texts = new ModelTexts((model, words) => llm.text(model, words, signal));
  const resolved = await texts.resolve(tokens);
  return resolved.ok ? { ok: true, get: (token) => texts.get(token) } : resolved;
}
