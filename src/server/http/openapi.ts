// The OpenAPI 3.1 document of the API, served at /api/openapi.json. Kept next to api.ts: a route
// added there is described here (the test compares the two).
import { VERSION } from '../../version.ts';
import { CHANNEL_TYPES } from '../alerts/channel-types.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const id = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
const error = { description: 'An error', ...json(ref('Error')) };
const standard = { '400': error, '401': error, '403': error, '404': error };

const op = (summary: string, permission: string, responses: object, extra: object = {}) => ({
  summary,
  description: `Needs the \`${permission}\` permission.`,
  responses: { ...responses, ...standard },
  ...extra,
});

export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'assay serve',
      version: VERSION,
      description:
        'Projects (collections on a schedule), their runs and results, API tokens and users. Authenticate with `Authorization: Bearer <token>` (tokens are created at /api/tokens or on the Tokens page), or with the session cookie of the dashboard plus an `X-CSRF-Token` header on changes.',
    },
    security: [{ bearer: [] }],
    paths: {
      '/api/projects': {
        get: op(
          'List projects',
          'read',
          { '200': json({ type: 'object', properties: { projects: { type: 'array', items: ref('Project') } } }) },
          {
            parameters: [{ name: 'group', in: 'query', schema: { type: 'string' } }],
          },
        ),
        post: op(
          'Create a project from collection YAML',
          'write',
          { '201': json(ref('Project')), '409': error, '422': error },
          {
            requestBody: { required: true, ...json(ref('ProjectInput')) },
          },
        ),
      },
      '/api/projects/{projectId}': {
        parameters: [id('projectId')],
        get: op('Read a project', 'read', { '200': json(ref('Project')) }),
        put: op(
          'Change a project (fields left out keep their value; a file project takes only variables and secrets)',
          'write',
          { '200': json(ref('Project')), '409': error, '422': error },
          { requestBody: { required: true, ...json(ref('ProjectInput')) } },
        ),
        delete: op('Delete a project and its history (not a file project)', 'write', {
          '204': { description: 'Deleted' },
          '409': error,
        }),
      },
      '/api/projects/{projectId}/pause': {
        parameters: [id('projectId')],
        post: op('Pause the schedule', 'run', { '200': json(ref('Project')) }),
      },
      '/api/projects/{projectId}/resume': {
        parameters: [id('projectId')],
        post: op('Resume the schedule', 'run', { '200': json(ref('Project')) }),
      },
      '/api/projects/{projectId}/runs': {
        parameters: [id('projectId')],
        get: op(
          'Runs of a project, newest first',
          'read',
          { '200': json({ type: 'object', properties: { runs: { type: 'array', items: ref('Run') } } }) },
          {
            parameters: [
              { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 500, default: 50 } },
            ],
          },
        ),
        post: op('Run the project now (for deploy hooks); the run goes on after the answer', 'run', {
          '202': json(ref('Run')),
        }),
      },
      '/api/projects/{projectId}/results': {
        parameters: [id('projectId')],
        post: op(
          'Record a run from its results.json (sent by `assay --report-to` or `assay upload`): kept with its own times and CI provenance, once however often it is sent',
          'run',
          {
            '201': json(ref('Run')),
            '200': { description: 'The same document was recorded before: that run', ...json(ref('Run')) },
            '400': error,
            '413': error,
            '415': error,
          },
          {
            requestBody: {
              required: true,
              description: 'A results.json (docs/results-schema.json) of at most 32 MiB',
              ...json({ type: 'object' }),
            },
          },
        ),
      },
      '/api/runs/{runId}': {
        parameters: [id('runId')],
        get: op('Read a run', 'read', { '200': json(ref('Run')) }),
      },
      '/api/runs/{runId}/results': {
        parameters: [id('runId')],
        get: op("The run's results.json (the same document `assay run` writes; docs/reports.md)", 'read', {
          '200': json({ type: 'object' }),
        }),
      },
      '/api/tokens': {
        get: op('API tokens (yours; an admin sees all)', 'read', {
          '200': json({ type: 'object', properties: { tokens: { type: 'array', items: ref('Token') } } }),
        }),
        post: op(
          'Create an API token; the answer holds the token, shown this once',
          'read',
          { '201': json(ref('NewToken')) },
          {
            requestBody: {
              required: true,
              ...json({
                type: 'object',
                required: ['name', 'scopes'],
                properties: { name: { type: 'string' }, scopes: { type: 'array', items: ref('Permission') } },
              }),
            },
          },
        ),
      },
      '/api/tokens/{tokenId}': {
        parameters: [id('tokenId')],
        delete: op('Revoke a token (yours; an admin any)', 'read', { '204': { description: 'Revoked' } }),
      },
      '/api/users': {
        get: op('Users', 'admin', {
          '200': json({ type: 'object', properties: { users: { type: 'array', items: ref('User') } } }),
        }),
        post: op(
          'Create a user',
          'admin',
          { '201': json(ref('User')), '409': error },
          {
            requestBody: {
              required: true,
              ...json({
                type: 'object',
                required: ['name', 'password', 'role'],
                properties: {
                  name: { type: 'string' },
                  password: { type: 'string', minLength: 12 },
                  role: ref('Role'),
                },
              }),
            },
          },
        ),
      },
      '/api/users/{userId}': {
        parameters: [id('userId')],
        delete: op('Delete a user (not yourself)', 'admin', { '204': { description: 'Deleted' }, '409': error }),
      },
      '/api/alert-channels': {
        get: op('Alert channels (their settings are never shown)', 'read', {
          '200': json({ type: 'object', properties: { channels: { type: 'array', items: ref('AlertChannel') } } }),
        }),
        post: op(
          'Create an alert channel; a webhook answer holds its signing secret, shown this once',
          'write',
          { '201': json(ref('AlertChannel')), '422': error },
          {
            requestBody: { required: true, ...json(ref('AlertChannelInput')) },
          },
        ),
      },
      '/api/alert-channels/{channelId}': {
        parameters: [id('channelId')],
        get: op('Read an alert channel (its settings are never shown)', 'read', { '200': json(ref('AlertChannel')) }),
        put: op(
          'Change an alert channel: fields left out keep their value (null clears group and reminderMinutes); config keys given replace the stored ones, the others stay; the kind does not change',
          'write',
          { '200': json(ref('AlertChannel')), '422': error },
          { requestBody: { required: true, ...json(ref('AlertChannelInput')) } },
        ),
        delete: op('Delete an alert channel', 'write', { '204': { description: 'Deleted' } }),
      },
      '/api/alerts': {
        get: op('Alert states per project and channel, and the last 100 deliveries with their outcome', 'read', {
          '200': json({
            type: 'object',
            properties: {
              states: { type: 'array', items: { type: 'object' } },
              deliveries: { type: 'array', items: ref('Delivery') },
            },
          }),
        }),
      },
      '/api/projects/{projectId}/acknowledge': {
        parameters: [id('projectId')],
        post: op("Acknowledge the project's open alerts: no more reminders until it recovers", 'run', {
          '200': json({ type: 'object', properties: { acknowledged: { type: 'integer' } } }),
        }),
      },
      '/api/maintenance-windows': {
        get: op('Maintenance windows', 'read', {
          '200': json({ type: 'object', properties: { windows: { type: 'array', items: ref('MaintenanceWindow') } } }),
        }),
        post: op(
          'Create a maintenance window: one-off (startsAt, endsAt) or recurring (cron, durationMinutes, timeZone)',
          'write',
          { '201': json(ref('MaintenanceWindow')) },
          {
            requestBody: { required: true, ...json(ref('MaintenanceWindow')) },
          },
        ),
      },
      '/api/maintenance-windows/{windowId}': {
        parameters: [id('windowId')],
        get: op('Read a maintenance window', 'read', { '200': json(ref('MaintenanceWindow')) }),
        put: op(
          'Replace a maintenance window (the same body as creating one)',
          'write',
          { '200': json(ref('MaintenanceWindow')) },
          { requestBody: { required: true, ...json(ref('MaintenanceWindow')) } },
        ),
        delete: op('Delete a maintenance window', 'write', { '204': { description: 'Deleted' } }),
      },
      '/api/instances': {
        get: op('Instances of the server seen in the last minute', 'read', {
          '200': json({
            type: 'object',
            properties: {
              instances: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { id: { type: 'string' }, startedAt: { type: 'integer' }, seenAt: { type: 'integer' } },
                },
              },
            },
          }),
        }),
      },
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API token (assay_…)' } },
      schemas: {
        AlertChannelInput: {
          type: 'object',
          required: ['name', 'kind', 'config'],
          properties: {
            name: { type: 'string' },
            kind: { type: 'string', enum: CHANNEL_TYPES.map((type) => type.kind) },
            config: {
              type: 'object',
              description: CHANNEL_TYPES.map((type) => `${type.kind}: ${type.settingsShape}`).join('; '),
            },
            group: { type: 'string', description: 'Only projects of this group (default: all)' },
            failureThreshold: { type: 'integer', minimum: 1, default: 1 },
            recoveryThreshold: { type: 'integer', minimum: 1, default: 1 },
            reminderMinutes: { type: 'integer', minimum: 1 },
          },
        },
        AlertChannel: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            name: { type: 'string' },
            kind: { type: 'string' },
            group: { type: ['string', 'null'] },
            failureThreshold: { type: 'integer' },
            recoveryThreshold: { type: 'integer' },
            reminderMinutes: { type: ['integer', 'null'] },
            signingSecret: { type: 'string', description: 'Only in the answer that created a webhook channel' },
          },
        },
        Delivery: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            channelId: { type: 'string', format: 'uuid' },
            projectId: { type: 'string', format: 'uuid' },
            event: { type: 'string', enum: ['failure', 'recovery', 'reminder'] },
            attempts: { type: 'integer' },
            outcome: { type: 'string', enum: ['pending', 'delivered', 'failed', 'silenced'] },
            detail: { type: ['string', 'null'] },
            createdAt: { type: 'string', format: 'date-time' },
          },
        },
        MaintenanceWindow: {
          type: 'object',
          required: ['title'],
          properties: {
            id: { type: 'string', format: 'uuid', readOnly: true },
            projectId: { type: ['string', 'null'], description: 'Default: every project' },
            title: { type: 'string' },
            startsAt: { type: ['string', 'null'], format: 'date-time' },
            endsAt: { type: ['string', 'null'], format: 'date-time' },
            cron: { type: ['string', 'null'] },
            durationMinutes: { type: ['integer', 'null'] },
            timeZone: {
              type: ['string', 'null'],
              description: "IANA name: the zone of a recurring window's cron (a one-off window keeps it for display)",
            },
          },
        },
        Error: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
        Role: { type: 'string', enum: ['admin', 'editor', 'viewer'] },
        Permission: { type: 'string', enum: ['read', 'run', 'write', 'admin'] },
        Schedule: {
          oneOf: [
            { type: 'object', required: ['every'], properties: { every: { type: 'string', examples: ['5m'] } } },
            {
              type: 'object',
              required: ['cron'],
              properties: { cron: { type: 'string' }, timezone: { type: 'string' } },
            },
          ],
        },
        ProjectInput: {
          type: 'object',
          properties: {
            yaml: {
              type: 'string',
              description: 'The collection (docs/collection-format.md); its `schedule:` is the schedule',
            },
            name: { type: 'string', description: "Default: the collection's name" },
            group: { type: 'string', description: 'The status page the project is shown on' },
            variables: { type: 'object', additionalProperties: { type: 'string' } },
            secrets: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'Replaces the stored secrets; never returned',
            },
            ciRunsCount: {
              type: 'boolean',
              description:
                'Whether runs sent from CI (POST /api/projects/{projectId}/results) count toward the status, uptime and alerts; scheduled runs always do. Default false.',
            },
          },
        },
        Project: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            name: { type: 'string' },
            group: { type: 'string' },
            yaml: { type: 'string' },
            schedule: { oneOf: [ref('Schedule'), { type: 'null' }] },
            paused: { type: 'boolean' },
            origin: { type: 'string', enum: ['file', 'api'] },
            originPath: { type: ['string', 'null'] },
            readOnly: { type: 'boolean', description: 'A file project: its YAML changes only in its file' },
            variables: { type: 'object', additionalProperties: { type: 'string' } },
            secrets: { type: 'array', items: { type: 'string' }, description: 'Names only' },
            status: { type: 'string', enum: ['unknown', 'passing', 'failing'] },
            ciRunsCount: {
              type: 'boolean',
              description:
                'Whether runs sent from CI (POST /api/projects/{projectId}/results) count toward the status, uptime and alerts; scheduled runs always do. Default false.',
            },
            nextRunAt: { type: ['string', 'null'], format: 'date-time' },
            createdAt: { type: 'string', format: 'date-time' },
            updatedAt: { type: 'string', format: 'date-time' },
          },
        },
        Run: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            projectId: { type: 'string', format: 'uuid' },
            trigger: {
              type: 'string',
              enum: ['schedule', 'manual', 'api', 'ci'],
              description: '`ci`: results sent to the server (POST /api/projects/{projectId}/results), not run by it',
            },
            status: { type: 'string', enum: ['queued', 'running', 'passed', 'failed', 'error', 'abandoned'] },
            instanceId: {
              type: ['string', 'null'],
              description: 'The instance running (or that ran) it; while queued, the one that queued it.',
            },
            queuedAt: { type: 'string', format: 'date-time' },
            startedAt: { type: ['string', 'null'], format: 'date-time' },
            finishedAt: { type: ['string', 'null'], format: 'date-time' },
            durationMs: { type: ['number', 'null'] },
            totals: {
              type: 'object',
              properties: {
                passed: { type: 'integer' },
                failed: { type: 'integer' },
                errored: { type: 'integer' },
                skipped: { type: 'integer' },
              },
            },
            error: { type: ['string', 'null'] },
            ci: {
              type: ['object', 'null'],
              description: "Where a run sent from CI ran (its results.json's run.ci): commit, branch, workflow run",
              properties: {
                provider: { type: 'string' },
                repository: { type: 'string' },
                commit: { type: 'string' },
                branch: { type: 'string' },
                workflow: { type: 'string' },
                runUrl: { type: 'string' },
              },
            },
          },
        },
        Token: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            name: { type: 'string' },
            userId: { type: 'string', format: 'uuid' },
            scopes: { type: 'array', items: ref('Permission') },
            createdAt: { type: 'string', format: 'date-time' },
            lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
          },
        },
        NewToken: { allOf: [ref('Token'), { type: 'object', properties: { token: { type: 'string' } } }] },
        User: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            name: { type: 'string' },
            role: ref('Role'),
            createdAt: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
  };
}
