import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ConsentStatus } from '@/lib/generated/prisma/enums';
import { canMoveConsentStatus } from '@/lib/consents/consent-transitions';

export type MoveConsentStatusInput = {
  consentId: string;
  from: ConsentStatus;
  to: ConsentStatus;
  now: Date;
  where?: Prisma.ConsentWhereInput;
  data?: Prisma.ConsentUncheckedUpdateManyInput;
};

/**
 * Moves a consent along a legal consentStatus transition with a compare-and-swap update; `where` narrows it further
 * (for example to the PSU who owns it). False when the consent was not in `from` (or did not match).
 */
export async function moveConsentStatus(
  input: MoveConsentStatusInput,
  client: Prisma.TransactionClient = db,
): Promise<boolean> {
  if (!canMoveConsentStatus(input.from, input.to))
    throw new Error(`Illegal consentStatus transition ${input.from} → ${input.to}`);
  const result = await client.consent.updateMany({
    where: { ...input.where, id: input.consentId, status: input.from },
    data: { ...input.data, status: input.to, statusChangedAt: input.now },
  });
  return result.count === 1;
}
