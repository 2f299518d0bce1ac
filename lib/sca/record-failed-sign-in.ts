import { db } from '@/lib/db';
import { failSca } from '@/lib/sca/fail-sca';
import { maxFailedSignIns } from '@/lib/sca/sca-failure';

export type FailedSignIn = { kind: 'retry'; attemptsLeft: number } | { kind: 'failed' };

/**
 * Counts a failed sign-in atomically (the count only grows while the SCA waits for sign-in); the third ends the SCA
 * as FAILED (issue 5), which sends the PSU back to the TPP with PSU_CREDENTIALS_INVALID.
 */
export async function recordFailedSignIn(input: { authorisationId: string; consentId: string | null; now: Date }): Promise<FailedSignIn> {
  await db.authorisation.updateMany({
    where: { id: input.authorisationId, scaStatus: 'RECEIVED', failedAttempts: { lt: maxFailedSignIns } },
    data: { failedAttempts: { increment: 1 } },
  });
  const row = await db.authorisation.findUniqueOrThrow({ where: { id: input.authorisationId }, select: { failedAttempts: true, scaStatus: true } });
  if (row.scaStatus === 'RECEIVED' && row.failedAttempts >= maxFailedSignIns) {
    await db.$transaction((client) => failSca({ ...input, from: 'RECEIVED' }, client));
    return { kind: 'failed' };
  }
  if (row.scaStatus !== 'RECEIVED') return { kind: 'failed' };
  return { kind: 'retry', attemptsLeft: maxFailedSignIns - row.failedAttempts };
}
