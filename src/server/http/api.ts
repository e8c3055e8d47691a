// The REST/JSON API under /api (described by openapi.ts, served at /api/openapi.json).
import { checkScopes } from '../auth/access.ts';
import { newApiToken, sha256 } from '../auth/tokens.ts';
import { ProjectError } from '../projects.ts';
import type { Project } from '../store/store.ts';
import { createUser } from '../users.ts';
import { MAX_RESULTS_BYTES, recordSentResults, SentResultsError } from '../ci-runs.ts';
import { HttpError, readBytes, readJson, sendJson } from './basics.ts';
import { ID, type Exchange, type Route } from './context.ts';
import { openApiDocument } from './openapi.ts';
import { projectView, runView, tokenView, userView } from './views.ts';

async function projectOr404(x: Exchange): Promise<Project> {
  const project = await x.ctx.store.project(x.params[0]);
  if (!project) throw new HttpError(404, 'no such project');
  return project;
}

function optionalText(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `${key} must be text`);
  return value;
}

async function saveProject(x: Exchange, existing?: Project): Promise<Project> {
  const body = await readJson(x.req);
  const saved = await saveProjectFields(x, body, existing);
  if (body.ciRunsCount === undefined) return saved;
  if (typeof body.ciRunsCount !== 'boolean') throw new HttpError(400, 'ciRunsCount must be true or false');
  return (await x.ctx.store.updateProject(saved.id, { ciRunsCount: body.ciRunsCount }))!;
}

async function saveProjectFields(x: Exchange, body: Record<string, unknown>, existing?: Project): Promise<Project> {
  const request = {
    yaml: optionalText(body, 'yaml') ?? '',
    name: optionalText(body, 'name'),
    group: optionalText(body, 'group'),
    variables: body.variables as Record<string, string> | undefined,
    secrets: body.secrets as Record<string, string> | undefined,
  };
  if (existing?.origin === 'file') {
    // A file project's YAML, name and group come from its file; its variables and secrets from here.
    if (request.yaml !== '' || request.name !== undefined || request.group !== undefined)
      throw new ProjectError(
        `the project ${existing.name} comes from ${existing.originPath}: change the file (files win over the API); only variables, secrets and ciRunsCount can be set here`,
        409,
      );
    return x.ctx.projects.save({ ...request, yaml: existing.sourceYaml }, 'file', existing, existing.originPath);
  }
  if (existing && request.yaml === '') request.yaml = existing.sourceYaml;
  return x.ctx.projects.save(request, 'api', existing);
}

