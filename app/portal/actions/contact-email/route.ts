// POST /portal/actions/contact-email – set or remove the TPP's contact e-mail and mail a verification link (spec 14, D27)
import { setContactEmail } from '@/lib/portal/organisation/set-contact-email';
import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import { formText } from '@/lib/psu/read-psu-form';
import { seeOther } from '@/lib/psu/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalRequest(request, now);
  if (portal.kind === 'signed-out') return seeOther('/portal/sign-in?callbackUrl=%2Fportal%2Forganisation');
  if (portal.kind !== 'ok') return seeOther('/portal/organisation?error=forbidden');
  const { developer, form } = portal;
  // Only the developer's own TPP, as the session says: the form names no TPP a developer could swap.
  if (!developer.tppId) return seeOther('/portal/certificates?link=required');
  try {
    const outcome = await setContactEmail({ tppId: developer.tppId, developerId: developer.id, email: formText(form, 'contactEmail') ?? '', now });
    if (outcome.kind === 'invalid') return seeOther('/portal/organisation?error=email');
    return seeOther(`/portal/organisation?note=${outcome.kind}`);
  } catch (error) {
    console.error('[portal] contact e-mail mail failed', (error as Error).message);
    return seeOther('/portal/organisation?error=mail');
  }
}
