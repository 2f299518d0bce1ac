import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { messagesFor } from '@/lib/psu/i18n/messages';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { pickLanguage, type Language } from '@/lib/psu/i18n/pick-language';
import { sessionCookieName } from '@/lib/psu/session-cookie';
import { readWebSession } from '@/lib/psu/web-session';
import { getScaFlow, scaStepPath, type ScaFlow } from '@/lib/sca/sca-flow';

export type ScaPage = { flow: ScaFlow; csrfToken: string; approvalKey: Buffer; language: Language; messages: Messages };

/** The SCA process behind the browser's session cookie, once per request; null without a live session. */
export const loadScaPage = cache(async (): Promise<ScaPage | null> => {
  const session = await readWebSession((await cookies()).get(sessionCookieName('sca'))?.value, new Date());
  const flow = session?.authorisationId ? await getScaFlow(session.authorisationId) : null;
  if (!session || !flow) return null;
  // D17: the triggering request's PSU-Accept-Language first, then the browser's Accept-Language.
  const language = flow.language ?? pickLanguage((await headers()).get('accept-language'));
  return { flow, csrfToken: session.csrfToken, approvalKey: session.approvalKey, language, messages: messagesFor(language) };
});

/** For a step's page: the SCA process, or a redirect to the page its state calls for (or to "session ended"). */
export async function requireScaPage(path: string): Promise<ScaPage> {
  const page = await loadScaPage();
  if (!page) redirect('/sca/ended?reason=session-expired');
  const expected = scaStepPath(page.flow);
  if (expected !== path) redirect(expected);
  return page;
}

