import { DEFAULT_PASSWORD_TRANSPORT_KEY } from '@awards/shared/password';
import { describe, expect, it } from 'vitest';
import { decryptTransport, encryptTransport } from './transport';

describe('password transport encryption (AES-ECB/PKCS7, base64)', () => {
  it('matches what openssl (and CryptoJS) produce for the default key', () => {
    // echo -n 'Passw0rd#1' | openssl enc -aes-128-ecb -K $(echo -n dandelion_portal | xxd -p) -base64
    expect(encryptTransport('Passw0rd#1', DEFAULT_PASSWORD_TRANSPORT_KEY)).toBe('SmWqOjhYnc2nlhwjO49gbg==');
    expect(decryptTransport('SmWqOjhYnc2nlhwjO49gbg==', DEFAULT_PASSWORD_TRANSPORT_KEY)).toBe('Passw0rd#1');
  });

  it('round-trips non-ASCII text under 24- and 32-byte keys', () => {
    for (const key of ['k'.repeat(24), 'k'.repeat(32)]) {
      expect(decryptTransport(encryptTransport('密码Abc123', key), key)).toBe('密码Abc123');
    }
  });

  it('refuses plain text, a wrong key and broken padding', () => {
    expect(decryptTransport('Passw0rd#1', DEFAULT_PASSWORD_TRANSPORT_KEY)).toBeNull();
    expect(decryptTransport('SmWqOjhYnc2nlhwjO49gbg==', 'another_key_1234')).toBeNull();
    expect(decryptTransport('SmWqOjhYnc2nlhwj', DEFAULT_PASSWORD_TRANSPORT_KEY)).toBeNull();
  });
});
