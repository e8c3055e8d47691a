// --stateful: sequences of operations on one resource. The spec's OpenAPI links say which operation
// takes what from a response (`$response.body#/id`); where there are none, they are inferred from the
// paths (POST /items → GET, DELETE /items/{id}). fast-check draws and shrinks the creating request;
// each sequence checks that what was created can be fetched (ensure_resource_availability), that a
// deleted resource is gone (use_after_free), and the fetched responses against the contract.
import { isObject } from '../engine/validators/openapi/resolve.ts';
import type { SpecOperation } from '../engine/validators/openapi/operations.ts';
import { judgeResponse, type CheckFailure, type CheckName } from './checks.ts';
import type { CaseRequest, DrawnCase, OperationPlan } from './cases.ts';
import { search } from './search.ts';
import {
  addFinding,
  excerptOf,
  type Finding,
  type OperationTally,
  type ResponseExcerpt,
  type Step,
} from './findings.ts';
import { seedFor, type FuzzSettings, type FuzzTarget, type Sent } from './send.ts';

export interface Chain {
  create: SpecOperation;
  /** The path parameter of `read` and `remove` the created resource's id goes to. */
  parameter: string;
  /** Where the id is in the creating response's JSON body (JSON pointers, the first found is taken). */
  pointers: string[];
  read?: SpecOperation;
  remove?: SpecOperation;
  /** `POST /items → GET /items/{id}, DELETE /items/{id}` */
  label: string;
  /** Whether the chain comes from the spec's links (else inferred from paths). */
  linked: boolean;
}

interface StatefulIo {
  send(request: CaseRequest): Promise<Sent>;
  stopped(): boolean;
  tally(operation: SpecOperation): OperationTally;
}

type StepFailure = CheckFailure & {
  operation: SpecOperation;
  request: CaseRequest;
  response?: ResponseExcerpt;
  steps: Step[];
  savedPath: string;
};

const STATEFUL_CHECKS: CheckName[] = [
  'ensure_resource_availability',
  'use_after_free',
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'response_headers_conformance',
];

export function statefulSearches(
  target: FuzzTarget,
  plans: Map<SpecOperation, OperationPlan>,
  settings: FuzzSettings,
  io: StatefulIo,
): { chains: Chain[]; jobs: (() => Promise<void>)[] } {
  const selected = new Set(target.operations);
  const chains = findChains(target.allOperations, target.root).filter(
    (chain) =>
      plans.get(chain.create)?.notSent === undefined &&
      [chain.create, chain.read, chain.remove].some((operation) => operation && selected.has(operation)),
  );
  const jobs = chains.map((chain) => async () => {
    const create = plans.get(chain.create)!;
    const found = await search<DrawnCase, StepFailure>({
      arbitrary: create.valid,
      examples: create.examples,
      seed: seedFor(settings.seed, `stateful ${chain.label}`),
      numRuns: Math.max(1, Math.ceil(settings.maxExamples / 2)),
      maxShrinks: 100,
      stopped: io.stopped,
      run: async (drawn) =>
        (await runChain(chain, create, plans, drawn, target, io)).filter((f) => settings.checks.has(f.check)),
    });
    for (const { failure } of found)
      addFinding(io.tally(failure.operation), {
        check: failure.check,
        message: failure.message,
        operation: failure.operation,
        request: failure.request,
        ...(failure.response ? { response: failure.response } : {}),
        steps: failure.steps,
        savedPath: failure.savedPath,
      } satisfies Finding);
  });
  return { chains, jobs };
}

async function runChain(
  chain: Chain,
  create: OperationPlan,
  plans: Map<SpecOperation, OperationPlan>,
  drawn: DrawnCase,
  target: FuzzTarget,
  io: StatefulIo,
): Promise<StepFailure[]> {
  const creating = create.render(drawn);
  io.tally(chain.create).cases++;
  const created = await io.send(creating);
  if (!('response' in created) || created.response.status < 200 || created.response.status >= 300) return [];
  const found = idIn(created.response.body, chain.pointers);
  if (found === undefined) return [];
  const { id, pointer } = found;
  const name = chain.parameter.replace(/[^\w-]/g, '_').replace(/^(?=[^A-Za-z_])/, '_');
  const steps: Step[] = [{ request: creating, status: created.response.status, captures: { name, pointer } }];
  const on = (operation: SpecOperation) => {
    const request = plans.get(operation)!.render({ parameters: { [`path:${chain.parameter}`]: id } });
    const savedPath = operation.path.split(`{${chain.parameter}}`).join(`\${{ context.${name} }}`);
    return { request, savedPath };
  };
  const failures: StepFailure[] = [];
  if (chain.read) {
    const { request, savedPath } = on(chain.read);
    io.tally(chain.read).cases++;
    const fetched = await io.send(request);
    if ('response' in fetched) {
      const response = excerptOf(fetched.response);
      const common = { operation: chain.read, request, response, steps, savedPath };
      if (fetched.response.status === 404 || fetched.response.status === 410)
        failures.push({
          check: 'ensure_resource_availability',
          message: `${chain.create.method} ${chain.create.path} created a resource (status ${created.response.status}) that ${chain.read.method} ${chain.read.path} cannot find (status ${fetched.response.status})`,
          ...common,
        });
      for (const failure of await judgeResponse('valid', fetched.response, target.contract, chain.read))
        if (STATEFUL_CHECKS.includes(failure.check) && failure.check !== 'positive_data_acceptance')
          failures.push({ ...failure, ...common });
    }
  }
  if (chain.remove) {
    const removing = on(chain.remove);
    io.tally(chain.remove).cases++;
    const removed = await io.send(removing.request);
    const deleted = 'response' in removed && removed.response.status >= 200 && removed.response.status < 300;
    if (deleted && chain.read) {
      const { request, savedPath } = on(chain.read);
      io.tally(chain.read).cases++;
      const after = await io.send(request);
      if ('response' in after && after.response.status >= 200 && after.response.status < 300)
        failures.push({
          check: 'use_after_free',
          message: `${chain.read.method} ${chain.read.path} still answers ${after.response.status} after ${chain.remove.method} ${chain.remove.path} answered ${'response' in removed ? removed.response.status : ''}`,
          operation: chain.read,
          request,
          response: excerptOf(after.response),
          steps: [
            ...steps,
            {
              request: removing.request,
              status: 'response' in removed ? removed.response.status : undefined,
              savedPath: removing.savedPath,
            },
          ],
          savedPath,
        });
    }
  }
  return failures;
}

