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

/** D29: how long the same number sent again counts as one sending (a double click, a second click on a slow network). */
export const repeatedSignInSeconds = 10;

export type ReserveSignInAttemptForInput = { authorisationId: string; numberCode: string; now: Date };

/**
 * reserveSignInAttempt for a typed number, known by its code (signInNumberCode). D29: the number the last attempt
 * tried, sent again within seconds, however many times at once, is a repeat of that sending: it takes no attempt, and
 * tells nothing new. Any other number, and the same one typed again later, takes one.
 */
export async function reserveSignInAttemptFor(
  input: ReserveSignInAttemptForInput,
): Promise<'reserved' | 'repeat' | 'none-left'> {
  const { authorisationId, numberCode, now } = input;
  const repeatSince = new Date(now.getTime() - repeatedSignInSeconds * 1000);
  const reserved = await db.authorisation.updateMany({
    where: {
      id: authorisationId,
      scaStatus: 'RECEIVED',
      failedAttempts: { lt: maxFailedSignIns },
      OR: [
        { triedNumberCode: null },
        { triedNumberCode: { not: numberCode } },
        { triedNumberAt: { lte: repeatSince } },
      ],
    },
    data: { failedAttempts: { increment: 1 }, triedNumberCode: numberCode, triedNumberAt: now },
  });
  if (reserved.count === 1) return 'reserved';
  const row = await db.authorisation.findUnique({
    where: { id: authorisationId },
    select: { scaStatus: true, triedNumberCode: true, triedNumberAt: true },
  });
  const isRepeat =
    row?.scaStatus === 'RECEIVED' &&
    row.triedNumberCode === numberCode &&
    row.triedNumberAt !== null &&
    row.triedNumberAt > repeatSince;
  return isRepeat ? 'repeat' : 'none-left';
}

/** A sign-in that succeeded gives its reserved attempt back. */
export async function releaseSignInAttempt(authorisationId: string): Promise<void> {
  await db.authorisation.updateMany({
    where: { id: authorisationId, failedAttempts: { gt: 0 } },
    data: { failedAttempts: { decrement: 1 } },
  });
}

export type RecordFailedSignInInput = {
  authorisationId: string;
  consentId: string | null;
  paymentId: string | null;
  basketId: string | null;
  now: Date;
};

/**
 * A failed sign-in keeps its reserved attempt; the third ends the SCA as FAILED (D17), which sends the PSU back
 * to the TPP with PSU_CREDENTIALS_INVALID. Nobody decided on what the SCA was for, so it lapsed (failSca).
 */
export async function recordFailedSignIn(input: RecordFailedSignInInput): Promise<FailedSignIn> {
  const row = await db.authorisation.findUniqueOrThrow({
    where: { id: input.authorisationId },
    select: { failedAttempts: true, scaStatus: true },
  });
  if (row.scaStatus === 'RECEIVED' && row.failedAttempts >= maxFailedSignIns) {
    await runTransaction((client) => failSca({ ...input, from: 'RECEIVED', ending: 'lapsed' }, client));
    return { kind: 'failed' };
  }
  if (row.scaStatus !== 'RECEIVED') return { kind: 'failed' };
  return { kind: 'retry', attemptsLeft: maxFailedSignIns - row.failedAttempts };
}
