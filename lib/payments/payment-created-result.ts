import type { CreatedPayment } from '@/lib/payments/create-payment';
import { paymentLinks } from '@/lib/payments/payment-links';
import { scaLinkMarker } from '@/lib/sca/reissue-sca-link';
import { scaRedirectLink } from '@/lib/xs2a/links';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';

/**
 * 201 with the Berlin Group paymentInitationRequestResponse-201: RCVD, the PSU's next stop scaRedirect (D1: absolute),
 * `self`, `status` and `scaStatus` as API paths. Cross-border transfers carry the bank's price-list fees, which
 * `transactionFeeIndicator` announces (the amount is known only at execution); the other products have none.
 */
export function paymentCreatedResult(created: CreatedPayment): Xs2aResult {
  const links = paymentLinks({
    id: created.paymentId,
    service: created.request.service,
    product: created.request.product,
  });
  const body = {
    transactionStatus: 'RCVD',
    paymentId: created.paymentId,
    ...(created.request.product === 'cross-border-credit-transfers' ? { transactionFeeIndicator: true } : {}),
    _links: {
      scaRedirect: scaRedirectLink(created.scaRedirect),
      self: links.self,
      status: links.status,
      scaStatus: links.authorisations(created.authorisationId),
    },
  };
  // D5: the replay store never holds the live link token (restoreScaLink reissues it).
  const replayBody = { ...body, _links: { ...body._links, scaRedirect: scaLinkMarker(created.authorisationId) } };
  return { status: 201, body, replayBody, headers: { Location: links.self.href, 'ASPSP-SCA-Approach': 'REDIRECT' } };
}
