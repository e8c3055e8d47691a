// `- xpath: { path: "string(//title)", equals: Example Domain }`: XPath 1.0 over the XML body, or
// over the HTML body parsed leniently. A node set gives the text of each node.
import { loadXPath, xpathIsScalar } from '../queries/xpath.ts';
import { xpathCheck } from './query-arguments.ts';
import { queryValidator } from './query-validator.ts';

export const xpath = queryValidator({
  name: 'xpath',
  summary: 'an XPath 1.0 expression over the XML or HTML body satisfies every predicate',
  key: 'path',
  what: 'an XPath 1.0 expression',
  check: xpathCheck,
  example: 'e.g. `xpath: { path: "string(//title)", equals: Example Domain }`',
  needs: ['document'],
  // Also loads it for `xpath` captures: the registry looks for the name anywhere in the text.
  load: loadXPath,
  examples: [
    {
      argument: '{ path: "count(//item)", equals: 2 }',
      response: { headers: { 'Content-Type': 'application/xml' }, body: '<list><item/><item/></list>' },
      passes: true,
    },
    {
      argument: '{ path: "string(//title)", equals: Example Domain }',
      response: { headers: { 'Content-Type': 'text/html' }, body: '<title>Other</title>' },
      passes: false,
    },
  ],
  checksNothing(path, predicates) {
    const blind = predicates.find((p) => p.op === 'exists' || p.op === 'count');
    if (blind === undefined || !xpathIsScalar(path)) return undefined;
    return {
      message: `\`${path}\` is a number, text or boolean, never nothing: \`${blind.op}\` ${blind.op === 'count' ? 'is 1 for any document' : blind.value ? 'holds for any document' : 'can never hold'}`,
      hint: `compare its value instead, e.g. \`xpath: { path: "${path}", ${path.startsWith('count(') ? 'ge: 1' : 'equals: …'} }\``,
    };
  },
  describe: (path) => `xpath ${path}`,
  async select(observation, expression, { queries, remainingMs }) {
    const answer = await queries.xpath(observation, expression, remainingMs);
    return answer.ok ? { values: answer.values, several: 'list' } : { error: answer.error };
  },
});
