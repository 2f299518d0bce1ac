import { messagesFor } from '@/lib/psu/i18n/messages';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { loadScaPage } from '@/lib/sca/load-sca-page';
import { siteLanguage } from '@/lib/web/site-language';

/**
 * D30: the language of a PSU page and of its `<html lang>`: the PSU's switch (the language cookie) first; while an SCA
 * process is live in this browser, its language (the same cookie, else the TPP's PSU-Accept-Language, else the
 * browser's), so every page of the flow speaks alike; otherwise the browser's Accept-Language.
 */
export async function browserLanguage(): Promise<{ language: Language; messages: Messages }> {
  const sca = await loadScaPage();
  const language = sca?.language ?? (await siteLanguage());
  return { language, messages: messagesFor(language) };
}
