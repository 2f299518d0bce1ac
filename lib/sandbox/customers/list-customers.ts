import { readSnapshot } from '@/lib/database/read-snapshot';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { findCustomerViews } from './find-customer-views';

export type ListCustomersInput = { tppId: string; withAccounts?: boolean; withAgreements?: boolean };

/** GET /v1/sandbox/customers (spec 5): this TPP's sandbox customers only (D4). */
export async function listCustomers(input: ListCustomersInput): Promise<{ customers: SandboxCustomerView[] }> {
  return { customers: await readSnapshot((client) => findCustomerViews(input, client)) };
}
