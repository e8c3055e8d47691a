// A spec as a contract for responses: which operation a request is (method and path templating),
// and whether a response keeps to what the spec documents for it: a documented status, a documented
// content type, a JSON body valid against that response's schema, the required headers present.
// Schemas are compiled on first use, once per contract (a contract belongs to the collection that
// names it, never to the module).
import type { Ajv, ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { parse as parseYamlText } from 'yaml';
import type { HttpMethod } from '../../../model/index.ts';
import { documentedMedia, documentedResponse, matchOperation, missingRequiredHeaders } from './match.ts';
import { MAX_NESTING, tooDeep } from '../../../model/nesting.ts';
import { readSpec, specVersion, type SpecMedia, type SpecOperation, type SpecSummary } from './operations.ts';
import { isObject, RefResolver, type ReadReferencedFile } from './resolve.ts';
import { locationUrl, toJsonSchema } from './schema-dialect.ts';
import { listSchemaErrors } from '../schema-errors.ts';
import {
  unansweredText,
  validateInRounds,
  type PatternAnswer,
  type PatternQuestion,
} from '../../queries/schema-pattern.ts';

/** What a contract reads of a response (an `Observation` provides it). */
export interface ContractResponse {
  readonly status: number;
  header(name: string): readonly string[];
  readonly headers: ReadonlyMap<string, string[]>;
  readonly text: string;
  readonly json: { ok: true; value: unknown } | { ok: false; error: string };
}

export type NewAjv = (draft07: boolean, quiet: boolean) => Ajv | Ajv2020;

export class Contract {
  /** The spec as the user named it (a path relative to the collection, or `inline spec`). */
  readonly label: string;
  readonly spec: SpecSummary;
  readonly #resolver: RefResolver;
  readonly #newAjv: NewAjv;
  #ajv: Ajv | Ajv2020 | undefined;
  readonly #compiled = new Map<SpecMedia, ValidateFunction | { problem: string }>();

  constructor(label: string, spec: SpecSummary, resolver: RefResolver, newAjv: NewAjv) {
    this.label = label;
    this.spec = spec;
    this.#resolver = resolver;
    this.#newAjv = newAjv;
  }

  /** The operation a request is, or why there is none. */
  operationFor(method: HttpMethod, url: string): SpecOperation | { problem: string } {
    const match = matchOperation(this.spec, method.toUpperCase(), url);
    return 'problem' in match ? { problem: match.problem.replace(/\bthe spec\b/, this.label) } : match.operation;
  }

  /**
   * What in the response breaks the operation's contract: empty when it keeps to it. `answer`: how a
   * schema pattern that must backtrack is matched (schema-pattern.ts; the run passes its pattern
   * worker); without it such a pattern runs on the main thread.
   */
  async check(
    operation: SpecOperation,
    response: ContractResponse,
    answer?: (question: PatternQuestion) => Promise<PatternAnswer>,
  ): Promise<string[]> {
    const documented = documentedResponse(operation, response.status);
    if (!documented) {
      const statuses = operation.responses.map((r) => r.status).join(', ') || 'none';
      return [`status ${response.status} is not documented (documented: ${statuses})`];
    }
    const problems: string[] = [];
    const missing = missingRequiredHeaders(documented, response.headers.keys());
    if (missing.length > 0)
      problems.push(`required header${missing.length > 1 ? 's' : ''} ${missing.join(', ')} missing`);
    // No documented content: the spec says nothing of the body. HEAD, 204 and 304 have none.
    if (documented.media.length === 0 || operation.method === 'HEAD' || [204, 304].includes(response.status))
      return problems;
    const contentType = response.header('content-type')[0];
    const types = documented.media.map((m) => m.contentType).join(', ');
    if (contentType === undefined) {
      problems.push(`the response has no Content-Type (documented for ${documented.status}: ${types})`);
      return problems;
    }
    const media = documentedMedia(documented, contentType);
    if (!media) {
      problems.push(`content type ${contentType} is not documented for ${documented.status} (documented: ${types})`);
      return problems;
    }
    // Only JSON bodies are checked against a schema (a documented `*/*` takes the type the server sent).
    const type = media.contentType.includes('*') ? contentType : media.contentType;
    if (media.schema === undefined || !/[/+]json\b/i.test(type)) return problems;
    const json = response.json;
    if (!json.ok) {
      problems.push(json.error);
      return problems;
    }
    const validate = this.#validator(media);
    if ('problem' in validate) problems.push(validate.problem);
    else {
      const checked = answer
        ? await validateInRounds(() => validate(json.value) === true, answer)
        : { value: validate(json.value) === true };
      if ('unanswered' in checked) problems.push(unansweredText(checked.unanswered, checked.reason));
      else if (!checked.value) {
        const listed = listSchemaErrors(validate.errors);
        problems.push(`the body does not match the ${documented.status} ${media.contentType} schema: ${listed}`);
      }
    }
    return problems;
  }

  #validator(media: SpecMedia): ValidateFunction | { problem: string } {
    let compiled = this.#compiled.get(media);
    if (compiled === undefined) {
      try {
        compiled = this.#ajvWithFiles().compile(
          toJsonSchema(media.schema, this.spec.version, locationUrl(media.file)) as object,
        );
      } catch (error) {
        compiled = { problem: `the spec's ${media.contentType} schema cannot be used: ${(error as Error).message}` };
      }
      this.#compiled.set(media, compiled);
    }
    return compiled;
  }

  /** One validator holding every file of the spec, so `$ref`s between them resolve. */
  #ajvWithFiles(): Ajv | Ajv2020 {
    if (this.#ajv) return this.#ajv;
    const ajv = this.#newAjv(this.spec.version !== '3.1', true);
    for (const file of this.#resolver.files.values()) {
      if (!isObject(file.root)) continue;
      const id = locationUrl(file.location);
      ajv.addSchema(toJsonSchema(file.root, this.spec.version, id) as object, id, undefined, false);
    }
    this.#ajv = ajv;
    return ajv;
  }
}

