import { paymentLinks } from '@/lib/payments/payment-links';
import type { StartedPaymentAuthorisation } from '@/lib/payments/start-payment-authorisation';
import { presentScaStatus } from '@/lib/sca/present-sca-status';
import { scaLinkMarker } from '@/lib/sca/reissue-sca-link';
import { scaRedirectLink } from '@/lib/xs2a/links';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';

/** 201 with the Berlin Group startScaprocessResponse: a new SCA process, received, and the PSU's scaRedirect (D1). */
export function paymentAuthorisationResult(
  started: StartedPaymentAuthorisation,
  acceptFixes: ReadonlySet<string>,
): Xs2aResult {
  const { authorisationId } = started;
  const links = paymentLinks(started.payment);
  const scaStatus = links.authorisations(authorisationId);
  const body = {
    scaStatus: presentScaStatus('RECEIVED', acceptFixes),
    authorisationId,
    _links: { scaRedirect: scaRedirectLink(started.scaRedirect), scaStatus },
  };
  // D5: the replay store never holds the live link token (restoreScaLink reissues it).
  const replayBody = { ...body, _links: { ...body._links, scaRedirect: scaLinkMarker(authorisationId) } };
  return { status: 201, body, replayBody, headers: { Location: scaStatus.href, 'ASPSP-SCA-Approach': 'REDIRECT' } };
}
