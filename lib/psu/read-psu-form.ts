import { isSameOriginForm } from '@/lib/web/same-origin-form';
import { readSessionCookie, sessionTokens, type SessionKind } from '@/lib/psu/sessions/session-cookie';
import { isCsrfTokenOf, readWebSessions, type WebSession } from '@/lib/psu/sessions/web-session';

export type PsuForm = { kind: 'ok'; session: WebSession; form: FormData } | { kind: 'forbidden' | 'no-session' };

/**
 * Every PSU form post that acts within a session passes here: the browser says it came from our own pages (Fetch
 * Metadata, Origin), the session cookie names a live session, and the form carries that session's CSRF token. D17: a
 * browser may hold several SCA sessions (two tabs); the form's CSRF token names which of them it is for, so a form
 * acts only in the session whose page rendered it. A form of a session that has ended meets "session ended".
 */
export async function readPsuForm(request: Request, kind: SessionKind, now: Date): Promise<PsuForm> {
  if (!isSameOriginForm(request.headers)) return { kind: 'forbidden' };
  const tokens = sessionTokens(readSessionCookie(kind, request.headers.get('cookie')));
  const sessions = await readWebSessions(tokens, now);
  if (sessions.size === 0) return { kind: 'no-session' };
  const form = await request.formData().catch(() => null);
  const token = form ? tokens.find((candidate) => isCsrfTokenOf(candidate, form.get('csrfToken'))) : undefined;
  if (!form || !token) return { kind: 'forbidden' };
  const session = sessions.get(token);
  return session ? { kind: 'ok', session, form } : { kind: 'no-session' };
}
