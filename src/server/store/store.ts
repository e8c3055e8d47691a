// What the server keeps, over either database: users, sessions, tokens, projects, runs, rollups,
// alerts and maintenance windows. Methods speak the server's types; the SQL stays here.
import { randomUUID } from 'node:crypto';
import type { CiProvenance } from '../../model/index.ts';
import { bytesOf, textAsBytes, type Database, type Row } from './database.ts';
import { migrate } from './migrations.ts';
import { openSqlite } from './sqlite.ts';
import { AlertStore } from './alert-store.ts';
import { ROLLUP_PERIODS, windowBuckets, type BucketRange } from './rollup-periods.ts';

export type Role = 'admin' | 'editor' | 'viewer';
export const ROLES: readonly Role[] = ['admin', 'editor', 'viewer'];

export interface User {
  id: string;
  name: string;
  role: Role;
  passwordHash: string;
  createdAt: number;
}

export interface Session {
  userId: string;
  csrfToken: string;
  expiresAt: number;
}

export interface ApiToken {
  id: string;
  userId: string;
  name: string;
  scopes: string[];
  createdAt: number;
  lastUsedAt?: number;
}

export type Origin = 'file' | 'api';

export interface Project {
  id: string;
  name: string;
  group: string;
  sourceYaml: string;
  schedule?: string;
  paused: boolean;
  origin: Origin;
  originPath?: string;
  variables: Record<string, string>;
  /** Sealed by the SecretBox; never leaves the server. */
  secretsEncrypted?: string;
  nextRunAt?: number;
  status: 'unknown' | 'passing' | 'failing';
  /** Whether runs sent from CI count toward the status, uptime and alerts (scheduled runs always do). */
  ciRunsCount: boolean;
  createdAt: number;
  updatedAt: number;
}

export type RunStatus = 'queued' | 'running' | 'passed' | 'failed' | 'error' | 'abandoned';

export interface Run {
  id: string;
  projectId: string;
  /** `ci`: a run's results.json sent to the server (ci-runs.ts), not run here. */
  trigger: 'schedule' | 'manual' | 'api' | 'ci';
  /** For a `ci` run, when its results said. */
  ci?: CiProvenance;
  status: RunStatus;
  instanceId?: string;
  heartbeatAt?: number;
  queuedAt: number;
  startedAt?: number;
  finishedAt?: number;
  durationMs?: number;
  totals: { passed: number; failed: number; errored: number; skipped: number };
  error?: string;
}

export interface Uptime {
  runs: number;
  /** Share of passing runs; undefined without runs. */
  uptime?: number;
  latencyMs?: number;
}

export interface Rollup {
  bucketStart: number;
  runs: number;
  passedRuns: number;
  latencyTotalMs: number;
  latencyMaxMs: number;
}

export type ProjectInput = Pick<Project, 'name' | 'group' | 'sourceYaml' | 'schedule' | 'origin' | 'originPath'> & {
  variables?: Record<string, string>;
  secretsEncrypted?: string;
  nextRunAt?: number;
};

export { DAY_MS, HOUR_MS } from './rollup-periods.ts';

export class Store {
  readonly db: Database;
  readonly alerts: AlertStore;

  constructor(db: Database) {
    this.db = db;
    this.alerts = new AlertStore(db);
  }

  static async open(db: Database): Promise<Store> {
    await migrate(db);
    return new Store(db);
  }

  static memory(): Promise<Store> {
    return Store.open(openSqlite(':memory:'));
  }

  close(): Promise<void> {
    return this.db.close();
  }

  // ── users ──
  async createUser(name: string, role: Role, passwordHash: string): Promise<User> {
    const user: User = { id: randomUUID(), name, role, passwordHash, createdAt: Date.now() };
    await this.db.run('INSERT INTO users (id, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)', [
      user.id,
      name,
      role,
      passwordHash,
      user.createdAt,
    ]);
    return user;
  }

  async countUsers(): Promise<number> {
    const [row] = await this.db.query<{ n: number }>('SELECT COUNT(*) AS n FROM users');
    return Number(row.n);
  }

  async userByName(name: string): Promise<User | undefined> {
    const [row] = await this.db.query('SELECT * FROM users WHERE name = ?', [name]);
    return row && toUser(row);
  }

