import { db } from '@/lib/db';
import type { PortalChangeKind } from '@/lib/generated/prisma/enums';

export type PortalChangeRow = {
  id: string;
  developerEmail: string;
  kind: PortalChangeKind;
  detail: string;
  createdAt: Date;
};

/** D27: the TPP's audit list, newest first (the latest 100). */
export async function listPortalChanges(tppId: string): Promise<PortalChangeRow[]> {
  return db.portalChange.findMany({
    where: { tppId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 100,
    select: { id: true, developerEmail: true, kind: true, detail: true, createdAt: true },
  });
}
