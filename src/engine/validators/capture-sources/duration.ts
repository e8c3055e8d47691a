// `{ name, duration: true }`: how long the response took, in ms.
import type { CaptureSourceSpec } from './spec.ts';
import { trueArgument } from '../query-arguments.ts';

export const durationSource: CaptureSourceSpec<true> = {
  key: 'duration',
  summary: 'the time until the whole response arrived, in milliseconds',
  argument: trueArgument,
  query: () => ({ source: 'duration' }),
};
