import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { messagesFor } from '@/lib/psu/i18n/messages';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { languageCookieName, languageFromCookie } from '@/lib/psu/i18n/language-cookie';
import { pickLanguage, type Language } from '@/lib/psu/i18n/pick-language';
import { sessionCookieName } from '@/lib/psu/sessions/session-cookie';
import { psuPagePath } from '@/lib/psu/psu-page-path';
import { scaSessionFor } from '@/lib/psu/sessions/sca-sessions';
import { contextApprovalKey } from '@/lib/sca/context-approval-key';
import { readScaDraft, type ScaDraft } from '@/lib/sca/read-sca-draft';
import { getScaFlow, scaStepPath, type ScaFlow } from '@/lib/sca/sca-flow';
import { scaHandleOf, scaStepUrl } from '@/lib/sca/sca-page-url';
import { sessionEndedUrl } from '@/lib/sca/session-ended-url';

/**
 * `approvalKey` keys the approval codes for the context chosen (contextApprovalKey); `sessionKey` is the session's own
 * secret, for what the pages keep within the session (D29: the typed sign-in number); `sessionId` names the session;
 * `draft` holds the choices made before a language switch (D30).
 */
export type ScaPage = {
  flow: ScaFlow;
  csrfToken: string;
  approvalKey: Buffer;
  sessionKey: Buffer;
  sessionId: string;
  /** When the browser's session for this SCA ends (D29: warned one minute before). */
  sessionEndsAt: Date;
  draft: ScaDraft;
  language: Language;
  messages: Messages;
};

/**
 * The SCA process the page's address names (D17: `?sca=`, scaPageUrl) with the browser's live session for it, once per
 * request; null without one (no such SCA in this browser's cookie, or its session ended).
 */
export const loadScaPage = cache(async (): Promise<ScaPage | null> => {
  const authorisationId = scaHandleOf(await psuPagePath());
  const session = await scaSessionFor({
    cookieValue: (await cookies()).get(sessionCookieName('sca'))?.value,
    authorisationId,
    now: new Date(),
  });
  const flow = session?.authorisationId ? await getScaFlow(session.authorisationId) : null;
  if (!session || !flow) return null;
  // D30: the PSU's own choice on the bank's pages (the language switch's cookie) first; then D17: the triggering
  // request's PSU-Accept-Language, then the browser's Accept-Language.
  const language =
    languageFromCookie((await cookies()).get(languageCookieName)?.value) ??
    flow.language ??
    pickLanguage((await headers()).get('accept-language'));
  return {
    flow,
    csrfToken: session.csrfToken,
    approvalKey: contextApprovalKey(session.approvalKey, flow),
    sessionKey: session.approvalKey,
    sessionId: session.id,
    sessionEndsAt: session.expiresAt,
    draft: readScaDraft(session.draft),
    language,
    messages: messagesFor(language),
  };
});

/**
 * For a step's page: the SCA process, or a redirect to the page its state calls for (or to "session ended"). `isShown`
 * lets a page be shown at other steps too (D29: the context picker until the approval).
 */
export async function requireScaPage(path: string, isShown?: (flow: ScaFlow) => Promise<boolean>): Promise<ScaPage> {
  const page = await loadScaPage();
  if (!page) redirect(sessionEndedUrl(scaHandleOf(await psuPagePath())));
  if (isShown ? !(await isShown(page.flow)) : scaStepPath(page.flow) !== path) redirect(scaStepUrl(page.flow));
  return page;
}
