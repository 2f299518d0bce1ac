import { isSameOriginForm } from '@/lib/psu/same-origin-form';
import { portalSessionTokenFrom } from '@/lib/portal/session/current-developer';
import { isValidPortalCsrfToken } from '@/lib/portal/session/portal-csrf';
import { readPortalSession, type PortalDeveloper } from '@/lib/portal/session/read-portal-session';

export type PortalRequest = { kind: 'ok'; developer: PortalDeveloper; form: FormData } | { kind: 'forbidden' | 'signed-out' };

/** A cookie's value from a Cookie header. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [candidate, ...value] = part.trim().split('=');
    if (candidate === name) return value.join('=');
  }
  return undefined;
}

/**
 * D27: every portal form post of a signed-in developer passes here: the browser says it came from our own pages (Fetch
 * Metadata, Origin), the cookie names a live session, and the form carries that session's CSRF token (a form field,
 * or the X-CSRF-Token header for the page's own fetch calls, whose body is then empty FormData).
 */
export async function readPortalRequest(request: Request, now: Date): Promise<PortalRequest> {
  if (!isSameOriginForm(request.headers)) return { kind: 'forbidden' };
  const token = portalSessionTokenFrom((name) => cookieValue(request.headers.get('cookie'), name));
  const developer = await readPortalSession(token, now);
  if (!developer || !token) return { kind: 'signed-out' };
  const isForm = (request.headers.get('content-type') ?? '').match(/^(multipart\/form-data|application\/x-www-form-urlencoded)/i);
  const form = isForm ? await request.formData().catch(() => null) : new FormData();
  if (!form) return { kind: 'forbidden' };
  const csrfToken = form.get('csrfToken') ?? request.headers.get('x-csrf-token');
  if (!isValidPortalCsrfToken(token, csrfToken)) return { kind: 'forbidden' };
  return { kind: 'ok', developer, form };
}
