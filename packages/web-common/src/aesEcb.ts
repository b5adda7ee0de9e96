/**
 * AES-ECB with PKCS7 padding, base64 out: the transport encoding of the change-password
 * fields (spec 000 §5), as CryptoJS.AES.encrypt(text, Utf8.parse(key), { mode: ECB })
 * produces it. WebCrypto has no ECB, but one block of AES-CBC with a zero IV is exactly
 * one ECB block: pad the text ourselves, encrypt each 16-byte block on its own and keep
 * the first 16 bytes (WebCrypto appends a padding block of its own, which is dropped).
 * This is wire compatibility, not secrecy: see docs/security.md.
 */
const BLOCK = 16;

export function pkcs7Pad(data: Uint8Array): Uint8Array {
  const padding = BLOCK - (data.length % BLOCK);
  const out = new Uint8Array(data.length + padding);
  out.set(data);
  out.fill(padding, data.length);
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Throws when WebCrypto is unavailable: browsers offer it only on HTTPS or localhost. */
export async function aesEcbEncrypt(plainText: string, key: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto unavailable (the portal must be served over HTTPS)');
  const keyBytes = new TextEncoder().encode(key);
  if (![16, 24, 32].includes(keyBytes.length)) throw new Error('AES key must be 16, 24 or 32 bytes');
  const cryptoKey = await subtle.importKey('raw', keyBytes, 'AES-CBC', false, ['encrypt']);
  const padded = pkcs7Pad(new TextEncoder().encode(plainText));
  const out = new Uint8Array(padded.length);
  const iv = new Uint8Array(BLOCK);
  for (let offset = 0; offset < padded.length; offset += BLOCK) {
    const block = padded.slice(offset, offset + BLOCK);
    const encrypted = await subtle.encrypt({ name: 'AES-CBC', iv }, cryptoKey, block);
    out.set(new Uint8Array(encrypted, 0, BLOCK), offset);
  }
  return toBase64(out);
}
