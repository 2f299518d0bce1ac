import { expect } from 'vitest';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { newCustomerNumber, type SandboxTpp } from '@/tests/integration/support/sandbox-tpp';

/** A private customer with a new customer number, created in the TPP's sandbox through the API. */
export async function newPrivateCustomer(tpp: SandboxTpp, customerName: string): Promise<SandboxCustomerView> {
  const created = await tpp.post('/v1/sandbox/customers', {
    customerNumber: newCustomerNumber(),
    customerType: 'PRIVATE',
    customerName,
  });
  expect(created.status).toBe(201);
  return created.body as SandboxCustomerView;
}
