import { setCookieHeader } from '@/lib/web/set-cookie-header';
import { isHttpsSite } from '@/lib/web/public-origin';
import type { Language } from '@/lib/psu/i18n/pick-language';

/** D30: the language the PSU chose with the switch, kept for a year; bound to this origin over HTTPS like the session. */
export const languageCookieName = `${isHttpsSite ? '__Host-' : ''}nordbank-language`;

const oneYearSeconds = 365 * 24 * 60 * 60;

export function languageCookieHeader(language: Language): string {
  return setCookieHeader({ name: languageCookieName, value: language, maxAgeSeconds: oneYearSeconds });
}

/** The cookie's value when it names a language the pages speak; anything else is ignored. */
export function languageFromCookie(value: string | undefined): Language | null {
  return value === 'en' || value === 'nb' ? value : null;
}

/** The language the PSU chose, read from a Cookie header (where Next.js's `cookies()` is not at hand). */
export function readLanguageCookie(cookieHeader: string | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [candidate, ...value] = part.trim().split('=');
    if (candidate === languageCookieName) return languageFromCookie(value.join('='));
  }
  return null;
}
