import { bankDataOwnerId } from '@/lib/tpp/bank-data-owner-id';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { PsuContext } from '@/lib/generated/prisma/enums';
import { consentRoles } from '@/lib/psu/corporate-agreements';

/** An account or card account the PSU may share in a context; `choiceId` is what the consent form posts. */
export type AvailableAccount = {
  choiceId: string;
  kind: 'account' | 'card';
  id: string;
  name: string;
  iban: string | null;
  maskedPan: string | null;
  currency: string;
};

type AccountRow = {
  id: string;
  name: string | null;
  product: string | null;
  iban: string;
  currency: string;
  status: string;
};
type CardRow = {
  id: string;
  name: string | null;
  product: string | null;
  maskedPan: string;
  currency: string;
  status: string;
};

const accountSelect = { id: true, name: true, product: true, iban: true, currency: true, status: true } as const;
const cardSelect = { id: true, name: true, product: true, maskedPan: true, currency: true, status: true } as const;

export type ListAvailableAccountsInput = {
  tppId: string;
  customerId: string;
  context: PsuContext;
  agreementId: string | null;
};

/**
 * Spec 10: PRIVATE offers the enabled accounts and card accounts of the PSU's own agreement; CORPORATE those of the
 * chosen corporate agreement on which the PSU has engagements with REGISTER and VIEW (spec "Sandbox engagement" rule
 * 1). The same engagements decide what the account endpoints show later (D15).
 */
export async function listAvailableAccounts(input: ListAvailableAccountsInput): Promise<AvailableAccount[]> {
  const inContext: Prisma.EngagementWhereInput =
    input.context === 'PRIVATE'
      ? { agreement: { ownerCustomerId: input.customerId } }
      : { agreementId: input.agreementId ?? '', roles: { hasEvery: [...consentRoles] } };
  const engagements = await db.engagement.findMany({
    where: { tppId: bankDataOwnerId(input.tppId), customerId: input.customerId, ...inContext },
    select: { account: { select: accountSelect }, cardAccount: { select: cardSelect } },
  });
  const accounts = engagements.flatMap(({ account }) => (account?.status === 'enabled' ? [fromAccount(account)] : []));
  const cards = engagements.flatMap(({ cardAccount }) =>
    cardAccount?.status === 'enabled' ? [fromCard(cardAccount)] : [],
  );
  const unique = [...new Map([...accounts, ...cards].map((account) => [account.choiceId, account])).values()];
  return unique.sort((left, right) =>
    left.kind === right.kind ? left.name.localeCompare(right.name, 'nb') : left.kind === 'account' ? -1 : 1,
  );
}

function fromAccount(account: AccountRow): AvailableAccount {
  return {
    choiceId: `account:${account.id}`,
    kind: 'account',
    id: account.id,
    name: account.name ?? account.product ?? account.iban,
    iban: account.iban,
    maskedPan: null,
    currency: account.currency,
  };
}

function fromCard(card: CardRow): AvailableAccount {
  return {
    choiceId: `card:${card.id}`,
    kind: 'card',
    id: card.id,
    name: card.name ?? card.product ?? card.maskedPan,
    iban: null,
    maskedPan: card.maskedPan,
    currency: card.currency,
  };
}
