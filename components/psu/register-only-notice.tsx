import { formatMoney } from '@/lib/psu/i18n/messages';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';
import type { RegisterOnlyLimit } from '@/lib/payments/approval/register-only-limits';

type Props = {
  limits: RegisterOnlyLimit[];
  company: string | null;
  /** Whether the PSU chooses among several accounts: then each notice names the account it is about. */
  isChoice: boolean;
  language: Language;
  messages: Messages;
};

/**
 * D23: before a corporate approval that would only register the payment (PATC), the PSU's approval limit for the
 * company in the payment's currency and that another authorised person must also approve; nothing otherwise.
 */
export function RegisterOnlyNotice({ limits, company, isChoice, language, messages }: Props) {
  if (limits.length === 0 || !company) return null;
  const text = messages.corporateLimit;
  return (
    <div id="register-only" className="mb-4 rounded-md border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
      {limits.map((limit) => (
        <p key={limit.accountId}>
          {isChoice && <span className="font-medium">{text.fromAccount(limit.accountName)} </span>}
          {limit.approvalLimit === null
            ? text.registerOnly(company)
            : text.approvalLimit(company, formatMoney(limit.approvalLimit, limit.currency, language))}
        </p>
      ))}
    </div>
  );
}
