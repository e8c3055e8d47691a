// The `start`/`wait-on` half of a step: start the commands, wait until the API answers, and after the
// run stop everything that was started. A command that fails on its own, before or during the run,
// fails the step with the end of its log.
import * as workflow from './workflow-commands.ts';
import { relative } from 'node:path';
import type { RunOptions } from '../model/index.ts';
import { Redactor } from '../report/redact.ts';
import { MIN_SECRET_LENGTH } from '../report/secret-forms.ts';
import { collectionUrlSecrets } from '../session/source-secrets.ts';
import type { ActionInputs } from './inputs.ts';
import { saveState } from './names.ts';
import { describeFailure, logTail, redactLogs, StartedServices } from './services.ts';
import { waitOn, type WaitTarget } from './wait-on.ts';

export interface Background {
  services: StartedServices;
  /** Why the tests must not run (a command failed, the API never answered); undefined when ready. */
  problem?: string;
}

/**
 * The secrets of `args` (with the credentials of collection URLs), registered with the runner before anything starts (so it masks them also in
 * what the started commands print), and a redactor for the start logs; the run adds the secrets it
 * captures.
 */
export function registerSecrets(options: RunOptions): Redactor {
  const redactor = new Redactor();
  const secrets = [
    ...Object.values(options.secrets),
    ...(options.license ? [options.license] : []),
    ...collectionUrlSecrets(options.collections),
  ];
  for (const secret of secrets) {
    // The log masker masks a value even inside words: short secrets are left to assay's own masking.
    if ([...secret].length >= MIN_SECRET_LENGTH) workflow.setSecret(secret);
    redactor.add(secret);
  }
  return redactor;
}

export async function startBackground(
  inputs: ActionInputs,
  logDirectory: string,
  workspace: string,
  interrupt: AbortSignal,
): Promise<Background> {
  const services = StartedServices.start(inputs.start, logDirectory, workspace);
  // Left for the post step, which stops them if this step is killed before it can.
  saveState('started_processes', JSON.stringify(services.processGroups));
  for (const command of services.commands)
    workflow.info(
      `Started \`${command.command}\` in the background; its output goes to ${display(command.logFile, workspace)}`,
    );
  if (inputs.waitOn.length === 0) return { services };

  const seconds = inputs.waitOnTimeoutMs / 1000;
  workflow.info(`Waiting up to ${seconds} s for ${inputs.waitOn.map((target) => target.text).join(', ')}`);
  const result = await waitOn(inputs.waitOn, inputs.waitOnTimeoutMs, AbortSignal.any([services.failure, interrupt]));
  if (result.ok) {
    workflow.info('Everything in wait-on answered; running the tests.');
    return { services };
  }
  const failed = services.failedCommand();
  if (failed)
    return {
      services,
      problem: describeFailure(failed, 'before the API answered', display(failed.logFile, workspace)),
    };
  if (interrupt.aborted) return { services };
  return { services, problem: timeoutMessage(result.waiting, result.lastProblem, seconds, services, workspace) };
}

/**
 * Stops what was started, takes the secrets out of its logs, and says why the step fails when a
 * command ended on its own during the run.
 */
export async function finishBackground(
  background: Background,
  redact: (text: string) => string,
  workspace: string,
): Promise<string | undefined> {
  const { services } = background;
  if (services.commands.length === 0) return undefined;
  const failedDuringRun = background.problem === undefined ? services.failedCommand() : undefined;
  await services.stop();
  saveState('started_processes', '[]');
  redactLogs(services.logFiles, redact);
  if (!failedDuringRun) return undefined;
  return redact(describeFailure(failedDuringRun, 'during the run', display(failedDuringRun.logFile, workspace)));
}

function timeoutMessage(
  waiting: WaitTarget[],
  lastProblem: Map<WaitTarget, string>,
  seconds: number,
  services: StartedServices,
  workspace: string,
): string {
  const targets = waiting.map((target) => `${target.text} (${lastProblem.get(target) ?? 'no answer'})`).join(', ');
  const tails = services.logFiles.map((file) => `Last lines of ${display(file, workspace)}:\n${logTail(file)}`);
  return [
    `wait-on: no answer within ${seconds} s from ${targets}. ` +
      'Check the URL and port, or raise wait-on-timeout if the API needs longer to start.',
    ...tails,
  ].join('\n');
}

function display(file: string, workspace: string): string {
  const inside = relative(workspace, file);
  return inside.startsWith('..') ? file : inside.replace(/\\/g, '/');
}
