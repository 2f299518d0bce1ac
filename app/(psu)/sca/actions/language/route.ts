// POST /sca/actions/language – the language switch of an SCA page with a form (D30): keeps what the PSU had chosen
import { languageCookieHeader } from '@/lib/psu/i18n/language-cookie';
import { recordLanguageChoice } from '@/lib/psu/record-language-choice';
import { safeReturnPath } from '@/lib/psu/safe-return-path';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';
import { readScaDraft } from '@/lib/sca/read-sca-draft';
import { readScaForm } from '@/lib/sca/read-sca-form';
import { saveScaDraft } from '@/lib/sca/save-sca-draft';
import { scaHandleOf } from '@/lib/sca/sca-page-url';

// The switch's button posts the page's own form here (formaction), with the page's address in the query.
export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get('returnTo'));
  const posted = await readScaForm(request, now);
  if (posted.kind === 'answer') return posted.response;
  const language = formText(posted.form, 'language');
  if ((language !== 'en' && language !== 'nb') || scaHandleOf(returnTo) !== posted.flow.authorisationId)
    return seeOther(returnTo);
  await saveScaDraft({
    sessionId: posted.sessionId,
    authorisationId: posted.flow.authorisationId,
    draft: readScaDraft(posted.form),
  });
  await recordLanguageChoice({ cookieHeader: request.headers.get('cookie'), returnTo, language, now });
  return seeOther(returnTo, { 'Set-Cookie': languageCookieHeader(language) });
}
