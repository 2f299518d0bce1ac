import { cookies, headers } from 'next/headers';
import { languageCookieName, languageFromCookie } from '@/lib/psu/i18n/language-cookie';
import { pickLanguage, type Language } from '@/lib/psu/i18n/pick-language';

/**
 * D30: the language of every page of the site outside an SCA flow: the visitor's switch (the language cookie) first,
 * else the browser's Accept-Language, else English. The portal, getting-started and the reference read it too.
 */
export async function siteLanguage(): Promise<Language> {
  return (
    languageFromCookie((await cookies()).get(languageCookieName)?.value) ??
    pickLanguage((await headers()).get('accept-language'))
  );
}
