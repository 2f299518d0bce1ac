import { db } from '@/lib/db';
import { consumePortalToken } from '@/lib/portal/account/portal-token';

/** D27: a verification link followed; true when it verified the address it was sent to (the account's address). */
export async function verifyDeveloperEmail(input: { token: string | null; now: Date }): Promise<boolean> {
  const used = await consumePortalToken({ kind: 'EMAIL_VERIFICATION', token: input.token, now: input.now });
  if (!used) return false;
  const updated = await db.developer.updateMany({ where: { id: used.developerId, email: used.email }, data: { emailVerifiedAt: input.now } });
  return updated.count === 1;
}
