// Secrets of projects and alert channel settings, encrypted at rest with AES-256-GCM under a key
// from ASSAY_SECRET_KEY (32 bytes, base64 or hex: `openssl rand -base64 32`). Without the key the
// server runs, but refuses to store a secret.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const SECRET_KEY_VARIABLE = 'ASSAY_SECRET_KEY';

export class SecretKeyMissing extends Error {
  constructor() {
    super(`storing secrets needs ${SECRET_KEY_VARIABLE} (32 random bytes, base64 or hex: openssl rand -base64 32)`);
  }
}

export class SecretBox {
  readonly #key?: Buffer;

  constructor(keyText: string | undefined) {
    if (keyText === undefined || keyText === '') return;
    const key = /^[0-9a-f]{64}$/i.test(keyText) ? Buffer.from(keyText, 'hex') : Buffer.from(keyText, 'base64');
    if (key.length !== 32)
      throw new Error(`${SECRET_KEY_VARIABLE} must be 32 bytes in base64 or hex (openssl rand -base64 32)`);
    this.#key = key;
  }

  get available(): boolean {
    return this.#key !== undefined;
  }

  /** `v1.<iv>.<tag>.<ciphertext>` in base64url. */
  seal(plain: string): string {
    if (!this.#key) throw new SecretKeyMissing();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    if (!this.#key) throw new SecretKeyMissing();
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1') throw new Error('unknown secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    try {
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new Error(`a stored secret cannot be decrypted: ${SECRET_KEY_VARIABLE} is not the key it was stored with`);
    }
  }
}
