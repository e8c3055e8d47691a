// Projects: a collection's YAML with a name, a group, a schedule, variables and sealed secrets.
// Checked the way a run checks it before it is stored, so a project that cannot run is refused
// with the same diagnostics the command line prints.
import { dirname } from 'node:path';
import { parse } from 'yaml';
import { formatDiagnostics, loadCollections } from '../collection/index.ts';
import type { FilePolicy } from '../model/file-access.ts';
import { nextOccurrence, readSchedule, type Schedule } from './schedule.ts';
import type { SecretBox } from './secret-box.ts';
import type { Origin, Project, Store } from './store/store.ts';

export class ProjectError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

export interface ProjectRequest {
  yaml: string;
  /** Wins over the collection's `name:`. */
  name?: string;
  /** The name when neither `name` nor the collection's `name:` gives one (a file's base name). */
  defaultName?: string;
  group?: string;
  variables?: Record<string, string>;
  /** Replaces the stored secrets when given; never read back. */
  secrets?: Record<string, string>;
}

const NAME = /^[\w .-]{1,100}$/;
const MISSING_INPUTS = ['undefined-variable', 'undefined-secret'];
/** The command line's hint (set it in the environment) cannot help here: projects never see the server's. */
const SERVER_ENV_HINT =
  'the server does not pass its environment to projects: use a project variable (`${{ vars.… }}`)';

/** The stored schedule of a project (JSON of Schedule), parsed. */
export function projectSchedule(project: Project): Schedule | undefined {
  return project.schedule === undefined ? undefined : (JSON.parse(project.schedule) as Schedule);
}

/**
 * Where a project's relative file names start, and which files it may name: a project from a file
 * names files under its own folder only, one stored through the API none (docs/serve.md).
 */
export function projectFiles(originPath: string | undefined, dataDirectory?: string): ProjectFiles {
  if (originPath === undefined) return { cwd: process.cwd(), filePolicy: { kind: 'none' } };
  const folder = dirname(originPath);
  const except = dataDirectory === undefined ? {} : { except: dataDirectory };
  return { cwd: folder, filePolicy: { kind: 'within', directory: folder, ...except } };
}

export interface ProjectFiles {
  cwd: string;
  filePolicy: FilePolicy;
}

/** The project's YAML as a collection source: always inline text, never a path to a file. */
export function inlineSource(yaml: string): string {
  return yaml.includes('\n') ? yaml : `${yaml}\n`;
}

/** Reads and checks a collection's YAML: its name and schedule, or a ProjectError. */
export async function checkCollection(
  yaml: string,
  variables: Record<string, string>,
  secrets: Record<string, string>,
  files: ProjectFiles,
  /** File projects: their variables and secrets are set through the API after the file is read. */
  allowMissingInputs = false,
): Promise<{ name?: string; schedule?: Schedule }> {
  if (typeof yaml !== 'string' || yaml.trim() === '') throw new ProjectError('the project needs collection YAML');
  const loaded = await loadCollections([inlineSource(yaml)], {
    ...files,
    variables,
    secrets,
    env: {},
  });
  const errors = loaded.diagnostics
    .filter((d) => d.severity === 'error' && !(allowMissingInputs && MISSING_INPUTS.includes(d.code)))
    .map((d) => (d.code === 'undefined-env' ? { ...d, hint: SERVER_ENV_HINT } : d));
  if (errors.length > 0)
    throw new ProjectError(`the collection has errors:\n${formatDiagnostics(errors, loaded.texts, false)}`.trim());
  const root = parse(yaml) as Record<string, unknown>;
  let schedule: Schedule | undefined;
  if (root.schedule !== undefined && root.schedule !== null) {
    const read = readSchedule(root.schedule);
    if (typeof read === 'string') throw new ProjectError(`schedule: ${read}`);
    schedule = read;
  }
  return { name: typeof root.name === 'string' ? root.name : undefined, schedule };
}

function stringMap(value: unknown, what: string): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (
    !value ||
    typeof value !== 'object' ||
    Array.isArray(value) ||
    Object.values(value).some((v) => typeof v !== 'string')
  )
    throw new ProjectError(`${what} must be an object of text values`);
  return value as Record<string, string>;
}

