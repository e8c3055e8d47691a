// Versioned schema migrations, applied in order once each, recorded in schema_migrations. A
// released migration is never edited: a change to the schema is a new entry at the end.
import type { Database } from './database.ts';

export const MIGRATIONS: readonly { version: number; name: string; sql: string[] }[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: [
      `CREATE TABLE users (
        id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, role TEXT NOT NULL,
        password_hash TEXT NOT NULL, created_at BIGINT NOT NULL)`,
      `CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL, created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL)`,
      `CREATE TABLE api_tokens (
        id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE, scopes TEXT NOT NULL,
        created_at BIGINT NOT NULL, last_used_at BIGINT)`,
      `CREATE TABLE login_failures (key TEXT NOT NULL, at BIGINT NOT NULL)`,
      `CREATE INDEX login_failures_key ON login_failures (key, at)`,
      `CREATE TABLE projects (
        id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, project_group TEXT NOT NULL DEFAULT '',
        source_yaml TEXT NOT NULL, schedule TEXT, paused INTEGER NOT NULL DEFAULT 0,
        origin TEXT NOT NULL, origin_path TEXT, variables TEXT NOT NULL DEFAULT '{}',
        secrets_encrypted TEXT, next_run_at BIGINT, status TEXT NOT NULL DEFAULT 'unknown',
        created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL)`,
      `CREATE TABLE runs (
        id TEXT PRIMARY KEY, project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        trigger TEXT NOT NULL, status TEXT NOT NULL, instance_id TEXT, heartbeat_at BIGINT,
        queued_at BIGINT NOT NULL, started_at BIGINT, finished_at BIGINT, duration_ms DOUBLE PRECISION,
        passed INTEGER NOT NULL DEFAULT 0, failed INTEGER NOT NULL DEFAULT 0, errored INTEGER NOT NULL DEFAULT 0,
        skipped INTEGER NOT NULL DEFAULT 0, error TEXT, results_json TEXT)`,
      `CREATE INDEX runs_project ON runs (project_id, queued_at)`,
      `CREATE INDEX runs_status ON runs (status)`,
      `CREATE TABLE rollups (
        project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE, period TEXT NOT NULL,
        bucket_start BIGINT NOT NULL, runs INTEGER NOT NULL, passed_runs INTEGER NOT NULL,
        latency_total_ms DOUBLE PRECISION NOT NULL, latency_max_ms DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (project_id, period, bucket_start))`,
      `CREATE TABLE alert_channels (
        id TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL, config_encrypted TEXT NOT NULL, project_group TEXT,
        failure_threshold INTEGER NOT NULL DEFAULT 1, recovery_threshold INTEGER NOT NULL DEFAULT 1,
        reminder_minutes INTEGER, created_at BIGINT NOT NULL)`,
      `CREATE TABLE alert_states (
        project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        channel_id TEXT NOT NULL REFERENCES alert_channels(id) ON DELETE CASCADE, state TEXT NOT NULL,
        consecutive_failures INTEGER NOT NULL, consecutive_passes INTEGER NOT NULL,
        changed_at BIGINT NOT NULL, last_notified_at BIGINT, acknowledged_by TEXT,
        PRIMARY KEY (project_id, channel_id))`,
      `CREATE TABLE alert_deliveries (
        id TEXT PRIMARY KEY, channel_id TEXT NOT NULL REFERENCES alert_channels(id) ON DELETE CASCADE,
        project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE, event TEXT NOT NULL,
        created_at BIGINT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, outcome TEXT NOT NULL,
        detail TEXT)`,
      `CREATE TABLE maintenance_windows (
        id TEXT PRIMARY KEY, project_id TEXT REFERENCES projects(id) ON DELETE CASCADE, title TEXT NOT NULL,
        starts_at BIGINT, ends_at BIGINT, cron TEXT, duration_minutes INTEGER, time_zone TEXT,
        created_at BIGINT NOT NULL)`,
      `CREATE TABLE instances (id TEXT PRIMARY KEY, started_at BIGINT NOT NULL, seen_at BIGINT NOT NULL)`,
    ],
  },
  {
    version: 2,
    name: 'ten-day rollups',
    // The long uptime windows sum these (rollup-periods.ts); runs finishing from now on add to them,
    // the history so far is summed from the daily rollups (864,000,000 ms: ten days from the epoch).
    sql: [
      `INSERT INTO rollups (project_id, period, bucket_start, runs, passed_runs, latency_total_ms, latency_max_ms)
       SELECT project_id, 'ten-day', bucket_start - bucket_start % 864000000, SUM(runs), SUM(passed_runs),
         SUM(latency_total_ms), MAX(latency_max_ms)
       FROM rollups WHERE period = 'day' GROUP BY project_id, bucket_start - bucket_start % 864000000`,
      // PostgreSQL scanned the whole table for the dashboard's windows (every project's recent buckets):
      // with this index it reads those buckets alone. SQLite keeps to the primary key (store.ts).
      `CREATE INDEX rollups_period ON rollups (period, bucket_start)`,
    ],
  },
  {
    version: 3,
    name: 'login attempts counted atomically',
    // One row per account or address, counted by one upsert (login-limit.ts), so that concurrent
    // sign-ins cannot all read the same count. login_failures stays for instances not yet upgraded.
    sql: [
      `CREATE TABLE login_attempts (key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, attempts INTEGER NOT NULL)`,
    ],
  },
  {
    version: 4,
    name: 'runs sent from CI',
    // A run's results.json sent to the server (ci-runs.ts): where it came from (commit, branch,
    // workflow run), the digest of the document so that sending it twice records it once, and per
    // project whether such runs count toward its status, uptime and alerts (by default they do not).
    sql: [
      `ALTER TABLE runs ADD COLUMN ci_json TEXT`,
      `ALTER TABLE runs ADD COLUMN results_digest TEXT`,
      `CREATE UNIQUE INDEX runs_results_digest ON runs (project_id, results_digest)`,
      `ALTER TABLE projects ADD COLUMN ci_runs_count INTEGER NOT NULL DEFAULT 0`,
    ],
  },
];

/** Applies the migrations this database has not seen; returns the versions applied. */
export async function migrate(db: Database): Promise<number[]> {
  return db.exclusive(async () => {
    await db.run(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    const done = new Set(
      (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => Number(r.version)),
    );
    const newest = Math.max(0, ...done);
    const known = Math.max(...MIGRATIONS.map((m) => m.version));
    if (newest > known)
      throw new Error(
        `the database has schema version ${newest}, newer than this assay knows (${known}): upgrade assay`,
      );
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      await db.transaction(async (tx) => {
        for (const statement of migration.sql) await tx.run(statement);
        await tx.run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', [
          migration.version,
          Date.now(),
        ]);
      });
      applied.push(migration.version);
    }
    return applied;
  });
}
