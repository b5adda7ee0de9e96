import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets the server must read back (the apps' integration secrets, the keys of HMACs it
 * verifies) are kept sealed: AES-256-GCM under a key from the configuration, so a copy of
 * the database alone does not give them away (docs/integration.md). The sealed form is
 * base64 of iv (12 bytes), tag (16 bytes) and ciphertext; `aad` binds it to its owner, so a
 * sealed secret copied onto another row does not open.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(hexKey: string) {
    this.key = Buffer.from(hexKey, 'hex');
    if (this.key.length !== 32) throw new Error('SecretBox: the key must be 32 bytes');
  }

  seal(plain: string, aad: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** null when the sealed text was not sealed under this key for this owner. */
  open(sealed: string, aad: string): string | null {
    try {
      const raw = Buffer.from(sealed, 'base64');
      if (raw.length < 29) return null;
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** A new secret to hand out once: 32 random bytes, base64url. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hmacHex = (key: string, message: string): string =>
  createHmac('sha256', key).update(message, 'utf8').digest('hex');

/** Compares two hex digests in constant time (false for anything not 64 hex digits). */
export function sameDigest(a: string, b: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(a) || !/^[0-9a-f]{64}$/.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}
