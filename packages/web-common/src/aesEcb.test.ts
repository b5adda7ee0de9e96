import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesEcbEncrypt, pkcs7Pad } from './aesEcb';

describe('aesEcbEncrypt', () => {
  it('matches the server for the known vector', async () => {
    await expect(aesEcbEncrypt('Passw0rd#1', 'dandelion_portal')).resolves.toBe('SmWqOjhYnc2nlhwjO49gbg==');
  });

  it('round-trips multi-block and non-ASCII text through a standard AES-128-ECB decipher', async () => {
    const text = '新密码Passw0rd#1-longer-than-one-block';
    const cipher = await aesEcbEncrypt(text, 'dandelion_portal');
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from('dandelion_portal'), null);
    const plain = Buffer.concat([decipher.update(Buffer.from(cipher, 'base64')), decipher.final()]);
    expect(plain.toString('utf8')).toBe(text);
  });

  it('pads a full block with a whole block of 16s', () => {
    expect(Array.from(pkcs7Pad(new Uint8Array(16)).slice(16))).toEqual(new Array(16).fill(16));
    expect(Array.from(pkcs7Pad(new Uint8Array(3)).slice(3))).toEqual(new Array(13).fill(13));
  });

  it('refuses a key of the wrong length', async () => {
    await expect(aesEcbEncrypt('x', 'short')).rejects.toThrow(/16, 24 or 32/);
  });
});
