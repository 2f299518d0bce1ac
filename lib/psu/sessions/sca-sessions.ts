import {
  readSessionCookie,
  sessionCookieHeader,
  sessionTokens,
  maxSessionsPerCookie,
} from '@/lib/psu/sessions/session-cookie';
import { readWebSessions, type WebSession } from '@/lib/psu/sessions/web-session';

export type ScaSessionForInput = {
  cookieValue: string | undefined;
  authorisationId: string | null | undefined;
  now: Date;
};

/**
 * D17: the browser's live SCA session for one SCA process, named by the handle an SCA page's address carries (the
 * authorisation's id, scaPageUrl); null when the browser holds no live session for it ("session ended").
 */
export async function scaSessionFor(input: ScaSessionForInput): Promise<WebSession | null> {
  if (!input.authorisationId) return null;
  const sessions = await readWebSessions(sessionTokens(input.cookieValue), input.now);
  return [...sessions.values()].find((session) => session.authorisationId === input.authorisationId) ?? null;
}

/** Every live SCA session of the browser, newest first (an OpenID Connect return names its own by its state, D32). */
export async function scaSessionsOfBrowser(cookieHeader: string | null, now: Date): Promise<WebSession[]> {
  return [...(await readWebSessions(sessionTokens(readSessionCookie('sca', cookieHeader)), now)).values()];
}

/** The cookie tokens of the browser's live SCA sessions, newest first: read before a link is consumed (addedScaSessionCookie). */
export async function liveScaSessionTokens(cookieHeader: string | null, now: Date): Promise<string[]> {
  return [...(await readWebSessions(sessionTokens(readSessionCookie('sca', cookieHeader)), now)).keys()];
}

export type AddedScaSessionCookieInput = {
  liveTokens: readonly string[];
  session: { token: string; expiresAt: Date };
  now: Date;
};

/**
 * The Set-Cookie of a link just opened: its new session first, then the browser's other SCA sessions still live, up to
 * four in all (an older one drops out and its tab meets "session ended"). The cookie lives as long as its newest
 * session; each older one still ends on its own time, which the server checks. Reads nothing, so it cannot fail.
 */
export function addedScaSessionCookie(input: AddedScaSessionCookieInput): string {
  const tokens = [input.session.token, ...input.liveTokens].slice(0, maxSessionsPerCookie);
  return sessionCookieHeader('sca', { token: tokens.join('.'), expiresAt: input.session.expiresAt }, input.now);
}
