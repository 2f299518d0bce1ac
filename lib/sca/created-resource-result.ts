import { scaLinkMarker } from '@/lib/sca/reissue-sca-link';
import { scaRedirectLink } from '@/lib/xs2a/links';
import type { ResourceLinks } from '@/lib/xs2a/resource-links';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';

export type CreatedResourceResultInput = {
  /** The answer's fields before `_links`. */
  fields: Record<string, unknown>;
  links: ResourceLinks;
  scaRedirect: string;
  authorisationId: string;
};

/**
 * 201 of a payment or signing basket whose SCA has started: scaRedirect (D1: absolute), `self`, `status` and `scaStatus`
 * as API paths, and Location. D5: the replay store never holds the live link token (restoreScaLink reissues it).
 */
export function createdResourceResult(input: CreatedResourceResultInput): Xs2aResult {
  const { links } = input;
  const body = {
    ...input.fields,
    _links: {
      scaRedirect: scaRedirectLink(input.scaRedirect),
      self: links.self,
      status: links.status,
      scaStatus: links.authorisations(input.authorisationId),
    },
  };
  const replayBody = { ...body, _links: { ...body._links, scaRedirect: scaLinkMarker(input.authorisationId) } };
  return { status: 201, body, replayBody, headers: { Location: links.self.href, 'ASPSP-SCA-Approach': 'REDIRECT' } };
}
