import { createHmac, timingSafeEqual } from 'node:crypto';
import { approvalCode, type ShownDebtor } from '@/lib/payments/approval/approval-code';
import type { PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';

/**
 * Dynamic linking over a whole basket (D25, PSD2 RTS art. 5): D23's approval code of every payment with the debtor
 * account it will be paid from (and its available balance), bound together with the basket's id under the same session key. A payment changed,
 * added or taken out, another account or an altered form gives another code.
 */
function basketApprovalCode(input: {
  key: Buffer;
  basketId: string;
  payments: PaymentToApprove[];
  debtors: (ShownDebtor | null)[];
}): string {
  const codes = input.payments.map((payment, index) =>
    approvalCode({ key: input.key, payment, debtor: input.debtors[index] ?? null }),
  );
  return createHmac('sha256', input.key)
    .update(JSON.stringify([input.basketId, codes]))
    .digest('base64url');
}

export type BasketApprovalChoiceInput = {
  key: Buffer;
  basketId: string;
  payments: PaymentToApprove[];
  chosenId: string | null;
  /** Each payment's debtor account as shown (with its available balance), null where none is chosen yet. */
  debtors: (ShownDebtor | null)[];
};

/** The form value of the basket's approval: the account chosen for the payments that name none ("-": none) and the code. */
export function basketApprovalChoice(input: BasketApprovalChoiceInput): string {
  return `${input.chosenId ?? '-'}.${basketApprovalCode(input)}`;
}

/** The chosen account id ("-" for none) of a posted choice, read before its code can be checked. */
export function readBasketChoice(choice: string | null): { chosenId: string | null; code: string } | null {
  const [chosen, code, ...rest] = (choice ?? '').split('.');
  if (!chosen || !code || rest.length > 0 || chosen.length > 64) return null;
  return { chosenId: chosen === '-' ? null : chosen, code };
}

export type IsBasketApprovalCodeInput = {
  key: Buffer;
  basketId: string;
  payments: PaymentToApprove[];
  debtors: (ShownDebtor | null)[];
  code: string;
};

/** True when the posted code matches the basket as it is now, with the debtor accounts the choice gives. */
export function isBasketApprovalCode(input: IsBasketApprovalCodeInput): boolean {
  const expected = Buffer.from(basketApprovalCode(input));
  const actual = Buffer.from(input.code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
