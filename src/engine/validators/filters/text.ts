// Filters over text: split, replace, replace-regex, html-escape, html-unescape. What a hostile
// value can make them cost is bounded: a split gives at most MAX_ITEMS items, a replacement at most
// MAX_GROWN characters more than it was given, and a replace-regex pattern runs on V8's linear-time engine.
import type { ArgumentNode } from '../argument.ts';
import { linearRegExp } from '../../queries/patterns.ts';
import { regexProblem } from '../predicates.ts';
import { cannot, defineFilter, needsText, textArgument, type FilterArgument, type FilterContext } from './filter.ts';

export const MAX_ITEMS = 1_000_000;
/** A replacement may make a text longer, up to this many characters (or the text's own length, if larger). */
export const MAX_GROWN = 16 * 1024 * 1024;

export const split = defineFilter<string>({
  name: 'split',
  hurl: 'split',
  summary: 'a list of the parts of a text around each occurrence of a separator',
  argument: textArgument('the separator (text, not empty)', (text, node) => {
    if (text !== '') return true;
    node.error('`split` needs a separator that is not empty', 'e.g. `{ split: "," }`');
    return false;
  }),
  describe: (separator) => `split ${JSON.stringify(separator)}`,
  apply(value, separator, context) {
    if (typeof value !== 'string') return needsText(value, context);
    let parts = 1;
    for (let at = value.indexOf(separator); at !== -1; at = value.indexOf(separator, at + separator.length)) {
      if (++parts > MAX_ITEMS) return cannot(value, `more than ${MAX_ITEMS} parts`, context);
    }
    return { value: value.split(separator) };
  },
});

interface Replacement {
  old: string;
  new: string;
}

export const replace = defineFilter<Replacement>({
  name: 'replace',
  hurl: 'replace',
  summary: 'the text with every occurrence of `old` replaced by `new`',
  argument: pair('replace', 'old', 'the text to replace (not empty)', (text, node) => {
    if (text !== '') return true;
    node.error('`old` of `replace` cannot be empty: it would be found between every two characters');
    return false;
  }),
  describe: (r) => `replace ${JSON.stringify(r.old)} ${JSON.stringify(r.new)}`,
  apply(value, { old, new: replacement }, context) {
    if (typeof value !== 'string') return needsText(value, context);
    let found = 0;
    for (let at = value.indexOf(old); at !== -1; at = value.indexOf(old, at + old.length)) found++;
    if (found * (replacement.length - old.length) > MAX_GROWN) return tooLong(value, context);
    return { value: value.replaceAll(old, () => replacement) };
  },
});

interface RegexReplacement {
  pattern: string;
  new: string;
}

export const replaceRegex = defineFilter<RegexReplacement>({
  name: 'replace-regex',
  hurl: 'replaceRegex',
  summary:
    'the text with every match of a regular expression replaced by `new` (`$1`, `$<name>` and `$&` insert what was matched)',
  argument: pair('replace-regex', 'pattern', 'a regular expression', linearPattern),
  describe: (r) => `replace-regex ${JSON.stringify(r.pattern)} ${JSON.stringify(r.new)}`,
  apply(value, { pattern, new: replacement }, context) {
    if (typeof value !== 'string') return needsText(value, context);
    // Checked before the run to be one the linear-time engine takes: V8 then runs it on the usual
    // (faster) engine and switches to the linear one if it backtracks too much (patterns.ts).
    if (linearRegExp(pattern) === undefined)
      return { error: `assay bug: \`${pattern}\` was checked to run in linear time` };
    const global = new RegExp(pattern, 'g');
    const parts = replacementParts(replacement, new RegExp(`${pattern}|`).exec('')!.length - 1);
    // Before building anything: a bound on the growth (a group is never longer than its match).
    let literal = 0;
    let references = 0;
    for (const part of parts) {
      if (typeof part === 'string') literal += part.length;
      else references++;
    }
    let matches = 0;
    let matched = 0;
    for (const match of value.matchAll(global)) {
      matches++;
      matched += match[0].length;
    }
    if (matches * literal + (references - 1) * matched > MAX_GROWN) return tooLong(value, context);
    return { value: value.replace(global, (...match: unknown[]) => expand(parts, match)) };
  },
});

export const htmlEscape = defineFilter<undefined>({
  name: 'html-escape',
  hurl: 'htmlEscape',
  summary: 'the text with `&`, `<`, `>`, `"` and `\'` written as HTML character references',
  apply(value, _argument, context) {
    if (typeof value !== 'string') return needsText(value, context);
    return { value: value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!) };
  },
});

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

