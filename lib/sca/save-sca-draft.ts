import { db } from '@/lib/db';
import type { ScaDraft } from '@/lib/sca/read-sca-draft';

export type SaveScaDraftInput = { sessionId: string; authorisationId: string; draft: ScaDraft };

/** D30: keeps the PSU's choices on an SCA page in their session (the language switch), replacing any earlier draft. */
export async function saveScaDraft(input: SaveScaDraftInput): Promise<void> {
  await db.psuWebSession.updateMany({
    where: { id: input.sessionId, authorisationId: input.authorisationId, customerId: null },
    data: { draft: input.draft },
  });
}
