import { apiLink, type Link } from '@/lib/xs2a/links';

/** D1: the API paths of a signing basket. */
export function basketLinks(basketId: string): {
  self: Link;
  status: Link;
  authorisations: (authorisationId?: string) => Link;
} {
  const base = ['signing-baskets', basketId];
  return {
    self: apiLink(base, ['GET', 'DELETE']),
    status: apiLink([...base, 'status'], ['GET']),
    authorisations: (authorisationId) =>
      authorisationId
        ? apiLink([...base, 'authorisations', authorisationId], ['GET'])
        : apiLink([...base, 'authorisations'], ['GET', 'POST']),
  };
}
