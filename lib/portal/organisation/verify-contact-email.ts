import { db } from '@/lib/db';
import { consumePortalToken } from '@/lib/portal/account/portal-token';

/**
 * Spec 14, D27: a contact e-mail's link followed; verified only while the TPP still has the address the link went to.
 * The link's use and the verification commit together: a failure leaves the link to be followed again.
 */
export async function verifyContactEmail(input: { token: string | null; now: Date }): Promise<boolean> {
  return db.$transaction(async (client) => {
    const used = await consumePortalToken(
      { kind: 'CONTACT_EMAIL_VERIFICATION', token: input.token, now: input.now },
      client,
    );
    if (!used?.tppId) return false;
    const updated = await client.tpp.updateMany({
      where: { id: used.tppId, contactEmail: used.email },
      data: { contactEmailVerifiedAt: input.now },
    });
    return updated.count === 1;
  });
}
