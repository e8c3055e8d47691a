// `{ name, status: true }`: the status code, e.g. `201`.
import type { CaptureSourceSpec } from './spec.ts';
import { trueArgument } from '../query-arguments.ts';

export const statusSource: CaptureSourceSpec<true> = {
  key: 'status',
  summary: 'the status code',
  argument: trueArgument,
  query: () => ({ source: 'status' }),
};
