// What a capture source declares, kept apart from the registry (../capture-sources.ts) that imports
// every source, as validators keep theirs in ../spec.ts.
import type { Query } from '../../queries/query.ts';
import type { ArgumentSchema } from '../argument.ts';

export interface CaptureSourceSpec<A = unknown> {
  /** The key a context entry names the source with. */
  key: string;
  /** For docs and the JSON Schema. */
  summary: string;
  argument: ArgumentSchema<A>;
  query(argument: A): Query;
}
