import { generateSecret } from 'otplib';
import { db } from '@/lib/db';
import { sealTotpSecret } from '@/lib/portal/security/totp-secret-box';

/**
 * D27: a new TOTP secret for a developer who has none in use, stored sealed until a first code confirms it
 * (confirmTotpEnrolment). False when a second factor is already in use: that one is never replaced unseen.
 */
export async function startTotpEnrolment(input: { developerId: string }): Promise<boolean> {
  const sealed = sealTotpSecret(generateSecret(), input.developerId);
  const started = await db.developer.updateMany({
    where: { id: input.developerId, totpEnabledAt: null },
    data: { totpSecret: sealed, totpLastStep: null },
  });
  return started.count === 1;
}
