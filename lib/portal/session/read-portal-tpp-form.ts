import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import { totpEnrolmentPath } from '@/lib/portal/security/totp-enrolment-path';
import type { PortalDeveloper } from '@/lib/portal/session/read-portal-session';
import { seeOther } from '@/lib/web/see-other';

/**
 * D27: a form post that changes the developer's own TPP from `page`: readPortalRequest, then the TPP the session names
 * (the form names none a developer could swap). Otherwise the redirect to answer: sign-in and back, the page with
 * `error=forbidden`, or /portal/certificates to link a TPP first.
 */
export async function readPortalTppForm(
  request: Request,
  now: Date,
  page: string,
): Promise<
  { developer: PortalDeveloper & { tppId: string }; form: FormData; typedFieldsKey: Buffer } | { response: Response }
> {
  const portal = await readPortalRequest(request, now);
  if (portal.kind === 'signed-out')
    return { response: seeOther(`/portal/sign-in?${new URLSearchParams({ callbackUrl: page })}`) };
  if (portal.kind === 'must-enrol') return { response: seeOther(totpEnrolmentPath) };
  if (portal.kind !== 'ok') return { response: seeOther(`${page}?error=forbidden`) };
  const { developer, form, typedFieldsKey } = portal;
  if (!developer.tppId) return { response: seeOther('/portal/certificates?link=required') };
  return { developer: { ...developer, tppId: developer.tppId }, form, typedFieldsKey };
}