export const htmlUnescape = defineFilter<undefined>({
  name: 'html-unescape',
  hurl: 'htmlUnescape',
  summary:
    'the text with every named and numeric character reference (`&gt;`, `&#62;`, `&#x3e;`) replaced by its character',
  async apply(value, _argument, context) {
    if (typeof value !== 'string') return needsText(value, context);
    if (!value.includes('&')) return { value };
    // The HTML parser's own reading of references (every named one, the legacy forms without `;`),
    // over the text as one text node: `<` cannot start a tag.
    const { parseFragment } = await import(/* webpackChunkName: "parse5" */ 'parse5');
    const fragment = parseFragment(value.replaceAll('<', '&lt;'));
    let text = '';
    for (const node of fragment.childNodes) if ('value' in node) text += node.value;
    return { value: text };
  },
});

/** `{ <key>: …, new: … }`: the argument of `replace` and `replace-regex`. */
function pair(
  filter: string,
  key: 'old' | 'pattern',
  what: string,
  check: (text: string, node: ArgumentNode) => boolean,
): FilterArgument<Replacement & RegexReplacement> {
  const example = `e.g. \`{ ${filter}: { ${key}: ${key === 'old' ? '"http://"' : '"\\\\d+"'}, new: "…" } }\``;
  return {
    docs: `\`{ ${key}: ${key === 'old' ? 'TEXT' : 'REGEX'}, new: TEXT }\``,
    jsonSchema: {
      type: 'object',
      required: [key, 'new'],
      additionalProperties: false,
      properties: { [key]: { type: 'string', minLength: 1 }, new: { type: ['string', 'number'] } },
    },
    read(node) {
      const fields = node.fields;
      if (fields === undefined) {
        node.error(`\`${filter}\` expects a mapping with \`${key}\` and \`new\`, got ${node.describe()}`, example);
        return undefined;
      }
      let ok = true;
      for (const [name, field] of fields) {
        if (name === key || name === 'new') continue;
        field.keyError(`unknown key \`${name}\` in \`${filter}\``, `\`${filter}\` takes \`${key}\` and \`new\``);
        ok = false;
      }
      const texts: Partial<Record<string, string>> = {};
      for (const name of [key, 'new']) {
        const field = fields.get(name);
        if (field === undefined) {
          node.error(`\`${filter}\` needs \`${name}\``, example);
          ok = false;
          continue;
        }
        const text = textArgument(name === key ? what : 'the replacement text').read(field);
        if (text === undefined || (name === key && !check(text, field))) ok = false;
        else texts[name] = text;
      }
      if (!ok) return undefined;
      // Only the keys the filter has: `replace` reads `old`, `replace-regex` reads `pattern`.
      return { [key]: texts[key], new: texts.new } as unknown as Replacement & RegexReplacement;
    },
  };
}

function linearPattern(pattern: string, node: ArgumentNode): boolean {
  const problem = regexProblem(pattern);
  if (problem !== undefined) {
    node.error(
      `\`pattern\` is not a valid regular expression: ${problem}`,
      'patterns use JavaScript regular expression syntax',
    );
    return false;
  }
  if (linearRegExp(pattern) === undefined) {
    node.error(
      '`replace-regex` takes a pattern without backreferences or lookarounds (`\\1`, `(?=…)`)',
      'it runs on the linear-time engine, so a hostile text cannot make it backtrack for minutes',
    );
    return false;
  }
  return true;
}

function tooLong(value: string, context: FilterContext) {
  return cannot(value, `the result would grow by more than ${MAX_GROWN} characters`, context);
}

type Part = string | number | { name: string };

/**
 * The replacement read once into parts: texts, group numbers (0: the whole match, `$&`) and group
 * names (`$<name>`); `$$` is a `$`. As JavaScript reads `$12` when there are 12 groups, else `$1` and "2".
 */
function replacementParts(replacement: string, groups: number): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const found of replacement.matchAll(/\$(\$|&|<([^>]*)>|\d{1,2})/g)) {
    const [written, what, name] = found as unknown as [string, string, string | undefined];
    parts.push(replacement.slice(last, found.index));
    last = found.index + written.length;
    if (what === '$') parts.push('$');
    else if (what === '&') parts.push(0);
    else if (name !== undefined) parts.push({ name });
    else {
      const n = Number(what) <= groups ? Number(what) : Number(what[0]);
      if (n < 1 || n > groups) parts.push(written);
      else parts.push(n, n === Number(what) ? '' : what.slice(1));
    }
  }
  parts.push(replacement.slice(last));
  return parts.filter((part) => part !== '');
}

/** The replacement for one match (`replace`'s callback arguments: the match, its groups, offset, text[, named groups]). */
function expand(parts: readonly Part[], match: unknown[]): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else if (typeof part === 'number') text += (match[part] as string | undefined) ?? '';
    else {
      const named = match.at(-1);
      text +=
        typeof named === 'object' && named !== null
          ? ((named as Record<string, string | undefined>)[part.name] ?? '')
          : '';
    }
  }
  return text;
}
