// `--tags` and `--operation` against the collections: a name no test has is a typo that would select
// nothing and let the run pass having tested nothing.
import type { Collection } from '../../model/index.ts';
import { closest } from '../../model/suggest.ts';

/** One sentence (with a did-you-mean) per tag given to `--tags` that no test of the collections has. */
export function unknownTags(collections: Collection[], tags: string[]): string[] {
  const known = collections.flatMap((c) => c.tests.flatMap((t) => t.tags));
  return unknownNames(tags, known, (tag, hint) => `no test has the tag "${tag}" given to --tags (${hint})`, {
    none: 'no test has any tag',
    all: 'the tags are',
  });
}

/** One sentence (with a did-you-mean) per operationId given to `--operation` that no generated test has. */
export function unknownOperations(collections: Collection[], operations: string[]): string[] {
  const known = collections.flatMap((c) => c.tests.flatMap((t) => t.operation?.operationId ?? []));
  return unknownNames(
    operations,
    known,
    (id, hint) => `no operation has the operationId "${id}" given to --operation (${hint})`,
    { none: 'no source is an OpenAPI document with operationIds', all: 'the operationIds are' },
  );
}

/** The names given that are not among the known ones, each worded with a did-you-mean or the list. */
function unknownNames(
  given: string[],
  knownNames: string[],
  sentence: (name: string, hint: string) => string,
  words: { none: string; all: string },
): string[] {
  const known = [...new Set(knownNames)].sort();
  return [...new Set(given)]
    .filter((name) => !known.includes(name))
    .map((name) => {
      const near = closest(name, known);
      const hint = near
        ? `did you mean "${near}"?`
        : known.length === 0
          ? words.none
          : `${words.all}: ${known.join(', ')}`;
      return sentence(name, hint);
    });
}