export class Projects {
  readonly #store: Store;
  readonly #box: SecretBox;
  /** Told when a project's next occurrence was set (the scheduler on PostgreSQL queues it). */
  onScheduled?: (project: Project) => Promise<void>;

  readonly #dataDirectory: string | undefined;

  /** `dataDirectory`: the server's own files (SQLite), which no project may name even inside its folder. */
  constructor(store: Store, box: SecretBox, dataDirectory?: string) {
    this.#store = store;
    this.#box = box;
    this.#dataDirectory = dataDirectory;
  }

  /** Where the files of a project from `originPath` (none: from the API) are found, and which it may name. */
  filesOf(originPath: string | undefined): ProjectFiles {
    return projectFiles(originPath, this.#dataDirectory);
  }

  /** Creates a project from the API/UI or a file (`origin`), or updates the one with that id. */
  async save(request: ProjectRequest, origin: Origin, existing?: Project, originPath?: string): Promise<Project> {
    if (existing && existing.origin === 'file' && origin !== 'file')
      throw new ProjectError(
        `the project ${existing.name} comes from ${existing.originPath}: change the file (files win over the API)`,
        409,
      );
    const variables = stringMap(request.variables, 'variables') ?? existing?.variables ?? {};
    const secrets = stringMap(request.secrets, 'secrets');
    if (secrets && Object.keys(secrets).length > 0 && !this.#box.available)
      throw new ProjectError(`storing secrets needs ASSAY_SECRET_KEY on the server (see docs/serve.md)`, 422);
    const checkSecrets = secrets ?? this.storedSecrets(existing);
    const collection = await checkCollection(
      request.yaml,
      variables,
      checkSecrets,
      this.filesOf(originPath),
      origin === 'file',
    );
    const name = (request.name ?? collection.name ?? request.defaultName ?? existing?.name ?? '').trim();
    if (!NAME.test(name))
      throw new ProjectError(
        'a project needs a name of letters, digits, spaces, `.`, `_` or `-` (up to 100): give `name:`',
      );
    const group = (request.group ?? existing?.group ?? '').trim();
    if (group !== '' && !NAME.test(group))
      throw new ProjectError('a group name is letters, digits, spaces, `.`, `_` or `-`');
    const other = await this.#store.projectByName(name);
    if (other && other.id !== existing?.id) throw new ProjectError(`a project named ${name} exists already`, 409);
    const schedule = collection.schedule && JSON.stringify(collection.schedule);
    const fields = {
      name,
      group,
      sourceYaml: request.yaml,
      schedule,
      origin,
      originPath,
      variables,
      secretsEncrypted:
        secrets && Object.keys(secrets).length > 0 ? this.#box.seal(JSON.stringify(secrets)) : undefined,
    };
    if (!existing)
      return this.#scheduled(
        await this.#store.createProject({
          ...fields,
          nextRunAt: collection.schedule && nextOccurrence(collection.schedule, Date.now()),
        }),
      );
    const rescheduled = schedule !== existing.schedule;
    const saved = (await this.#store.updateProject(existing.id, {
      ...fields,
      ...(rescheduled ? { nextRunAt: collection.schedule && nextOccurrence(collection.schedule, Date.now()) } : {}),
    }))!;
    return rescheduled ? this.#scheduled(saved) : saved;
  }

  /** The project's secrets in clear, for a run. */
  storedSecrets(project: Project | undefined): Record<string, string> {
    if (!project?.secretsEncrypted) return {};
    return JSON.parse(this.#box.open(project.secretsEncrypted)) as Record<string, string>;
  }

  async setPaused(project: Project, paused: boolean): Promise<Project> {
    const schedule = projectSchedule(project);
    const saved = (await this.#store.updateProject(project.id, {
      paused,
      // Resuming starts the cadence afresh instead of running every missed occurrence.
      ...(paused || !schedule ? {} : { nextRunAt: nextOccurrence(schedule, Date.now()) }),
    }))!;
    return paused ? saved : this.#scheduled(saved);
  }

  /** Tells the scheduler; a failure to is reported, not thrown (the project is saved, and resent within 30 s). */
  async #scheduled(project: Project): Promise<Project> {
    await this.onScheduled?.(project).catch((error: Error) =>
      process.stderr.write(`assay serve: scheduling ${project.name} failed: ${error.message}\n`),
    );
    return project;
  }
}
