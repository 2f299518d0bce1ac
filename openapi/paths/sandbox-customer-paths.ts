import {
  createCustomerExample,
  customerExample,
  customerWithAccountsExample,
  customersExample,
} from '@/openapi/examples/sandbox-examples';
import { ref } from '@/openapi/components/json-schema';
import { sandboxCreate } from './sandbox-create';
import { operation, queryParameter } from './operation';

const customerId = { name: 'customerId', description: 'customerId of a customer of this sandbox.' };
const include = [
  queryParameter('withAccounts', 'true: include the accounts and card accounts each customer owns.', {
    type: 'string',
    enum: ['true', 'false'],
  }),
  queryParameter('withAgreements', 'true: include the agreements each customer owns or is engaged in.', {
    type: 'string',
    enum: ['true', 'false'],
  }),
];

export const sandboxCustomerPaths = {
  '/v1/sandbox/initialize': {
    post: operation({
      operationId: 'initializeSandbox',
      summary: "Reset this TPP's sandbox to the known state",
      description:
        "Spec 4: removes everything in this TPP's sandbox (customers, accounts, card accounts, agreements, engagements, balances, transactions, and the consents and payments on them) and creates the known state: private customers 13039319955 and 12085592767 with 2 accounts and a card account each, corporate customers 18129215603 and 20079518612 with 2 accounts each and an agreement that lets one private customer register and view. Every account gets closingBooked and expected balances and the same transactions over the last 120 days, booked and pending; only ids are new. No body (an empty object is accepted). Other TPPs' sandboxes are untouched.",
      success: {
        status: 200,
        description: 'The customers created, with their accounts, card accounts and agreements.',
        schema: {
          type: 'object',
          properties: { customers: { type: 'array', items: ref('Customer') } },
          required: ['customers'],
          additionalProperties: false,
        },
        example: customersExample,
      },
    }),
  },
  '/v1/sandbox/customers': {
    get: operation({
      operationId: 'listSandboxCustomers',
      summary: "List this TPP's sandbox customers",
      description: 'Spec 5. In customerNumber order. Unknown or repeated query parameters are 400 FORMAT_ERROR.',
      query: include,
      success: { status: 200, description: 'The customers.', schema: ref('Customers'), example: customersExample },
    }),
    post: sandboxCreate({
      operationId: 'createSandboxCustomer',
      summary: 'Create a sandbox customer',
      description:
        "customerNumber is an 11-digit Norwegian national identity number with valid check digits, unique in this sandbox; it is what the PSU types on the sandbox SCA page. A PRIVATE customer gets its own agreement at once; a CORPORATE customer's agreements are created with POST /v1/sandbox/agreements.",
      requestSchema: 'CreateCustomerRequest',
      requestExample: createCustomerExample,
      created: { description: 'The customer.', schema: 'Customer', example: customerExample },
    }),
  },
  '/v1/sandbox/customers/{customerId}': {
    get: operation({
      operationId: 'getSandboxCustomer',
      summary: 'Read a sandbox customer',
      description: 'Takes the same withAccounts and withAgreements as the list.',
      pathParameters: [customerId],
      query: include,
      success: {
        status: 200,
        description: 'The customer.',
        schema: ref('Customer'),
        example: customerWithAccountsExample,
      },
    }),
    delete: operation({
      operationId: 'deleteSandboxCustomer',
      summary: 'Delete a sandbox customer',
      description:
        'Deletes the customer with its accounts, card accounts, agreements and engagements, their balances and transactions, and its consents.',
      pathParameters: [customerId],
      success: { status: 204, description: 'Deleted.' },
    }),
  },
};
