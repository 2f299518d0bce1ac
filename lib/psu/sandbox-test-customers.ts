import { knownCustomers } from '@/lib/sandbox/known-state/known-customers';

/** A private customer of the sandbox's known state, who signs in on the PSU pages, and the companies they act for. */
export type SandboxTestCustomer = { number: string; name: string; companies: string[] };

/**
 * D10: the test customers every hint on the PSU pages names (SCA sign-in, "My consents", help), taken from the known
 * state itself so that a hint never names a number the sandbox does not have. Companies are not signed in as (D29).
 */
export const sandboxTestCustomers: readonly SandboxTestCustomer[] = knownCustomers
  .filter((customer) => customer.customerType === 'PRIVATE')
  .map((customer) => ({
    number: customer.customerNumber,
    name: customer.customerName,
    companies: knownCustomers
      .filter((company) => company.delegateCustomerNumber === customer.customerNumber)
      .map((company) => company.customerName),
  }));
