// `sentiment: positive | negative | neutral`: a language model classifies the response's text (docs/llm.md).
import { SENTIMENTS } from '../probes/llm/judge.ts';
import { oneOf } from './arguments.ts';
import { judgeWithModel } from './llm-check.ts';
import { defineValidator } from './spec.ts';

const sentimentArgument = oneOf(SENTIMENTS, { example: 'e.g. `sentiment: neutral`' });

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
