// Random secrets handed out once (session ids, API tokens, CSRF tokens); the store keeps only
// their SHA-256, so a copy of the database lets nobody in.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** API tokens start with this, so that secret scanners can recognise them. */
export const TOKEN_PREFIX = 'assay_';

export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function newApiToken(): string {
  return TOKEN_PREFIX + randomSecret();
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
