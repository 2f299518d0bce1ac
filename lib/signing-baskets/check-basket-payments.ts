import type { PaymentService, TransactionStatus } from '@/lib/generated/prisma/enums';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** A payment as POST /v1/signing-baskets reads it to decide whether it may join. */
export type BasketCandidate = {
  id: string;
  service: PaymentService;
  status: TransactionStatus;
  basketId: string | null;
  /** The customer the initiation's PSU-ID named (D22), if any. */
  customerId: string | null;
  currency: string;
  debtorAccountId: string | null;
  debtorIban: string | null;
  debtorBban: string | null;
};

/**
 * D25: throws unless every payment may join a basket, the refusal naming the payment in `path` (`paymentIds[i]`).
 */
export function checkBasketPayments(ids: string[], payments: BasketCandidate[]): void {
  const byId = new Map(payments.map((payment) => [payment.id, payment]));
  const candidates = ids.map((id, index) => {
    const payment = byId.get(id);
    const path = `paymentIds[${index}]`;
    if (!payment) throw new Xs2aError('RESOURCE_UNKNOWN', { path, text: `There is no payment ${id.slice(0, 64)}.` });
    if (payment.service !== 'payments')
      throw new Xs2aError('REFERENCE_MIX_INVALID', {
        path,
        text: `Payment ${id} is a ${payment.service.replace('_', '-')} payment; bulk and periodic payments cannot be added to a signing basket.`,
      });
    if (payment.basketId !== null)
      throw new Xs2aError('STATUS_INVALID', {
        path,
        text: `Payment ${id} is already in signing basket ${payment.basketId}.`,
      });
    if (payment.status !== 'RCVD')
      throw new Xs2aError('STATUS_INVALID', {
        path,
        text: `Payment ${id} has status ${payment.status}; only a payment with status RCVD can be added to a signing basket.`,
      });
    return payment;
  });
  const firstCustomerId = candidates.find((payment) => payment.customerId !== null)?.customerId;
  const otherPsu = candidates.findIndex(
    (payment) => payment.customerId !== null && payment.customerId !== firstCustomerId,
  );
  if (otherPsu >= 0) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: `paymentIds[${otherPsu}]`,
      text: `Payment ${ids[otherPsu]} belongs to another PSU; a signing basket holds the payments of one PSU.`,
    });
  }
  const isUnnamed = (payment: BasketCandidate) =>
    !payment.debtorAccountId && !payment.debtorIban && !payment.debtorBban;
  const firstUnnamed = candidates.find(isUnnamed);
  const otherCurrency = candidates.findIndex(
    (payment) => isUnnamed(payment) && payment.currency !== firstUnnamed?.currency,
  );
  if (firstUnnamed && otherCurrency >= 0) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: `paymentIds[${otherCurrency}]`,
      text: `Payment ${ids[otherCurrency]} is in ${candidates[otherCurrency]?.currency} and payment ${firstUnnamed.id} in ${firstUnnamed.currency}, and neither names a debtorAccount; the PSU chooses one account for the payments that name none, so they must share one currency.`,
    });
  }
}
