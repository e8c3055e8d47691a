// `{ name, cookie: session }`: the value of the first `Set-Cookie` with that name;
// `{ name, cookie: { name: session, attribute: expires } }`: one of its attributes (named as the
// `cookie` validator names them; a flag such as `secure` gives `true` when set).
import type { ArgumentSchema } from '../argument.ts';
import type { CaptureSourceSpec } from './spec.ts';
import { closest } from '../../../model/suggest.ts';
import { checkedText, nameCheck, readChecked } from '../query-arguments.ts';

/** The attributes as the `cookie` validator names them, to their lower-case `Set-Cookie` names. */
const ATTRIBUTES: Record<string, string> = {
  secure: 'secure',
  'http-only': 'httponly',
  'same-site': 'samesite',
  path: 'path',
  domain: 'domain',
  'max-age': 'max-age',
  expires: 'expires',
};

interface CookieLocator {
  name: string;
  attribute?: string;
}

const byName = checkedText('a cookie name', 'e.g. `cookie: session`', nameCheck);
const EXAMPLE = 'e.g. `cookie: { name: session, attribute: expires }`';

const argument: ArgumentSchema<CookieLocator> = {
  expects: 'a cookie name, or a mapping with `name` and `attribute`',
  example: 'e.g. `cookie: session`',
  docs: 'a cookie name, or `{ name: …, attribute: … }`',
  jsonSchema: {
    anyOf: [
      { type: 'string', minLength: 1 },
      {
        type: 'object',
        required: ['name', 'attribute'],
        properties: { name: { type: 'string', minLength: 1 }, attribute: { enum: Object.keys(ATTRIBUTES) } },
        additionalProperties: false,
      },
    ],
  },
  read(node, reject) {
    const fields = node.fields;
    if (fields === undefined) {
      const name = byName.read(node, reject);
      return typeof name === 'string' ? { name } : name;
    }
    const nameNode = fields.get('name');
    const attributeNode = fields.get('attribute');
    const extra = [...fields.keys()].find((key) => key !== 'name' && key !== 'attribute');
    if (nameNode?.text === undefined || attributeNode === undefined || extra !== undefined) {
      (extra === undefined ? node : fields.get(extra)!).error(
        `\`cookie\` expects a cookie name, or a mapping with \`name\` and \`attribute\`${extra === undefined ? '' : `, got \`${extra}\``}`,
        EXAMPLE,
      );
      return undefined;
    }
    const name = readChecked(nameNode, nameCheck);
    const written = attributeNode.text?.toLowerCase() ?? '';
    const attribute = Object.hasOwn(ATTRIBUTES, written) ? ATTRIBUTES[written] : undefined;
    if (attribute === undefined) {
      const near = closest(attributeNode.text ?? '', Object.keys(ATTRIBUTES));
      attributeNode.error(
        `\`attribute\` expects one of ${Object.keys(ATTRIBUTES)
          .map((a) => `\`${a}\``)
          .join(', ')}, got ${attributeNode.describe()}`,
        near ? `did you mean \`${near}\`?` : undefined,
      );
      return undefined;
    }
    return typeof name === 'string' ? { name, attribute } : undefined;
  },
  fromText: (text) => (nameCheck(text) === undefined ? { name: text } : undefined),
  renderedExpects: 'a cookie name',
};

export const cookieSource: CaptureSourceSpec<CookieLocator> = {
  key: 'cookie',
  summary:
    'the value of a cookie the response sets (`Set-Cookie`), or one of its attributes (`secure`, `http-only`, `same-site`, `path`, `domain`, `max-age`, `expires`; a flag gives `true` when set)',
  argument,
  query: ({ name, attribute }) => ({ source: 'cookie', name, ...(attribute === undefined ? {} : { attribute }) }),
};
