import type { CreatedPayment } from '@/lib/payments/create-payment';
import { paymentFees } from '@/lib/payments/payment-fees';
import { paymentLinks } from '@/lib/payments/payment-links';
import { createdResourceResult } from '@/lib/sca/created-resource-result';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';

/**
 * 201 with the Berlin Group paymentInitationRequestResponse-201 (see createdResourceResult), with the fee of the
 * product's fee table for every payment of it (paymentFees, D22).
 */
export function paymentCreatedResult(created: CreatedPayment): Xs2aResult {
  const { request } = created;
  const fees = paymentFees({
    product: request.product,
    currency: request.instructions[0]!.instructedAmount.currency,
    count: request.instructions.length,
  });
  return createdResourceResult({
    fields: { transactionStatus: 'RCVD', paymentId: created.paymentId, ...fees },
    links: paymentLinks({ id: created.paymentId, service: request.service, product: request.product }),
    sca: created.sca,
  });
}
