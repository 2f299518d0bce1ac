import type { ParsedCertificate } from './certificate';

// D19 (eIDAS, ETSI TS 119 312): RSA keys of at least 2048 bits and hashes of SHA-256 or better, for the TPP's signing
// certificate and, in production, every CA certificate on its path to a trust anchor.

/**
 * What the certificate is for. The TPP's signing certificate needs an RSA key, because D5's request signatures are
 * rsa-sha256 and rsa-sha512; a CA may hold an RSA or an ECDSA key.
 */
export type CertificateUse = 'request-signing' | 'certificate-authority';

export const minimumRsaBits = 2048;

/** Issuer signatures we accept, by OID: RSA PKCS#1 v1.5 or ECDSA, with SHA-256, SHA-384 or SHA-512. */
const acceptedSignatureAlgorithms = new Set([
  '1.2.840.113549.1.1.11',
  '1.2.840.113549.1.1.12',
  '1.2.840.113549.1.1.13',
  '1.2.840.10045.4.3.2',
  '1.2.840.10045.4.3.3',
  '1.2.840.10045.4.3.4',
]);

/** Weak issuer signatures, named so that the refusal says which hash is at fault. */
const weakSignatureAlgorithms = new Map<string, { name: string; hash: string }>([
  ['1.2.840.113549.1.1.2', { name: 'md2WithRSAEncryption', hash: 'MD2' }],
  ['1.2.840.113549.1.1.4', { name: 'md5WithRSAEncryption', hash: 'MD5' }],
  ['1.2.840.113549.1.1.5', { name: 'sha1WithRSAEncryption', hash: 'SHA-1' }],
  ['1.3.14.3.2.29', { name: 'sha1WithRSASignature', hash: 'SHA-1' }],
  ['1.2.840.113549.1.1.14', { name: 'sha224WithRSAEncryption', hash: 'SHA-224' }],
  ['1.2.840.10045.4.1', { name: 'ecdsa-with-SHA1', hash: 'SHA-1' }],
  ['1.2.840.10045.4.3.1', { name: 'ecdsa-with-SHA224', hash: 'SHA-224' }],
  ['1.2.840.10040.4.3', { name: 'dsa-with-sha1', hash: 'SHA-1' }],
]);

/** ECDSA CA keys: the NIST curves of 256 bits and more, as OpenSSL names them. */
const acceptedCurves = new Map([
  ['prime256v1', 'P-256'],
  ['secp384r1', 'P-384'],
  ['secp521r1', 'P-521'],
]);

const keyTypeNames: Record<string, string> = {
  rsa: 'RSA',
  'rsa-pss': 'RSA-PSS',
  ec: 'EC',
  dsa: 'DSA',
  ed25519: 'Ed25519',
  ed448: 'Ed448',
};

/**
 * Why a certificate is too weak for its use, phrased to follow its name ("The TPP-Signature-Certificate " + reason),
 * or null when it meets D19. The key is judged before the issuer's signature.
 */
export function certificateWeakness(certificate: ParsedCertificate, use: CertificateUse): string | null {
  return keyWeakness(certificate, use) ?? signatureWeakness(certificate.signatureAlgorithmOid);
}

function keyWeakness({ publicKey }: ParsedCertificate, use: CertificateUse): string | null {
  const type = publicKey.asymmetricKeyType ?? 'unknown';
  const details = publicKey.asymmetricKeyDetails ?? {};
  if (type === 'rsa') {
    const bits = details.modulusLength ?? 0;
    return bits >= minimumRsaBits
      ? null
      : `has a ${bits}-bit RSA key; eIDAS (ETSI TS 119 312) requires at least ${minimumRsaBits} bits`;
  }
  const typeName = keyTypeNames[type] ?? type;
  if (use === 'request-signing') {
    return `has a key of type ${typeName}, but requests are signed with rsa-sha256 or rsa-sha512: it needs an RSA key of at least ${minimumRsaBits} bits`;
  }
  if (type !== 'ec')
    return `has a key of type ${typeName}; a CA key must be RSA of at least ${minimumRsaBits} bits or ECDSA on P-256, P-384 or P-521`;
  const curve = details.namedCurve ?? 'unknown';
  return acceptedCurves.has(curve)
    ? null
    : `has an EC key on the curve ${curve}; ECDSA keys must be on P-256, P-384 or P-521`;
}

function signatureWeakness(oid: string): string | null {
  if (acceptedSignatureAlgorithms.has(oid)) return null;
  const weak = weakSignatureAlgorithms.get(oid);
  if (weak) return `is signed with ${weak.hash} (${weak.name}); eIDAS (ETSI TS 119 312) requires SHA-256 or better`;
  return `is signed with an algorithm the bank does not accept (OID ${oid}); use RSA or ECDSA with SHA-256, SHA-384 or SHA-512`;
}
