// POST /portal/actions/contact-email – set or remove the TPP's contact e-mail and mail a verification link (spec 14, D27)
import { logMailFailure } from '@/lib/portal/mail/log-mail-failure';
import { refusedFormPath, sealTypedFields } from '@/lib/portal/forms/typed-fields';
import { setContactEmail } from '@/lib/portal/organisation/set-contact-email';
import { readPortalTppForm } from '@/lib/portal/session/read-portal-tpp-form';
import { clientAddress } from '@/lib/web/client-address';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalTppForm(request, now, '/portal/organisation');
  if ('response' in portal) return portal.response;
  const { developer, form } = portal;
  const email = formText(form, 'contactEmail') ?? '';
  // D27: a refusal shows the page again with the address as typed.
  const refused = (error: string, detail: Record<string, string> = {}) =>
    seeOther(
      refusedFormPath(
        '/portal/organisation',
        error,
        sealTypedFields(portal.typedFieldsKey, 'contact-email', { contactEmail: email }),
        detail,
      ),
    );
  try {
    const outcome = await setContactEmail({
      tppId: developer.tppId,
      developerId: developer.id,
      email,
      clientAddress: clientAddress(request.headers),
      now,
    });
    if (outcome.kind === 'invalid') return refused('email');
    // D27, D19: the page says why no mail went and until when, from `until` (seconds since the epoch).
    if (outcome.kind === 'not-mailed')
      return refused('mail-refused', {
        mail: outcome.mail.kind,
        until: String(Math.floor(outcome.mail.retryAt.getTime() / 1000)),
      });
    return seeOther(`/portal/organisation?note=${outcome.kind}`);
  } catch (error) {
    logMailFailure('contact-email', error);
    return refused('mail');
  }
}
