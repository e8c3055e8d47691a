// The one state a public status page announces for its whole group (docs/serve.md#status-pages):
// from the services that are watched (not paused, with a run that counted), by how many fail now
// and how the others did over the last 24 hours.
export type GroupState = 'operational' | 'degraded' | 'partial' | 'major' | 'no-data';

export const GROUP_STATE_TEXT: Record<GroupState, string> = {
  operational: 'All systems operational',
  degraded: 'Degraded performance',
  partial: 'Partial outage',
  major: 'Major outage',
  'no-data': 'No data yet',
};

/** Below this 24-hour uptime a passing service makes the group "degraded". */
export const DEGRADED_BELOW = 0.99;

export interface ServiceState {
  status: 'unknown' | 'passing' | 'failing';
  paused: boolean;
  /** Share of passing runs over the last 24 hours; undefined without runs. */
  uptime24h?: number;
}

/**
 * Major outage: more than half of the watched services fail; partial outage: some (at most half)
 * fail; degraded: none fails but one passed fewer than 99% of its runs in 24 hours; operational
 * otherwise. No watched service: no data yet.
 */
export function groupState(services: readonly ServiceState[]): GroupState {
  const watched = services.filter((s) => !s.paused && s.status !== 'unknown');
  if (watched.length === 0) return 'no-data';
  const failing = watched.filter((s) => s.status === 'failing').length;
  if (failing * 2 > watched.length) return 'major';
  if (failing > 0) return 'partial';
  if (watched.some((s) => s.uptime24h !== undefined && s.uptime24h < DEGRADED_BELOW)) return 'degraded';
  return 'operational';
}
