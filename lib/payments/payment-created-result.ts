import type { CreatedPayment } from '@/lib/payments/create-payment';
import { paymentLinks } from '@/lib/payments/payment-links';
import { createdResourceResult } from '@/lib/sca/created-resource-result';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';

/**
 * 201 with the Berlin Group paymentInitationRequestResponse-201 (see createdResourceResult). Cross-border transfers carry
 * the bank's price-list fees, which `transactionFeeIndicator` announces (the amount is known only at execution).
 */
export function paymentCreatedResult(created: CreatedPayment): Xs2aResult {
  return createdResourceResult({
    fields: {
      transactionStatus: 'RCVD',
      paymentId: created.paymentId,
      ...(created.request.product === 'cross-border-credit-transfers' ? { transactionFeeIndicator: true } : {}),
    },
    links: paymentLinks({ id: created.paymentId, service: created.request.service, product: created.request.product }),
    scaRedirect: created.scaRedirect,
    authorisationId: created.authorisationId,
  });
}
