import { verify, type KeyObject } from 'node:crypto';
import type { ParsedRevocationList } from './parse-revocation-list';

// D4: the revocation list counts only when its issuing CA, a trust anchor, signed it. RSA PKCS#1 v1.5 and ECDSA with
// SHA-2; SHA-1 and unknown algorithms are refused.

type SignatureAlgorithm = { hash: 'sha256' | 'sha384' | 'sha512'; keyType: 'rsa' | 'ec' };

const signatureAlgorithms: Record<string, SignatureAlgorithm> = {
  /** sha256WithRSAEncryption */
  '1.2.840.113549.1.1.11': { hash: 'sha256', keyType: 'rsa' },
  /** sha384WithRSAEncryption */
  '1.2.840.113549.1.1.12': { hash: 'sha384', keyType: 'rsa' },
  /** sha512WithRSAEncryption */
  '1.2.840.113549.1.1.13': { hash: 'sha512', keyType: 'rsa' },
  /** ecdsa-with-SHA256 */
  '1.2.840.10045.4.3.2': { hash: 'sha256', keyType: 'ec' },
  /** ecdsa-with-SHA384 */
  '1.2.840.10045.4.3.3': { hash: 'sha384', keyType: 'ec' },
  /** ecdsa-with-SHA512 */
  '1.2.840.10045.4.3.4': { hash: 'sha512', keyType: 'ec' },
};

export function isSupportedSignatureAlgorithm(oid: string): boolean {
  return Object.hasOwn(signatureAlgorithms, oid);
}

/** True when `publicKey` verifies the list's signature with the algorithm the list names. */
export function verifyRevocationListSignature(list: ParsedRevocationList, publicKey: KeyObject): boolean {
  const algorithm = signatureAlgorithms[list.signatureAlgorithmOid];
  if (!algorithm || publicKey.asymmetricKeyType !== algorithm.keyType) return false;
  try {
    return verify(algorithm.hash, list.signedBytes, publicKey, list.signature);
  } catch {
    // A malformed signature value (e.g. an ECDSA signature that is not DER) is a bad signature.
    return false;
  }
}
