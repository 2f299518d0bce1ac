import { portalMessagesEn, type PortalMessages } from '@/lib/portal/i18n/messages-en';
import { portalMessagesNb } from '@/lib/portal/i18n/messages-nb';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { siteLanguage } from '@/lib/web/site-language';

const dictionaries: Record<Language, PortalMessages> = { en: portalMessagesEn, nb: portalMessagesNb };

export function portalMessagesFor(language: Language): PortalMessages {
  return dictionaries[language];
}

/** D27, D30: the portal speaks the site's language: the visitor's switch, else the browser's Accept-Language. */
export async function portalLanguage(): Promise<{ language: Language; messages: PortalMessages }> {
  const language = await siteLanguage();
  return { language, messages: portalMessagesFor(language) };
}
