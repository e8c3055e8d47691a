// The history the status page and dashboard draw, read for many projects at once: daily rollups of
// a group, the moments a project's counted runs turned from passing to failing and back, the last
// runs of every project. One query each, whatever the number of projects (the pages' budget).
import { bytesOf, textAsBytes, type Database, type Row } from './database.ts';
import type { Rollup, Run } from './store.ts';

export interface ProjectRollup extends Rollup {
  projectId: string;
}

/** The daily buckets since `since` of every project of `group` (a range of the primary key each). */
export async function dailyRollupsOfGroup(db: Database, group: string, since: number): Promise<ProjectRollup[]> {
  const rows = await db.query<Row>(
    `SELECT r.project_id, r.bucket_start, r.runs, r.passed_runs, r.latency_total_ms, r.latency_max_ms
     FROM projects p CROSS JOIN rollups r
     WHERE p.project_group = ? AND r.project_id = p.id AND r.period = 'day' AND r.bucket_start >= ?`,
    [group, since],
  );
  return rows.map(toProjectRollup);
}

/** The hourly or daily buckets since `since` of every project (the dashboard's sparklines). */
export async function rollupsOfAll(db: Database, period: 'hour' | 'day', since: number): Promise<ProjectRollup[]> {
  const rows = await db.query<Row>(
    `SELECT r.project_id, r.bucket_start, r.runs, r.passed_runs, r.latency_total_ms, r.latency_max_ms
     FROM projects p CROSS JOIN rollups r
     WHERE r.project_id = p.id AND r.period = ? AND r.bucket_start >= ?`,
    [period, since],
  );
  return rows.map(toProjectRollup);
}

function toProjectRollup(r: Row): ProjectRollup {
  return {
    projectId: String(r.project_id),
    bucketStart: Number(r.bucket_start),
    runs: Number(r.runs),
    passedRuns: Number(r.passed_runs),
    latencyTotalMs: Number(r.latency_total_ms),
    latencyMaxMs: Number(r.latency_max_ms),
  };
}

/** A counted run whose outcome differs from the project's counted run before it. */
export interface StatusChange {
  projectId: string;
  runId: string;
  at: number;
  failing: boolean;
}

/**
 * The changes of outcome since `since` of the runs that count (scheduled, manual and API runs; CI runs
 * where the project counts them) of every project of `group`, newest first, at most `limit`: the
 * window function walks the runs in the database and hands over only the turns.
 */
export async function statusChangesOfGroup(
  db: Database,
  group: string,
  since: number,
  limit: number,
): Promise<StatusChange[]> {
  const rows = await db.query<Row>(
    `SELECT project_id, id, turned_at, failing FROM (
       SELECT r.project_id, r.id, r.queued_at AS turned_at, CASE WHEN r.status = 'passed' THEN 0 ELSE 1 END AS failing,
         LAG(CASE WHEN r.status = 'passed' THEN 0 ELSE 1 END) OVER (PARTITION BY r.project_id ORDER BY r.queued_at) AS previous
       FROM projects p CROSS JOIN runs r
       WHERE p.project_group = ? AND r.project_id = p.id AND r.queued_at >= ?
         AND r.status IN ('passed', 'failed', 'error') AND (r.trigger <> 'ci' OR p.ci_runs_count = 1)
     ) turns WHERE previous IS NULL OR previous <> failing
     ORDER BY turned_at DESC LIMIT ?`,
    [group, since, limit],
  );
  return rows.map((r) => ({
    projectId: String(r.project_id),
    runId: String(r.id),
    at: Number(r.turned_at),
    failing: Number(r.failing) === 1,
  }));
}

/**
 * A run's stored results, as UTF-8 bytes, and error (the first failing run of an incident shown):
 * one run at a time, so a page holds one run's results at once.
 */
export async function resultsOfRun(
  db: Database,
  id: string,
): Promise<{ resultsJson?: Uint8Array; error?: string } | undefined> {
  const [row] = await db.query<Row>(
    `SELECT ${textAsBytes(db, 'results_json')} AS results, error FROM runs WHERE id = ?`,
    [id],
  );
  if (row === undefined) return undefined;
  return {
    ...(row.results == null ? {} : { resultsJson: bytesOf(row.results as Uint8Array) }),
    ...(row.error == null ? {} : { error: String(row.error) }),
  };
}

/** The last `perProject` finished runs of every project, newest first (the dashboard's strips). */
export async function lastRunsOfAll(
  db: Database,
  perProject: number,
): Promise<Map<string, Pick<Run, 'id' | 'status' | 'trigger' | 'queuedAt' | 'durationMs'>[]>> {
  const rows = await db.query<Row>(
    // Each project's newest runs through the runs_project index, not a walk over every run.
    `SELECT r.project_id, r.id, r.status, r.trigger, r.queued_at, r.duration_ms
     FROM projects p CROSS JOIN runs r
     WHERE r.project_id = p.id AND r.id IN (
       SELECT x.id FROM runs x WHERE x.project_id = p.id AND x.status NOT IN ('queued', 'running')
       ORDER BY x.queued_at DESC LIMIT ?)
     ORDER BY r.project_id, r.queued_at DESC`,
    [perProject],
  );
  const byProject = new Map<string, Pick<Run, 'id' | 'status' | 'trigger' | 'queuedAt' | 'durationMs'>[]>();
  for (const r of rows) {
    const list = byProject.get(String(r.project_id)) ?? [];
    list.push({
      id: String(r.id),
      status: r.status as Run['status'],
      trigger: r.trigger as Run['trigger'],
      queuedAt: Number(r.queued_at),
      ...(r.duration_ms == null ? {} : { durationMs: Number(r.duration_ms) }),
    });
    byProject.set(String(r.project_id), list);
  }
  return byProject;
}

/**
 * The stored results of a project's last `limit` runs that have them, newest first, skipping any
 * larger than `maxBytes` (a page parses them: a few huge documents must not make it slow).
 */
export async function recentResults(
  db: Database,
  projectId: string,
  limit: number,
  maxBytes: number,
): Promise<{ queuedAt: number; resultsJson: string }[]> {
  const rows = await db.query<Row>(
    `SELECT queued_at, results_json FROM runs
     WHERE project_id = ? AND results_json IS NOT NULL AND LENGTH(results_json) <= ?
     ORDER BY queued_at DESC LIMIT ?`,
    [projectId, maxBytes, limit],
  );
  return rows.map((r) => ({ queuedAt: Number(r.queued_at), resultsJson: String(r.results_json) }));
}
