import { deleteCustomer } from '@/lib/sandbox/customers/delete-customer';
import { getCustomerOrThrow } from '@/lib/sandbox/customers/get-customer-or-throw';
import { customerQuerySchema } from '@/lib/sandbox/customers/customer-schemas';
import { searchParamsObject } from '@/lib/sandbox/shared/search-params-object';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

type Params = { customerId: string };

// GET /v1/sandbox/customers/{customerId} – read one sandbox customer
export const GET = withXs2a<Params>(
  async ({ tpp, params, query }) => ({
    status: 200,
    body: await getCustomerOrThrow({
      tppId: tpp.id,
      customerId: params.customerId,
      ...parseInput(customerQuerySchema, searchParamsObject(query)),
    }),
  }),
  { operation: 'getSandboxCustomer', isSandboxOnly: true },
);

// DELETE /v1/sandbox/customers/{customerId} – delete a sandbox customer with everything it owns
export const DELETE = withXs2a<Params>(
  async ({ tpp, params }) => {
    await deleteCustomer({ tppId: tpp.id, customerId: params.customerId });
    return { status: 204 };
  },
  { operation: 'deleteSandboxCustomer', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH } = otherMethods(['DELETE', 'GET']);
