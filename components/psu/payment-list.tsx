import { instructionOptions } from '@/components/psu/instruction-options';
import { remittanceRows } from '@/components/psu/remittance-rows';
import type { InstructionToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import type { DebtorAccount } from '@/lib/payments/approval/list-debtor-accounts';
import { formatAccount } from '@/lib/psu/format-account';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { formatMoney } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';

/** One transfer of the list, with the execution date its payment shows. */
export type PaymentListItem = { key: string; instruction: InstructionToApprove; executionDate: string };

/**
 * The transfers paid from one account: `account` null when it is the one the PSU chooses on the form. `fee` in
 * `currency`, null when the price list's applies to one of them.
 */
export type PaymentListGroup = {
  key: string;
  account: DebtorAccount | null;
  currency: string;
  fee: bigint | null;
  items: PaymentListItem[];
};

type Props = { groups: PaymentListGroup[]; messages: Messages; language: Language };

/**
 * D23, D25: the one layout of a list of payments (a bulk's, a basket's), grouped by the account paying them: each group
 * names that account with its available balance, lists each transfer, and ends with its count, total and fee.
 */
export function PaymentList({ groups, messages, language }: Props) {
  const text = messages.payment;
  const money = (amount: bigint, currency: string) => formatMoney(amount, currency, language);
  return (
    <div data-testid="payment-list">
      {groups.map((group) => {
        const total = group.items.reduce((sum, item) => sum + item.instruction.amount, 0n);
        return (
          <section key={group.key} className="mb-6" data-testid="payment-group">
            <h2 className="mb-1 text-base font-semibold">
              {group.account
                ? text.paidFrom(`${group.account.name}, ${formatAccount(group.account.iban)}`)
                : text.paidFromChosen}
            </h2>
            {group.account && (
              <p className="mb-2 text-sm text-slate-600">
                {text.availableBalance}: {money(group.account.availableBalance, group.account.currency)}
              </p>
            )}
            <ol className="mb-3 divide-y divide-slate-200 border-y border-slate-200">
              {group.items.map(({ key, instruction, executionDate }) => (
                <li key={key} className="py-3">
                  <span className="block">
                    <span className="font-medium">{money(instruction.amount, instruction.currency)}</span>{' '}
                    {text.payee.toLowerCase()} {instruction.creditorName}, {formatAccount(instruction.creditorAccount)}
                  </span>
                  {[
                    ...remittanceRows(instruction, messages),
                    ...instructionOptions(instruction, messages),
                    { term: text.executionDate, value: executionDate },
                  ].map((row) => (
                    <span key={row.term} className="block text-sm text-slate-600">
                      {row.term}: {row.value}
                    </span>
                  ))}
                </li>
              ))}
            </ol>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="font-medium text-slate-600">{text.count}</dt>
              <dd>{group.items.length}</dd>
              <dt className="font-medium text-slate-600">{text.total}</dt>
              <dd>{money(total, group.currency)}</dd>
              <dt className="font-medium text-slate-600">{text.fee}</dt>
              <dd>{group.fee === null ? text.feeByPriceList : money(group.fee, group.currency)}</dd>
            </dl>
          </section>
        );
      })}
    </div>
  );
}
