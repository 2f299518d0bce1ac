import { isSameOriginForm } from '@/lib/psu/same-origin-form';
import { readSessionCookie, type SessionKind } from '@/lib/psu/session-cookie';
import { isValidCsrfToken, readWebSession, type WebSession } from '@/lib/psu/web-session';

export type PsuForm = { kind: 'ok'; session: WebSession; form: FormData } | { kind: 'forbidden' | 'no-session' };

/**
 * Every PSU form post that acts within a session passes here: the browser says it came from our own pages (Fetch
 * Metadata, Origin), the session cookie names a live session, and the form carries that session's CSRF token.
 */
export async function readPsuForm(request: Request, kind: SessionKind, now: Date): Promise<PsuForm> {
  if (!isSameOriginForm(request.headers)) return { kind: 'forbidden' };
  const session = await readWebSession(readSessionCookie(kind, request.headers.get('cookie')), now);
  if (!session) return { kind: 'no-session' };
  const form = await request.formData().catch(() => null);
  if (!form || !isValidCsrfToken(session, form.get('csrfToken'))) return { kind: 'forbidden' };
  return { kind: 'ok', session, form };
}

/** A form field as a string (absent or a file: null). */
export function formText(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
}
