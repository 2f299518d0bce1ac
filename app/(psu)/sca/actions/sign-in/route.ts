// POST /sca/actions/sign-in – the PSU's national identity number (sandbox SCA, spec 6); three failures end the SCA
import { clientAddress } from '@/lib/web/client-address';
import { pickLanguage } from '@/lib/psu/i18n/pick-language';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';
import { markSignedInBrowser } from '@/lib/psu/sessions/signed-in-browser';
import { throttledSignIn } from '@/lib/psu/sign-in-throttle/throttled-sign-in';
import { readScaForm } from '@/lib/sca/read-sca-form';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { scaHandleParameter, scaPageUrl, scaStepUrl } from '@/lib/sca/sca-page-url';
import { sealSignInInput, signInRound } from '@/lib/sca/sealed-sign-in-input';
import { signInForSca } from '@/lib/sca/sign-in-for-sca';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const posted = await readScaForm(request, now);
  if (posted.kind === 'answer') return posted.response;
  const nationalIdentityNumber = formText(posted.form, 'nationalIdentityNumber') ?? '';
  const address = clientAddress(request.headers);
  const outcome = await signInForSca({
    flow: posted.flow,
    nationalIdentityNumber,
    sessionKey: posted.sessionKey,
    clientAddress: address,
    now,
  });
  const flow = await getScaFlow(posted.flow.authorisationId);
  // D29: the page shows the number again after a refusal, sealed to this session and this round of the sign-in (the
  // attempt's) on its way through the URL: once another attempt or "Not you?" begins the next round, it shows nothing.
  const typed = sealSignInInput(posted.sessionKey, signInRound(flow ?? posted.flow), nationalIdentityNumber);
  const query = typed ? { typed } : undefined;
  if (outcome.kind === 'throttled') {
    const language = pickLanguage(posted.flow.language, request.headers.get('accept-language'));
    return throttledSignIn({
      page: '/sca/sign-in',
      query: { ...query, [scaHandleParameter]: posted.flow.authorisationId },
      retryAt: outcome.retryAt,
      now,
      language,
      reason: outcome.reason,
      clientAddress: address,
    });
  }
  if (outcome.kind === 'retry')
    return seeOther(scaPageUrl(posted.flow.authorisationId, '/sca/sign-in', { error: outcome.error, ...query }));
  if (!flow) return seeOther('/sca/ended?reason=session-expired');
  // Spec "TPP session rules": this browser is where the PSU signed in, for the hour
  // (lib/psu/sessions/signed-in-browser.ts).
  const mark =
    outcome.kind === 'signed-in' && flow.customerId
      ? await markSignedInBrowser({
          cookieHeader: request.headers.get('cookie'),
          tppId: flow.tppId,
          customerId: flow.customerId,
          authorisationId: flow.authorisationId,
          now,
        })
      : null;
  return seeOther(scaStepUrl(flow), mark ? { 'Set-Cookie': mark } : undefined);
}
