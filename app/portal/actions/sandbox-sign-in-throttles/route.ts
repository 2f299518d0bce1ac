// POST /portal/actions/sandbox-sign-in-throttles – reset a sandbox customer's sign-in counter, in the TPP's own world (D19)
import { isSandbox } from '@/lib/env';
import { resetSandboxSignInThrottle } from '@/lib/psu/sign-in-throttle/reset-sandbox-sign-in-throttle';
import { readPortalTppForm } from '@/lib/portal/session/read-portal-tpp-form';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

// D4: production has no sandbox worlds; there this form does not exist.
export async function POST(request: Request): Promise<Response> {
  if (!isSandbox) return new Response(null, { status: 404 });
  const portal = await readPortalTppForm(request, new Date(), '/portal/sandbox');
  if ('response' in portal) return portal.response;
  // The world is the session's TPP's: the form names only the number, never a TPP.
  const isReset = await resetSandboxSignInThrottle({
    tppId: portal.developer.tppId,
    customerNumber: formText(portal.form, 'customerNumber') ?? '',
  });
  return seeOther(`/portal/sandbox?${isReset ? 'note=throttle-reset' : 'error=customer-number'}#sign-in-throttles`);
}
