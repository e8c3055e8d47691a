// The language model of a run (docs/llm.md): its flags and environment read when the run is prepared,
// the key registered as a secret, and a collection that needs a model refused before anything is sent
// when none is configured.
import type { RunOptions } from '../model/index.ts';
import type { CollectionPlan } from '../engine/plan/plan.ts';
import { resolveLlmOptions, type LlmOptions } from '../engine/probes/llm/index.ts';
import { LANGUAGE_MODEL_VALIDATORS, modelTextTokens } from '../model/test-templates.ts';

export type LlmPreparation = { ok: true; options: LlmOptions | undefined } | { ok: false; problem: string };

export function prepareLlm(
  options: RunOptions,
  env: Record<string, string | undefined>,
  plans: readonly CollectionPlan[],
  addSecret: (value: string, name: string) => void,
): LlmPreparation {
  const resolved = resolveLlmOptions({ ...options.llm, timeoutMs: options.timeoutMs }, env);
  if (!resolved.ok) return { ok: false, problem: resolved.error };
  if (resolved.options?.key !== undefined) addSecret(resolved.options.key, 'the language model key');
  if (resolved.options !== undefined) return { ok: true, options: resolved.options };
  const user = firstUse(plans);
  if (user === undefined) return { ok: true, options: undefined };
  return {
    ok: false,
    problem:
      `${user} needs a language model, and none is configured: give --llm-url <url> (an OpenAI-compatible ` +
      'endpoint, with --llm-key or OPENAI_API_KEY when it needs one), --llm-key alone for OpenAI, or ' +
      '--llm-cache <dir> to replay recorded answers (see docs/llm.md)',
  };
}

/** Where a test that will run first asks a model: "`prompt` in tests.yaml:4", or undefined when none does. */
function firstUse(plans: readonly CollectionPlan[]): string | undefined {
  for (const { collection, tests } of plans) {
    // The check noted whether any test asks: the tests of the others are not read again to find out.
    if (!collection.asksLanguageModel) continue;
    for (const test of tests) {
      for (const validator of test.validators) {
        if (LANGUAGE_MODEL_VALIDATORS.has(validator.name))
          return `\`${validator.name}\` in ${collection.file}:${validator.position.line}`;
      }
      const token = modelTextTokens(test)[0];
      if (token !== undefined)
        return `\`\${{ ${token.model}.text(${token.words ?? ''}) }}\` in ${collection.file}:${test.position.line}`;
    }
  }
  return undefined;
}
