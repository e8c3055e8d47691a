// `sentiment: positive | negative | neutral`: a language model classifies the response's text (docs/llm.md).
import { parseSentiment, SENTIMENTS, type Sentiment } from '../probes/llm/judge.ts';
import type { ArgumentSchema } from './argument.ts';
import { judgeWithModel } from './llm-check.ts';
import { defineValidator } from './spec.ts';

const sentimentArgument: ArgumentSchema<Sentiment> = {
  expects: '`positive`, `negative` or `neutral`',
  example: 'e.g. `sentiment: neutral`',
  docs: '`positive` / `negative` / `neutral` (any case)',
  jsonSchema: {
    anyOf: [
      { type: 'string', pattern: `^\\s*(${SENTIMENTS.map(anyCase).join('|')})\\s*$` },
      { type: 'string', pattern: '\\$\\{\\{' },
    ],
  },
  read(node, reject) {
    if (node.text === undefined) return reject(node.describe());
    if (node.templated) return node.template();
    return sentimentArgument.fromText(node.text) ?? reject(`\`${node.text}\``);
  },
  fromText(text) {
    const sentiment = parseSentiment(text);
    return typeof sentiment === 'string' ? sentiment : undefined;
  },
  renderedExpects: 'positive, negative or neutral',
};

export const sentiment = defineValidator({
  name: 'sentiment',
  summary:
    'a language model (`--llm-model`, else `gpt-4o`) classifies the response text as that sentiment; its reason is the actual value',
  argument: sentimentArgument,
  needs: ['status', 'body'],
  examples: [
    {
      argument: 'positive',
      response: { body: '{"body":"Thank you, this was wonderful!"}' },
      model: '{"sentiment":"positive","reason":"The comment thanks and praises."}',
      passes: true,
    },
    {
      argument: 'positive',
      response: { body: '{"id":1,"firstName":"Emily","lastName":"Johnson"}' },
      model: '{"sentiment":"neutral","reason":"Plain facts about a user."}',
      passes: false,
    },
  ],
  evaluate: (observation, argument, context) => judgeWithModel('sentiment', argument, observation, context),
});

/** `neutral` → `[Nn][Ee][Uu][Tt][Rr][Aa][Ll]`: JSON Schema patterns have no case-insensitive flag. */
function anyCase(word: string): string {
  return [...word].map((c) => `[${c.toUpperCase()}${c}]`).join('');
}
