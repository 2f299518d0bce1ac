import { readSessionCookie, sessionCookieHeader } from '@/lib/psu/session-cookie';
import { createWebSession, readWebSession } from '@/lib/psu/web-session';
import { sessionExpiry } from '@/lib/tpp-sessions/session-rules';

/**
 * Spec "TPP session rules": within the hour of an SCA no new SCA is prompted. The hour is the TPP's (TPP-Session-ID),
 * but the sign-in it spares must be the PSU's: a link opened in another browser (the TPP's own, or whoever else holds
 * it) proves nothing. So a sign-in at SCA also marks this browser, for the hour, as the customer who signed in for
 * this TPP's SCAs; only in a browser so marked does an active session spare the sign-in (skipSignInInTppSession).
 * The mark is a PSU web session row holding the customer and the SCA they signed in to; its cookie is httpOnly and
 * SameSite=Lax like the others, so it reaches the bank with the TPP's redirect to the next link.
 */
export async function markSignedInBrowser(input: { tppId: string; customerId: string; authorisationId: string; now: Date }): Promise<string> {
  const mark = await createWebSession({ customerTppId: input.tppId, customerId: input.customerId, authorisationId: input.authorisationId, expiresAt: sessionExpiry(input.now), now: input.now });
  return sessionCookieHeader('signed-in', mark, input.now);
}

/** The customer who signed in at SCA in this browser within the hour, for this TPP's SCAs; null when none did. */
export async function signedInCustomerOfBrowser(input: { cookieHeader: string | null; tppId: string; now: Date }): Promise<string | null> {
  const mark = await readWebSession(readSessionCookie('signed-in', input.cookieHeader), input.now);
  return mark?.authorisationId && mark.customerTppId === input.tppId ? mark.customerId : null;
}
