import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { findCustomerViews } from '@/lib/sandbox/customers/find-customer-views';
import { buildKnownState } from '@/lib/sandbox/known-state/build-known-state';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { insertRows } from '@/lib/sandbox/shared/insert-rows';

export type InitializeSandboxInput = { tppId: string; now?: Date };

/**
 * Spec 4, D16: resets this TPP's sandbox to the known state in one transaction and answers with the customers created
 * (with their accounts, card accounts and agreements). Other TPPs' sandboxes are not touched.
 */
export async function initializeSandbox(input: InitializeSandboxInput): Promise<{ customers: SandboxCustomerView[] }> {
  const { tppId } = input;
  const rows = buildKnownState({ tppId, today: bankDate(input.now ?? new Date()), createId: newId });
  return db.$transaction(
    async (tx) => {
      // Two initializes of one TPP at once would both insert the same customer numbers: the second waits for the first.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`sandbox-initialize:${tppId}`}, 0))`;
      // Payments keep their rows when a customer or account goes (SET NULL); in a reset they go with the sandbox.
      await tx.payment.deleteMany({
        where: { tppId, OR: [{ customerId: { not: null } }, { debtorAccountId: { not: null } }] },
      });
      await tx.customer.deleteMany({ where: { tppId } });
      await insertRows(tx, 'Customer', rows.customers);
      await insertRows(tx, 'Agreement', rows.agreements);
      await insertRows(tx, 'Account', rows.accounts);
      await insertRows(tx, 'CardAccount', rows.cardAccounts);
      await insertRows(tx, 'Engagement', rows.engagements);
      await insertRows(tx, 'Balance', rows.balances);
      await insertRows(tx, 'Transaction', rows.transactions);
      return { customers: await findCustomerViews({ tppId, withAccounts: true, withAgreements: true }, tx) };
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
}
