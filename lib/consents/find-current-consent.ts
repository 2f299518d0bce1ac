import { consentedAccountCondition } from '@/lib/accounts/consented-resources';
import {
  consentedAccountsJsonSql,
  type ConsentedAccountJson,
  type ConsentedAccountsRead,
} from '@/lib/accounts/read-consented-accounts';
import { bankDataOwnerId } from '@/lib/tpp/bank-data-owner-id';
import { queryRows } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import type { ConsentStatus, PsuContext } from '@/lib/generated/prisma/enums';

export type CurrentConsent = {
  id: string;
  status: ConsentStatus;
  validUntil: Date | null;
  frequencyPerDay: number;
  recurringIndicator: boolean;
  lastScaAt: Date | null;
  statusChangedAt: Date;
};

/** What the AIS guard needs about the PSU a request names, read at once. */
export type PsuConsentState = {
  customer: { id: string; customerNumber: string; customerName: string };
  /** The agreement of PSU-Corporate-ID; null without the header, or when this TPP was never given that id. */
  agreementId: string | null;
  /** The addressed context's valid consent, else its latest ended grant, else null (never granted). */
  consent: CurrentConsent | null;
  /** Whether the PSU holds a valid corporate consent with this TPP; only asked when `consent` is not valid. */
  hasValidCorporateConsent: boolean;
  /** The accounts and card accounts `consent` lists. */
  accountIds: string[];
  cardAccountIds: string[];
  /** The accounts asked for (`accounts`) as the statement gives them (`toConsentedAccounts` reads them); none unless `consent` is valid. */
  accounts: ConsentedAccountJson[];
};

type Row = {
  claimedRows: number | null;
  customerId: string | null;
  customerNumber: string;
  customerName: string;
  agreementId: string | null;
  consentId: string | null;
  status: ConsentStatus | null;
  validUntil: Date | null;
  frequencyPerDay: number | null;
  recurringIndicator: boolean | null;
  lastScaAt: Date | null;
  statusChangedAt: Date | null;
  hasValidCorporateConsent: boolean;
  accountIds: string[];
  cardAccountIds: string[];
  accounts: ConsentedAccountJson[] | null;
};

export type FindCurrentConsentInput = {
  tppId: string;
  psuId: string;
  psuCorporateId: string | null;
  context: PsuContext;
  requestIdClaim?: Prisma.Sql | null;
  accounts?: ConsentedAccountsRead;
};

/**
 * D8, D31: in one statement, the PSU behind PSU-ID, the agreement behind PSU-Corporate-ID, the addressed context's
 * consent (the valid one, else the latest ended grant) and its resources, with the deferred X-Request-ID claim and the
 * consented `accounts`. `found` is null when this TPP was never given the PSU-ID.
 */
export async function findCurrentConsent(
  input: FindCurrentConsentInput,
): Promise<{ found: PsuConsentState | null; claimedRows: number }> {
  const guard = Prisma.sql`
    SELECT cu."id" AS "customerId", cu."customerNumber", cu."customerName", cp."agreementId",
      k."id" AS "consentId", k."status"::text AS "status", k."validUntil", k."frequencyPerDay", k."recurringIndicator", k."lastScaAt", k."statusChangedAt",
      CASE WHEN k."status" = 'valid' THEN false ELSE EXISTS (
        SELECT 1 FROM "Consent" v WHERE v."tppId" = p."tppId" AND v."customerId" = cu."id" AND v."context" = 'CORPORATE' AND v."status" = 'valid'
      ) END AS "hasValidCorporateConsent",
      ARRAY(SELECT ca."accountId" FROM "ConsentAccount" ca WHERE ca."consentId" = k."id" AND ca."accountId" IS NOT NULL) AS "accountIds",
      ARRAY(SELECT ca."cardAccountId" FROM "ConsentAccount" ca WHERE ca."consentId" = k."id" AND ca."cardAccountId" IS NOT NULL) AS "cardAccountIds",
      ${input.accounts ? consentedAccountsJsonSql(validConsentAccounts(input.context, input.accounts), input.accounts.withBalances) : Prisma.sql`NULL::json`} AS "accounts"
    FROM "PsuPseudonym" p
    JOIN "Customer" cu ON cu."tppId" = ${bankDataOwnerId(input.tppId)} AND cu."customerNumber" = p."customerNumber"
    LEFT JOIN "CorporatePseudonym" cp ON cp."id" = ${input.psuCorporateId}::uuid AND cp."tppId" = p."tppId"
    LEFT JOIN LATERAL (
      SELECT c.* FROM "Consent" c
      WHERE c."tppId" = p."tppId" AND c."customerId" = cu."id" AND c."context" = ${input.context}::"PsuContext"
        AND c."agreementId" IS NOT DISTINCT FROM cp."agreementId"
        AND c."status" IN ('valid', 'revokedByPsu', 'expired', 'terminatedByTpp')
      ORDER BY c."status" = 'valid' DESC, c."statusChangedAt" DESC
      LIMIT 1
    ) k ON true
    WHERE p."id" = ${input.psuId.toLowerCase()}::uuid AND p."tppId" = ${input.tppId}`;
  // Lookups by key only: prepared, so PostgreSQL plans it once per connection (D31). The outer join keeps one row,
  // and with it the claim's count, when the PSU-ID is unknown.
  const statement = input.requestIdClaim
    ? Prisma.sql`WITH claim AS (${input.requestIdClaim})
      SELECT (SELECT count(*) FROM claim)::int AS "claimedRows", guard.* FROM (SELECT 1) AS one LEFT JOIN (${guard}) AS guard ON true`
    : Prisma.sql`SELECT 0 AS "claimedRows", guard.* FROM (SELECT 1) AS one LEFT JOIN (${guard}) AS guard ON true`;
  const [row] = await queryRows<Row>(statement, { prepared: true });
  const claimedRows = row?.claimedRows ?? 0;
  if (!row?.customerId) return { found: null, claimedRows };
  const consent: CurrentConsent | null =
    row.consentId && row.status && row.statusChangedAt
      ? {
          id: row.consentId,
          status: row.status,
          validUntil: row.validUntil,
          frequencyPerDay: row.frequencyPerDay ?? 0,
          recurringIndicator: row.recurringIndicator ?? false,
          lastScaAt: row.lastScaAt,
          statusChangedAt: row.statusChangedAt,
        }
      : null;
  return {
    found: {
      customer: { id: row.customerId, customerNumber: row.customerNumber, customerName: row.customerName },
      agreementId: row.agreementId,
      consent,
      hasValidCorporateConsent: row.hasValidCorporateConsent,
      accountIds: row.accountIds,
      cardAccountIds: row.cardAccountIds,
      accounts: row.accounts ?? [],
    },
    claimedRows,
  };
}

/** The consented-account rule over the guard's own columns: the consent `k`, its customer `cu` and agreement `cp`. */
function validConsentAccounts(context: PsuContext, read: ConsentedAccountsRead): Prisma.Sql {
  const rule = consentedAccountCondition({
    ids: Prisma.sql`ARRAY(SELECT ca."accountId" FROM "ConsentAccount" ca WHERE ca."consentId" = k."id" AND ca."accountId" IS NOT NULL)`,
    customerId: Prisma.sql`cu."id"`,
    agreementId: Prisma.sql`COALESCE(cp."agreementId", '')`,
    context,
  });
  const oneAccount = read.accountId === undefined ? Prisma.empty : Prisma.sql` AND account."id" = ${read.accountId}`;
  return Prisma.sql`k."status" = 'valid' AND ${rule}${oneAccount}`;
}