  async userById(id: string): Promise<User | undefined> {
    const [row] = await this.db.query('SELECT * FROM users WHERE id = ?', [id]);
    return row && toUser(row);
  }

  async listUsers(): Promise<User[]> {
    return (await this.db.query('SELECT * FROM users ORDER BY name')).map(toUser);
  }

  async deleteUser(id: string): Promise<boolean> {
    return (await this.db.run('DELETE FROM users WHERE id = ?', [id])) > 0;
  }

  // ── sessions (the cookie holds the id; the table only its hash) ──
  async createSession(idHash: string, session: Session): Promise<void> {
    await this.db.run(
      'INSERT INTO sessions (id_hash, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      [idHash, session.userId, session.csrfToken, Date.now(), session.expiresAt],
    );
  }

  async session(idHash: string): Promise<Session | undefined> {
    const [row] = await this.db.query('SELECT * FROM sessions WHERE id_hash = ? AND expires_at > ?', [
      idHash,
      Date.now(),
    ]);
    return row && { userId: String(row.user_id), csrfToken: String(row.csrf_token), expiresAt: Number(row.expires_at) };
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.db.run('DELETE FROM sessions WHERE id_hash = ? OR expires_at <= ?', [idHash, Date.now()]);
  }

  // ── API tokens (only the SHA-256 of a token is stored) ──
  async createToken(userId: string, name: string, tokenHash: string, scopes: string[]): Promise<ApiToken> {
    const token: ApiToken = { id: randomUUID(), userId, name, scopes, createdAt: Date.now() };
    await this.db.run(
      'INSERT INTO api_tokens (id, user_id, name, token_hash, scopes, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [token.id, userId, name, tokenHash, scopes.join(' '), token.createdAt],
    );
    return token;
  }

  async tokenByHash(tokenHash: string): Promise<ApiToken | undefined> {
    const [row] = await this.db.query('SELECT * FROM api_tokens WHERE token_hash = ?', [tokenHash]);
    if (!row) return undefined;
    await this.db.run('UPDATE api_tokens SET last_used_at = ? WHERE id = ?', [Date.now(), row.id]);
    return toToken(row);
  }

  async listTokens(userId?: string): Promise<ApiToken[]> {
    const rows =
      userId === undefined
        ? await this.db.query('SELECT * FROM api_tokens ORDER BY created_at')
        : await this.db.query('SELECT * FROM api_tokens WHERE user_id = ? ORDER BY created_at', [userId]);
    return rows.map(toToken);
  }

  async deleteToken(id: string, userId?: string): Promise<boolean> {
    return userId === undefined
      ? (await this.db.run('DELETE FROM api_tokens WHERE id = ?', [id])) > 0
      : (await this.db.run('DELETE FROM api_tokens WHERE id = ? AND user_id = ?', [id, userId])) > 0;
  }

  // ── sign-in attempts, for the rate limit ──
  /**
   * Counts one attempt for `key` in one statement (so concurrent attempts each get their own number,
   * on SQLite and PostgreSQL alike), starting a new window when the last began `windowMs` ago or more.
   */
  async takeLoginAttempt(
    key: string,
    now: number,
    windowMs: number,
  ): Promise<{ attempts: number; windowStart: number }> {
    const [row] = await this.db.query<{ attempts: number; window_start: number }>(
      `INSERT INTO login_attempts (key, window_start, attempts) VALUES (?, ?, 1)
       ON CONFLICT (key) DO UPDATE SET
         attempts = CASE WHEN login_attempts.window_start <= ? THEN 1 ELSE login_attempts.attempts + 1 END,
         window_start = CASE WHEN login_attempts.window_start <= ? THEN ? ELSE login_attempts.window_start END
       RETURNING attempts, window_start`,
      [key, now, now - windowMs, now - windowMs, now],
    );
    return { attempts: Number(row.attempts), windowStart: Number(row.window_start) };
  }

  /** Gives back an attempt that was not a failure. */
  async returnLoginAttempt(key: string): Promise<void> {
    await this.db.run('UPDATE login_attempts SET attempts = attempts - 1 WHERE key = ? AND attempts > 0', [key]);
  }

