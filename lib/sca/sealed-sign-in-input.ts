import { openSealedText, sealText } from '@/lib/web/sealed-text';

/** The sign-in field's maxLength: longer input is not kept. */
const maxInputLength = 20;
const purpose = 'sca-sign-in-input';

/**
 * D29: the number the PSU typed, for the redirect's query after a refused sign-in, sealed with a key of the PSU's own
 * web session, so that no URL holds it in clear and only that browser can have it shown again.
 */
export function sealSignInInput(sessionKey: Buffer, typed: string): string | null {
  if (typed === '' || typed.length > maxInputLength) return null;
  return sealText({ secret: sessionKey, purpose, text: typed });
}

/** The typed input of a sealed value from this session; null for anything else (another session, altered, absent). */
export function openSignInInput(sessionKey: Buffer, sealed: string | undefined): string | null {
  const typed = openSealedText({ secret: sessionKey, purpose, sealed, maxSealedLength: 200 });
  return typed !== null && typed.length <= maxInputLength ? typed : null;
}
