import { db } from '@/lib/db';

/** D27: what /portal/account shows of the developer's TPP: its name and identifier and how many developers it has. */
export async function readAccountSettings(tppId: string | null) {
  if (!tppId) return { tpp: null, developerCount: 0 };
  const [tpp, developerCount] = await Promise.all([
    db.tpp.findUnique({ where: { id: tppId }, select: { id: true, name: true, organizationIdentifier: true } }),
    db.developer.count({ where: { tppId } }),
  ]);
  return { tpp, developerCount };
}
