/**
 * The original runner's three LLM example collections (collection-llm.json, collection-prompt.yaml,
 * collection-sentiment.yaml) made runnable offline: a loopback stand-in for the dummyjson.com endpoints
 * they call (fixed bodies, so the questions to the model, and so the cache keys, never change), and the
 * collections copied with `https://dummyjson.com` pointed at it.
 *
 * The model's answers are recorded once in __tests__/fixtures/llm-cache/testlemon-examples/ by
 * `npm exec -- node __tests__/fixtures/llm-cache/record.ts` (against the fake LLM server, with the
 * answers below), committed, and replayed by __tests__/cli/llm-examples.test.ts with no model server.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startTargetServer, type TargetServer } from './target-server.ts';
import type { FakeCall, FakeReply } from './fake-llm-server.ts';

export const EXAMPLE_FILES = ['collection-llm.json', 'collection-prompt.yaml', 'collection-sentiment.yaml'];
export const EXAMPLE_CACHE = resolve(import.meta.dirname, '../fixtures/llm-cache/testlemon-examples');
const EXAMPLES = resolve(import.meta.dirname, '../fixtures/testlemon/testlemon-docs');

const COMMENTS = {
  comments: [
    {
      id: 1,
      body: 'This is some awesome thinking!',
      postId: 242,
      likes: 3,
      user: { id: 105, username: 'emmac', fullName: 'Emma Wilson' },
    },
    {
      id: 2,
      body: 'What terrific math skills you’re showing!',
      postId: 46,
      likes: 4,
      user: { id: 183, username: 'cameronp', fullName: 'Cameron Perez' },
    },
    {
      id: 3,
      body: 'You are an amazing writer!',
      postId: 235,
      likes: 2,
      user: { id: 1, username: 'emilys', fullName: 'Emily Johnson' },
    },
  ],
  total: 340,
  skip: 0,
  limit: 3,
};
const USER = {
  id: 1,
  firstName: 'Emily',
  lastName: 'Johnson',
  age: 28,
  email: 'emily.johnson@x.dummyjson.com',
  role: 'admin',
};

/** GET /comments, GET /users/1 and POST /comments/add as dummyjson.com answers them, with fixed data. */
export function startDummyJson(): Promise<TargetServer> {
  return startTargetServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/comments') return json(200, COMMENTS);
    if (request.method === 'GET' && request.url === '/users/1') return json(200, USER);
    if (request.method === 'POST' && request.url === '/comments/add') {
      try {
        const added = JSON.parse(request.body) as { body: string; postId: number; userId: number };
        return json(200, { id: 341, body: added.body, postId: added.postId, user: { id: added.userId } });
      } catch {
        return json(400, { message: 'Invalid JSON body' });
      }
    }
    json(404, { message: `Route ${request.method} ${request.url} not found` });
  });
}

/** The three collections in `dir`, calling the stand-in instead of dummyjson.com. */
export function copyExamples(dir: string, origin: string): string[] {
  for (const file of EXAMPLE_FILES) {
    copyFileSync(join(EXAMPLES, file), join(dir, file));
    const text = readFileSync(join(dir, file), 'utf8');
    writeFileSync(join(dir, file), text.replaceAll('https://dummyjson.com', origin));
  }
  return EXAMPLE_FILES;
}

const TEXTS: Record<string, string> = {
  '50':
    'Our team spent the weekend testing the new release on real devices, and the results were encouraging. ' +
    'Pages load faster, the search finally finds what people type, and the checkout flow lost two needless ' +
    'steps. A few rough edges remain in the settings screen, but overall this update feels solid and well made.',
  '20': 'Thanks for sharing this post. The examples were clear, and I learned a practical trick I can use at work tomorrow.',
};

/** What the recording's stand-in model answers: plausible verdicts for the stand-in's data. */
export function exampleAnswer(call: FakeCall): FakeReply {
  const messages = call.body.messages as { content: string }[];
  const user = messages.at(-1)!.content;
  const words = /about (\d+) words/.exec(user)?.[1];
  if (words !== undefined) return { answer: TEXTS[words] ?? TEXTS['50'] };
  if (messages[0].content.includes('sentiment'))
    return {
      answer: '{"sentiment":"neutral","reason":"The body lists plain facts about a user: name, age, email and role."}',
    };
  const condition = /^Condition: (.*)$/m.exec(user)?.[1] ?? '';
  const verdicts: Record<string, [boolean, string]> = {
    'The response is in JSON format.': [true, 'The body is a well-formed JSON object.'],
    'The response is a list of comments.': [true, 'The body holds a "comments" array of comment objects.'],
    'The response contains 31 comments.': [false, 'The "comments" array holds 3 comments, not 31.'],
    'Each comment in the response contains comment id, user details and number of likes.': [
      true,
      'Every comment has an "id", a "user" object and a "likes" count.',
    ],
  };
  const [pass, reason] = verdicts[condition] ?? [false, `No recorded verdict for: ${condition}`];
  return { answer: JSON.stringify({ pass, reason }) };
}
