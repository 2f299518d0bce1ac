import { scaLinkMarker } from '@/lib/sca/reissue-sca-link';
import type { ScaRedirect } from '@/lib/sca/start-sca-redirect';
import { scaRedirectLink } from '@/lib/xs2a/links';
import type { ResourceLinks } from '@/lib/xs2a/resource-links';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';

export type CreatedResourceResultInput = {
  /** The answer's fields before `_links`. */
  fields: Record<string, unknown>;
  links: ResourceLinks;
  /** The SCA started with the resource; null when the TPP asked to start it explicitly (D22). */
  sca: Pick<ScaRedirect, 'scaRedirect' | 'authorisationId'> | null;
};

/**
 * 201 of a payment or signing basket: `self`, `status` and `startAuthorisation` as API paths (D1, D22), with the started
 * SCA's scaRedirect (absolute) and `scaStatus`. D5: the replay store never holds the live link token (restoreScaLink).
 */
export function createdResourceResult(input: CreatedResourceResultInput): Xs2aResult {
  const { links, sca } = input;
  const headers = { Location: links.self.href, 'ASPSP-SCA-Approach': 'REDIRECT' };
  const resourceLinks = { self: links.self, status: links.status, startAuthorisation: links.startAuthorisation };
  if (!sca) return { status: 201, body: { ...input.fields, _links: resourceLinks }, headers };
  const body = {
    ...input.fields,
    _links: {
      scaRedirect: scaRedirectLink(sca.scaRedirect),
      ...resourceLinks,
      scaStatus: links.authorisations(sca.authorisationId),
    },
  };
  const replayBody = { ...body, _links: { ...body._links, scaRedirect: scaLinkMarker(sca.authorisationId) } };
  return { status: 201, body, replayBody, headers };
}
