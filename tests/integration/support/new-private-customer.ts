import { expect } from 'vitest';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import type { SandboxTpp } from '@/tests/integration/support/sandbox-tpp';
import { postSandboxCustomer } from '@/tests/integration/support/post-sandbox-customer';

/** A private customer with a new customer number, created in the TPP's sandbox through the API. */
export async function newPrivateCustomer(tpp: SandboxTpp, customerName: string): Promise<SandboxCustomerView> {
  const created = await postSandboxCustomer(tpp, { customerType: 'PRIVATE', customerName });
  expect(created.status).toBe(201);
  return created.body as SandboxCustomerView;
}
