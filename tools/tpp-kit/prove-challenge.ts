import { sign } from 'node:crypto';

/**
 * D27: the proof the developer portal asks for when linking an account to a TPP: RSA-SHA256 (PKCS #1 v1.5) over the
 * challenge text exactly as shown (UTF-8, no newline added), in base64.
 */
export function proveChallenge(challenge: string, privateKeyPem: string): string {
  return sign('sha256', Buffer.from(challenge, 'utf8'), privateKeyPem).toString('base64');
}
