/**
 * A throwaway self-signed certificate for `127.0.0.1` (and `localhost`), made with the machine's
 * `openssl`. Returns undefined when openssl is not available; callers skip their TLS tests then.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Certificate {
  key: string;
  cert: string;
}

export function createSelfSignedCertificate(): Certificate | undefined {
  const directory = mkdtempSync(join(tmpdir(), 'assay-cert-'));
  try {
    const keyFile = join(directory, 'key.pem');
    const certFile = join(directory, 'cert.pem');
    const result = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-nodes',
        '-days',
        '1',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    if (result.error !== undefined || result.status !== 0) return undefined;
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
