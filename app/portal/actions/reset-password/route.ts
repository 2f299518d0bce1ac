// POST /portal/actions/reset-password – a new password from a mailed reset link (D27)
import { resetPassword } from '@/lib/portal/account/reset-password';
import { formText } from '@/lib/web/form-text';
import { isSameOriginForm } from '@/lib/web/same-origin-form';
import { seeOther } from '@/lib/web/see-other';

// The link's single-use token is the proof here; Fetch Metadata and Origin keep other sites' forms out.
export async function POST(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => new FormData());
  const token = (formText(form, 'token') ?? '').slice(0, 100);
  const back = (error: string) => seeOther(`/portal/reset-password?${new URLSearchParams({ token, error })}`);
  if (!isSameOriginForm(request.headers)) return back('forbidden');
  const outcome = await resetPassword({ token, password: formText(form, 'password') ?? '', now: new Date() });
  if (outcome.kind === 'reset') return seeOther('/portal/sign-in?reset=1');
  return back(outcome.kind === 'invalid' ? outcome.problem : 'link-invalid');
}
