// What the API shows of stored things: never a password hash, a token hash or a secret value.
import type { Projects } from '../projects.ts';
import type { ApiToken, Project, Run, User } from '../store/store.ts';

export function projectView(project: Project, projects: Projects) {
  let secretNames: string[] | undefined;
  try {
    secretNames = Object.keys(projects.storedSecrets(project)).sort();
  } catch {
    secretNames = undefined; // sealed under another key: the names are not readable either
  }
  return {
    id: project.id,
    name: project.name,
    group: project.group,
    yaml: project.sourceYaml,
    schedule: project.schedule === undefined ? null : JSON.parse(project.schedule),
    paused: project.paused,
    origin: project.origin,
    originPath: project.originPath ?? null,
    readOnly: project.origin === 'file',
    variables: project.variables,
    secrets: secretNames ?? (project.secretsEncrypted ? ['(sealed under another key)'] : []),
    status: project.status,
    ciRunsCount: project.ciRunsCount,
    nextRunAt: iso(project.nextRunAt),
    createdAt: iso(project.createdAt),
    updatedAt: iso(project.updatedAt),
  };
}

export function runView(run: Run) {
  return {
    id: run.id,
    projectId: run.projectId,
    trigger: run.trigger,
    status: run.status,
    instanceId: run.instanceId ?? null,
    queuedAt: iso(run.queuedAt),
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
    durationMs: run.durationMs ?? null,
    totals: run.totals,
    error: run.error ?? null,
    ci: run.ci ?? null,
  };
}

export function userView(user: User) {
  return { id: user.id, name: user.name, role: user.role, createdAt: iso(user.createdAt) };
}

export function tokenView(token: ApiToken) {
  return {
    id: token.id,
    name: token.name,
    userId: token.userId,
    scopes: token.scopes,
    createdAt: iso(token.createdAt),
    lastUsedAt: iso(token.lastUsedAt),
  };
}

export function iso(ms: number | undefined): string | null {
  return ms === undefined ? null : new Date(ms).toISOString();
}
