import { db } from '@/lib/db';
import { consumePortalToken } from '@/lib/portal/account/portal-token';

/**
 * D27: a verification link followed; true when it verified the address it was sent to (the account's address). The
 * link's use and the verification commit together: housekeeping, which spares an unverified account while it has a
 * live link, never sees the link gone and the account still unverified.
 */
export async function verifyDeveloperEmail(input: { token: string | null; now: Date }): Promise<boolean> {
  return db.$transaction(async (client) => {
    const used = await consumePortalToken({ kind: 'EMAIL_VERIFICATION', token: input.token, now: input.now }, client);
    if (!used) return false;
    const updated = await client.developer.updateMany({
      where: { id: used.developerId, email: used.email },
      data: { emailVerifiedAt: input.now },
    });
    return updated.count === 1;
  });
}
