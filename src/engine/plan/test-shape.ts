// What executing a test needs to know about its definition beyond the definition itself, worked out
// as the test is sent (a large collection's tests are read in full only then, docs/performance.md):
// a few looks over its validators, headers and templates.
import type { TestDefinition } from '../../model/index.ts';
import type { ModelTextToken } from '../../model/model-text.ts';
import { modelTextTokens } from '../../model/test-templates.ts';
import { describeTest } from '../../model/values.ts';
import { validators } from '../validators/index.ts';

export interface TestShape {
  /** How reports and the console name the test. */
  readonly name: string;
  /** The `${{ <model>.text(N) }}` tokens its templates hold (none for most tests). */
  readonly textTokens: readonly ModelTextToken[];
  /** Every validator probes the URL's host and nothing reads a response: no request is sent. */
  readonly probesOnly: boolean;
  /** Some header name is a template, so the rendered names must be checked. */
  readonly templatedHeaderNames: boolean;
}

export function testShape(test: TestDefinition): TestShape {
  return {
    name: describeTest(test),
    textTokens: modelTextTokens(test),
    probesOnly:
      test.validators.length > 0 &&
      test.captures.length === 0 &&
      test.validators.every((validator) => validators.get(validator.name)?.needs.length === 0),
    templatedHeaderNames: test.headers.some((header) => header.nameTemplate !== undefined),
  };
}
