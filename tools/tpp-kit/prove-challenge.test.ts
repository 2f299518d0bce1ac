import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { proveChallenge } from './prove-challenge';

describe('proveChallenge (D27)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const challenge = 'nordbank-portal-link-Zm9vYmFyYmF6cXV4cXV1eHF1dXo';

  it('signs the challenge text with RSA-SHA256, in base64, verifiable with the public key', () => {
    const proof = proveChallenge(challenge, privateKeyPem);
    expect(proof).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(proof, 'base64')).toHaveLength(256);
    expect(
      verify(
        'sha256',
        Buffer.from(challenge),
        createPublicKey(publicKey.export({ type: 'spki', format: 'pem' })),
        Buffer.from(proof, 'base64'),
      ),
    ).toBe(true);
  });

  it('is deterministic (PKCS #1 v1.5) and bound to the exact text', () => {
    expect(proveChallenge(challenge, privateKeyPem)).toBe(proveChallenge(challenge, privateKeyPem));
    const other = Buffer.from(proveChallenge(`${challenge}\n`, privateKeyPem), 'base64');
    expect(verify('sha256', Buffer.from(challenge), publicKey, other)).toBe(false);
  });
});
