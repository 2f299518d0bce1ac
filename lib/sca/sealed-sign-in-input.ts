import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** The sign-in field's maxLength: longer input is not kept. */
const maxInputLength = 20;

function sealKey(sessionKey: Buffer): Buffer {
  return createHmac('sha256', sessionKey).update('sca-sign-in-input').digest();
}

/**
 * D29: after a refused sign-in the page shows the number the PSU typed, so that a typo is visible, although the pages
 * work without JavaScript (post, redirect, get). The number travels in the redirect's query, sealed (AES-256-GCM) with
 * a key of the PSU's own web session: a national identity number never appears in clear in a URL, a history entry or
 * a log, and only the browser that typed it can have it shown again.
 */
export function sealSignInInput(sessionKey: Buffer, typed: string): string | null {
  if (typed === '' || typed.length > maxInputLength) return null;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(sessionKey), iv);
  const sealed = Buffer.concat([cipher.update(typed, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The typed input of a sealed value from this session; null for anything else (another session, altered, absent). */
export function openSignInInput(sessionKey: Buffer, sealed: string | undefined): string | null {
  if (!sealed || sealed.length > 200 || !/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 12 + 16 + 1) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(sessionKey), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const typed = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
    return typed.length <= maxInputLength ? typed : null;
  } catch {
    return null;
  }
}
