import type { Prisma } from '@/lib/generated/prisma/client';
import { scaSessionsEndedBefore } from '@/lib/sca/sca-session-lifetime';
import { openScaStatuses } from '@/lib/sca/sca-transitions';

/**
 * How an SCA ended without approval: the PSU refused what was shown (Cancel, or a named debtor account they may not
 * pay from), it lapsed without any decision on the payment (three failed sign-ins, a session that ended), or its link
 * expired before anyone opened it (D22: the TPP may then start a new authorisation of what it was for).
 */
export type ScaEnding = 'refused' | 'lapsed' | 'expired';

type FailedScaPayments = { authorisationId: string; paymentId?: string | null; basketId?: string | null };

/**
 * Locks the rows of the payments an SCA is for (a basket's in id order), as an approval does (D23), so that a
 * failing SCA, an approval and a new authorisation of the same payments take turns. Taken before the SCA moves, in
 * the approvals' order (payments, then the authorisation), so that they cannot deadlock.
 */
export async function lockPaymentsOfSca(input: FailedScaPayments, client: Prisma.TransactionClient): Promise<void> {
  if (input.basketId)
    await client.$queryRaw`SELECT id FROM "Payment" WHERE "basketId" = ${input.basketId} ORDER BY id FOR UPDATE`;
  else if (input.paymentId) await client.$queryRaw`SELECT id FROM "Payment" WHERE id = ${input.paymentId} FOR UPDATE`;
}

/**
 * D23: the payments still RCVD that a failed SCA was for become RJCT: always when the PSU refused, never when its link
 * expired unopened, and after a lapse only those nothing else can still authorise. Runs under lockPaymentsOfSca's locks.
 */
export async function rejectPaymentsOfFailedSca(
  input: FailedScaPayments & { ending: ScaEnding; now: Date },
  client: Prisma.TransactionClient,
): Promise<void> {
  const of: Prisma.PaymentWhereInput | null = input.basketId
    ? { basketId: input.basketId }
    : input.paymentId
      ? { id: input.paymentId }
      : null;
  if (!of || input.ending === 'expired') return;
  const waiting = (await client.payment.findMany({ where: { ...of, status: 'RCVD' }, select: { id: true } })).map(
    (payment) => payment.id,
  );
  const held =
    input.ending === 'lapsed'
      ? await stillAuthorisable(
          { paymentIds: waiting, failedAuthorisationId: input.authorisationId, now: input.now },
          client,
        )
      : new Set<string>();
  const rejected = waiting.filter((id) => !held.has(id));
  if (rejected.length === 0) return;
  await client.payment.updateMany({
    where: { id: { in: rejected }, status: 'RCVD' },
    data: { status: 'RJCT', statusChangedAt: input.now },
  });
}

async function stillAuthorisable(
  input: { paymentIds: string[]; failedAuthorisationId: string; now: Date },
  client: Prisma.TransactionClient,
): Promise<Set<string>> {
  if (input.paymentIds.length === 0) return new Set();
  const open: Prisma.AuthorisationWhereInput = {
    id: { not: input.failedAuthorisationId },
    scaStatus: { in: openScaStatuses },
    OR: [
      { linkUsedAt: { gt: scaSessionsEndedBefore(input.now) } },
      { linkUsedAt: null, linkExpiresAt: { gt: input.now } },
    ],
  };
  const payments = await client.payment.findMany({
    where: {
      id: { in: input.paymentIds },
      OR: [
        { authorisations: { some: { ...open, kind: 'PAYMENT' } } },
        {
          basket: {
            status: { not: 'CANC' },
            payments: { every: { status: { in: ['RCVD', 'CANC'] } } },
            authorisations: { some: { ...open, kind: 'SIGNING_BASKET' } },
          },
        },
      ],
    },
    select: { id: true },
  });
  return new Set(payments.map((payment) => payment.id));
}
