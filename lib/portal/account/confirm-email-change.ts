import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { consumePortalToken } from '@/lib/portal/account/portal-token';

/**
 * D27: the link mailed to a new sign-in address, followed: that address becomes the account's, verified, and every
 * session of the account ends. False for a used or expired link, or an address another account took meanwhile.
 */
export async function confirmEmailChange(input: { token: string | null; now: Date }): Promise<boolean> {
  try {
    return await db.$transaction(async (client) => {
      const used = await consumePortalToken({ kind: 'EMAIL_CHANGE', token: input.token, now: input.now }, client);
      if (!used) return false;
      await client.developer.update({
        where: { id: used.developerId },
        data: { email: used.email, emailVerifiedAt: input.now },
      });
      await client.portalSession.deleteMany({ where: { developerId: used.developerId } });
      return true;
    });
  } catch (error) {
    // Another account has the address: the unique e-mail refuses it and the whole change rolls back.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return false;
    throw error;
  }
}
