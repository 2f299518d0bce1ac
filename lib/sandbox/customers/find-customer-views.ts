import { isResourceId } from '@/lib/ids/is-resource-id';
import { presentSandboxAccount } from '@/lib/sandbox/accounts/present-sandbox-account';
import { presentSandboxAgreement, type SandboxAgreementView } from '@/lib/sandbox/agreements/present-sandbox-agreement';
import { presentSandboxCardAccount } from '@/lib/sandbox/card-accounts/present-sandbox-card-account';
import { presentCustomer, type SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import type { DbClient } from '@/lib/database/db-client';
import {
  accountInclude,
  agreementInclude,
  cardAccountInclude,
  type AgreementRecord,
} from '@/lib/sandbox/shared/includes';

export type FindCustomerViewsInput = {
  tppId: string;
  /** Only this customer (GET /v1/sandbox/customers/{customerId}). */
  customerId?: string;
  withAccounts?: boolean;
  withAgreements?: boolean;
};

/**
 * The TPP's own sandbox customers by customerNumber, with accounts and agreements on request, in a fixed number of
 * queries scoped by tppId. Call it inside one snapshot (readSnapshot or initialize's transaction, D21).
 */
export async function findCustomerViews(
  input: FindCustomerViewsInput,
  client: DbClient,
): Promise<SandboxCustomerView[]> {
  const { tppId } = input;
  if (input.customerId !== undefined && !isResourceId(input.customerId)) return [];
  const customers = await client.customer.findMany({
    where: { tppId, ...(input.customerId === undefined ? {} : { id: input.customerId }) },
    orderBy: { customerNumber: 'asc' },
  });
  if (customers.length === 0) return [];
  const ids = customers.map((customer) => customer.id);
  // One after the other: inside initialize's transaction the queries share one connection.
  const accounts = input.withAccounts
    ? await client.account.findMany({
        where: { tppId, ownerCustomerId: { in: ids } },
        include: accountInclude,
        orderBy: { iban: 'asc' },
      })
    : null;
  const cardAccounts = input.withAccounts
    ? await client.cardAccount.findMany({
        where: { tppId, ownerCustomerId: { in: ids } },
        include: cardAccountInclude,
        orderBy: [{ maskedPan: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      })
    : null;
  const agreements = input.withAgreements
    ? await client.agreement.findMany({
        where: {
          tppId,
          OR: [{ ownerCustomerId: { in: ids } }, { engagements: { some: { tppId, customerId: { in: ids } } } }],
        },
        include: agreementInclude,
        orderBy: [{ name: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      })
    : null;
  return customers.map((customer) =>
    presentCustomer(customer, {
      ...(accounts
        ? { accounts: accounts.filter((account) => account.ownerCustomerId === customer.id).map(presentSandboxAccount) }
        : {}),
      ...(cardAccounts
        ? {
            cardAccounts: cardAccounts
              .filter((card) => card.ownerCustomerId === customer.id)
              .map(presentSandboxCardAccount),
          }
        : {}),
      ...(agreements ? { agreements: agreementsOf(customer.id, agreements) } : {}),
    }),
  );
}

// A customer's own agreement first, then those it acts in for others.
function agreementsOf(customerId: string, agreements: AgreementRecord[]): SandboxAgreementView[] {
  const owned = agreements.filter((agreement) => agreement.ownerCustomerId === customerId);
  const engaged = agreements.filter(
    (agreement) =>
      agreement.ownerCustomerId !== customerId &&
      agreement.engagements.some((engagement) => engagement.customerId === customerId),
  );
  return [...owned, ...engaged].map(presentSandboxAgreement);
}
