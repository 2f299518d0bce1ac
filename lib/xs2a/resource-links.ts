import { apiLink, type Link } from '@/lib/xs2a/links';

/** The API paths of a resource that is authorised with SCA: itself, its status and its authorisations. */
export type ResourceLinks = {
  self: Link;
  status: Link;
  /** D22: where the TPP starts (or takes over) the SCA: POST …/authorisations. */
  startAuthorisation: Link;
  authorisations: (authorisationId?: string) => Link;
};

/** D1: the links of the payment or signing basket at the API path `segments`. */
export function resourceLinks(segments: string[]): ResourceLinks {
  return {
    self: apiLink(segments, ['GET', 'DELETE']),
    status: apiLink([...segments, 'status'], ['GET']),
    startAuthorisation: apiLink([...segments, 'authorisations'], ['POST']),
    authorisations: (authorisationId) =>
      authorisationId
        ? apiLink([...segments, 'authorisations', authorisationId], ['GET'])
        : apiLink([...segments, 'authorisations'], ['GET', 'POST']),
  };
}
