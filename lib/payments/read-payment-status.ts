import { queryRows } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import { storedService } from '@/lib/payments/stored-service';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { getPaymentOrThrow } from '@/lib/payments/get-payment-or-throw';
import type { PaymentPath } from '@/lib/payments/payment-path-schema';
import { scaSessionsEndedBefore } from '@/lib/sca/sca-session-lifetime';
import { openScaStatuses } from '@/lib/sca/sca-transitions';
import type { DeferredRequestIdClaim } from '@/lib/xs2a/deferred-request-id-claim';

export type PaymentStatus = { status: TransactionStatus; fundsAvailable: boolean | null };

type Row = {
  claimedRows: number;
  status: TransactionStatus | null;
  fundsAvailable: boolean | null;
  hasUnfinishableSca: boolean | null;
};

/**
 * D37: getPaymentOrThrow's status and fundsAvailable in one prepared statement that carries the deferred X-Request-ID
 * claim; a payment with an SCA to end first (D29) takes getPaymentOrThrow's own path.
 */
export async function readPaymentStatus(input: {
  tppId: string;
  path: PaymentPath;
  now: Date;
  requestIdClaim: DeferredRequestIdClaim;
}): Promise<PaymentStatus> {
  const { service, product, paymentId } = input.path;
  const claim = input.requestIdClaim.pendingStatement();
  // Lookups by key only, so prepared (D31); the outer join keeps one row, and the claim's count, for an unknown id.
  const payment = Prisma.sql`
    SELECT p."status"::text AS "status", p."fundsAvailable",
      p."status" IN ('RCVD', 'PATC') AND EXISTS (
        SELECT 1 FROM "Authorisation" a
        WHERE (a."paymentId" = p."id" OR a."basketId" = p."basketId")
          AND a."scaStatus" = ANY(${openScaStatuses}::"ScaStatus"[])
          AND (a."linkUsedAt" <= ${scaSessionsEndedBefore(input.now)}::timestamp(3)
            OR (a."linkUsedAt" IS NULL AND a."linkExpiresAt" <= ${input.now}::timestamp(3)))
      ) AS "hasUnfinishableSca"
    FROM "Payment" p
    WHERE p."id" = ${paymentId ?? ''} AND p."tppId" = ${input.tppId}
      AND p."service" = ${storedService(service)}::"PaymentService" AND p."product" = ${product}`;
  const statement = claim
    ? Prisma.sql`WITH claim AS (${claim})
      SELECT (SELECT count(*) FROM claim)::int AS "claimedRows", payment.* FROM (SELECT 1) AS one LEFT JOIN (${payment}) AS payment ON true`
    : Prisma.sql`SELECT 0 AS "claimedRows", payment.* FROM (SELECT 1) AS one LEFT JOIN (${payment}) AS payment ON true`;
  const [row] = await queryRows<Row>(statement, { prepared: true });
  if (claim) await input.requestIdClaim.settle(row?.claimedRows ?? 0);
  if (!row?.status || row.hasUnfinishableSca) {
    // The 404 and the SCAs to end are getPaymentOrThrow's, word for word.
    const payment = await getPaymentOrThrow(input);
    return { status: payment.status, fundsAvailable: payment.fundsAvailable };
  }
  return { status: row.status, fundsAvailable: row.fundsAvailable };
}
