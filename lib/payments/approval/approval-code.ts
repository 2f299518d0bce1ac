import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import type { PaymentAuthority } from '@/lib/payments/approval/list-debtor-accounts';

/**
 * The paying account as the approval page shows it: which one, its available balance then, and the PSU's authority on
 * it, which decides whether the approval pays or only registers (D23's register-only notice and limit).
 */
export type ShownDebtor = { id: string; availableBalance: bigint; authority: PaymentAuthority };

export type ApprovalCodeInput = {
  key: Buffer;
  payment: PaymentToApprove;
  /** Null: a basket's payment whose account the PSU has not chosen yet. */
  debtor: ShownDebtor | null;
};

/**
 * Dynamic linking (PSD2 RTS art. 5, D23): an HMAC, keyed with a secret of the PSU's web session, of exactly what the
 * approval page shows of the payment with this debtor account (its balance, the PSU's authority), the fee and totals.
 */
export function approvalCode(input: ApprovalCodeInput): string {
  const { payment, debtor } = input;
  const { schedule } = payment;
  const shown = [
    payment.id,
    payment.service,
    payment.product,
    payment.currency,
    payment.totalAmount.toString(),
    payment.instructions.map((instruction) => [
      instruction.amount.toString(),
      instruction.currency,
      instruction.creditorName,
      instruction.creditorAccount,
      instruction.serviceLevel,
      instruction.regulatoryReportingCode,
      instruction.regulatoryReportingInformation,
      instruction.message,
      instruction.references,
    ]),
    debtor?.id ?? '',
    debtor?.availableBalance.toString() ?? null,
    debtor && [
      debtor.authority.canRegister,
      debtor.authority.registerLimit?.toString() ?? null,
      debtor.authority.canApprove,
      debtor.authority.approvalLimit?.toString() ?? null,
    ],
    payment.fee?.toString() ?? null,
    payment.requestedExecutionDate,
    payment.isExecutionDatePassed,
    schedule && { ...schedule, paymentCount: schedule.paymentCount, total: schedule.total?.toString() ?? null },
  ];
  return createHmac('sha256', input.key).update(JSON.stringify(shown)).digest('base64url');
}

/** The form value of one debtor account choice: the account and the code bound to it. */
export function approvalChoice(input: ApprovalCodeInput & { debtor: ShownDebtor }): string {
  return `${input.debtor.id}.${approvalCode(input)}`;
}

export type CheckApprovalChoiceInput<Account extends ShownDebtor> = {
  key: Buffer;
  payment: PaymentToApprove;
  choice: string | null;
  /** The accounts the PSU may pay from now, with their balances now. */
  accounts: readonly Account[];
};

/** The account of a posted choice when its code matches the payment and that account as they are now; null otherwise. */
export function checkApprovalChoice<Account extends ShownDebtor>(
  input: CheckApprovalChoiceInput<Account>,
): Account | null {
  const [debtorAccountId, code, ...rest] = (input.choice ?? '').split('.');
  if (!debtorAccountId || !code || rest.length > 0 || debtorAccountId.length > 64) return null;
  const account = input.accounts.find((candidate) => candidate.id === debtorAccountId);
  if (!account) return null;
  const expected = Buffer.from(approvalCode({ key: input.key, payment: input.payment, debtor: account }));
  const actual = Buffer.from(code);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? account : null;
}
