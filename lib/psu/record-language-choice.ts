import { db } from '@/lib/db';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { readSessionCookie } from '@/lib/psu/session-cookie';
import { readWebSession } from '@/lib/psu/web-session';

/**
 * D30: the PSU's switch outranks the TPP's PSU-Accept-Language for the SCA process live in this browser, so the rest of
 * the flow (and its `<html lang>`) follows the choice. Without a live SCA session there is nothing to record.
 */
export async function recordLanguageChoice(input: { cookieHeader: string | null; language: Language; now: Date }): Promise<void> {
  const session = await readWebSession(readSessionCookie('sca', input.cookieHeader), input.now);
  if (!session?.authorisationId) return;
  await db.authorisation.updateMany({ where: { id: session.authorisationId }, data: { language: input.language } });
}