  /** Forgets `key`'s attempts, and every window that began before `before`. */
  async forgetLoginAttempts(key: string, before: number): Promise<void> {
    await this.db.run('DELETE FROM login_attempts WHERE key = ? OR window_start < ?', [key, before]);
  }

  // ── projects ──
  async createProject(input: ProjectInput): Promise<Project> {
    const now = Date.now();
    const id = randomUUID();
    await this.db.run(
      `INSERT INTO projects (id, name, project_group, source_yaml, schedule, origin, origin_path, variables,
        secrets_encrypted, next_run_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        input.name,
        input.group,
        input.sourceYaml,
        input.schedule ?? null,
        input.origin,
        input.originPath ?? null,
        JSON.stringify(input.variables ?? {}),
        input.secretsEncrypted ?? null,
        input.nextRunAt ?? null,
        now,
        now,
      ],
    );
    return (await this.project(id))!;
  }

  /** Changes the given fields; `secretsEncrypted: undefined` in `changes` keeps the stored secrets. */
  async updateProject(
    id: string,
    changes: Partial<ProjectInput> & { paused?: boolean; ciRunsCount?: boolean },
  ): Promise<Project | undefined> {
    const columns: Record<string, unknown> = {};
    if (changes.name !== undefined) columns.name = changes.name;
    if (changes.group !== undefined) columns.project_group = changes.group;
    if (changes.sourceYaml !== undefined) columns.source_yaml = changes.sourceYaml;
    if ('schedule' in changes) columns.schedule = changes.schedule ?? null;
    if (changes.originPath !== undefined) columns.origin_path = changes.originPath;
    if (changes.variables !== undefined) columns.variables = JSON.stringify(changes.variables);
    if (changes.secretsEncrypted !== undefined) columns.secrets_encrypted = changes.secretsEncrypted;
    if ('nextRunAt' in changes) columns.next_run_at = changes.nextRunAt ?? null;
    if (changes.paused !== undefined) columns.paused = changes.paused ? 1 : 0;
    if (changes.ciRunsCount !== undefined) columns.ci_runs_count = changes.ciRunsCount ? 1 : 0;
    columns.updated_at = Date.now();
    const names = Object.keys(columns);
    await this.db.run(`UPDATE projects SET ${names.map((n) => `${n} = ?`).join(', ')} WHERE id = ?`, [
      ...Object.values(columns),
      id,
    ]);
    return this.project(id);
  }

  async deleteProject(id: string): Promise<boolean> {
    return (await this.db.run('DELETE FROM projects WHERE id = ?', [id])) > 0;
  }

  async project(id: string): Promise<Project | undefined> {
    const [row] = await this.db.query('SELECT * FROM projects WHERE id = ?', [id]);
    return row && toProject(row);
  }

  async projectByName(name: string): Promise<Project | undefined> {
    const [row] = await this.db.query('SELECT * FROM projects WHERE name = ?', [name]);
    return row && toProject(row);
  }

  async listProjects(group?: string): Promise<Project[]> {
    const rows =
      group === undefined
        ? await this.db.query('SELECT * FROM projects ORDER BY name')
        : await this.db.query('SELECT * FROM projects WHERE project_group = ? ORDER BY name', [group]);
    return rows.map(toProject);
  }

  /** Projects whose next scheduled run is due, not paused. */
  async dueProjects(now: number): Promise<Project[]> {
    const rows = await this.db.query(
      'SELECT * FROM projects WHERE paused = 0 AND next_run_at IS NOT NULL AND next_run_at <= ? ORDER BY next_run_at',
      [now],
    );
    return rows.map(toProject);
  }

  /**
   * Moves a project's schedule from the occurrence `due` to `next`, in one conditional UPDATE that
   * changes the row only while `due` is still its next occurrence: of several callers, exactly one
   * wins, and an occurrence made obsolete by a schedule change, pause or resume is refused.
   */
  async claimOccurrence(projectId: string, due: number, next: number | undefined): Promise<boolean> {
    const changed = await this.db.run('UPDATE projects SET next_run_at = ? WHERE id = ? AND next_run_at = ?', [
      next ?? null,
      projectId,
      due,
    ]);
    return changed === 1;
  }

  async setProjectStatus(id: string, status: Project['status']): Promise<void> {
    await this.db.run('UPDATE projects SET status = ? WHERE id = ?', [status, id]);
  }

  // ── runs ──
  /** A queued run; `id` is given where the job engine names the run (docs/serve.md#several-instances). */
  async createRun(
    projectId: string,
    trigger: Run['trigger'],
    instanceId: string,
    id: string = randomUUID(),
  ): Promise<Run> {
    const now = Date.now();
    await this.db.run(
      `INSERT INTO runs (id, project_id, trigger, status, instance_id, heartbeat_at, queued_at, started_at)
       VALUES (?, ?, ?, 'queued', ?, ?, ?, NULL)`,
      [id, projectId, trigger, instanceId, now, now],
    );
    return (await this.run(id))!;
  }

  /** The run starts on `instanceId` (which may not be the instance that queued it). */
  async startRun(id: string, instanceId: string): Promise<void> {
    const now = Date.now();
    await this.db.run(
      "UPDATE runs SET status = 'running', started_at = ?, instance_id = ?, heartbeat_at = ? WHERE id = ?",
      [now, instanceId, now, id],
    );
  }

  async finishRun(
    id: string,
    outcome: { status: RunStatus; durationMs: number; totals: Run['totals']; error?: string; resultsJson?: string },
  ): Promise<void> {
    await this.db.run(
      `UPDATE runs SET status = ?, finished_at = ?, duration_ms = ?, passed = ?, failed = ?, errored = ?, skipped = ?,
        error = ?, results_json = ? WHERE id = ?`,
      [
        outcome.status,
        Date.now(),
        outcome.durationMs,
        outcome.totals.passed,
        outcome.totals.failed,
        outcome.totals.errored,
        outcome.totals.skipped,
        outcome.error ?? null,
        outcome.resultsJson ?? null,
        id,
      ],
    );
  }

  /** The instance is alive (GET /api/instances lists the instances seen lately). */
  async heartbeat(instanceId: string): Promise<void> {
    const now = Date.now();
    const changed = await this.db.run('UPDATE instances SET seen_at = ? WHERE id = ?', [now, instanceId]);
    if (changed === 0)
      await this.db.run('INSERT INTO instances (id, started_at, seen_at) VALUES (?, ?, ?)', [instanceId, now, now]);
  }

  /** The runs of this instance are alive (the single-instance scheduler's own detection of a dead process). */
  async beatRuns(instanceId: string): Promise<void> {
    await this.db.run("UPDATE runs SET heartbeat_at = ? WHERE instance_id = ? AND status IN ('queued', 'running')", [
      Date.now(),
      instanceId,
    ]);
  }

  async leave(instanceId: string): Promise<void> {
    await this.db.run('DELETE FROM instances WHERE id = ?', [instanceId]);
  }

  async instances(since: number): Promise<{ id: string; startedAt: number; seenAt: number }[]> {
    const rows = await this.db.query('SELECT * FROM instances WHERE seen_at > ? ORDER BY started_at', [since]);
    return rows.map((r) => ({ id: String(r.id), startedAt: Number(r.started_at), seenAt: Number(r.seen_at) }));
  }

  /** Running runs whose instance stopped beating before `staleBefore` become `abandoned`; returns them. */
  async abandonStaleRuns(staleBefore: number): Promise<Run[]> {
    const rows = await this.db.query(
      `SELECT ${RUN_COLUMNS} FROM runs WHERE status IN ('queued', 'running') AND heartbeat_at < ?`,
      [staleBefore],
    );
    const abandoned: Run[] = [];
    for (const row of rows) {
      const changed = await this.db.run(
        `UPDATE runs SET status = 'abandoned', finished_at = ?, error = ? WHERE id = ? AND status IN ('queued', 'running')`,
        [Date.now(), `instance ${String(row.instance_id)} stopped while running it (no heartbeat)`, row.id],
      );
      if (changed === 1) abandoned.push(toRun(row));
    }
    return abandoned;
  }

  /**
   * Records the run `id` as abandoned with `reason`, if it is still queued or running, or, when the
   * run was never recorded (its instance died before), as a new abandoned run. Returns the run, or
   * undefined when it had finished already (or its project is gone).
   */
  async abandonRun(id: string, projectId: string, trigger: Run['trigger'], reason: string): Promise<Run | undefined> {
    const now = Date.now();
    const changed = await this.db.run(
      `UPDATE runs SET status = 'abandoned', finished_at = ?, error = ? WHERE id = ? AND status IN ('queued', 'running')`,
      [now, reason, id],
    );
    if (changed === 0) {
      if ((await this.run(id)) || !(await this.project(projectId))) return undefined;
      await this.db.run(
        `INSERT INTO runs (id, project_id, trigger, status, queued_at, finished_at, error)
         VALUES (?, ?, ?, 'abandoned', ?, ?, ?)`,
        [id, projectId, trigger, now, now, reason],
      );
    }
    return this.run(id);
  }

  async run(id: string): Promise<Run | undefined> {
    const [row] = await this.db.query(`SELECT ${RUN_COLUMNS} FROM runs WHERE id = ?`, [id]);
    return row && toRun(row);
  }

  /**
   * Records a run that finished elsewhere (a results.json sent from CI) with its own times; returns
   * it, or the run recorded earlier from the same document (`digest`) and `existing: true`.
   */
  async recordSentRun(
    projectId: string,
    sent: {
      digest: string;
      ci?: CiProvenance;
      startedAt: number;
      finishedAt: number;
      status: RunStatus;
      durationMs: number;
      totals: Run['totals'];
      resultsJson: string;
    },
  ): Promise<{ run: Run; existing: boolean }> {
    const find = async () => {
      const [row] = await this.db.query(`SELECT ${RUN_COLUMNS} FROM runs WHERE project_id = ? AND results_digest = ?`, [
        projectId,
        sent.digest,
      ]);
      return row && toRun(row);
    };
    const earlier = await find();
    if (earlier) return { run: earlier, existing: true };
    const id = randomUUID();
    const inserted = await this.db.run(
      `INSERT INTO runs (id, project_id, trigger, status, queued_at, started_at, finished_at, duration_ms, passed, failed,
        errored, skipped, results_json, ci_json, results_digest) VALUES (?, ?, 'ci', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (project_id, results_digest) DO NOTHING`,
      [
        id,
        projectId,
        sent.status,
        sent.startedAt,
        sent.startedAt,
        sent.finishedAt,
        sent.durationMs,
        sent.totals.passed,
        sent.totals.failed,
        sent.totals.errored,
        sent.totals.skipped,
        sent.resultsJson,
        sent.ci === undefined ? null : JSON.stringify(sent.ci),
        sent.digest,
      ],
    );
    // Two senders of the same document at once: the one that lost the race reads the winner's run.
    if (inserted === 0) return { run: (await find())!, existing: true };
    return { run: (await this.run(id))!, existing: false };
  }

  /**
   * A run's results.json as UTF-8 bytes, as the database gives a binary value: the text never
   * becomes a string beside them (the pages read it a record at a time, server/stored-run.ts).
   */
  async runResults(id: string): Promise<Buffer | undefined> {
    const [row] = await this.db.query<{ results: Uint8Array | null }>(
      `SELECT ${textAsBytes(this.db, 'results_json')} AS results FROM runs WHERE id = ?`,
      [id],
    );
    return row?.results == null ? undefined : bytesOf(row.results);
  }

  async listRuns(projectId: string, limit = 50): Promise<Run[]> {
    const rows = await this.db.query(
      `SELECT ${RUN_COLUMNS} FROM runs WHERE project_id = ? ORDER BY queued_at DESC LIMIT ?`,
      [projectId, limit],
    );
    return rows.map(toRun);
  }

  /** Retention: runs older than `before`, and beyond the newest `keep` of each project, are deleted. */
  async pruneRuns(before: number, keep: number): Promise<number> {
    let removed = await this.db.run("DELETE FROM runs WHERE queued_at < ? AND status NOT IN ('queued', 'running')", [
      before,
    ]);
    for (const project of await this.db.query<{ id: string }>('SELECT id FROM projects')) {
      removed += await this.db.run(
        `DELETE FROM runs WHERE project_id = ? AND status NOT IN ('queued', 'running') AND id NOT IN
          (SELECT id FROM runs WHERE project_id = ? ORDER BY queued_at DESC LIMIT ?)`,
        [project.id, project.id, keep],
      );
    }
    return removed;
  }

  // ── rollups: one row per project, period and bucket, added to as runs finish ──
  async addToRollups(projectId: string, at: number, passed: boolean, latencyMs: number): Promise<void> {
    await this.addTallyToRollups(projectId, at, {
      runs: 1,
      passedRuns: passed ? 1 : 0,
      latencyTotalMs: latencyMs,
      latencyMaxMs: latencyMs,
    });
  }

  /**
   * Adds several runs that finished in the same hour at once (imports and the bench's generated history).
   * One upsert for the three periods: runs of one project finishing together (several slots, several
   * instances) add to the same rows, and an update-then-insert would lose that race to the primary key.
   */
  async addTallyToRollups(projectId: string, at: number, tally: Omit<Rollup, 'bucketStart'>): Promise<void> {
    const rows = ROLLUP_PERIODS.map(([period, size]) => [
      projectId,
      period,
      Math.floor(at / size) * size,
      tally.runs,
      tally.passedRuns,
      tally.latencyTotalMs,
      tally.latencyMaxMs,
    ]);
    await this.db.run(
      `INSERT INTO rollups (project_id, period, bucket_start, runs, passed_runs, latency_total_ms, latency_max_ms)
       VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (project_id, period, bucket_start) DO UPDATE SET
         runs = rollups.runs + excluded.runs, passed_runs = rollups.passed_runs + excluded.passed_runs,
         latency_total_ms = rollups.latency_total_ms + excluded.latency_total_ms,
         latency_max_ms = CASE WHEN rollups.latency_max_ms > excluded.latency_max_ms
           THEN rollups.latency_max_ms ELSE excluded.latency_max_ms END`,
      rows.flat(),
    );
  }

  async rollups(projectId: string, period: 'hour' | 'day', since: number): Promise<Rollup[]> {
    const rows = await this.db.query(
      'SELECT * FROM rollups WHERE project_id = ? AND period = ? AND bucket_start >= ? ORDER BY bucket_start',
      [projectId, period, since],
    );
    return rows.map((r) => ({
      bucketStart: Number(r.bucket_start),
      runs: Number(r.runs),
      passedRuns: Number(r.passed_runs),
      latencyTotalMs: Number(r.latency_total_ms),
      latencyMaxMs: Number(r.latency_max_ms),
    }));
  }

  /**
   * uptime() of every project at once (the dashboard and status pages list them all: one query per
   * project and window cost a round trip each). Projects without runs are absent. One statement per
   * period of the window, added up here: an OR of the periods' ranges in one WHERE let SQLite read
   * every bucket of each project. CROSS JOIN keeps SQLite's loop over projects outside, so that each
   * project's buckets are a range of the rollups' primary key; a plain JOIN let it scan the whole table
   * (0.5 s over 2 million rows). PostgreSQL reads them through the rollups_period index.
   */
  async uptimeOfProjects(windowMs: number, now = Date.now()): Promise<Map<string, Uptime>> {
    const sums = new Map<string, { runs: number; passed: number; latency: number }>();
    for (const range of windowBuckets(windowMs, now)) {
      const buckets = rangeCondition(range);
      const rows = await this.db.query<Row>(
        `SELECT p.id AS id, SUM(r.runs) AS runs, SUM(r.passed_runs) AS passed, SUM(r.latency_total_ms) AS latency
         FROM projects p CROSS JOIN rollups r
         WHERE r.project_id = p.id AND ${buckets.sql}
         GROUP BY p.id`,
        buckets.params,
      );
      for (const row of rows) {
        const sum = sums.get(String(row.id)) ?? { runs: 0, passed: 0, latency: 0 };
        sum.runs += Number(row.runs);
        sum.passed += Number(row.passed);
        sum.latency += Number(row.latency);
        sums.set(String(row.id), sum);
      }
    }
    const figures = new Map<string, Uptime>();
    for (const [id, sum] of sums) {
      const figure = toUptime(sum);
      if (figure.runs > 0) figures.set(id, figure);
    }
    return figures;
  }

  /** Uptime (share of passing runs) and mean run duration over the last `windowMs`, from rollups. */
  async uptime(projectId: string, windowMs: number, now = Date.now()): Promise<Uptime> {
    const parts = windowBuckets(windowMs, now).map(rangeCondition);
    const [row] = await this.db.query<Row>(
      `SELECT SUM(runs) AS runs, SUM(passed_runs) AS passed, SUM(latency_total_ms) AS latency FROM (${parts
        .map(
          (part) => `SELECT runs, passed_runs, latency_total_ms FROM rollups r WHERE r.project_id = ? AND ${part.sql}`,
        )
        .join(' UNION ALL ')}) w`,
      parts.flatMap((part) => [projectId, ...part.params]),
    );
    return row ? toUptime(row) : { runs: 0 };
  }
}

/** The rollups `r` in one range of buckets: a range of the primary key within a project. */
function rangeCondition(range: BucketRange): { sql: string; params: unknown[] } {
  return range.to === undefined
    ? { sql: 'r.period = ? AND r.bucket_start >= ?', params: [range.period, range.from] }
    : {
        sql: 'r.period = ? AND r.bucket_start >= ? AND r.bucket_start < ?',
        params: [range.period, range.from, range.to],
      };
}

function toUptime(sums: { runs?: unknown; passed?: unknown; latency?: unknown }): Uptime {
  const runs = Number(sums.runs ?? 0);
  if (runs === 0) return { runs: 0 };
  return { runs, uptime: Number(sums.passed) / runs, latencyMs: Number(sums.latency) / runs };
}

function toUser(row: Row): User {
  return {
    id: String(row.id),
    name: String(row.name),
    role: row.role as Role,
    passwordHash: String(row.password_hash),
    createdAt: Number(row.created_at),
  };
}

function toToken(row: Row): ApiToken {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    name: String(row.name),
    scopes: String(row.scopes).split(' ').filter(Boolean),
    createdAt: Number(row.created_at),
    ...(row.last_used_at == null ? {} : { lastUsedAt: Number(row.last_used_at) }),
  };
}

function toProject(row: Row): Project {
  return {
    id: String(row.id),
    name: String(row.name),
    group: String(row.project_group),
    sourceYaml: String(row.source_yaml),
    ...(row.schedule == null ? {} : { schedule: String(row.schedule) }),
    paused: Number(row.paused) === 1,
    origin: row.origin as Origin,
    ...(row.origin_path == null ? {} : { originPath: String(row.origin_path) }),
    variables: JSON.parse(String(row.variables)) as Record<string, string>,
    ...(row.secrets_encrypted == null ? {} : { secretsEncrypted: String(row.secrets_encrypted) }),
    ...(row.next_run_at == null ? {} : { nextRunAt: Number(row.next_run_at) }),
    status: row.status as Project['status'],
    ciRunsCount: Number(row.ci_runs_count) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** A run's columns but its results, which are read only where they are used (`runResults`). */
const RUN_COLUMNS =
  'id, project_id, trigger, status, instance_id, heartbeat_at, queued_at, started_at, finished_at, duration_ms, ' +
  'passed, failed, errored, skipped, error, ci_json';

function toRun(row: Row): Run {
  const optional = (key: string) => (row[key] == null ? undefined : Number(row[key]));
  return {
    id: String(row.id),
    projectId: String(row.project_id),
    trigger: row.trigger as Run['trigger'],
    status: row.status as RunStatus,
    ...(row.instance_id == null ? {} : { instanceId: String(row.instance_id) }),
    heartbeatAt: optional('heartbeat_at'),
    queuedAt: Number(row.queued_at),
    startedAt: optional('started_at'),
    finishedAt: optional('finished_at'),
    durationMs: optional('duration_ms'),
    totals: {
      passed: Number(row.passed),
      failed: Number(row.failed),
      errored: Number(row.errored),
      skipped: Number(row.skipped),
    },
    ...(row.error == null ? {} : { error: String(row.error) }),
    ...(row.ci_json == null ? {} : { ci: JSON.parse(String(row.ci_json)) as CiProvenance }),
  };
}
