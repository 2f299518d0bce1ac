import { runTransaction } from '@/lib/database/after-commit';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { failSca } from '@/lib/sca/fail-sca';
import { lockPaymentsOfSca } from '@/lib/sca/reject-payments-of-failed-sca';
import { hasScaSessionEnded, isScaUnfinishable, openUnfinishableScas } from '@/lib/sca/sca-session-lifetime';
import { isFinalScaStatus } from '@/lib/sca/sca-transitions';

type Link = { scaStatus: ScaStatus; linkUsedAt: Date | null; linkExpiresAt: Date };

/**
 * D29: fails an SCA still open that nobody can finish any more (its session ended, or its link expired unopened),
 * under the payments' and then the SCA's row locks, as an approval takes them. False when there was nothing to end.
 */
export async function endUnfinishableSca(input: { authorisationId: string; now: Date }): Promise<boolean> {
  const row = await db.authorisation.findUnique({
    where: { id: input.authorisationId },
    select: {
      scaStatus: true,
      linkUsedAt: true,
      linkExpiresAt: true,
      consentId: true,
      paymentId: true,
      basketId: true,
    },
  });
  if (!row || !isOpenAndUnfinishable(row, input.now)) return false;
  const { consentId, paymentId, basketId } = row;
  return runTransaction(async (client) => {
    await lockPaymentsOfSca({ authorisationId: input.authorisationId, paymentId, basketId }, client);
    const [locked] = await client.$queryRaw<
      Link[]
    >`SELECT "scaStatus", "linkUsedAt", "linkExpiresAt" FROM "Authorisation" WHERE id = ${input.authorisationId} FOR UPDATE`;
    if (!locked || !isOpenAndUnfinishable(locked, input.now)) return false;
    const from = locked.scaStatus;
    const ending = hasScaSessionEnded(locked.linkUsedAt, input.now)
      ? ({ ending: 'lapsed', data: { sessionEndedAt: input.now } } as const)
      : ({ ending: 'expired', data: { linkExpiredAt: input.now } } as const);
    return failSca(
      { authorisationId: input.authorisationId, from, consentId, paymentId, basketId, ...ending, now: input.now },
      client,
    );
  });
}

function isOpenAndUnfinishable(link: Link, now: Date): boolean {
  return !isFinalScaStatus(link.scaStatus) && isScaUnfinishable(link, now);
}

export type EndUnfinishableScasInput = { of: Prisma.AuthorisationWhereInput; now: Date; limit?: number };

/**
 * D29: ends (endUnfinishableSca) the SCAs among `of` that are still open though nobody can finish them any more, at
 * most `limit`, oldest first, so that a read never shows an SCA open, or what it was for waiting on it, when nobody
 * can finish it. The number ended.
 */
export async function endUnfinishableScas(input: EndUnfinishableScasInput): Promise<number> {
  const rows = await db.authorisation.findMany({
    where: { AND: [input.of, openUnfinishableScas(input.now)] },
    orderBy: { linkExpiresAt: 'asc' },
    take: input.limit,
    select: { id: true },
  });
  let ended = 0;
  for (const row of rows) if (await endUnfinishableSca({ authorisationId: row.id, now: input.now })) ended += 1;
  return ended;
}
