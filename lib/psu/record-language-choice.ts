import { db } from '@/lib/db';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { readSessionCookie } from '@/lib/psu/sessions/session-cookie';
import { scaSessionFor } from '@/lib/psu/sessions/sca-sessions';
import { scaHandleOf } from '@/lib/sca/sca-page-url';

export type RecordLanguageChoiceInput = {
  cookieHeader: string | null;
  returnTo: string;
  language: Language;
  now: Date;
};

/**
 * D30: the PSU's switch outranks the TPP's PSU-Accept-Language for the SCA process of the page it was used on (the
 * page's address names it; the browser must hold a live session for it), so the rest of that flow (and its
 * `<html lang>`) follows the choice. Without a live SCA session there is nothing to record.
 */
export async function recordLanguageChoice(input: RecordLanguageChoiceInput): Promise<void> {
  const session = await scaSessionFor({
    cookieValue: readSessionCookie('sca', input.cookieHeader),
    authorisationId: scaHandleOf(input.returnTo),
    now: input.now,
  });
  if (!session?.authorisationId) return;
  await db.authorisation.updateMany({ where: { id: session.authorisationId }, data: { language: input.language } });
}
