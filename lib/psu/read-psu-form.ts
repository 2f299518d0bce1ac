import { isSameOriginForm } from '@/lib/web/same-origin-form';
import { readSessionCookie, sessionTokens, type SessionKind } from '@/lib/psu/sessions/session-cookie';
import { isCsrfTokenOf, readWebSessions, type WebSession } from '@/lib/psu/sessions/web-session';

/** `no-session`: the form as posted, if it could be read (D29: it names the SCA it was for). */
export type PsuForm =
  | { kind: 'ok'; session: WebSession; form: FormData }
  | { kind: 'forbidden' }
  | { kind: 'no-session'; form: FormData | null };

/**
 * D17: every PSU form post that acts within a session passes here: same-origin (Fetch Metadata, Origin), a live session
 * in the cookie, and that session's CSRF token, which names the one session of the browser's several the form acts in.
 */
export async function readPsuForm(request: Request, kind: SessionKind, now: Date): Promise<PsuForm> {
  if (!isSameOriginForm(request.headers)) return { kind: 'forbidden' };
  const tokens = sessionTokens(readSessionCookie(kind, request.headers.get('cookie')));
  const sessions = await readWebSessions(tokens, now);
  const form = await request.formData().catch(() => null);
  if (sessions.size === 0) return { kind: 'no-session', form };
  const token = form ? tokens.find((candidate) => isCsrfTokenOf(candidate, form.get('csrfToken'))) : undefined;
  if (!form || !token) return { kind: 'forbidden' };
  const session = sessions.get(token);
  return session ? { kind: 'ok', session, form } : { kind: 'no-session', form };
}
