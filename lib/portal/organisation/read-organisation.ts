import { db } from '@/lib/db';

/** D27: what /portal/organisation shows of the developer's own TPP. */
export function readOrganisation(tppId: string) {
  return db.tpp.findUnique({
    where: { id: tppId },
    select: {
      name: true,
      organizationIdentifier: true,
      roles: true,
      contactEmail: true,
      contactEmailVerifiedAt: true,
      redirectHosts: true,
      requiresTotp: true,
    },
  });
}
