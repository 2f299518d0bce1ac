import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseCertificate, type ParsedCertificate } from '@/lib/signing/certificate';
import { certificateWeakness, type CertificateUse } from '@/lib/signing/certificate-weakness';
import {
  createTestCertificate,
  sharedTestKeyPair,
  type TestCertificateOptions,
} from '@/tests/support/pki/create-test-certificate';

// D19's rule table: which keys and issuer signatures the bank accepts, for a TPP's signing certificate and for a CA.
const rsa = (bits: number) => generateKeyPairSync('rsa', { modulusLength: bits });
const ec = (namedCurve: string) => generateKeyPairSync('ec', { namedCurve });
const rsa1024 = rsa(1024);
const p256 = ec('P-256');
const rsaSigner = sharedTestKeyPair().privateKey;

let serial = 0x100;
function certificate(options: TestCertificateOptions): ParsedCertificate {
  serial += 1;
  const parsed = parseCertificate(
    createTestCertificate({ serialNumber: serial.toString(16).padStart(4, '0'), signingKey: rsaSigner, ...options })
      .base64,
  );
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.certificate;
}

const key = (keyPair: { privateKey: KeyObject; publicKey: KeyObject }) => ({ keyPair });
const weakHash = (hash: string, name: string) =>
  `is signed with ${hash} (${name}); eIDAS (ETSI TS 119 312) requires SHA-256 or better`;
const rsaOnly = (type: string) =>
  `has a key of type ${type}, but requests are signed with rsa-sha256 or rsa-sha512: it needs an RSA key of at least 2048 bits`;

type Row = [string, () => ParsedCertificate, CertificateUse, string | null];

describe('certificateWeakness (D19)', () => {
  it.each<Row>([
    ['RSA 2048 signed with SHA-256', () => certificate({}), 'request-signing', null],
    ['RSA 2048 signed with SHA-384', () => certificate({ signatureHash: 'sha384' }), 'request-signing', null],
    ['RSA 2048 signed with SHA-512', () => certificate({ signatureHash: 'sha512' }), 'request-signing', null],
    [
      'RSA 2048 signed by an ECDSA P-256 issuer with SHA-256',
      () => certificate({ signingKey: p256.privateKey }),
      'request-signing',
      null,
    ],
    [
      'RSA 2048 signed by an ECDSA issuer with SHA-384',
      () => certificate({ signingKey: p256.privateKey, signatureHash: 'sha384' }),
      'request-signing',
      null,
    ],
    [
      'RSA 1024',
      () => certificate(key(rsa1024)),
      'request-signing',
      'has a 1024-bit RSA key; eIDAS (ETSI TS 119 312) requires at least 2048 bits',
    ],
    [
      'RSA 2047',
      () => certificate(key(rsa(2047))),
      'request-signing',
      'has a 2047-bit RSA key; eIDAS (ETSI TS 119 312) requires at least 2048 bits',
    ],
    [
      'signed with SHA-1',
      () => certificate({ signatureHash: 'sha1' }),
      'request-signing',
      weakHash('SHA-1', 'sha1WithRSAEncryption'),
    ],
    [
      'signed with MD5',
      () => certificate({ signatureHash: 'md5' }),
      'request-signing',
      weakHash('MD5', 'md5WithRSAEncryption'),
    ],
    [
      'signed with ECDSA and SHA-1',
      () => certificate({ signingKey: p256.privateKey, signatureHash: 'sha1' }),
      'request-signing',
      weakHash('SHA-1', 'ecdsa-with-SHA1'),
    ],
    ['an EC P-256 key', () => certificate(key(p256)), 'request-signing', rsaOnly('EC')],
    ['an Ed25519 key', () => certificate(key(generateKeyPairSync('ed25519'))), 'request-signing', rsaOnly('Ed25519')],
    [
      'RSA 1024 signed with SHA-1: the key is named first',
      () => certificate({ ...key(rsa1024), signatureHash: 'sha1' }),
      'request-signing',
      'has a 1024-bit RSA key; eIDAS (ETSI TS 119 312) requires at least 2048 bits',
    ],
  ])('a signing certificate with %s', (_name, make, use, expected) => {
    expect(certificateWeakness(make(), use)).toBe(expected);
  });

  it.each<Row>([
    ['RSA 2048', () => certificate({}), 'certificate-authority', null],
    ['EC P-256', () => certificate(key(p256)), 'certificate-authority', null],
    ['EC P-384', () => certificate(key(ec('P-384'))), 'certificate-authority', null],
    ['EC P-521', () => certificate(key(ec('P-521'))), 'certificate-authority', null],
    [
      'EC secp256k1',
      () => certificate(key(ec('secp256k1'))),
      'certificate-authority',
      'has an EC key on the curve secp256k1; ECDSA keys must be on P-256, P-384 or P-521',
    ],
    [
      'EC P-224',
      () => certificate(key(ec('P-224'))),
      'certificate-authority',
      'has an EC key on the curve secp224r1; ECDSA keys must be on P-256, P-384 or P-521',
    ],
    [
      'Ed25519',
      () => certificate(key(generateKeyPairSync('ed25519'))),
      'certificate-authority',
      'has a key of type Ed25519; a CA key must be RSA of at least 2048 bits or ECDSA on P-256, P-384 or P-521',
    ],
    [
      'RSA 1024',
      () => certificate(key(rsa1024)),
      'certificate-authority',
      'has a 1024-bit RSA key; eIDAS (ETSI TS 119 312) requires at least 2048 bits',
    ],
    [
      'signed with SHA-1',
      () => certificate({ signatureHash: 'sha1' }),
      'certificate-authority',
      weakHash('SHA-1', 'sha1WithRSAEncryption'),
    ],
  ])('a CA certificate with %s', (_name, make, use, expected) => {
    expect(certificateWeakness(make(), use)).toBe(expected);
  });

  it('names an issuer signature algorithm it does not know by its OID', () => {
    const parsed = certificate({});
    const unknown = { ...parsed, signatureAlgorithmOid: '1.2.840.113549.1.1.10' };
    expect(certificateWeakness(unknown, 'request-signing')).toBe(
      'is signed with an algorithm the bank does not accept (OID 1.2.840.113549.1.1.10); use RSA or ECDSA with SHA-256, SHA-384 or SHA-512',
    );
  });
});