/** The resource sequences of a spec: from its links, else from its paths. */
export function findChains(operations: SpecOperation[], root: Record<string, unknown>): Chain[] {
  const chains: Chain[] = [];
  for (const create of operations.filter((operation) => operation.method === 'POST')) {
    const linked = linkedChain(create, operations, root);
    if (linked) {
      chains.push(linked);
      continue;
    }
    const below = operations.filter((operation) => {
      const match = /^(.*)\/\{([^}/]+)\}$/.exec(operation.path);
      return match !== null && match[1] === create.path.replace(/\/+$/, '');
    });
    const parameter = /\{([^}/]+)\}$/.exec(below[0]?.path ?? '')?.[1];
    if (parameter === undefined) continue;
    const read = below.find((operation) => operation.method === 'GET');
    const remove = below.find((operation) => operation.method === 'DELETE');
    if (!read && !remove) continue;
    chains.push(chain(create, parameter, [`/${parameter}`, '/id'], read, remove, false));
  }
  return chains;
}

function chain(
  create: SpecOperation,
  parameter: string,
  pointers: string[],
  read: SpecOperation | undefined,
  remove: SpecOperation | undefined,
  linked: boolean,
): Chain {
  const after = [read, remove].filter((o): o is SpecOperation => o !== undefined).map((o) => `${o.method} ${o.path}`);
  return {
    create,
    parameter,
    pointers,
    ...(read ? { read } : {}),
    ...(remove ? { remove } : {}),
    label: `${create.method} ${create.path} → ${after.join(', ')}`,
    linked,
  };
}

/** A chain from the links of the creating operation's success responses (`$response.body#/…` parameters). */
function linkedChain(
  create: SpecOperation,
  operations: SpecOperation[],
  root: Record<string, unknown>,
): Chain | undefined {
  const paths = isObject(root.paths) ? root.paths : {};
  const item = paths[create.path];
  const written = isObject(item) ? item[create.method.toLowerCase()] : undefined;
  const responses = isObject(written) && isObject(written.responses) ? written.responses : {};
  const targets: { operation: SpecOperation; parameter: string; pointer: string }[] = [];
  for (const [status, response] of Object.entries(responses)) {
    if (!/^2/.test(status) || !isObject(response) || !isObject(response.links)) continue;
    for (const link of Object.values(response.links)) {
      if (!isObject(link) || !isObject(link.parameters)) continue;
      const operation = operations.find(
        (o) =>
          (typeof link.operationId === 'string' && o.operationId === link.operationId) ||
          (typeof link.operationRef === 'string' &&
            link.operationRef === `#/${o.pointer.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`),
      );
      if (!operation) continue;
      for (const [parameter, expression] of Object.entries(link.parameters)) {
        const match = typeof expression === 'string' ? /^\$response\.body#(\/.*)$/.exec(expression) : null;
        if (match && operation.path.includes(`{${parameter.replace(/^path\./, '')}}`))
          targets.push({ operation, parameter: parameter.replace(/^path\./, ''), pointer: match[1] });
      }
    }
  }
  const read = targets.find((t) => t.operation.method === 'GET');
  const remove = targets.find((t) => t.operation.method === 'DELETE' && (!read || t.parameter === read.parameter));
  const first = read ?? remove;
  if (!first) return undefined;
  return chain(create, first.parameter, [first.pointer], read?.operation, remove?.operation, true);
}

/** The first scalar at one of the JSON pointers in a JSON body, as text, with the pointer. */
function idIn(body: string, pointers: string[]): { id: string; pointer: string } | undefined {
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    return undefined;
  }
  for (const pointer of pointers) {
    let value = document;
    for (const token of pointer.split('/').slice(1)) {
      const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
      value = isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
    }
    if (typeof value === 'string' || typeof value === 'number') return { id: String(value), pointer };
  }
  return undefined;
}
