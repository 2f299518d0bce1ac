import { readCookie } from '@/lib/web/read-cookie';
import { sessionTypedFieldsKey } from '@/lib/portal/forms/typed-fields';
import { portalSessionTokenFrom } from '@/lib/portal/session/current-developer';
import { isTrustedPortalChange } from '@/lib/portal/session/is-trusted-portal-change';
import { isSameOriginForm } from '@/lib/web/same-origin-form';
import { readPortalSession, type PortalDeveloper } from '@/lib/portal/session/read-portal-session';

/**
 * `typedFieldsKey` seals what a refused form typed for its page to show again (typed-fields.ts). A signed-out post
 * keeps its form (null when unreadable) for where the developer goes after signing in, nothing else: no session
 * vouches for it.
 */
export type PortalRequest =
  | { kind: 'ok'; developer: PortalDeveloper; form: FormData; typedFieldsKey: Buffer }
  | { kind: 'signed-out'; form: FormData | null }
  | { kind: 'forbidden' }
  | { kind: 'must-enrol' };

/**
 * D27: every portal form post of a signed-in developer passes here: the cookie names a live session and the post
 * passes the portal's one cross-site check (isTrustedPortalChange) with the form's `csrfToken` field. The JSON routes
 * use requirePortalRouteDeveloper, which runs the same check with the X-CSRF-Token header. A member whose TPP
 * requires TOTP and who has none may post only the enrolment forms (`isEnrolment`): anything else is `must-enrol`.
 */
export async function readPortalRequest(
  request: Request,
  now: Date,
  options: { isEnrolment?: boolean } = {},
): Promise<PortalRequest> {
  if (!isSameOriginForm(request.headers)) return { kind: 'forbidden' };
  const token = portalSessionTokenFrom((name) => readCookie(request.headers.get('cookie'), name));
  const developer = await readPortalSession(token, now);
  const form = await request.formData().catch(() => null);
  if (!developer || !token) return { kind: 'signed-out', form };
  if (!form || !isTrustedPortalChange(request.headers, token, form.get('csrfToken'))) return { kind: 'forbidden' };
  if (developer.mustEnrolTotp && !options.isEnrolment) return { kind: 'must-enrol' };
  return { kind: 'ok', developer, form, typedFieldsKey: sessionTypedFieldsKey(token) };
}
