import { runTransaction } from '@/lib/database/after-commit';
import { db } from '@/lib/db';
import { failSca } from '@/lib/sca/fail-sca';
import { maxFailedSignIns } from '@/lib/sca/sca-failure';

export type FailedSignIn = { kind: 'retry'; attemptsLeft: number } | { kind: 'failed' };

/**
 * Takes one of the three sign-in attempts before the number is even looked up, atomically: however many sign-ins a
 * browser fires at once, at most three are ever checked (D17). False when none is left.
 */
export async function reserveSignInAttempt(authorisationId: string): Promise<boolean> {
  const reserved = await db.authorisation.updateMany({
    where: { id: authorisationId, scaStatus: 'RECEIVED', failedAttempts: { lt: maxFailedSignIns } },
    data: { failedAttempts: { increment: 1 } },
  });
  return reserved.count === 1;
}

/** A sign-in that succeeded gives its reserved attempt back. */
export async function releaseSignInAttempt(authorisationId: string): Promise<void> {
  await db.authorisation.updateMany({ where: { id: authorisationId, failedAttempts: { gt: 0 } }, data: { failedAttempts: { decrement: 1 } } });
}

/**
 * A failed sign-in keeps its reserved attempt; the third ends the SCA as FAILED (D17), which sends the PSU back
 * to the TPP with PSU_CREDENTIALS_INVALID. Nobody decided on what the SCA was for, so it lapsed (failSca).
 */
export async function recordFailedSignIn(input: { authorisationId: string; consentId: string | null; paymentId: string | null; basketId: string | null; now: Date }): Promise<FailedSignIn> {
  const row = await db.authorisation.findUniqueOrThrow({ where: { id: input.authorisationId }, select: { failedAttempts: true, scaStatus: true } });
  if (row.scaStatus === 'RECEIVED' && row.failedAttempts >= maxFailedSignIns) {
    await runTransaction((client) => failSca({ ...input, from: 'RECEIVED', ending: 'lapsed' }, client));
    return { kind: 'failed' };
  }
  if (row.scaStatus !== 'RECEIVED') return { kind: 'failed' };
  return { kind: 'retry', attemptsLeft: maxFailedSignIns - row.failedAttempts };
}