/**
 * Reads a spec (its text, or an already parsed document) and the files its `$ref`s name into a
 * contract, or says why it cannot be one. `location` is the spec's absolute path (relative `$ref`s
 * are read beside it) or its URL.
 */
export function openContract(
  source: { label: string; location: string; text?: string; root?: unknown; readFile: ReadReferencedFile },
  newAjv: NewAjv,
): Contract | { problem: string } {
  let root = source.root;
  if (root === undefined) {
    try {
      root = parseYamlText(source.text ?? '', { maxAliasCount: 1000 }) as unknown;
    } catch (error) {
      return { problem: `${source.label} is not YAML or JSON: ${(error as Error).message.split('\n')[0]}` };
    }
  }
  const deep = tooDeep(root);
  if (deep)
    return { problem: `${source.label} is nested more than ${MAX_NESTING} levels deep (at #/${deep.join('/')})` };
  if (!isObject(root) || (root.openapi === undefined && root.swagger === undefined))
    return { problem: `${source.label} is not an OpenAPI document (no \`openapi\` or \`swagger\` key)` };
  const version = specVersion(root);
  if (!version)
    return {
      problem: `${source.label}: unsupported spec version ${JSON.stringify(root.openapi ?? root.swagger)} (assay reads Swagger 2.0 and OpenAPI 3.0 and 3.1)`,
    };
  if (!isObject(root.paths) || Object.keys(root.paths).length === 0)
    return { problem: `${source.label} documents no operations under \`paths\`` };
  const resolver = new RefResolver({ location: source.location, root }, source.readFile);
  resolver.loadReferencedFiles();
  const broken = resolver.broken[0];
  if (broken) return { problem: `${source.label}: cannot follow $ref ${JSON.stringify(broken.ref)}: ${broken.reason}` };
  return new Contract(source.label, readSpec(root, version, resolver), resolver, newAjv);
}
