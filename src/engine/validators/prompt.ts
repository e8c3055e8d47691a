// `prompt: "<model>: <condition>"`: a language model judges whether the condition holds for the response (docs/llm.md).
import { parsePromptArgument } from '../probes/llm/judge.ts';
import type { ArgumentSchema } from './argument.ts';
import { judgeWithModel } from './llm-check.ts';
import { defineValidator } from './spec.ts';

const promptArgument: ArgumentSchema<string> = {
  expects: "'<model>: <condition>' (a model, a colon, the condition)",
  example: 'e.g. `prompt: "gpt-4o-mini: The response is a list of comments."`',
  docs: '`<model>: <condition>`, split at the first colon (an empty model: `--llm-model`)',
  jsonSchema: { type: 'string', pattern: ':' },
  read(node, reject) {
    if (node.text === undefined) return reject(node.describe());
    if (node.templated) return node.template();
    return promptArgument.fromText(node.text) ?? reject(`\`${node.text}\``);
  },
  fromText: (text) => ('error' in parsePromptArgument(text) ? undefined : text),
  renderedExpects: "'<model>: <condition>'",
};

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
