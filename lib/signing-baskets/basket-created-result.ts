import { basketLinks } from '@/lib/signing-baskets/basket-links';
import type { CreatedBasket } from '@/lib/signing-baskets/create-signing-basket';
import { scaLinkMarker } from '@/lib/sca/reissue-sca-link';
import { scaRedirectLink } from '@/lib/xs2a/links';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';

/** 201 with the Berlin Group signingBasketResponse-201: RCVD, scaRedirect (D1: absolute), self, status, scaStatus. */
export function basketCreatedResult(created: CreatedBasket): Xs2aResult {
  const links = basketLinks(created.basketId);
  const body = {
    transactionStatus: 'RCVD',
    basketId: created.basketId,
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
