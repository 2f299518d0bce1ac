import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sharedTestKeyPair } from '@/tests/support/pki/create-test-certificate';
import { signingStringBytes, toSignatureAlgorithm, verifySignature } from '@/lib/signing/verify-signature';

const { privateKey, publicKey } = sharedTestKeyPair();
const signingString = 'date: Sun, 05 Jan 2014 21:31:40 GMT\nx-request-id: 1';
const signWith = (hash: string, text = signingString) =>
  sign(hash, Buffer.from(text, 'utf8'), privateKey).toString('base64');

describe('toSignatureAlgorithm', () => {
  it.each([
    ['rsa-sha256', 'rsa-sha256'],
    ['RSA-SHA512', 'rsa-sha512'],
    [' rsa-sha256 ', 'rsa-sha256'],
    ['hs2019', null],
    ['rsa-sha1', null],
    ['hmac-sha256', null],
    ['ecdsa-sha256', null],
    ['', null],
  ])('%s is %s', (name, expected) => {
    expect(toSignatureAlgorithm(name)).toBe(expected);
  });
});

describe('verifySignature', () => {
  it.each([
    ['rsa-sha256 signed with SHA-256', 'rsa-sha256', signWith('sha256'), true],
    ['rsa-sha512 signed with SHA-512', 'rsa-sha512', signWith('sha512'), true],
    ['rsa-sha512 signed with SHA-256', 'rsa-sha512', signWith('sha256'), false],
    ['rsa-sha256 signed with SHA-512', 'rsa-sha256', signWith('sha512'), false],
    ['another signing string', 'rsa-sha256', signWith('sha256', `${signingString} `), false],
    ['an empty signature', 'rsa-sha256', '', false],
    ['a truncated signature', 'rsa-sha256', signWith('sha256').slice(0, 40), false],
  ] as const)('%s: %s', (_name, algorithm, signature, expected) => {
    expect(verifySignature({ signingString, signature, algorithm, publicKey })).toBe(expected);
  });

  it('refuses a key that is not RSA, without throwing', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const signature = sign('sha256', Buffer.from(signingString), ec.privateKey).toString('base64');
    expect(verifySignature({ signingString, signature, algorithm: 'rsa-sha256', publicKey: ec.publicKey })).toBe(false);
  });

  it('verifies header octets as Latin-1, the way Fetch Headers carry them', () => {
    const wire = Buffer.from('psu-id: Bø', 'utf8');
    const asReceived = wire.toString('latin1');
    const signature = sign('sha256', wire, privateKey).toString('base64');
    expect(signingStringBytes(asReceived).equals(wire)).toBe(true);
    expect(verifySignature({ signingString: asReceived, signature, algorithm: 'rsa-sha256', publicKey })).toBe(true);
    expect(signingStringBytes('emoji 😀').equals(Buffer.from('emoji 😀', 'utf8'))).toBe(true);
  });
});
