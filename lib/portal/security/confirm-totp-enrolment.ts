import { db } from '@/lib/db';
import { checkTotpCode } from '@/lib/portal/security/check-totp-code';
import { hashRecoveryCode, newRecoveryCodes } from '@/lib/portal/security/recovery-codes';
import { recordPortalChange } from '@/lib/portal/security/record-portal-change';
import { openTotpSecret } from '@/lib/portal/security/totp-secret-box';

export type TotpEnrolmentOutcome = { kind: 'enabled'; recoveryCodes: string[] } | { kind: 'invalid' | 'not-started' };

/**
 * D27: a first code from the authenticator app turns the pending secret on and replaces the recovery codes with
 * fresh ones, returned once (only their hashes are kept). The code's step is used up like a sign-in's.
 */
export async function confirmTotpEnrolment(input: {
  developer: { id: string; email: string; tppId: string | null };
  code: string;
  now: Date;
}): Promise<TotpEnrolmentOutcome> {
  const developer = await db.developer.findUnique({
    where: { id: input.developer.id },
    select: { totpSecret: true, totpEnabledAt: true },
  });
  const secret =
    developer?.totpSecret && !developer.totpEnabledAt ? openTotpSecret(developer.totpSecret, input.developer.id) : null;
  if (!developer?.totpSecret || !secret) return { kind: 'not-started' };
  const check = checkTotpCode({ secret, code: input.code, now: input.now, lastStep: null });
  if (check.kind !== 'valid') return { kind: 'invalid' };
  const recoveryCodes = newRecoveryCodes();
  const enabled = await db.$transaction(async (client) => {
    const turnedOn = await client.developer.updateMany({
      where: { id: input.developer.id, totpEnabledAt: null, totpSecret: developer.totpSecret },
      data: { totpEnabledAt: input.now, totpLastStep: check.step },
    });
    if (turnedOn.count !== 1) return false;
    await client.recoveryCode.deleteMany({ where: { developerId: input.developer.id } });
    await client.recoveryCode.createMany({
      data: recoveryCodes.map((code) => ({ codeHash: hashRecoveryCode(code), developerId: input.developer.id })),
    });
    return true;
  });
  if (!enabled) return { kind: 'not-started' };
  if (input.developer.tppId)
    await recordPortalChange({ tppId: input.developer.tppId, developer: input.developer, kind: 'TOTP_ENABLED' });
  return { kind: 'enabled', recoveryCodes };
}
