// Preparing a run: load and check the collections, then plan. No argv, exit codes, process
// globals or writes: the command line, the action, and later a monitoring loop or a server prepare
// once and execute the prepared run as often as they need.
import type { Collection, Diagnostic, RunOptions } from '../model/index.ts';
import { formatDiagnostics, loadCollections } from '../collection/index.ts';
import { buildPlan, type CollectionPlan } from '../engine/plan/plan.ts';
import { loadShardTimings } from '../report/results/read.ts';
import { Redactor } from '../report/redact.ts';

export interface PrepareEnvironment {
  cwd: string;
  env: Record<string, string | undefined>;
  /** Called with every secret value the moment it is known (the action masks it in the log). */
  onSecret?(value: string): void;
}

/** A checked and planned run, ready to execute any number of times. */
export interface PreparedRun {
  readonly options: RunOptions;
  readonly env: Record<string, string | undefined>;
  readonly collections: Collection[];
  readonly plans: CollectionPlan[];
  /** Tests per iteration, over all collections. */
  readonly planned: number;
  /** Masks every secret of the run; secrets captured while it executes are added as they come. */
  readonly redactor: Redactor;
  /** Capture patterns, compiled once for every execution of this run. */
  readonly patterns: Map<string, RegExp>;
  readonly onSecret?: (value: string) => void;
}

export interface Preparation {
  /** Undefined when a diagnostic is an error: nothing may be sent. */
  run?: PreparedRun;
  diagnostics: Diagnostic[];
  /** The diagnostics as text, secrets masked; with colour for a terminal, or plain (diagnostics.txt). */
  diagnosticsText(colour: boolean): string;
  redactor: Redactor;
}

export async function prepare(options: RunOptions, where: PrepareEnvironment): Promise<Preparation> {
  const redactor = new Redactor();
  const addSecret = (value: string) => {
    if (redactor.add(value)) where.onSecret?.(value);
  };
  if (options.license !== undefined) addSecret(options.license);
  for (const value of Object.values(options.secrets)) addSecret(value);

  const loaded = await loadCollections(options.collections, {
    cwd: where.cwd,
    variables: options.variables,
    secrets: options.secrets,
    env: where.env,
  });
  const diagnostics = [...loaded.diagnostics];
  let shardDurations: Map<string, number> | undefined;
  if (options.shardTimings !== undefined) {
    try {
      shardDurations = await loadShardTimings(options.shardTimings);
    } catch (error) {
      diagnostics.push({
        severity: 'error',
        code: 'shard-timings',
        message: (error as Error).message,
        file: options.shardTimings,
        line: 0,
        column: 0,
      });
    }
  }
  const diagnosticsText = (colour: boolean) => redactor.redact(formatDiagnostics(diagnostics, loaded.texts, colour));
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics, diagnosticsText, redactor };

  const plans = buildPlan(loaded.collections, { tags: options.tags, shard: options.shard, shardDurations });
  const run: PreparedRun = {
    options,
    env: where.env,
    collections: loaded.collections,
    plans,
    planned: plans.reduce((sum, p) => sum + p.tests.length, 0),
    redactor,
    patterns: new Map(),
    onSecret: addSecret,
  };
  return { run, diagnostics, diagnosticsText, redactor };
}
