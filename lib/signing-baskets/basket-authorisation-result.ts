import { basketLinks } from '@/lib/signing-baskets/basket-links';
import { presentScaStatus } from '@/lib/sca/present-sca-status';
import { scaLinkMarker } from '@/lib/sca/reissue-sca-link';
import type { ScaRedirect } from '@/lib/sca/start-sca-redirect';
import { scaRedirectLink } from '@/lib/xs2a/links';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';

/** 201 with the Berlin Group startScaprocessResponse for a basket: received, and the PSU's scaRedirect (D1). */
export function basketAuthorisationResult(
  basketId: string,
  started: ScaRedirect,
  acceptFixes: ReadonlySet<string>,
): Xs2aResult {
  const scaStatus = basketLinks(basketId).authorisations(started.authorisationId);
  const body = {
    scaStatus: presentScaStatus('RECEIVED', acceptFixes),
    authorisationId: started.authorisationId,
    _links: { scaRedirect: scaRedirectLink(started.scaRedirect), scaStatus },
  };
  // D5: the replay store never holds the live link token (restoreScaLink reissues it).
  const replayBody = { ...body, _links: { ...body._links, scaRedirect: scaLinkMarker(started.authorisationId) } };
  return { status: 201, body, replayBody, headers: { Location: scaStatus.href, 'ASPSP-SCA-Approach': 'REDIRECT' } };
}
