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
 * D22: the options a credit transfer may carry only on some products. `serviceLevel` (urgent or normal) is for
 * cross-border-credit-transfers, the non-SEPA product. Regulatory reporting is for a SEPA payment to an account
 * outside Norway, the payments that cross the border; on any other payment it would report nothing, so it is refused
 * rather than dropped. Its text needs a code to explain. `prefix` is the path of a bulk entry (`payments[n].`).
 */
export function checkPaymentOptions(input: CheckPaymentOptionsInput): void {
  const { product, instruction, prefix } = input;
  if (instruction.serviceLevel !== undefined && product !== 'cross-border-credit-transfers') {
    throw new Xs2aError('FORMAT_ERROR', {
      path: `${prefix}serviceLevel`,
      text: `serviceLevel is offered on cross-border-credit-transfers only; ${product} have one service level: leave the field out.`,
    });
  }
  const hasReporting = instruction.regulatoryReportingCode !== undefined || instruction.regulatoryReportingInformation !== undefined;
  if (!hasReporting) return;
  const field = instruction.regulatoryReportingCode !== undefined ? 'regulatoryReportingCode' : 'regulatoryReportingInformation';
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
