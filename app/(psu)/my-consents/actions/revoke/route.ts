// POST /my-consents/actions/revoke – the PSU confirmed: the consent is revoked (revokedByPsu), the TPP is not told (spec 9), the receipt follows (D30)
import { revokeConsentByPsu } from '@/lib/consents/revoke-consent-by-psu';
import { myConsentsNow } from '@/lib/psu/my-consents-now';
import { isOpenInThisBrowser } from '@/lib/psu/sessions/my-consents-session';
import { readPsuForm } from '@/lib/psu/read-psu-form';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const posted = await readPsuForm(request, 'my-consents', now);
  if (posted.kind === 'forbidden') return seeOther('/sca/ended?reason=forbidden');
  const customerId = posted.kind === 'ok' ? posted.session.customerId : null;
  if (posted.kind !== 'ok' || !customerId || !(await isOpenInThisBrowser(posted.session.customerTppId, now)))
    return seeOther('/my-consents');
  const consentId = formText(posted.form, 'consentId') ?? '';
  const revoked = await revokeConsentByPsu({ consentId, customerId, now: await myConsentsNow(posted.session, now) });
  return seeOther(revoked ? `/my-consents/revoked?consent=${encodeURIComponent(consentId)}` : '/my-consents');
}
