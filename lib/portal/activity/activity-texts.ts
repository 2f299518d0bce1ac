import { isSandbox } from '@/lib/env';
import { activityMessagesEn, type ActivityMessages } from '@/lib/portal/activity/messages-en';
import { activityMessagesNb } from '@/lib/portal/activity/messages-nb';
import { osloTimeFormat } from '@/lib/portal/service-pages/oslo-time-format';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { dateTimeFormat } from '@/lib/web/intl-formats';

/** D27: the words of /portal/consents and /portal/payments, the note naming this environment, and their date formats. */
export function activityTexts(language: Language): {
  texts: ActivityMessages;
  environmentNote: string;
  date: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
} {
  const texts = language === 'nb' ? activityMessagesNb : activityMessagesEn;
  const locale = language === 'nb' ? 'nb-NO' : 'en-GB';
  return {
    texts,
    environmentNote: texts.environmentNote(isSandbox ? texts.environment.sandbox : texts.environment.production),
    // A date column (validUntil, execution dates) is a calendar day: shown as stored, without a time zone's shift.
    date: dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    dateTime: osloTimeFormat(language),
  };
}
