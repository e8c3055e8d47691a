// `assay [run]`: one invocation (session/invocation.ts): prepare the collections, then execute them
// with the console, the progress line and the report files as observers; its exit code is the command's.
import type { RunOptions } from '../../model/index.ts';
import type { ExitCode } from '../../model/run-outcome.ts';
import { executeInvocation, prepareInvocation, type InvocationIo } from '../../session/invocation.ts';

export async function runCommand(options: RunOptions, io: InvocationIo): Promise<ExitCode> {
  const invocation = await prepareInvocation(options, io);
  if (invocation.run === undefined) return invocation.code;
  return (await executeInvocation(invocation.run, io, { once: true })).code;
}
