import { Prisma } from '@/lib/generated/prisma/client';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import type { PsuContext } from '@/lib/generated/prisma/enums';

const consentRoles = ['REGISTER', 'VIEW'] as const;

/**
 * The engagement that must still exist for the PSU to see a resource in the consent's context: in the PSU's own
 * agreement (PRIVATE), or with REGISTER and VIEW in the chosen corporate agreement (CORPORATE, spec 10 and engagement
 * rule 1). A sandbox change that removes the engagement removes the access, whatever the consent lists.
 */
function engagementInContext(grant: AccountConsent): Prisma.EngagementWhereInput {
  return grant.context === 'CORPORATE'
    ? { customerId: grant.customer.id, agreementId: grant.agreementId ?? '', roles: { hasEvery: [...consentRoles] } }
    : { customerId: grant.customer.id, agreement: { ownerCustomerId: grant.customer.id } };
}

/** Accounts the consent covers and the PSU may still see (never another TPP's or another PSU's). */
export function consentedAccountsWhere(grant: AccountConsent, accountId?: string): Prisma.AccountWhereInput {
  const ids = accountId ? grant.accountIds.filter((id) => id === accountId) : grant.accountIds;
  return { id: { in: ids }, engagements: { some: engagementInContext(grant) } };
}

export function consentedCardAccountsWhere(
  grant: AccountConsent,
  cardAccountId?: string,
): Prisma.CardAccountWhereInput {
  const ids = cardAccountId ? grant.cardAccountIds.filter((id) => id === cardAccountId) : grant.cardAccountIds;
  return { id: { in: ids }, engagements: { some: engagementInContext(grant) } };
}

/** What the consented-account rule compares, as SQL: bound values, or the guard statement's own columns (D31). */
export type ConsentedAccountOperands = {
  ids: Prisma.Sql;
  customerId: Prisma.Sql;
  agreementId: Prisma.Sql;
  context: PsuContext;
};

/**
 * consentedAccountsWhere as SQL, for the raw statements of the hot path (D31): the same rule, kept beside it so that
 * the two cannot drift apart. `account` is the alias of the Account row in the statement.
 */
export function consentedAccountCondition(operands: ConsentedAccountOperands): Prisma.Sql {
  const context =
    operands.context === 'CORPORATE'
      ? Prisma.sql`e."agreementId" = ${operands.agreementId} AND e."roles" @> ARRAY[${Prisma.join([...consentRoles])}]::"EngagementRole"[]`
      : Prisma.sql`EXISTS (SELECT 1 FROM "Agreement" g WHERE g."id" = e."agreementId" AND g."ownerCustomerId" = ${operands.customerId})`;
  return Prisma.sql`account."id" = ANY(${operands.ids}) AND EXISTS (SELECT 1 FROM "Engagement" e WHERE e."accountId" = account."id" AND e."customerId" = ${operands.customerId} AND ${context})`;
}

/** The rule for a grant already decided: the consent's accounts (or the one asked for) as bound values. */
export function consentedAccountSql(grant: AccountConsent, accountId?: string): Prisma.Sql {
  const ids = accountId ? grant.accountIds.filter((id) => id === accountId) : grant.accountIds;
  if (ids.length === 0) return Prisma.sql`false`;
  return consentedAccountCondition({
    ids: Prisma.sql`${ids}::text[]`,
    customerId: Prisma.sql`${grant.customer.id}`,
    agreementId: Prisma.sql`${grant.agreementId ?? ''}`,
    context: grant.context,
  });
}
