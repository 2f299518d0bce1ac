import { headers } from 'next/headers';
import { messagesFor } from '@/lib/psu/i18n/messages';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { pickLanguage, type Language } from '@/lib/psu/i18n/pick-language';

/** The language of a page with no SCA process behind it (ended pages, "My consents"): the browser's Accept-Language. */
export async function browserLanguage(): Promise<{ language: Language; messages: Messages }> {
  const language = pickLanguage((await headers()).get('accept-language'));
  return { language, messages: messagesFor(language) };
}
