// Where a run ran, read from the environment GitHub Actions gives every step, so that its results
// (results.json `run.ci`) link back to the commit, branch and workflow run wherever they are sent.
import type { CiProvenance } from '../model/index.ts';

/** The run's provenance in GitHub Actions (GITHUB_ACTIONS=true), else undefined. */
export function ciProvenance(env: Record<string, string | undefined>): CiProvenance | undefined {
  if (env.GITHUB_ACTIONS !== 'true') return undefined;
  const server = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const repository = env.GITHUB_REPOSITORY;
  const runId = env.GITHUB_RUN_ID;
  const commit = env.GITHUB_SHA;
  // A pull request's GITHUB_REF_NAME is `123/merge`; its branch is GITHUB_HEAD_REF.
  const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME;
  const provenance: CiProvenance = { provider: 'github-actions' };
  if (repository) provenance.repository = repository;
  if (commit && /^[0-9a-f]{7,64}$/.test(commit)) provenance.commit = commit;
  if (branch) provenance.branch = branch;
  if (env.GITHUB_WORKFLOW) provenance.workflow = env.GITHUB_WORKFLOW;
  if (repository && runId && /^\d+$/.test(runId) && server.startsWith('https://'))
    provenance.runUrl = `${server}/${repository}/actions/runs/${runId}`;
  return provenance;
}
