// POST /portal/actions/link-certificate – link the account to a TPP by a challenge signed with its certificate's key (D27)
import { linkCertificate } from '@/lib/portal/certificates/link-certificate';
import { refusedFormPath, sealTypedFields } from '@/lib/portal/forms/typed-fields';
import { requireRecentAuthentication } from '@/lib/portal/security/require-recent-authentication';
import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import { withCallbackPath } from '@/lib/portal/session/safe-callback-path';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalRequest(request, now);
  // D17, D27: a developer who came from "My consents" gets the way back on the page (this site's paths only), also
  // after signing in again when the session ended while the page was open.
  const callbackPath =
    ((portal.kind === 'ok' || portal.kind === 'signed-out') && portal.form && formText(portal.form, 'callbackUrl')) ||
    '';
  if (portal.kind === 'signed-out')
    return seeOther(withCallbackPath('/portal/sign-in', withCallbackPath('/portal/certificates', callbackPath)));
  if (portal.kind !== 'ok') return seeOther('/portal/certificates?error=request');
  const { form, developer } = portal;
  // D27: a certificate change needs a sign-in or "Confirm it's you" of the last minutes.
  const stale = requireRecentAuthentication({
    developer,
    now,
    returnTo: withCallbackPath('/portal/certificates', callbackPath),
  });
  if (stale) return stale;
  const certificatePem = formText(form, 'certificatePem') ?? '';
  const outcome = await linkCertificate({
    developerId: developer.id,
    challenge: formText(form, 'challenge') ?? '',
    certificatePem,
    signature: formText(form, 'signature') ?? '',
    now,
  });
  if (outcome.kind === 'linked') return seeOther(withCallbackPath('/portal/certificates?linked=1', callbackPath));
  // D27: the page shows the pasted certificate again. Not the signature: every attempt used up its challenge, so the
  // page has a new one to sign.
  return seeOther(
    withCallbackPath(
      refusedFormPath(
        '/portal/certificates',
        outcome.reason,
        sealTypedFields(portal.typedFieldsKey, 'link-certificate', { certificatePem }),
      ),
      callbackPath,
    ),
  );
}
