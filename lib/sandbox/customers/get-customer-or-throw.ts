import { readSnapshot } from '@/lib/database/read-snapshot';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { resourceUnknown } from '@/lib/sandbox/shared/resource-unknown';
import { findCustomerViews } from './find-customer-views';

export type GetCustomerOrThrowInput = {
  tppId: string;
  customerId: string;
  withAccounts?: boolean;
  withAgreements?: boolean;
};

/** GET /v1/sandbox/customers/{customerId}, with the same `withAccounts` and `withAgreements` as the list. */
export async function getCustomerOrThrow(input: GetCustomerOrThrowInput): Promise<SandboxCustomerView> {
  const [customer] = await readSnapshot((client) => findCustomerViews(input, client));
  if (!customer) throw resourceUnknown('customer');
  return customer;
}
