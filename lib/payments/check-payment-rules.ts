import { datedRules, isRuleInForce, type Environment } from '@/lib/berlin-group/dated-rules';
import { checkPaymentDates } from '@/lib/payments/check-payment-dates';
import type { PaymentRequest } from '@/lib/payments/parse-payment-request';
import { checkPaymentOptions } from '@/lib/payments/check-payment-options';
import { isSameAccount } from '@/lib/payments/is-same-account';
import { isSepaOrCrossBorder, isSepaProduct } from '@/lib/payments/payment-products';
import { bbanFromNorwegianIban } from '@/lib/validation/norwegian-bban';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type CheckPaymentRulesInput = {
  request: PaymentRequest;
  now: Date;
  environment: Environment;
};

/**
 * D22: the rules of a payment request that need its product or the clock: dates, currencies, creditor account, the
 * product's options (checkPaymentOptions) and the dated rules of spec "Errors". Throws the first broken one.
 */
export function checkPaymentRules(input: CheckPaymentRulesInput): void {
  const { request } = input;
  checkPaymentDates(input);
  // A bulk's payments share one currency (paymentRequestSchemas); the PSU pays only from an account in it (D23).
  const currency = request.instructions[0]?.instructedAmount.currency;
  if (request.debtorAccount?.currency && request.debtorAccount.currency !== currency) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'debtorAccount.currency',
      text: `debtorAccount.currency is ${request.debtorAccount.currency} and the payment is in ${currency}: the bank pays only from an account in the payment's currency.`,
    });
  }
  const isBulk = request.service === 'bulk_payments';
  request.instructions.forEach((instruction, index) => {
    const prefix = isBulk ? `payments[${index}].` : '';
    checkProductCurrency(request, instruction.instructedAmount.currency, `${prefix}instructedAmount.currency`);
    if (request.debtorAccount && isSameAccount(request.debtorAccount, instruction.creditorAccount)) {
      throw new Xs2aError('FORMAT_ERROR', {
        path: `${prefix}creditorAccount`,
        text: `${prefix}creditorAccount is the debtorAccount: a payment moves money to another account.`,
      });
    }
    if (
      isNorwegianDomestic(request) &&
      instruction.creditorAccount.iban &&
      !bbanFromNorwegianIban(instruction.creditorAccount.iban)
    ) {
      throw new Xs2aError('FORMAT_ERROR', {
        path: `${prefix}creditorAccount.iban`,
        text: `${request.product} pays to a Norwegian account: give a NO IBAN or an 11-digit bban.`,
      });
    }
    if (isSepa(request) && instruction.creditorAccount.bban) {
      throw new Xs2aError('FORMAT_ERROR', {
        path: `${prefix}creditorAccount.bban`,
        text: `${request.product} pays to an account by IBAN: give creditorAccount.iban.`,
      });
    }
    checkPaymentOptions({ product: request.product, instruction, prefix });
    if (instruction.remittanceInformationStructured && instruction.remittanceInformationStructuredArray) {
      throw new Xs2aError('FORMAT_ERROR', {
        path: `${prefix}remittanceInformationStructured`,
        text: 'remittanceInformationStructured is deprecated and replaced by remittanceInformationStructuredArray: send the references in the array only.',
      });
    }
    // Address.city is refused by withXs2a from its date (checkBankChanges, D11), before any check here.
    const address = instruction.creditorAddress;
    if (isSepaOrCrossBorder(request.product) && isRuleInForce(datedRules.structuredAddress, input)) {
      const missing = !instruction.creditorAgent
        ? 'creditorAgent'
        : !address
          ? 'creditorAddress'
          : !address.townName
            ? 'creditorAddress.townName'
            : null;
      if (missing) {
        throw new Xs2aError('FORMAT_ERROR', {
          path: `${prefix}${missing}`,
          text: `${prefix}${missing} is required: ${request.product} needs the creditor's name, town name, country and agent BIC.`,
        });
      }
    }
  });
}

// SEPA identifies the payee's account by IBAN only; a bban here is a Norwegian domestic account number.
function isSepa(request: PaymentRequest): boolean {
  return isSepaProduct(request.product);
}

function isNorwegianDomestic(request: PaymentRequest): boolean {
  return (
    request.product === 'norwegian-domestic-credit-transfers' ||
    request.product === 'instant-norwegian-domestic-credit-transfers-straks'
  );
}

// SEPA credit transfers are in euro; Norwegian domestic transfers in kroner; cross-border in any currency.
function checkProductCurrency(request: PaymentRequest, currency: string, path: string): void {
  const required = isNorwegianDomestic(request)
    ? 'NOK'
    : request.product === 'cross-border-credit-transfers'
      ? null
      : 'EUR';
  if (required && currency !== required) {
    throw new Xs2aError('FORMAT_ERROR', { path, text: `${request.product} are made in ${required}; got ${currency}.` });
  }
}