export const API_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/openapi\.json$/,
    access: 'public',
    kind: 'api',
    handle: async (x) => sendJson(x.res, 200, openApiDocument()),
  },
  {
    method: 'GET',
    path: /^\/api\/projects$/,
    access: 'read',
    kind: 'api',
    handle: async (x) => {
      const group = x.url.searchParams.get('group') ?? undefined;
      const list = await x.ctx.store.listProjects(group);
      sendJson(x.res, 200, { projects: list.map((p) => projectView(p, x.ctx.projects)) });
    },
  },
  {
    method: 'POST',
    path: /^\/api\/projects$/,
    access: 'write',
    kind: 'api',
    handle: async (x) => {
      const project = await saveProject(x);
      sendJson(x.res, 201, projectView(project, x.ctx.projects), { Location: `/api/projects/${project.id}` });
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/api/projects/${ID}$`),
    access: 'read',
    kind: 'api',
    handle: async (x) => sendJson(x.res, 200, projectView(await projectOr404(x), x.ctx.projects)),
  },
  {
    method: 'PUT',
    path: new RegExp(`^/api/projects/${ID}$`),
    access: 'write',
    kind: 'api',
    handle: async (x) => sendJson(x.res, 200, projectView(await saveProject(x, await projectOr404(x)), x.ctx.projects)),
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/api/projects/${ID}$`),
    access: 'write',
    kind: 'api',
    handle: async (x) => {
      const project = await projectOr404(x);
      if (project.origin === 'file')
        throw new HttpError(409, `the project ${project.name} comes from ${project.originPath}: delete the file`);
      await x.ctx.store.deleteProject(project.id);
      x.res.writeHead(204).end();
    },
  },
  ...(['pause', 'resume'] as const).map((action): Route => ({
    method: 'POST',
    path: new RegExp(`^/api/projects/${ID}/${action}$`),
    access: 'run',
    kind: 'api',
    handle: async (x) => {
      const project = await x.ctx.projects.setPaused(await projectOr404(x), action === 'pause');
      sendJson(x.res, 200, projectView(project, x.ctx.projects));
    },
  })),
  {
    method: 'GET',
    path: new RegExp(`^/api/projects/${ID}/runs$`),
    access: 'read',
    kind: 'api',
    handle: async (x) => {
      const project = await projectOr404(x);
      const limit = Math.min(500, Math.max(1, Number(x.url.searchParams.get('limit') ?? 50) || 50));
      sendJson(x.res, 200, { runs: (await x.ctx.store.listRuns(project.id, limit)).map(runView) });
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/api/projects/${ID}/runs$`),
    access: 'run',
    kind: 'api',
    handle: async (x) => {
      const project = await projectOr404(x);
      const run = await x.ctx.scheduler.runNow(project, x.principal.via === 'token' ? 'api' : 'manual');
      sendJson(x.res, 202, runView(run), { Location: `/api/runs/${run.id}` });
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/api/projects/${ID}/results$`),
    access: 'run',
    kind: 'api',
    handle: async (x) => {
      const project = await projectOr404(x);
      const type = (x.req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json') throw new HttpError(415, 'send the results.json as application/json');
      const bytes = await readBytes(x.req, MAX_RESULTS_BYTES);
      let sent;
      try {
        sent = await recordSentResults(x.ctx, project, bytes);
      } catch (error) {
        if (error instanceof SentResultsError) throw new HttpError(400, error.message);
        throw error;
      }
      sendJson(x.res, sent.existing ? 200 : 201, runView(sent.run), { Location: `/api/runs/${sent.run.id}` });
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/api/runs/${ID}$`),
    access: 'read',
    kind: 'api',
    handle: async (x) => {
      const run = await x.ctx.store.run(x.params[0]);
      if (!run) throw new HttpError(404, 'no such run');
      sendJson(x.res, 200, runView(run));
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/api/runs/${ID}/results$`),
    access: 'read',
    kind: 'api',
    handle: async (x) => {
      const results = await x.ctx.store.runResults(x.params[0]);
      if (results === undefined)
        throw new HttpError(404, 'no results for this run (it did not finish, or it did not start)');
      x.res
        .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(results);
    },
  },
  {
    method: 'GET',
    path: /^\/api\/tokens$/,
    access: 'read',
    kind: 'api',
    handle: async (x) => {
      const mine = x.principal.permissions.has('admin') ? undefined : x.principal.userId;
      sendJson(x.res, 200, { tokens: (await x.ctx.store.listTokens(mine)).map(tokenView) });
    },
  },
  {
    method: 'POST',
    path: /^\/api\/tokens$/,
    access: 'read',
    kind: 'api',
    handle: async (x) => {
      const body = await readJson(x.req);
      const name = optionalText(body, 'name')?.trim();
      if (!name) throw new HttpError(400, 'a token needs a name');
      const problem = checkScopes(body.scopes, x.principal.permissions);
      if (problem) throw new HttpError(400, problem);
      const secret = newApiToken();
      const token = await x.ctx.store.createToken(x.principal.userId, name, sha256(secret), body.scopes as string[]);
      // The only time the token is shown.
      sendJson(x.res, 201, { ...tokenView(token), token: secret });
    },
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/api/tokens/${ID}$`),
    access: 'read',
    kind: 'api',
    handle: async (x) => {
      const owner = x.principal.permissions.has('admin') ? undefined : x.principal.userId;
      if (!(await x.ctx.store.deleteToken(x.params[0], owner))) throw new HttpError(404, 'no such token');
      x.res.writeHead(204).end();
    },
  },
  {
    method: 'GET',
    path: /^\/api\/users$/,
    access: 'admin',
    kind: 'api',
    handle: async (x) => sendJson(x.res, 200, { users: (await x.ctx.store.listUsers()).map(userView) }),
  },
  {
    method: 'POST',
    path: /^\/api\/users$/,
    access: 'admin',
    kind: 'api',
    handle: async (x) => {
      const body = await readJson(x.req);
      const user = await createUser(
        x.ctx.store,
        optionalText(body, 'name'),
        optionalText(body, 'password'),
        optionalText(body, 'role'),
      );
      sendJson(x.res, 201, userView(user));
    },
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/api/users/${ID}$`),
    access: 'admin',
    kind: 'api',
    handle: async (x) => {
      if (x.params[0] === x.principal.userId) throw new HttpError(409, 'you cannot delete your own account');
      if (!(await x.ctx.store.deleteUser(x.params[0]))) throw new HttpError(404, 'no such user');
      x.res.writeHead(204).end();
    },
  },
  {
    method: 'GET',
    path: /^\/api\/instances$/,
    access: 'read',
    kind: 'api',
    handle: async (x) => sendJson(x.res, 200, { instances: await x.ctx.store.instances(Date.now() - 60_000) }),
  },
];
