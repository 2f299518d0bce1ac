import { cookies, headers } from 'next/headers';
import { languageCookieName, languageFromCookie } from '@/lib/psu/i18n/language-cookie';
import { messagesFor } from '@/lib/psu/i18n/messages';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { pickLanguage, type Language } from '@/lib/psu/i18n/pick-language';
import { loadScaPage } from '@/lib/sca/load-sca-page';

/**
 * D30: the language of a PSU page and of its `<html lang>`: the PSU's switch (the language cookie) first; while an SCA
 * process is live in this browser, its language (the same cookie, else the TPP's PSU-Accept-Language, else the
 * browser's), so every page of the flow speaks alike; otherwise the browser's Accept-Language.
 */
export async function browserLanguage(): Promise<{ language: Language; messages: Messages }> {
  const sca = await loadScaPage();
  const language =
    sca?.language ??
    languageFromCookie((await cookies()).get(languageCookieName)?.value) ??
    pickLanguage((await headers()).get('accept-language'));
  return { language, messages: messagesFor(language) };
}
