import type { CreatedConsent } from '@/lib/consents/create-consent';
import { apiLink, scaRedirectLink } from '@/lib/xs2a/links';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';
import { scaLinkMarker } from '@/lib/sca/reissue-sca-link';

/**
 * 201 with the Berlin Group consentsResponse-201 of a bank-offered consent (D8): the PSU's next stop is scaRedirect
 * (D1: absolute); `self`, `status` and `scaStatus` are API paths. The SCA approach is always REDIRECT.
 */
export function consentCreatedResult(created: CreatedConsent, headers: Record<string, string> = {}): Xs2aResult {
  const self = apiLink(['consents', created.consentId], ['GET', 'DELETE']);
  const body = {
    consentStatus: 'received',
    consentId: created.consentId,
    _links: {
      scaRedirect: scaRedirectLink(created.scaRedirect),
      self,
      status: apiLink(['consents', created.consentId, 'status'], ['GET']),
      scaStatus: apiLink(['consents', created.consentId, 'authorisations', created.authorisationId], ['GET']),
    },
  };
  // The replay store (D5) never holds the live link token (see restoreScaLink).
  const replayBody = { ...body, _links: { ...body._links, scaRedirect: scaLinkMarker(created.authorisationId) } };
  return {
    status: 201,
    body,
    replayBody,
    headers: { Location: self.href, 'ASPSP-SCA-Approach': 'REDIRECT', ...headers },
  };
}

/**
 * D8: POST /v1/consents is a deprecated alias (spec "Versioning": replaced by /v1/bank-offered-consents, effective
 * 5 February 2024). RFC 9745 Deprecation as a structured date, and the successor in a Link header (RFC 8288).
 */
export const deprecatedConsentsHeaders: Record<string, string> = {
  Deprecation: '@1707091200',
  Link: '</v1/bank-offered-consents>; rel="successor-version"',
};
