import { db } from '@/lib/db';
import { maxSessionsPerCookie, readSessionCookie, sessionCookieHeader, sessionTokens } from '@/lib/psu/sessions/session-cookie';
import { createWebSession, readWebSessions, type WebSession } from '@/lib/psu/sessions/web-session';
import { sessionExpiry } from '@/lib/tpp-sessions/session-rules';

/**
 * Spec "TPP session rules": within the hour of an SCA no new SCA is prompted. The hour is the TPP's (TPP-Session-ID),
 * but the sign-in it spares must be the PSU's: a link opened in another browser (the TPP's own, or whoever else holds
 * it) proves nothing. So a sign-in at SCA also marks this browser, for the hour, as the customer who signed in for
 * this TPP's SCAs; only in a browser so marked does an active session spare the sign-in (skipSignInInTppSession).
 * A mark is a PSU web session row holding the customer and the SCA they signed in to; its cookie is httpOnly and
 * SameSite=Lax like the others, so it reaches the bank with the TPP's redirect to the next link.
 *
 * D17: the cookie holds one mark per TPP, newest first, for up to four TPPs, so that a PSU who signs in for a second
 * TPP is not asked again by the first. A sign-in replaces the mark of its own TPP, whoever it named, and drops the
 * marks of any other person (another national identity number): the browser changed hands, so no mark of the one
 * before spares a sign-in any longer.
 */
export async function markSignedInBrowser(input: { cookieHeader: string | null; tppId: string; customerId: string; authorisationId: string; now: Date }): Promise<string> {
  const kept = await marksOfSamePersonAtOtherTpps(input);
  const mark = await createWebSession({ customerTppId: input.tppId, customerId: input.customerId, authorisationId: input.authorisationId, expiresAt: sessionExpiry(input.now), now: input.now });
  const tokens = [mark.token, ...kept].slice(0, maxSessionsPerCookie);
  return sessionCookieHeader('signed-in', { token: tokens.join('.'), expiresAt: mark.expiresAt }, input.now);
}

/** The live marks of the browser, by cookie token. */
async function marksOfBrowser(cookieHeader: string | null, now: Date): Promise<[string, WebSession][]> {
  const sessions = await readWebSessions(sessionTokens(readSessionCookie('signed-in', cookieHeader)), now);
  return [...sessions].filter(([, session]) => session.authorisationId && session.customerTppId && session.customerId);
}

/** The tokens of the browser's marks for other TPPs that name the same person as `customerId` (its national identity number). */
async function marksOfSamePersonAtOtherTpps(input: { cookieHeader: string | null; tppId: string; customerId: string; now: Date }): Promise<string[]> {
  const others = (await marksOfBrowser(input.cookieHeader, input.now)).filter(([, mark]) => mark.customerTppId !== input.tppId);
  if (others.length === 0) return [];
  const ids = [input.customerId, ...others.map(([, mark]) => mark.customerId ?? '')];
  const numbers = new Map((await db.customer.findMany({ where: { id: { in: ids } }, select: { id: true, customerNumber: true } })).map((customer) => [customer.id, customer.customerNumber]));
  const person = numbers.get(input.customerId);
  return others.filter(([, mark]) => person !== undefined && numbers.get(mark.customerId ?? '') === person).map(([token]) => token);
}

/** The customer who signed in at SCA in this browser within the hour, for this TPP's SCAs; null when none did. */
export async function signedInCustomerOfBrowser(input: { cookieHeader: string | null; tppId: string; now: Date }): Promise<string | null> {
  const mark = (await marksOfBrowser(input.cookieHeader, input.now)).find(([, session]) => session.customerTppId === input.tppId);
  return mark?.[1].customerId ?? null;
}
