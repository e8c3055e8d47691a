// Preparing a run: load and check the collections, then plan. No argv, exit codes, process
// globals or writes: the command line, the action, and later a monitoring loop or a server prepare
// once and execute the prepared run as often as they need.
import type { Collection, Diagnostic, RunOptions, ShardPlan } from '../model/index.ts';
import {
  FETCH_INTERRUPTED,
  formatDiagnostics,
  loadCollections,
  skippedNotice,
  unknownOperations,
  unknownTags,
} from '../collection/index.ts';
import { buildPlan, selectTests, type CollectionPlan } from '../engine/plan/plan.ts';
import { shardPlan } from '../engine/plan/shard.ts';
import { loadShardTimings } from '../report/results/read.ts';
import { reportDirectory } from '../report/output-directory.ts';
import { Redactor } from '../report/redact.ts';
import { MIN_SECRET_LENGTH } from '../report/secret-forms.ts';
import { collectionUrlSecrets, textUrlSecrets } from './source-secrets.ts';
import type { LlmOptions } from '../engine/probes/llm/index.ts';
import { prepareLlm } from './llm.ts';
import type { FilePolicy } from '../model/file-access.ts';
import { readClientFiles, type ClientFiles } from './client-files.ts';

export interface PrepareEnvironment {
  cwd: string;
  env: Record<string, string | undefined>;
  /** Called with every secret value the moment it is known (the action masks it in the log). */
  onSecret?(value: string): void;
  /** Told what the person running assay should know: a secret too short to mask everywhere, files a walk skipped. */
  onWarning?(message: string): void;
  /** An interrupt (SIGINT/SIGTERM as its reason): a collection being fetched is abandoned, and the preparation says so. */
  signal?: AbortSignal;
  /** Which files a collection may name (`assay serve`); any when not given. */
  filePolicy?: FilePolicy;
}

/** Registers a secret value; `name` says where it came from, for warnings (never the value). */
export type SecretSink = (value: string, name: string, derived?: boolean) => void;

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
  /** Registers a secret found while the run executes (a secret capture, credentials in a URL or header). */
  readonly addSecret: SecretSink;
  /** The language model's configuration; undefined when none is configured (and no collection needs one). */
  readonly llm?: LlmOptions;
  /** Set on a shard: the whole run it is part of (results.json records it for `assay merge`). */
  readonly shardPlan?: ShardPlan;
  /** `--netrc`, `--cookie`, `--cookie-jar`, read or checked. */
  readonly clientFiles?: ClientFiles;
}

export interface Preparation {
  /** Undefined when a diagnostic is an error: nothing may be sent. */
  run?: PreparedRun;
  diagnostics: Diagnostic[];
  /** The diagnostics as text, secrets masked; with colour for a terminal, or plain (diagnostics.txt). */
  diagnosticsText(colour: boolean): string;
  redactor: Redactor;
  /** Problems with the invocation rather than a collection (a `--tags` tag no test has): nothing may be sent. */
  problems: string[];
  /** Set when an interrupt cut off the fetch of a collection: there is no run, and nothing was sent. */
  interrupted?: 'SIGINT' | 'SIGTERM';
}

