import { runTransaction } from '@/lib/database/after-commit';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { failSca } from '@/lib/sca/fail-sca';
import { lockPaymentsOfSca } from '@/lib/sca/reject-payments-of-failed-sca';
import { hasScaSessionEnded, openScasOfEndedSessions } from '@/lib/sca/sca-session-lifetime';
import { isFinalScaStatus } from '@/lib/sca/sca-transitions';

/**
 * An SCA still open whose session has ended lapses (FAILED, `sessionEndedAt` set): nobody decided, so what it was for
 * is rejected only when nothing else can still authorise it (failSca). The PSU who opens the link again is then told
 * that the request was not completed and given the way back to the TPP with the failure, instead of being sent to a
 * session that no longer exists; the TPP reads the failure (endScasOfEndedSessions). Decided under the row locks of
 * the payments and then of the SCA, the order an approval takes them in, so an approval at the same moment, another
 * read or another instance's housekeeping leave exactly one outcome. False when there was nothing to end.
 */
export async function endScaOfEndedSession(input: { authorisationId: string; now: Date }): Promise<boolean> {
  const row = await db.authorisation.findUnique({
    where: { id: input.authorisationId },
    select: { scaStatus: true, linkUsedAt: true, consentId: true, paymentId: true, basketId: true },
  });
  if (!row || isFinalScaStatus(row.scaStatus) || !hasScaSessionEnded(row.linkUsedAt, input.now)) return false;
  const { consentId, paymentId, basketId } = row;
  return runTransaction(async (client) => {
    await lockPaymentsOfSca({ authorisationId: input.authorisationId, paymentId, basketId }, client);
    const [locked] = await client.$queryRaw<{ scaStatus: ScaStatus }[]>`SELECT "scaStatus" FROM "Authorisation" WHERE id = ${input.authorisationId} FOR UPDATE`;
    if (!locked || isFinalScaStatus(locked.scaStatus)) return false;
    const from = locked.scaStatus;
    return failSca({ authorisationId: input.authorisationId, from, consentId, paymentId, basketId, ending: 'lapsed', now: input.now, data: { sessionEndedAt: input.now } }, client);
  });
}

/**
 * D29: ends (endScaOfEndedSession) the SCAs among `of` that are still open though their session has ended, at most
 * `limit`, oldest first, so that a read never shows an SCA open, or the consent or payment it was for waiting, when
 * nobody can finish it any more. The number ended.
 */
export async function endScasOfEndedSessions(input: { of: Prisma.AuthorisationWhereInput; now: Date; limit?: number }): Promise<number> {
  const rows = await db.authorisation.findMany({
    where: { AND: [input.of, openScasOfEndedSessions(input.now)] },
    orderBy: { linkUsedAt: 'asc' },
    take: input.limit,
    select: { id: true },
  });
  let ended = 0;
  for (const row of rows) if (await endScaOfEndedSession({ authorisationId: row.id, now: input.now })) ended += 1;
  return ended;
}
