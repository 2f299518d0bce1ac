import { db } from '@/lib/db';
import { checkTotpCode } from '@/lib/portal/security/check-totp-code';
import { hashRecoveryCode } from '@/lib/portal/security/recovery-codes';
import { openTotpSecret } from '@/lib/portal/security/totp-secret-box';

/**
 * D27: uses up a second factor of an enrolled developer: a TOTP code of a later time step than the last one accepted
 * (compare-and-swap, so a code is good once even when posted twice at once), or one of the recovery codes (deleted).
 */
export async function acceptSecondFactor(input: { developerId: string; code: string; now: Date }): Promise<boolean> {
  const developer = await db.developer.findUnique({
    where: { id: input.developerId },
    select: { totpSecret: true, totpEnabledAt: true, totpLastStep: true },
  });
  if (!developer?.totpSecret || !developer.totpEnabledAt) return false;
  const code = input.code.trim().slice(0, 40);
  if (/^\d[\d\s]*$/.test(code)) {
    const secret = openTotpSecret(developer.totpSecret, input.developerId);
    if (!secret) return false;
    const check = checkTotpCode({ secret, code, now: input.now, lastStep: developer.totpLastStep });
    if (check.kind !== 'valid') return false;
    const used = await db.developer.updateMany({
      where: {
        id: input.developerId,
        totpEnabledAt: { not: null },
        OR: [{ totpLastStep: null }, { totpLastStep: { lt: check.step } }],
      },
      data: { totpLastStep: check.step },
    });
    return used.count === 1;
  }
  const used = await db.recoveryCode.deleteMany({
    where: { developerId: input.developerId, codeHash: hashRecoveryCode(code) },
  });
  return used.count === 1;
}
