import { db } from '@/lib/db';
import {
  maxSessionsPerCookie,
  readSessionCookie,
  sessionCookieHeader,
  sessionTokens,
} from '@/lib/psu/sessions/session-cookie';
import { createWebSession, readWebSessions, type WebSession } from '@/lib/psu/sessions/web-session';
import { sessionExpiry } from '@/lib/tpp-sessions/session-rules';

export type MarkSignedInBrowserInput = {
  cookieHeader: string | null;
  tppId: string;
  customerId: string;
  authorisationId: string;
  now: Date;
};

/**
 * D17: marks this browser, for the TPP session's hour, as the customer who signed in at SCA for this TPP, keeping the
 * same person's marks at up to three other TPPs and dropping any other person's. Answers the `signed-in` cookie.
 */
export async function markSignedInBrowser(input: MarkSignedInBrowserInput): Promise<string> {
  const kept = await marksOfSamePersonAtOtherTpps(input);
  const mark = await createWebSession({
    customerTppId: input.tppId,
    customerId: input.customerId,
    authorisationId: input.authorisationId,
    expiresAt: sessionExpiry(input.now),
    now: input.now,
  });
  const tokens = [mark.token, ...kept].slice(0, maxSessionsPerCookie);
  return sessionCookieHeader('signed-in', { token: tokens.join('.'), expiresAt: mark.expiresAt }, input.now);
}

/** The live marks of the browser, by cookie token. */
async function marksOfBrowser(cookieHeader: string | null, now: Date): Promise<[string, WebSession][]> {
  const sessions = await readWebSessions(sessionTokens(readSessionCookie('signed-in', cookieHeader)), now);
  return [...sessions].filter(([, session]) => session.authorisationId && session.customerTppId && session.customerId);
}

/** The tokens of the browser's marks for other TPPs that name the same person as `customerId` (its national identity number). */
async function marksOfSamePersonAtOtherTpps(input: {
  cookieHeader: string | null;
  tppId: string;
  customerId: string;
  now: Date;
}): Promise<string[]> {
  const others = (await marksOfBrowser(input.cookieHeader, input.now)).filter(
    ([, mark]) => mark.customerTppId !== input.tppId,
  );
  if (others.length === 0) return [];
  const ids = [input.customerId, ...others.map(([, mark]) => mark.customerId ?? '')];
  const numbers = new Map(
    (await db.customer.findMany({ where: { id: { in: ids } }, select: { id: true, customerNumber: true } })).map(
      (customer) => [customer.id, customer.customerNumber],
    ),
  );
  const person = numbers.get(input.customerId);
  return others
    .filter(([, mark]) => person !== undefined && numbers.get(mark.customerId ?? '') === person)
    .map(([token]) => token);
}

export type SignedInCustomerOfBrowserInput = { cookieHeader: string | null; tppId: string; now: Date };

/** The customer who signed in at SCA in this browser within the hour, for this TPP's SCAs; null when none did. */
export async function signedInCustomerOfBrowser(input: SignedInCustomerOfBrowserInput): Promise<string | null> {
  const mark = (await marksOfBrowser(input.cookieHeader, input.now)).find(
    ([, session]) => session.customerTppId === input.tppId,
  );
  return mark?.[1].customerId ?? null;
}
