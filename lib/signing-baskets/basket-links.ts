import { resourceLinks, type ResourceLinks } from '@/lib/xs2a/resource-links';

/** D1: the API paths of a signing basket. */
export function basketLinks(basketId: string): ResourceLinks {
  return resourceLinks(['signing-baskets', basketId]);
}
