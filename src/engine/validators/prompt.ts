// `prompt: "<model>: <condition>"`: a language model judges whether the condition holds for the response (docs/llm.md).
import { parsePromptArgument } from '../probes/llm/judge.ts';
import { scalar } from './arguments.ts';
import { judgeWithModel } from './llm-check.ts';
import { defineValidator } from './spec.ts';

const promptArgument = scalar<string>({
  expects: "'<model>: <condition>' (a model, a colon, the condition)",
  docs: '`<model>: <condition>`, split at the first colon (an empty model: `--llm-model`)',
  jsonSchema: { type: 'string', pattern: ':' },
  parse: (text) => ('error' in parsePromptArgument(text) ? { ok: false } : { ok: true, value: text }),
});

export const prompt = defineValidator({
  name: 'prompt',
  summary: 'a language model judges that the condition holds for the response; its reason is the actual value',
  argument: promptArgument,
  needs: ['status', 'body'],
  examples: [
    {
      argument: '"gpt-4o-mini: The response is a list of comments."',
      response: { body: '[{"id":1,"body":"This is some awesome thinking!"}]' },
      model: '{"pass":true,"reason":"The body is a JSON array of one comment object."}',
      passes: true,
    },
    {
      argument: '"gpt-4o-mini: The response is a list of comments."',
      response: { body: '{"message":"Comment not found"}' },
      model: '{"pass":false,"reason":"The body is an error object, not a list of comments."}',
      passes: false,
    },
  ],
  evaluate: (observation, argument, context) => judgeWithModel('prompt', argument, observation, context),
});
