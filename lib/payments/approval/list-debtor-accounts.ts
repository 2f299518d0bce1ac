import { bankDataOwnerId } from '@/lib/tpp/bank-data-owner-id';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { BalanceType, PsuContext } from '@/lib/generated/prisma/enums';
import { availableFunds } from '@/lib/payments/batch/available-funds';
import { isSameAccount } from '@/lib/payments/is-same-account';

/**
 * What a PSU may do with an account, in minor units (D7). null limit: the role is held without an amount limit (the
 * sandbox's private agreements set none). PRIVATE: the PSU's own account, approved in full.
 */
export type PaymentAuthority = {
  canRegister: boolean;
  registerLimit: bigint | null;
  canApprove: boolean;
  approvalLimit: bigint | null;
};

/** An account the PSU may pay from in the chosen context. */
export type DebtorAccount = {
  id: string;
  name: string;
  iban: string;
  bban: string | null;
  currency: string;
  /** D24's available funds (the lower of closingBooked and expected), in minor units, as the approval page shows it. */
  availableBalance: bigint;
  authority: PaymentAuthority;
};

type EngagementRow = {
  roles: string[];
  registerLimit: bigint | null;
  approvalLimit: bigint | null;
  account: {
    id: string;
    name: string | null;
    product: string | null;
    iban: string;
    bban: string | null;
    currency: string;
    ownerCustomerId: string;
    balances: { balanceType: BalanceType; amount: bigint }[];
  } | null;
};

export type ListDebtorAccountsInput = {
  tppId: string;
  customerId: string;
  context: PsuContext;
  agreementId: string | null;
  currency: string;
  /** The payment's creditor accounts (IBAN or BBAN): never offered, since a payment moves money to another account. */
  creditorAccounts: readonly string[];
};

/**
 * The accounts the PSU may pay from, in the payment's currency (D23): PRIVATE, the enabled accounts the PSU owns in
 * their own agreement; CORPORATE, the enabled accounts of the chosen agreement on which the PSU holds REGISTER or APPROVE
 * (spec "Sandbox engagement"), with the highest limit of each role across the PSU's engagements on the account; never
 * one of the payment's creditor accounts.
 */
export async function listDebtorAccounts(
  input: ListDebtorAccountsInput,
  client: Prisma.TransactionClient = db,
): Promise<DebtorAccount[]> {
  const engagements: EngagementRow[] = await client.engagement.findMany({
    where: {
      tppId: bankDataOwnerId(input.tppId),
      customerId: input.customerId,
      account: { status: 'enabled', currency: input.currency },
      ...(input.context === 'PRIVATE'
        ? { agreement: { ownerCustomerId: input.customerId } }
        : { agreementId: input.agreementId ?? '', roles: { hasSome: ['REGISTER', 'APPROVE'] } }),
    },
    select: {
      roles: true,
      registerLimit: true,
      approvalLimit: true,
      account: {
        select: {
          id: true,
          name: true,
          product: true,
          iban: true,
          bban: true,
          currency: true,
          ownerCustomerId: true,
          balances: { select: { balanceType: true, amount: true } },
        },
      },
    },
  });
  const byAccount = new Map<string, DebtorAccount>();
  for (const engagement of engagements) {
    const { account } = engagement;
    if (!account || (input.context === 'PRIVATE' && account.ownerCustomerId !== input.customerId)) continue;
    if (input.creditorAccounts.some((creditor) => isSameAccount({ iban: account.iban }, accountReference(creditor))))
      continue;
    const authority = input.context === 'PRIVATE' ? fullAuthority : authorityOf(engagement);
    const known = byAccount.get(account.id);
    byAccount.set(account.id, {
      id: account.id,
      name: account.name ?? account.product ?? account.iban,
      iban: account.iban,
      bban: account.bban,
      currency: account.currency,
      availableBalance: availableFunds(account.balances),
      authority: known ? widest(known.authority, authority) : authority,
    });
  }
  return [...byAccount.values()].sort((left, right) => left.name.localeCompare(right.name, 'nb'));
}

/** A stored creditor account, an IBAN or a Norwegian BBAN (D9), as a reference. */
function accountReference(account: string): { iban?: string; bban?: string } {
  return /^[A-Z]{2}/.test(account) ? { iban: account } : { bban: account };
}

const fullAuthority: PaymentAuthority = {
  canRegister: true,
  registerLimit: null,
  canApprove: true,
  approvalLimit: null,
};

function authorityOf(engagement: EngagementRow): PaymentAuthority {
  const canApprove = engagement.roles.includes('APPROVE');
  const canRegister = engagement.roles.includes('REGISTER');
  return {
    canRegister,
    registerLimit: canRegister ? engagement.registerLimit : null,
    canApprove,
    approvalLimit: canApprove ? engagement.approvalLimit : null,
  };
}

function widest(left: PaymentAuthority, right: PaymentAuthority): PaymentAuthority {
  return {
    canRegister: left.canRegister || right.canRegister,
    registerLimit: widestLimit(left.canRegister, left.registerLimit, right.canRegister, right.registerLimit),
    canApprove: left.canApprove || right.canApprove,
    approvalLimit: widestLimit(left.canApprove, left.approvalLimit, right.canApprove, right.approvalLimit),
  };
}

function widestLimit(leftHeld: boolean, left: bigint | null, rightHeld: boolean, right: bigint | null): bigint | null {
  if (!leftHeld) return right;
  if (!rightHeld) return left;
  if (left === null || right === null) return null;
  return left > right ? left : right;
}
