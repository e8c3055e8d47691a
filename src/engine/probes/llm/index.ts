// The LLM probe behind `prompt`, `sentiment` and `${{ <model>.text(N) }}` (docs/llm.md).
export { createLlmProbe, ORIGINAL_SENTIMENT_MODEL } from './probe.ts';
export type { LlmCheck, LlmProbe, LlmProbeEnvironment, LlmUsage } from './probe.ts';
export { resolveLlmOptions, LLM_DEFAULTS } from './options.ts';
export type { LlmApi, LlmCacheMode, LlmFlags, LlmOptions, LlmOptionsResult } from './options.ts';
export { parsePromptArgument, parseSentiment, SENTIMENTS } from './judge.ts';
export type { JudgedResponse, Sentiment } from './judge.ts';
export { ModelTexts, parseModelTextToken, MAX_TEXT_WORDS } from './text.ts';
export type { ModelTextToken, TextResult } from './text.ts';
export type { LlmFailure, LlmFailureCode } from './transport.ts';
export type { TokenUsage } from './protocol.ts';
