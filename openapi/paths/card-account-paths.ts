import { ref } from '@/openapi/components/json-schema';
import {
  cardAccountBalancesExample,
  cardAccountExample,
  cardAccountListExample,
  cardTransactionReportExample,
} from '@/openapi/examples/account-information-examples';
import { consentNote, guarded, limited, reportNote, tag, transactionReportQuery, withBalance } from './account-paths';
import { operation } from './operation';

// D20: card accounts have the consent guard and the limits of accounts, counted separately.
const cardAccountId = {
  name: 'account-id',
  description: 'resourceId from the card account list; any other id is the same 404 RESOURCE_UNKNOWN (D15).',
};
const limitNote = 'Without PSU-IP-Address the limits of accounts apply, counted per card account (D20).';

export const cardAccountPaths = {
  '/v1/card-accounts': {
    get: operation({
      tag,
      ...guarded,
      moreErrors: limited.moreErrors,
      withoutErrors: [404],
      operationId: 'getCardAccountList',
      summary: 'List the consented card accounts',
      description: `${consentNote} withBalance=true counts as a balances read of each card account.`,
      query: [withBalance],
      success: {
        status: 200,
        description: 'The card accounts.',
        schema: ref('CardAccountList'),
        example: cardAccountListExample,
      },
    }),
  },
  '/v1/card-accounts/{account-id}': {
    get: operation({
      tag,
      ...guarded,
      moreErrors: limited.moreErrors,
      operationId: 'readCardAccount',
      summary: 'Read a consented card account',
      description: `${consentNote} withBalance=true counts as a balances read.`,
      pathParameters: [cardAccountId],
      query: [withBalance],
      success: {
        status: 200,
        description: 'The card account.',
        schema: ref('OneCardAccount'),
        example: cardAccountExample,
      },
    }),
  },
  '/v1/card-accounts/{account-id}/balances': {
    get: operation({
      tag,
      ...limited,
      operationId: 'getCardAccountBalances',
      summary: 'Read the balances of a card account',
      description: `closingBooked and expected, and interimBooked when the card has it (release 1.23.7). ${consentNote} ${limitNote}`,
      pathParameters: [cardAccountId],
      success: {
        status: 200,
        description: 'The balances.',
        schema: ref('ReadCardAccountBalanceResponse200'),
        example: cardAccountBalancesExample,
      },
    }),
  },
  '/v1/card-accounts/{account-id}/transactions': {
    get: operation({
      tag,
      ...limited,
      operationId: 'getCardAccountTransactionList',
      summary: 'Read the transaction report of a card account',
      description: `Card transactions with card acceptor information (release 1.23.2); transactionAmount in the card account's currency, originalAmount and currencyExchange in the acceptor's (D15). ${reportNote} ${consentNote} ${limitNote}`,
      pathParameters: [cardAccountId],
      query: transactionReportQuery,
      success: {
        status: 200,
        description: 'A page of the report.',
        schema: ref('CardAccountsTransactionsResponse200'),
        example: cardTransactionReportExample,
      },
    }),
  },
};
