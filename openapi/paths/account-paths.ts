import { ref } from '@/openapi/components/json-schema';
import {
  accountBalancesExample,
  accountExample,
  accountListExample,
  transactionDetailsExample,
  transactionReportExample,
} from '@/openapi/examples/account-information-examples';
import { operation, queryParameter } from './operation';

// Account information (D15): every read goes through the consent guard, found by PSU-ID (+ PSU-Corporate-ID).
export const tag = 'Account information';
export const roles = ['PSP_AI' as const];
export const accountId = {
  name: 'account-id',
  description:
    "resourceId from the account list. Any other id (unknown, another TPP's, another PSU's, outside the consent, closed) is the same 404 RESOURCE_UNKNOWN (D15).",
};

/** The consent guard's refusals (D20's table) and the consent headers every account information read takes. */
export const guarded = { roles, moreErrors: { 401: 'ScaRequired', 403: 'ConsentRevoked' } };
/**
 * Balances and transactions also count against the limits without the PSU present (spec "Limits", D15), and are first
 * refreshed from the bank's core in production (D34).
 */
export const limited = {
  ...guarded,
  moreErrors: { ...guarded.moreErrors, 429: 'AccessExceeded', 503: 'CoreUnavailable' },
};

export const withBalance = queryParameter(
  'withBalance',
  'true adds the balances; they count as a balances read of each account (D15).',
  { type: 'string', enum: ['true', 'false'] },
);
export const consentNote =
  "Needs a valid consent for the context the request addresses: PSU-Corporate-ID picks a corporate agreement, else the PSU's own (D20). Unknown query parameters are 400 FORMAT_ERROR.";
const limitNote =
  'Without PSU-IP-Address (the PSU not present): the consent\'s last SCA within 90 days, else 401 CONSENT_EXPIRED with scaRedirect; at most 4 calls per TPP, account and service a day, else 429 ACCESS_EXCEEDED with Retry-After; history of 90 days unless within the hour of an SCA (spec "Limits", D15).';

export const transactionReportQuery = [
  {
    ...queryParameter(
      'bookingStatus',
      "booked, pending, both, or all (served like both: no information entries exist, D15). The bank's known issue that pending entries ignore the filters is not reproduced: dateFrom, dateTo and limit apply to both lists.",
      { type: 'string', enum: ['booked', 'pending', 'both', 'all'] },
    ),
    required: true,
  },
  queryParameter(
    'dateFrom',
    "Entries from this date (booked by booking date, pending by their entry date). After dateTo, or more than a year after the bank's date, is 400 PERIOD_INVALID.",
    { type: 'string', format: 'date' },
  ),
  queryParameter('dateTo', "Entries up to this date. More than a year after the bank's date is 400 PERIOD_INVALID.", {
    type: 'string',
    format: 'date',
  }),
  queryParameter(
    'limit',
    'Entries per page across both lists: 1 to 1000, default 100 (D15). Further pages follow _links.next.',
    { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
  ),
  queryParameter('withBalance', 'true adds the balances, counted as a balances read.', {
    type: 'string',
    enum: ['true', 'false'],
  }),
  queryParameter('cursor', 'Opaque; only as _links.next gives it.', { type: 'string', maxLength: 400 }),
];
export const reportNote =
  'One stream: pending entries first, then booked, each newest first with the id breaking ties; _links.next repeats the filters with a cursor, so a deep page costs what the first does (D15).';

export const accountPaths = {
  '/v1/accounts': {
    get: operation({
      tag,
      ...guarded,
      withoutErrors: [404],
      operationId: 'listAccounts',
      summary: 'List the consented accounts',
      description: `The accounts the consent lists that are still available to the PSU in the context, closed ones left out. ${consentNote} With withBalance=true the balances count against the limits, all together or none (D15).`,
      query: [withBalance],
      moreErrors: limited.moreErrors,
      success: { status: 200, description: 'The accounts.', schema: ref('AccountList'), example: accountListExample },
    }),
  },
  '/v1/accounts/{account-id}': {
    get: operation({
      tag,
      ...guarded,
      moreErrors: limited.moreErrors,
      operationId: 'readAccountDetails',
      summary: 'Read a consented account',
      description: `${consentNote} withBalance=true counts as a balances read.`,
      pathParameters: [accountId],
      query: [withBalance],
      success: { status: 200, description: 'The account.', schema: ref('OneAccount'), example: accountExample },
    }),
  },
  '/v1/accounts/{account-id}/balances': {
    get: operation({
      tag,
      ...limited,
      operationId: 'getBalances',
      summary: 'Read the balances of an account',
      description: `closingBooked and expected, in the account's currency. ${consentNote} ${limitNote}`,
      pathParameters: [accountId],
      success: {
        status: 200,
        description: 'The balances.',
        schema: ref('ReadAccountBalanceResponse200'),
        example: accountBalancesExample,
      },
    }),
  },
  '/v1/accounts/{account-id}/transactions': {
    get: operation({
      tag,
      ...limited,
      operationId: 'getTransactionList',
      summary: 'Read the transaction report of an account',
      description: `The lighter list view; the details are at each entry's _links.transactionDetails (release 1.20.1). ${reportNote} ${consentNote} ${limitNote}`,
      pathParameters: [accountId],
      query: transactionReportQuery,
      success: {
        status: 200,
        description: 'A page of the report.',
        schema: ref('TransactionsResponse200Json'),
        example: transactionReportExample,
      },
    }),
  },
  '/v1/accounts/{account-id}/transactions/{transactionId}': {
    get: operation({
      tag,
      ...limited,
      operationId: 'getTransactionDetails',
      summary: 'Read the details of one transaction',
      description: `Everything the bank has about one entry. It counts as a transactions read, and an entry older than the history allowed without the PSU (by its entry date, as the list filters: a pending entry by its value date) is 404 (D15). ${consentNote}`,
      pathParameters: [
        accountId,
        {
          name: 'transactionId',
          description: 'transactionId of an entry of the report; pending entries may change id when booked.',
        },
      ],
      success: {
        status: 200,
        description: 'The details.',
        schema: ref('TransactionDetailsResponse'),
        example: transactionDetailsExample,
      },
    }),
  },
};
