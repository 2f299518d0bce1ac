import { newCustomerNumber, type SandboxTpp } from '@/tests/integration/support/sandbox-tpp';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';

export type PostSandboxCustomerInput = {
  customerType: 'PRIVATE' | 'CORPORATE';
  customerName: string;
  /** A new customer number unless given. */
  customerNumber?: string;
};

/** POSTs a customer to the TPP's sandbox (D16); the answer, whatever it is. */
export function postSandboxCustomer(tpp: SandboxTpp, input: PostSandboxCustomerInput): Promise<TppResponse> {
  const { customerType, customerName, customerNumber = newCustomerNumber() } = input;
  return tpp.post('/v1/sandbox/customers', { customerNumber, customerType, customerName });
}
