import type { PaymentProduct } from '@/lib/payments/payment-products';
import { isSepaProduct } from '@/lib/payments/payment-products';
import type { CreditTransfer } from '@/lib/payments/payment-request-schemas';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type CheckPaymentOptionsInput = {
  product: PaymentProduct;
  instruction: CreditTransfer;
  prefix: string;
};

/**
 * D22: `serviceLevel` only on cross-border-credit-transfers and regulatory reporting only on a SEPA payment out of
 * Norway; otherwise 400 naming the field under `prefix` (`payments[n].` in a bulk).
 */
export function checkPaymentOptions(input: CheckPaymentOptionsInput): void {
  const { product, instruction, prefix } = input;
  if (instruction.serviceLevel !== undefined && product !== 'cross-border-credit-transfers') {
    throw new Xs2aError('FORMAT_ERROR', {
      path: `${prefix}serviceLevel`,
      text: `serviceLevel is offered on cross-border-credit-transfers only; ${product} have one service level: leave the field out.`,
    });
  }
  const hasReporting =
    instruction.regulatoryReportingCode !== undefined || instruction.regulatoryReportingInformation !== undefined;
  if (!hasReporting) return;
  const field =
    instruction.regulatoryReportingCode !== undefined ? 'regulatoryReportingCode' : 'regulatoryReportingInformation';
  if (!isSepaProduct(product)) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: `${prefix}${field}`,
      text: `${field} is taken on SEPA payments (sepa-credit-transfers, instant-sepa-credit-transfers) to an account outside Norway only, not on ${product}.`,
    });
  }
  if (instruction.creditorAccount.iban?.startsWith('NO')) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: `${prefix}${field}`,
      text: `${field} is reported only for a payment to an account outside Norway; creditorAccount is Norwegian: leave the field out.`,
    });
  }
  if (instruction.regulatoryReportingCode === undefined) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: `${prefix}regulatoryReportingCode`,
      text: `${prefix}regulatoryReportingCode is required with regulatoryReportingInformation: the text explains a code.`,
    });
  }
}
