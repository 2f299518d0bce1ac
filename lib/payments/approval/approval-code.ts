import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';

export type ApprovalCodeInput = {
  key: Buffer;
  payment: PaymentToApprove;
  debtorAccountId: string;
};

/**
 * Dynamic linking (PSD2 RTS art. 5, D23): an HMAC, keyed with a secret of the PSU's web session, of exactly what the
 * approval page shows of the payment with this debtor account.
 */
export function approvalCode(input: ApprovalCodeInput): string {
  const { payment } = input;
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
    ]),
    input.debtorAccountId,
    payment.requestedExecutionDate,
    payment.isExecutionDatePassed,
    payment.schedule,
  ];
  return createHmac('sha256', input.key).update(JSON.stringify(shown)).digest('base64url');
}

/** The form value of one debtor account choice: the account and the code bound to it. */
export function approvalChoice(input: ApprovalCodeInput): string {
  return `${input.debtorAccountId}.${approvalCode(input)}`;
}

export type CheckApprovalChoiceInput = {
  key: Buffer;
  payment: PaymentToApprove;
  choice: string | null;
};

/** The debtor account of a posted choice when its code matches the payment as it is now; null otherwise. */
export function checkApprovalChoice(input: CheckApprovalChoiceInput): string | null {
  const [debtorAccountId, code, ...rest] = (input.choice ?? '').split('.');
  if (!debtorAccountId || !code || rest.length > 0 || debtorAccountId.length > 64) return null;
  const expected = Buffer.from(approvalCode({ key: input.key, payment: input.payment, debtorAccountId }));
  const actual = Buffer.from(code);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? debtorAccountId : null;
}
