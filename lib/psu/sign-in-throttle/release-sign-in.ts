import { db } from '@/lib/db';
import type { SignInReservation } from '@/lib/psu/sign-in-throttle/reserve-sign-in';

/**
 * D19: an attempt that is not a failure gives its reserved rows back: nothing was checked (the number was not well
 * formed), or the PSU signed in. A sign-in also clears the number's earlier failures, but never the
 * client's failures with other numbers: knowing one good number must not buy more guesses at others.
 */
export async function releaseSignIn(input: { reservation: SignInReservation; isSignedIn: boolean }): Promise<void> {
  const { rows, numberKey } = input.reservation;
  const numberFailures = input.isSignedIn && numberKey ? [{ key: numberKey }] : [];
  await db.rateLimitCounter.deleteMany({ where: { OR: [...rows, ...numberFailures] } });
}
