// POST /portal/actions/sign-up – create a developer account and mail its verification link (D27)
import { signUpDeveloper } from '@/lib/portal/account/sign-up-developer';
import { clientAddress } from '@/lib/psu/client-address';
import { formText } from '@/lib/psu/read-psu-form';
import { isSameOriginForm } from '@/lib/psu/same-origin-form';
import { seeOther } from '@/lib/psu/see-other';

// No session yet, so no session-bound token: Fetch Metadata and Origin keep other sites' forms out.
export async function POST(request: Request): Promise<Response> {
  if (!isSameOriginForm(request.headers)) return seeOther('/portal/sign-up?error=forbidden');
  const form = await request.formData().catch(() => new FormData());
  try {
    const outcome = await signUpDeveloper({ email: formText(form, 'email') ?? '', password: formText(form, 'password') ?? '', clientAddress: clientAddress(request.headers), now: new Date() });
    return seeOther(outcome.kind === 'mailed' ? '/portal/sign-up?mailed=1' : `/portal/sign-up?error=${outcome.problem}`);
  } catch (error) {
    console.error('[portal] sign-up mail failed', (error as Error).message);
    return seeOther('/portal/sign-up?error=mail');
  }
}
