// A test whose validators all look beyond the response (certificates, DNS, …) sends no request.
import { performance } from 'node:perf_hooks';
import type { TestDefinition, ValidatorResult } from '../../model/index.ts';
import type { ReceivedResponse } from '../http/types.ts';
import type { TemplateValues } from '../templates/render.ts';
import { Observation } from '../queries/observation.ts';
import { roundMs } from '../../model/values.ts';
import type { ExecutionEnvironment } from './environment.ts';
import { evaluate, evaluationContext } from './evaluate-response.ts';
import { NOTHING_CAPTURED, type Execution } from './attempt.ts';

/** A test of probing validators only: the validators run, no request is sent, the result has no request or response. */
export async function probeTest(
  test: TestDefinition,
  url: string,
  values: TemplateValues,
  environment: ExecutionEnvironment,
  timeoutMs: number,
  startedAt: number,
): Promise<Execution> {
  const evaluation = evaluationContext(environment, test.method, url, values, timeoutMs, startedAt);
  // Validators that need nothing of the response never read the observation.
  const observation = new Observation(NO_RESPONSE, environment.redact);
  const results: ValidatorResult[] = [];
  for (const validator of test.validators) {
    results.push({ ...(await evaluate(validator, observation, values, evaluation)), position: validator.position });
  }
  return {
    outcome: results.every((r) => r.pass) ? 'passed' : 'failed',
    timings: {
      startMs: roundMs(startedAt - environment.runStartedAt),
      totalMs: roundMs(performance.now() - startedAt),
      ttfbMs: 0,
    },
    validators: results,
    captures: [],
    captured: NOTHING_CAPTURED,
  };
}

const NO_RESPONSE: ReceivedResponse = {
  ok: true,
  status: 0,
  statusText: 'no request sent',
  headers: [],
  body: '',
  bodyBuffer: Buffer.alloc(0),
  bodyBytes: 0,
  headerValues: () => [],
  finalUrl: '',
  redirects: [],
  httpVersion: '',
  connection: undefined,
  sentHeaders: [],
  ttfbMs: 0,
  totalMs: 0,
};
