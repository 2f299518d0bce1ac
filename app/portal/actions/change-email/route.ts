// POST /portal/actions/change-email – mail a link to the new sign-in address; it counts once followed (D27)
import { requestEmailChange } from '@/lib/portal/account/request-email-change';
import { logMailFailure } from '@/lib/portal/mail/log-mail-failure';
import { readPortalAccountForm } from '@/lib/portal/session/read-portal-account-form';
import { clientAddress } from '@/lib/web/client-address';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalAccountForm(request, now);
  if ('response' in portal) return portal.response;
  try {
    const outcome = await requestEmailChange({
      developerId: portal.developer.id,
      email: formText(portal.form, 'newEmail') ?? '',
      clientAddress: clientAddress(request.headers),
      now,
    });
    if (outcome.kind === 'mailed') return seeOther('/portal/account?note=emailMailed');
    if (!('retryAt' in outcome)) return seeOther(`/portal/account?error=email-${outcome.kind}`);
    // D27, D19: why no mail went and until when (seconds since the epoch), as the other mailing forms say it.
    const until = String(Math.floor(outcome.retryAt.getTime() / 1000));
    return seeOther(`/portal/account?${new URLSearchParams({ error: 'mail-refused', mail: outcome.kind, until })}`);
  } catch (error) {
    logMailFailure('email-change', error);
    return seeOther('/portal/account?error=mail');
  }
}
