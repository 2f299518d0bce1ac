// GET /sca/oidc/start?sca={authorisationId} – production sign-in (D32): off to the bank's identity provider, back on /sca/oidc/callback
import { scaFlowOfBrowser } from '@/lib/sca/oidc/sca-flow-of-browser';
import { startOidcSignIn } from '@/lib/psu/oidc/start-oidc-sign-in';
import { seeOther } from '@/lib/web/see-other';
import { scaStepPath } from '@/lib/sca/sca-flow';
import { scaPageUrl, scaStepUrl } from '@/lib/sca/sca-page-url';

// A link, not a form: D17's `form-action 'self'` keeps form posts on this site, and starting a sign-in changes nothing.
export async function GET(request: Request): Promise<Response> {
  const flow = await scaFlowOfBrowser(request, new Date());
  if (!flow) return seeOther('/sca/ended?reason=session-expired');
  if (scaStepPath(flow) !== '/sca/sign-in') return seeOther(scaStepUrl(flow));
  const started = await startOidcSignIn({ purpose: 'sca', binding: flow.authorisationId });
  if (started.kind === 'unavailable') return seeOther(scaPageUrl(flow.authorisationId, '/sca/sign-in'));
  return seeOther(started.location, { 'Set-Cookie': started.setCookie });
}
