import { formatAmount } from '@/lib/money/amount';
import type { StoredPayment } from '@/lib/payments/get-payment-or-throw';
import { paymentFees } from '@/lib/payments/payment-fees';

type StoredInstruction = StoredPayment['instructions'][number];

/**
 * Berlin Group paymentInitiationWithStatusResponse (and its periodic and bulk forms): what was initiated, from the
 * stored rows, with amounts as strings in the currency's decimals (D7) and the current transactionStatus. The debtor
 * account is the one the TPP gave, or the one the PSU chose at SCA; before either it is left out. Fees as at creation.
 */
export function presentPayment(payment: StoredPayment): Record<string, unknown> {
  const debtorAccount = presentDebtorAccount(payment);
  const fees = paymentFees({
    product: payment.product,
    currency: payment.currency,
    count: payment.instructions.length,
  });
  if (payment.service === 'bulk_payments') {
    return compact({
      batchBookingPreferred: payment.batchBookingPreferred,
      requestedExecutionDate: day(payment.requestedExecutionDate),
      debtorAccount,
      payments: payment.instructions.map(presentInstruction),
      ...fees,
      transactionStatus: payment.status,
    });
  }
  const [instruction] = payment.instructions;
  const schedule =
    payment.service === 'periodic_payments'
      ? {
          startDate: day(payment.startDate),
          endDate: day(payment.endDate),
          executionRule: payment.executionRule,
          frequency: payment.frequency,
          dayOfExecution: payment.dayOfExecution,
          monthsOfExecution: payment.monthsOfExecution.length > 0 ? payment.monthsOfExecution : undefined,
        }
      : { requestedExecutionDate: day(payment.requestedExecutionDate) };
  return compact({
    debtorAccount,
    ...(instruction ? presentInstruction(instruction) : {}),
    ...schedule,
    ...fees,
    transactionStatus: payment.status,
  });
}

function presentInstruction(instruction: StoredInstruction): Record<string, unknown> {
  return compact({
    endToEndIdentification: instruction.endToEndId,
    instructedAmount: {
      currency: instruction.currency,
      amount: formatAmount(instruction.amount, instruction.currency),
    },
    creditorAccount: compact({ iban: instruction.creditorIban, bban: instruction.creditorBban }),
    creditorAgent: instruction.creditorBic,
    creditorName: instruction.creditorName,
    creditorAddress: instruction.creditorAddress,
    ultimateCreditor: instruction.ultimateCreditor,
    remittanceInformationUnstructured: instruction.remittanceInformationUnstructured,
    remittanceInformationStructuredArray: instruction.remittanceInformationStructured,
    purposeCode: instruction.purposeCode,
    serviceLevel: instruction.serviceLevel,
    regulatoryReportingCode: instruction.regulatoryReportingCode,
    regulatoryReportingInformation: instruction.regulatoryReportingInformation,
  });
}

function presentDebtorAccount(payment: StoredPayment): Record<string, unknown> | undefined {
  if (payment.debtorIban || payment.debtorBban)
    return compact({ iban: payment.debtorIban, bban: payment.debtorBban, currency: payment.debtorCurrency });
  return payment.debtorAccount
    ? { iban: payment.debtorAccount.iban, currency: payment.debtorAccount.currency }
    : undefined;
}

// A @db.Date column holds the calendar day at midnight UTC.
function day(value: Date | null): string | undefined {
  return value ? value.toISOString().slice(0, 10) : undefined;
}

function compact<T extends Record<string, unknown>>(value: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null && item !== undefined));
}
