import { constants, verify, type KeyObject } from 'node:crypto';

// D5: `rsa-sha256` (required) and `rsa-sha512`, RSASSA-PKCS1-v1_5 with the certificate's RSA key. Nothing else,
// hs2019 included, is accepted.

export type SignatureAlgorithm = 'rsa-sha256' | 'rsa-sha512';

const hashes: Record<SignatureAlgorithm, string> = { 'rsa-sha256': 'sha256', 'rsa-sha512': 'sha512' };

export const signatureAlgorithms: readonly SignatureAlgorithm[] = ['rsa-sha256', 'rsa-sha512'];

/** The supported algorithm named by a Signature algorithm part (case-insensitive), or null. */
export function toSignatureAlgorithm(name: string): SignatureAlgorithm | null {
  const lower = name.trim().toLowerCase();
  return signatureAlgorithms.find((algorithm) => algorithm === lower) ?? null;
}

export type VerifySignatureInput = {
  signingString: string;
  /** Standard base64. */
  signature: string;
  algorithm: SignatureAlgorithm;
  publicKey: KeyObject;
};

/** True only when the signature verifies; a non-RSA key or any crypto error is false, never a throw. */
export function verifySignature({ signingString, signature, algorithm, publicKey }: VerifySignatureInput): boolean {
  if (publicKey.asymmetricKeyType !== 'rsa') return false;
  try {
    const key = { key: publicKey, padding: constants.RSA_PKCS1_PADDING };
    return verify(hashes[algorithm], signingStringBytes(signingString), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/**
 * Header values are octets; Fetch Headers hand them over one character per octet (Latin-1), so Latin-1 gives back
 * the bytes the client signed. A string with characters past U+00FF cannot have come off the wire and is UTF-8.
 */
export function signingStringBytes(signingString: string): Buffer {
  const isLatin1 = [...signingString].every((char) => char.charCodeAt(0) <= 0xff);
  return Buffer.from(signingString, isLatin1 ? 'latin1' : 'utf8');
}
