// `--tags` against the collections: a tag no test has is a typo that would select nothing and let
// the run pass having tested nothing.
import type { Collection } from '../../model/index.ts';
import { closest } from '../suggest.ts';

/** One sentence (with a did-you-mean) per tag given to `--tags` that no test of the collections has. */
export function unknownTags(collections: Collection[], tags: string[]): string[] {
  const known = [...new Set(collections.flatMap((c) => c.tests.flatMap((t) => t.tags)))].sort();
  return [...new Set(tags)]
    .filter((tag) => !known.includes(tag))
    .map((tag) => {
      const near = closest(tag, known);
      const hint = near
        ? `did you mean "${near}"?`
        : known.length === 0
          ? 'no test has any tag'
          : `the tags are: ${known.join(', ')}`;
      return `no test has the tag "${tag}" given to --tags (${hint})`;
    });
}

/** One sentence (with a did-you-mean) per operationId given to `--operation` that no generated test has. */
export function unknownOperations(collections: Collection[], operations: string[]): string[] {
  const known = [...new Set(collections.flatMap((c) => c.tests.flatMap((t) => t.operation?.operationId ?? [])))].sort();
  return [...new Set(operations)]
    .filter((id) => !known.includes(id))
    .map((id) => {
      const near = closest(id, known);
      const hint = near
        ? `did you mean "${near}"?`
        : known.length === 0
          ? 'no source is an OpenAPI document with operationIds'
          : `the operationIds are: ${known.join(', ')}`;
      return `no operation has the operationId "${id}" given to --operation (${hint})`;
    });
}
