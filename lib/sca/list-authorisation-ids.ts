import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

/** The ids of the SCA processes `where` selects (one resource of one TPP), oldest first. */
export async function listAuthorisationIds(where: Prisma.AuthorisationWhereInput): Promise<string[]> {
  const authorisations = await db.authorisation.findMany({
    where,
    orderBy: { createdAt: 'asc' },
    select: { id: true },
  });
  return authorisations.map((authorisation) => authorisation.id);
}
