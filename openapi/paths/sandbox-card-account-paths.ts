import {
  cardAccountBalancesExample,
  cardAccountExample,
  cardAccountReadExample,
  cardBalancesExample,
  cardTransactionExample,
  createCardAccountExample,
  createCardTransactionExample,
} from '@/openapi/examples/sandbox-examples';
import { ref } from '@/openapi/components/json-schema';
import { createdIdParameter, sandboxCreate } from './sandbox-create';
import { operation, queryParameter } from './operation';
import { transactionListQuery, transactionOrder } from './sandbox-account-paths';

const mockCardAccountId = createdIdParameter('mockCardAccountId', 'resourceId of a card account', 'card-accounts');

export const sandboxCardAccountPaths = {
  '/v1/sandbox/card-accounts': {
    post: sandboxCreate({
      operationId: 'createSandboxCardAccount',
      summary: 'Create a sandbox card account',
      description:
        "Spec \"Create sandbox card account\". customerNumber makes the owner: a private customer's card account joins its agreement and account list; a corporate customer's only through an engagement (by maskedPan) in the corporation's agreement. maskedPan shows at most the first six and last four digits (a full PAN is refused), and is not the maskedPan of another card account of the same customer (an engagement names a card account by it). creditLimit and balances (closingBooked, expected, interimBooked) are in the card account's currency. expiry is YYYY-MM.",
      requestSchema: 'CreateCardAccountRequest',
      requestExample: createCardAccountExample,
      created: { description: 'The card account.', schema: 'CardAccount', example: cardAccountExample },
    }),
  },
  '/v1/sandbox/card-accounts/{mockCardAccountId}': {
    get: operation({
      operationId: 'getSandboxCardAccount',
      summary: 'Read a sandbox card account',
      description: 'Spec "Get a sandbox card account": the fields wrapped in cardAccount, without customerNumber.',
      pathParameters: [mockCardAccountId],
      success: {
        status: 200,
        description: 'The card account.',
        schema: ref('CardAccountRead'),
        example: cardAccountReadExample,
      },
    }),
  },
  '/v1/sandbox/card-accounts/{mockCardAccountId}/balances': {
    put: operation({
      operationId: 'replaceSandboxCardAccountBalances',
      summary: "Update a sandbox card account's balances",
      description:
        'Spec "Change card account balance". closingBooked, expected and interimBooked (release 1.23.7), each at most once, in the card account\'s currency, set those balance types; the types not sent keep their balances. The spec shows no response; this one answers 200 with every balance now held.',
      pathParameters: [mockCardAccountId],
      requestSchema: 'CardAccountBalancesRequest',
      requestExample: cardAccountBalancesExample,
      success: {
        status: 200,
        description: 'The balances now held.',
        schema: ref('Balances'),
        example: cardBalancesExample,
      },
    }),
  },
  '/v1/sandbox/card-accounts/{mockCardAccountId}/transactions': {
    get: operation({
      operationId: 'listSandboxCardAccountTransactions',
      summary: "List a sandbox card account's transactions",
      description: transactionOrder,
      pathParameters: [mockCardAccountId],
      query: [
        queryParameter('bookingStatus', 'booked, pending or both (the default).', {
          type: 'string',
          enum: ['booked', 'pending', 'both'],
          default: 'both',
        }),
        ...transactionListQuery,
      ],
      success: {
        status: 200,
        description: 'The card transactions.',
        schema: { type: 'array', items: ref('CardTransaction') },
        example: [cardTransactionExample],
      },
    }),
    post: sandboxCreate({
      operationId: 'createSandboxCardAccountTransaction',
      summary: 'Create a sandbox card transaction',
      description:
        "The amount is signed int32 minor units in the card account's currency (negative: a purchase). Dates as for account transactions; transactionDate (the day the card was used) is not after the booking date. A purchase abroad gives originalAmount and exchangeRate (a decimal string; it needs originalAmount). cardAcceptorCountry is ISO 3166-1 alpha-2, merchantCategoryCode four digits.",
      pathParameters: [mockCardAccountId],
      requestSchema: 'CreateCardTransactionRequest',
      requestExample: createCardTransactionExample,
      created: { description: 'The card transaction.', schema: 'CardTransaction', example: cardTransactionExample },
    }),
  },
  '/v1/sandbox/card-accounts/{mockCardAccountId}/transactions/{transactionId}': {
    get: operation({
      operationId: 'getSandboxCardAccountTransaction',
      summary: 'Read one sandbox card transaction',
      description: "Where a card transaction's _links.self points.",
      pathParameters: [
        mockCardAccountId,
        { name: 'transactionId', description: 'id of a transaction of that card account.' },
      ],
      success: {
        status: 200,
        description: 'The card transaction.',
        schema: ref('CardTransaction'),
        example: cardTransactionExample,
      },
    }),
  },
};
