// One declaration per query, from which both of its uses come with the same key: the validator
// (`- url: { ends-with: /done }`, query-validator.ts) and the capture source
// (`context: [{ name: u, url: true }]`, capture-sources.ts). The query itself is evaluated by
// engine/queries/query.ts, the one evaluator captures and validators share.
import { describeQuery, select, type Query, type Selection } from '../queries/query.ts';
import type { ArgumentSchema } from './argument.ts';
import type { CaptureSourceSpec } from './capture-sources/spec.ts';
import type { Selected } from './predicates.ts';
import { trueArgument } from './query-arguments.ts';
import { queryValidator, type Locator, type QueryArgument, type QueryValidatorOptions } from './query-validator.ts';
import type { ValidatorSpec } from './spec.ts';

export interface QueryDeclaration<L> extends Omit<
  QueryValidatorOptions<L>,
  'name' | 'describe' | 'select' | 'locator'
> {
  /** The validator's name and the context entry's key. */
  key: string;
  /** The capture sources table's "Value" column. */
  value: string;
  locator?: Locator<L>;
  /** The capture's argument: the locator alone (`header: X-Id`); `true` for a query without a locator. */
  captureArgument?: ArgumentSchema<L>;
  query(locator: L): Query;
  /**
   * How predicates read the selection: `list` (several nodes form one list value) or `some` (texts
   * such as a header sent twice, where one value satisfying a predicate is enough); `textual`: a
   * written `200` compares as the text "200"; `caseless`: compared without regard to case (hex digests).
   */
  judged: Omit<Selected, 'values'>;
}

export interface DeclaredQuery<L> {
  validator: ValidatorSpec<QueryArgument<L>>;
  source: CaptureSourceSpec<L>;
}

export function defineQuery<L = undefined>(declaration: QueryDeclaration<L>): DeclaredQuery<L> {
  const { key, judged } = declaration;
  const asSelected = (selection: Selection): Selected | { error: string } =>
    selection.ok ? { values: selection.values, ...judged } : { error: selection.error };
  const validator = queryValidator<L>({
    ...declaration,
    name: key,
    describe: (locator) => describeQuery(declaration.query(locator)),
    select(observation, locator, context) {
      const selection = select(declaration.query(locator), observation, context);
      return selection instanceof Promise ? selection.then(asSelected) : asSelected(selection);
    },
  });
  const source: CaptureSourceSpec<L> = {
    key,
    summary: declaration.value,
    argument: declaration.captureArgument ?? (trueArgument as unknown as ArgumentSchema<L>),
    query: declaration.query,
  };
  return { validator, source };
}
