import { headers } from 'next/headers';
import { pickLanguage, type Language } from '@/lib/psu/i18n/pick-language';
import { signatureMessagesEn, type SignatureMessages } from './messages-en';
import { signatureMessagesNb } from './messages-nb';

/** The portal tools follow the browser's Accept-Language, as the PSU pages do (D17): English or Norwegian bokmål. */
export async function portalLanguage(): Promise<{ language: Language; messages: SignatureMessages }> {
  const language = pickLanguage((await headers()).get('accept-language'));
  return { language, messages: language === 'nb' ? signatureMessagesNb : signatureMessagesEn };
}
