import { headers } from 'next/headers';
import { portalMessagesEn, type PortalMessages } from '@/lib/portal/i18n/messages-en';
import { portalMessagesNb } from '@/lib/portal/i18n/messages-nb';
import { pickLanguage, type Language } from '@/lib/psu/i18n/pick-language';

const dictionaries: Record<Language, PortalMessages> = { en: portalMessagesEn, nb: portalMessagesNb };

export function portalMessagesFor(language: Language): PortalMessages {
  return dictionaries[language];
}

/** D27: the portal follows the browser's Accept-Language, English unless Norwegian is preferred (as the PSU pages do). */
export async function portalLanguage(): Promise<{ language: Language; messages: PortalMessages }> {
  const language = pickLanguage((await headers()).get('accept-language'));
  return { language, messages: portalMessagesFor(language) };
}
