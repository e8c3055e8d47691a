// The bytes of a request as a test describes them: the query appended to the URL, and a body
// from text, JSON, a form, multipart parts or a file, with the Content-Type each one implies.
import { basename } from 'node:path';
import type { BodyDefinition, FileReference, MultipartPart, NameValue } from '../../model/index.ts';
import { readNamedFile } from '../../model/file-access.ts';
import { jsonStringContent, renderTemplate, type TemplateValues } from '../templates/render.ts';

export interface RenderedBody {
  bytes: string | Uint8Array;
  /** The Content-Type the body implies; undefined lets the client decide (text and JSON bodies). */
  contentType?: string;
  /** How reports show the body: the text itself, or a description where it holds file bytes. */
  record: string;
}

/** RFC 3986 percent-encoding: everything but the unreserved characters A–Z a–z 0–9 - . _ ~. */
export function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The URL with the query pairs appended after any query it already has. */
export function withQuery(url: string, query: readonly NameValue[] | undefined, values: TemplateValues): string {
  if (!query || query.length === 0) return url;
  const encoded = query
    .map(
      (pair) =>
        `${percentEncode(renderTemplate(pair.name, values))}=${percentEncode(renderTemplate(pair.value, values))}`,
    )
    .join('&');
  const hash = url.indexOf('#');
  const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${encoded}${fragment}`;
}

/** Renders the body; reads files (one refused or missing after the check throws, and the caller reports it). */
export async function renderBody(body: BodyDefinition, values: TemplateValues): Promise<RenderedBody> {
  switch (body.kind) {
    case 'text': {
      const text = renderTemplate(body.template, values);
      return { bytes: text, record: text };
    }
    case 'json': {
      const text = renderTemplate(body.template, values, jsonStringContent);
      return { bytes: text, record: text };
    }
    case 'form': {
      // application/x-www-form-urlencoded as browsers send it (WHATWG URL: spaces become `+`).
      const form = new URLSearchParams();
      for (const pair of body.fields)
        form.append(renderTemplate(pair.name, values), renderTemplate(pair.value, values));
      const text = form.toString();
      return { bytes: text, contentType: 'application/x-www-form-urlencoded', record: text };
    }
    case 'multipart':
      return renderMultipart(body.parts, values);
    case 'file': {
      const bytes = await readFileBytes(body.file);
      const contentType = body.contentType ? renderTemplate(body.contentType, values) : 'application/octet-stream';
      return { bytes, contentType, record: fileRecord(body.file.written, bytes.length) };
    }
  }
}

/** A file to send that is refused or cannot be read when the test runs (the test errors). */
export class UnreadableFileError extends Error {}

/** A file's bytes, read under the policy it was checked with: it may have changed since. */
async function readFileBytes(file: FileReference): Promise<Buffer> {
  const read = await readNamedFile(file.path, file.written, file.policy).catch((error: Error) => ({
    problem: `cannot read \`${file.written}\`: ${(error as NodeJS.ErrnoException).code ?? error.message}`,
  }));
  if ('problem' in read) throw new UnreadableFileError(read.problem);
  return read.bytes;
}

function fileRecord(written: string, bytes: number): string {
  return `<${bytes} bytes of ${written}>`;
}

/** multipart/form-data (RFC 7578): one part per entry, CRLF line ends, names quoted as browsers do. */
async function renderMultipart(parts: readonly MultipartPart[], values: TemplateValues): Promise<RenderedBody> {
  // node:crypto is loaded by the first multipart body, not at every start.
  const boundary = `----assay-${process.getBuiltinModule('node:crypto').randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  const record: string[] = [];
  for (const part of parts) {
    const name = renderTemplate(part.name, values);
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"`;
    let content: Buffer;
    let contentType = part.contentType ? renderTemplate(part.contentType, values) : undefined;
    if ('file' in part) {
      const filename = part.filename ? renderTemplate(part.filename, values) : basename(part.file.path);
      head += `; filename="${quoted(filename)}"`;
      contentType ??= 'application/octet-stream';
      content = await readFileBytes(part.file);
      record.push(`${head}\r\nContent-Type: ${contentType}\r\n\r\n${fileRecord(part.file.written, content.length)}`);
    } else {
      content = Buffer.from(renderTemplate(part.value, values), 'utf8');
    }
    if (contentType !== undefined) head += `\r\nContent-Type: ${contentType}`;
    head += '\r\n\r\n';
    if (!('file' in part)) record.push(head + content.toString('utf8'));
    chunks.push(Buffer.from(head, 'utf8'), content, CRLF);
  }
  const end = `--${boundary}--\r\n`;
  chunks.push(Buffer.from(end, 'utf8'));
  return {
    bytes: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
    record: record.map((r) => `${r}\r\n`).join('') + end,
  };
}

const CRLF = Buffer.from('\r\n');

/** A name or filename inside quotes: `"`, CR and LF percent-encoded as the HTML standard does. */
function quoted(text: string): string {
  return text.replace(/[\r\n"]/g, (c) => (c === '"' ? '%22' : c === '\r' ? '%0D' : '%0A'));
}

/** Whether a test's own headers set the named header (case-insensitive). */
export function hasHeader(headers: readonly [string, string][], name: string): boolean {
  const lower = name.toLowerCase();
  return headers.some(([n]) => n.toLowerCase() === lower);
}
