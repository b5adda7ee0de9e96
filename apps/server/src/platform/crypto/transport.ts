import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * The change-password fields travel AES-ECB/PKCS7-encrypted under a shared key
 * (spec 000 §5), as CryptoJS.AES.encrypt(text, Utf8.parse(key), { mode: ECB })
 * produces them: base64 ciphertext. This is wire compatibility with the
 * specified clients, not protection: the key ships in the portal's code, and
 * real confidentiality comes from TLS (docs/security.md).
 */
function algorithm(key: Buffer): string {
  return `aes-${key.length * 8}-ecb`;
}

export function encryptTransport(plain: string, key: string): string {
  const k = Buffer.from(key, 'utf8');
  const cipher = createCipheriv(algorithm(k), k, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** Returns null for anything that is not ciphertext under this key. */
export function decryptTransport(cipherText: string, key: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cipherText)) return null;
  try {
    const k = Buffer.from(key, 'utf8');
    const decipher = createDecipheriv(algorithm(k), k, null);
    return Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
