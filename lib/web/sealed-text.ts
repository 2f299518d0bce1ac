import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const ivBytes = 12;
const tagBytes = 16;

function sealKey(secret: Buffer | string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

export type SealTextInput = { secret: Buffer | string; purpose: string; text: string };

/**
 * Text sealed for its way through a URL (post, redirect, get): AES-256-GCM under a key derived from `secret`
 * for one `purpose`, base64url. Only a holder of the same secret opens it, for the same purpose; the text is never in
 * clear in a URL, a history entry or a log.
 */
export function sealText(input: SealTextInput): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', sealKey(input.secret, input.purpose), iv);
  const sealed = Buffer.concat([cipher.update(input.text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

export type OpenSealedTextInput = {
  secret: Buffer | string;
  purpose: string;
  sealed: string | undefined;
  maxSealedLength: number;
};

/** The text of a value sealed with the same secret and purpose; null for anything else (another secret, altered, absent, too long). */
export function openSealedText(input: OpenSealedTextInput): string | null {
  const { sealed } = input;
  if (!sealed || sealed.length > input.maxSealedLength || !/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < ivBytes + tagBytes + 1) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(input.secret, input.purpose), bytes.subarray(0, ivBytes));
    decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
    return Buffer.concat([
      decipher.update(bytes.subarray(ivBytes, bytes.length - tagBytes)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
