import { openSealedText, sealText } from '@/lib/web/sealed-text';

/** The sign-in field's maxLength: longer input is not kept. */
const maxInputLength = 20;
const purpose = 'sca-sign-in-input';

/** The round of the SCA's sign-in a sealed input belongs to: a later attempt or "Not you?" (D29) starts another. */
export function signInRound(flow: { triedNumberAt: Date | null }): string {
  return flow.triedNumberAt?.toISOString() ?? '';
}

/**
 * D29: the number the PSU typed, for the redirect's query after a refused sign-in, sealed with a key of the PSU's own
 * web session and the sign-in's round, so that no URL holds it in clear and only that browser, that round, shows it.
 */
export function sealSignInInput(sessionKey: Buffer, round: string, typed: string): string | null {
  if (typed === '' || typed.length > maxInputLength) return null;
  return sealText({ secret: sessionKey, purpose: `${purpose}:${round}`, text: typed });
}

/** The typed input of a value sealed in this session and round; null for anything else (another round, altered...). */
export function openSignInInput(sessionKey: Buffer, round: string, sealed: string | undefined): string | null {
  const typed = openSealedText({ secret: sessionKey, purpose: `${purpose}:${round}`, sealed, maxSealedLength: 200 });
  return typed !== null && typed.length <= maxInputLength ? typed : null;
}
