import {
  accountBalancesExample,
  accountExample,
  balancesExample,
  createAccountExample,
  createTransactionExample,
  transactionExample,
} from '@/openapi/examples/sandbox-examples';
import { ref } from '@/openapi/components/json-schema';
import { createdIdParameter, sandboxCreate } from './sandbox-create';
import { operation, queryParameter } from './operation';

const mockAccountId = createdIdParameter('mockAccountId', 'resourceId of an account', 'accounts');

/** Paging and date filters shared by both transaction lists (spec "List sandbox account transactions"). */
export const transactionListQuery = [
  queryParameter('fromDate', 'Transactions from this date: booked ones by booking date, pending ones by value date.', {
    type: 'string',
    format: 'date',
  }),
  queryParameter('toDate', 'Transactions to this date. fromDate after toDate is 400 PARAMETER_NOT_CONSISTENT.', {
    type: 'string',
    format: 'date',
  }),
  queryParameter('offset', 'Number of transactions skipped before counting the limit.', {
    type: 'integer',
    format: 'int32',
    minimum: 0,
    default: 0,
  }),
  queryParameter(
    'limit',
    'Number of transactions returned: at least 1 (spec "Limits"), at most 1000, which is also the default.',
    { type: 'integer', format: 'int32', minimum: 1, maximum: 1000, default: 1000 },
  ),
];

export const transactionOrder =
  'Pending transactions first (newest value date first), then booked ones by booking date descending; ties by id descending, so paging is stable.';

export const sandboxAccountPaths = {
  '/v1/sandbox/accounts': {
    post: sandboxCreate({
      operationId: 'createSandboxAccount',
      summary: 'Create a sandbox account',
      description:
        "customerNumber makes the owner. A private owner's account joins its own agreement (OWNER, DISPOSAL, VIEW, REGISTER) and so its account list; a corporate owner's account appears to a PSU only through an engagement in the corporation's agreement. The account number is a Norwegian IBAN and/or BBAN with valid checksums (MOD97, MOD11), unique in this sandbox; without either a free one is picked. Balances are closingBooked and expected, in the account's currency.",
      requestSchema: 'CreateAccountRequest',
      requestExample: createAccountExample,
      created: { description: 'The account.', schema: 'Account', example: accountExample },
    }),
  },
  '/v1/sandbox/accounts/{mockAccountId}': {
    get: operation({
      operationId: 'getSandboxAccount',
      summary: 'Read a sandbox account',
      description: 'The same shape as the create response.',
      pathParameters: [mockAccountId],
      success: { status: 200, description: 'The account.', schema: ref('Account'), example: accountExample },
    }),
    delete: operation({
      operationId: 'deleteSandboxAccount',
      summary: 'Delete a sandbox account',
      description: 'With its balances, transactions and engagements.',
      pathParameters: [mockAccountId],
      success: { status: 204, description: 'Deleted.' },
    }),
  },
  '/v1/sandbox/accounts/{mockAccountId}/balances': {
    put: operation({
      operationId: 'replaceSandboxAccountBalances',
      summary: "Update a sandbox account's balances",
      description:
        "Release 1.17.1, the balances to update. Each Balance entry given (closingBooked, expected; each at most once, in the account's currency) sets that balance type; the types not sent keep their balances. The spec shows no response; this one answers 200 with every balance now held.",
      pathParameters: [mockAccountId],
      requestSchema: 'AccountBalancesRequest',
      requestExample: accountBalancesExample,
      success: {
        status: 200,
        description: 'The balances now held.',
        schema: ref('Balances'),
        example: balancesExample,
      },
    }),
  },
  '/v1/sandbox/accounts/{mockAccountId}/transactions': {
    get: operation({
      operationId: 'listSandboxAccountTransactions',
      summary: "List a sandbox account's transactions",
      description: `Every transaction of the account, hand-made ones and those of sandbox payments, as an array of Sandbox transactions. ${transactionOrder}`,
      pathParameters: [mockAccountId],
      query: transactionListQuery,
      success: {
        status: 200,
        description: 'The transactions.',
        schema: { type: 'array', items: ref('Transaction') },
        example: [transactionExample],
      },
    }),
    post: sandboxCreate({
      operationId: 'createSandboxAccountTransaction',
      summary: 'Create a sandbox transaction on an account',
      description:
        "The amount is signed int32 minor units in the account's currency (negative: a debit). A booked transaction needs a bookingDate; a pending one has none. Booking and value dates are not in the future (the bank's date, Europe/Oslo) and the booking date is not after the value date. A debtorAccount that is another account of this sandbox is refused: money between sandbox accounts moves with a payment. The account itself is the debtor of a debit and the creditor of a credit; it is filled in when left out. valueDate defaults to bookingDate (pending: today).",
      pathParameters: [mockAccountId],
      requestSchema: 'CreateTransactionRequest',
      requestExample: createTransactionExample,
      created: { description: 'The transaction.', schema: 'Transaction', example: transactionExample },
    }),
  },
  '/v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId}': {
    get: operation({
      operationId: 'getSandboxAccountTransaction',
      summary: 'Read one sandbox account transaction',
      description: "Where a transaction's _links.self points.",
      pathParameters: [mockAccountId, { name: 'transactionId', description: 'id of a transaction of that account.' }],
      success: {
        status: 200,
        description: 'The transaction.',
        schema: ref('Transaction'),
        example: transactionExample,
      },
    }),
  },
};
