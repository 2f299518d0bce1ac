import { createCustomer } from '@/lib/sandbox/customers/create-customer';
import { listCustomers } from '@/lib/sandbox/customers/list-customers';
import { createCustomerSchema, customerQuerySchema } from '@/lib/sandbox/customers/customer-schemas';
import { searchParamsObject } from '@/lib/sandbox/shared/search-params-object';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

// GET /v1/sandbox/customers – list this TPP's sandbox customers
export const GET = withXs2a(
  async ({ tpp, query }) => ({
    status: 200,
    body: await listCustomers({ tppId: tpp.id, ...parseInput(customerQuerySchema, searchParamsObject(query)) }),
  }),
  { operation: 'listSandboxCustomers', isSandboxOnly: true },
);

// POST /v1/sandbox/customers – create a sandbox customer (a private one gets its own agreement)
export const POST = withXs2a(
  async ({ tpp, body }) => ({
    status: 201,
    body: await createCustomer({ tppId: tpp.id, customer: parseInput(createCustomerSchema, body) }),
  }),
  { operation: 'createSandboxCustomer', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
