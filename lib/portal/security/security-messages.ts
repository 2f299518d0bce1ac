import type { Language } from '@/lib/psu/i18n/pick-language';
import { securityMessagesEn, type SecurityMessages } from '@/lib/portal/security/messages-en';
import { securityMessagesNb } from '@/lib/portal/security/messages-nb';

/** The account security words in the portal's language (D27). */
export function securityMessages(language: Language): SecurityMessages {
  return language === 'nb' ? securityMessagesNb : securityMessagesEn;
}
