// A loopback emulator of the GitHub Actions artifact service, enough for the unmodified
// @actions/artifact client to upload: the Twirp JSON calls CreateArtifact / FinalizeArtifact
// (Bearer token checked, 409 `already_exists` on a duplicate name, Twirp JSON errors so the client
// never retries) and the Azure block blob calls Put Block / Put Block List (201, assembled in the
// order of the block list). It records every finished upload, and reads the zips back.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';

const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/';
const BLOB_PREFIX = '/devstoreaccount1/actions-results/';
const RUN_ID = 'run-uuid';
const JOB_ID = 'job-uuid';

export interface UploadedArtifact {
  id: number;
  name: string;
  /** The assembled zip. */
  zip: Buffer;
  /** From FinalizeArtifact: `sha256:<hex>` as the client computed it. */
  hash: string;
  size: number;
  expiresAt?: string;
}

export interface ArtifactService {
  /** For ACTIONS_RESULTS_URL. */
  url: string;
  /** For ACTIONS_RUNTIME_TOKEN. */
  token: string;
  uploads: UploadedArtifact[];
  /** `METHOD path` of every request, in arrival order. */
  requests: string[];
  close(): Promise<void>;
}

interface PendingUpload {
  name: string;
  expiresAt?: string;
  blocks: Map<string, Buffer>;
  blob?: Buffer;
}

/** A JWT the client accepts: it only decodes the payload and reads the `scp` claim. */
export function fakeRuntimeToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ scp: `Actions.ExampleScope Actions.Results:${RUN_ID}:${JOB_ID}` })}.signature`;
}

/** `existingNames`: artifacts already in the workflow run (uploaded by another job). */
export async function startArtifactService(options: { existingNames?: string[] } = {}): Promise<ArtifactService> {
  const token = fakeRuntimeToken();
  const uploads: UploadedArtifact[] = [];
  const requests: string[] = [];
  const pending = new Map<string, PendingUpload>();
  const taken = new Set(options.existingNames ?? []);
  let nextId = 1000;
  let origin = '';

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    requests.push(`${req.method} ${url.pathname}`);
    const body = await readBody(req);
    try {
      if (req.method === 'POST' && url.pathname.startsWith(TWIRP_PREFIX)) {
        if (req.headers.authorization !== `Bearer ${token}`)
          return twirpError(res, 401, 'unauthenticated', 'invalid token');
        const message = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
        if (message.workflow_run_backend_id !== RUN_ID || message.workflow_job_run_backend_id !== JOB_ID) {
          return twirpError(res, 400, 'invalid_argument', 'wrong backend ids');
        }
        const method = url.pathname.slice(TWIRP_PREFIX.length);
        if (method === 'CreateArtifact') return createArtifact(message, res);
        if (method === 'FinalizeArtifact') return finalizeArtifact(message, res);
        return twirpError(res, 404, 'bad_route', `no method ${method}`);
      }
      if (req.method === 'PUT' && url.pathname.startsWith(BLOB_PREFIX)) {
        const upload = pending.get(decodeURIComponent(url.pathname.slice(BLOB_PREFIX.length)));
        if (!upload || url.searchParams.get('sig') !== 'test-signature')
          return blobError(res, 403, 'AuthenticationFailed');
        const comp = url.searchParams.get('comp');
        if (comp === 'block') {
          upload.blocks.set(url.searchParams.get('blockid') ?? '', body);
          return blobCreated(res);
        }
        if (comp === 'blocklist') {
          const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
            (m) => m[1],
          );
          if (ids.some((id) => !upload.blocks.has(id))) return blobError(res, 400, 'InvalidBlockList');
          upload.blob = Buffer.concat(ids.map((id) => upload.blocks.get(id)!));
          return blobCreated(res);
        }
        return blobError(res, 400, 'UnsupportedQueryParameter');
      }
      return twirpError(res, 404, 'bad_route', `no route for ${req.method} ${url.pathname}`);
    } catch (error) {
      return twirpError(res, 500, 'internal', (error as Error).message);
    }
  });

  function createArtifact(message: Record<string, unknown>, res: ServerResponse): void {
    const name = String(message.name ?? '');
    if (taken.has(name))
      return twirpError(res, 409, 'already_exists', 'an artifact with this name already exists on the workflow run');
    taken.add(name);
    pending.set(`${name}.zip`, { name, expiresAt: message.expires_at as string | undefined, blocks: new Map() });
    json(res, 200, {
      ok: true,
      signed_upload_url: `${origin}${BLOB_PREFIX}${encodeURIComponent(`${name}.zip`)}?sig=test-signature`,
    });
  }

  function finalizeArtifact(message: Record<string, unknown>, res: ServerResponse): void {
    const upload = pending.get(`${String(message.name)}.zip`);
    if (!upload?.blob) return twirpError(res, 404, 'not_found', 'no uploaded blob for this artifact');
    const digest = `sha256:${createHash('sha256').update(upload.blob).digest('hex')}`;
    if (message.hash !== digest || Number(message.size) !== upload.blob.length) {
      return twirpError(
        res,
        400,
        'invalid_argument',
        `size/hash mismatch: got ${String(message.size)} ${String(message.hash)}, have ${upload.blob.length} ${digest}`,
      );
    }
    pending.delete(`${upload.name}.zip`);
    const id = nextId++;
    uploads.push({
      id,
      name: upload.name,
      zip: upload.blob,
      hash: digest,
      size: upload.blob.length,
      expiresAt: upload.expiresAt,
    });
    json(res, 200, { ok: true, artifact_id: String(id) });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/`,
    token,
    uploads,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function twirpError(res: ServerResponse, status: number, code: string, msg: string): void {
  json(res, status, { code, msg });
}

function blobCreated(res: ServerResponse): void {
  res.writeHead(201, {
    etag: '"0x1"',
    'last-modified': new Date().toUTCString(),
    'x-ms-version': '2026-04-06',
    'content-length': '0',
  });
  res.end();
}

function blobError(res: ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'content-type': 'application/xml', 'x-ms-error-code': code });
  res.end(`<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

/** Reads a zip's entries (stored or deflated) through its central directory: path → contents. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end === -1) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error(`bad central directory entry at ${offset}`);
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localHeader = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (!name.endsWith('/')) entries.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