export async function prepare(options: RunOptions, where: PrepareEnvironment): Promise<Preparation> {
  const redactor = new Redactor();
  const addSecret: SecretSink = (value, name, derived = false) => {
    const short = [...value].length < MIN_SECRET_LENGTH;
    // A short value taken from a header (a cookie such as `lang=en`) is not a credential worth masking.
    if ((short && derived) || !redactor.add(value)) return;
    if (short) where.onWarning?.(shortSecretWarning(name));
    // The action's log masks every occurrence, even inside words: short secrets stay ours to mask.
    else where.onSecret?.(value);
  };
  if (options.license !== undefined) addSecret(options.license, 'the license');
  for (const [name, value] of Object.entries(options.secrets)) addSecret(value, `secrets.${name}`);
  for (const key of [options.llm?.llmKey, options.llm?.openaiApikey]) if (key) addSecret(key, 'the language model key');
  for (const secret of collectionUrlSecrets(options.collections)) addSecret(secret, "a collection URL's credential");
  if ([...options.collections, ...Object.values(options.variables)].some(hasUrlUserinfo)) redactor.maskUrlUserinfo();

  const loaded = await loadCollections(options.collections, {
    cwd: where.cwd,
    variables: options.variables,
    secrets: options.secrets,
    env: where.env,
    // Walking a directory never reads the reports of an earlier run as collections.
    excludeDirectories: options.output === undefined ? [] : [reportDirectory(options.output)],
    signal: where.signal,
    filePolicy: where.filePolicy,
  });
  // Only a fetch the interrupt cut off stops here: collections read in full run, and an interrupted
  // run reports their tests as not run (the action, cancelled while it waited for the API, does so).
  if (where.signal?.aborted && loaded.diagnostics.some((d) => d.code === FETCH_INTERRUPTED)) {
    const interrupted = String(where.signal.reason) === 'SIGINT' ? 'SIGINT' : 'SIGTERM';
    return { diagnostics: [], diagnosticsText: () => '', redactor, problems: [], interrupted };
  }
  if (loaded.skipped.length > 0) where.onWarning?.(redactor.redact(skippedNotice(loaded.skipped)));
  const diagnostics = [...loaded.diagnostics];
  for (const text of loaded.texts.values()) {
    for (const secret of textUrlSecrets(text)) addSecret(secret, "a URL's credential", true);
    if (hasUrlUserinfo(text)) redactor.maskUrlUserinfo();
  }
  let shardDurations: Map<string, number> | undefined;
  if (options.shardTimings !== undefined) {
    try {
      shardDurations = await loadShardTimings(options.shardTimings);
    } catch (error) {
      diagnostics.push({
        severity: 'error',
        code: 'shard-timings',
        message: `--shard-timings: ${(error as Error).message}`,
        file: options.shardTimings,
        line: 0,
        column: 0,
      });
    }
  }
  // A message may quote what a user wrote (a URL with its credentials); the action annotates with them.
  if (redactor.active) for (const d of diagnostics) d.message = redactor.redact(d.message);
  const diagnosticsText = (colour: boolean) => redactor.redact(formatDiagnostics(diagnostics, loaded.texts, colour));
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics, diagnosticsText, redactor, problems: [] };
  const problems = [
    ...unknownTags(loaded.collections, options.tags),
    ...unknownOperations(loaded.collections, options.operations),
  ];
  const plans = buildPlan(loaded.collections, {
    tags: options.tags,
    operations: options.operations,
    shard: options.shard,
    shardDurations,
  });
  const llm = prepareLlm(options, where.env, plans, addSecret);
  if (!llm.ok) problems.push(redactor.redact(llm.problem));
  const clientFiles = readClientFiles(options, where, addSecret);
  if (!clientFiles.ok) problems.push(redactor.redact(clientFiles.problem));
  if (problems.length > 0 || !llm.ok) return { diagnostics, diagnosticsText, redactor, problems };

  const planned = plans.reduce((sum, p) => sum + p.tests.length, 0);
  // A run that would test nothing must not pass. An empty shard is normal (more shards than groups of
  // tests that depend on each other): it runs, with a warning.
  if (planned === 0 && options.shard === undefined) {
    return { diagnostics, diagnosticsText, redactor, problems: [NOTHING_TO_RUN] };
  }
  const run: PreparedRun = {
    options,
    env: where.env,
    collections: loaded.collections,
    plans,
    planned,
    redactor,
    addSecret,
    ...(llm.options === undefined ? {} : { llm: llm.options }),
    ...(clientFiles.ok && Object.keys(clientFiles.files).length > 0 ? { clientFiles: clientFiles.files } : {}),
    ...(options.shard === undefined
      ? {}
      : { shardPlan: shardPlan(selectTests(loaded.collections, options), options.repeats) }),
  };
  return { run, diagnostics, diagnosticsText, redactor, problems: [] };
}

const NOTHING_TO_RUN = 'no tests to run: the collections have no tests, and a run that tests nothing does not pass';

function shortSecretWarning(name: string): string {
  return `warning: ${name} is shorter than ${MIN_SECRET_LENGTH} characters: it is masked only where it stands alone, not inside longer words\n`;
}

/** Whether the text holds a URL with a userinfo part (`https://bob:s3cret@host/`). */
function hasUrlUserinfo(text: string): boolean {
  return text.includes('@') && /:\/\/[^/?#\s]*@/.test(text);
}
