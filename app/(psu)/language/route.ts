// POST /language – the PSU's language switch (D30): remembers nb or en and returns to the same page of the flow
import { languageCookieHeader } from '@/lib/psu/i18n/language-cookie';
import { formText } from '@/lib/web/form-text';
import { recordLanguageChoice } from '@/lib/psu/record-language-choice';
import { safeReturnPath } from '@/lib/psu/safe-return-path';
import { isSameOriginForm } from '@/lib/web/same-origin-form';
import { seeOther } from '@/lib/web/see-other';

// No session-bound token: the switch works before sign-in too. Fetch Metadata keeps other sites from changing it.
export async function POST(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => new FormData());
  const returnTo = safeReturnPath(formText(form, 'returnTo'));
  const language = formText(form, 'language');
  if (!isSameOriginForm(request.headers) || (language !== 'en' && language !== 'nb')) return seeOther(returnTo);
  await recordLanguageChoice({ cookieHeader: request.headers.get('cookie'), returnTo, language, now: new Date() });
  return seeOther(returnTo, { 'Set-Cookie': languageCookieHeader(language) });
}
