import { db } from '@/lib/db';

/** D11: the ids of the registry's changes the TPP tries now in its sandbox (readiness "Try it now"). */
export async function readTriedChanges(tppId: string): Promise<Set<string>> {
  const rows = await db.changeTrial.findMany({ where: { tppId }, select: { changeId: true } });
  return new Set(rows.map((row) => row.changeId));
}
