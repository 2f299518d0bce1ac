import { batchRunSchema, holdStatusSchema } from '@/lib/payments/batch/batch-schemas';
import { runBatchOnDemand } from '@/lib/payments/batch/run-batch-on-demand';
import { setPaymentHoldStatus } from '@/lib/payments/batch/set-payment-hold-status';
import { createAccount } from '@/lib/sandbox/accounts/create-account';
import { createAccountSchema } from '@/lib/sandbox/accounts/account-schemas';
import { deleteAccount } from '@/lib/sandbox/accounts/delete-account';
import { getSandboxAccountOrThrow } from '@/lib/sandbox/accounts/load-sandbox-account-or-throw';
import { updateAccountBalances } from '@/lib/sandbox/accounts/update-account-balances';
import { createAgreementSchema, createEngagementSchema } from '@/lib/sandbox/agreements/agreement-schemas';
import { createAgreement } from '@/lib/sandbox/agreements/create-agreement';
import { createEngagement } from '@/lib/sandbox/agreements/create-engagement';
import { getSandboxAgreementOrThrow } from '@/lib/sandbox/agreements/load-sandbox-agreement-or-throw';
import { accountBalancesSchema, cardAccountBalancesSchema } from '@/lib/sandbox/balances/balance-schemas';
import { createCardAccountSchema } from '@/lib/sandbox/card-accounts/card-account-schemas';
import { createCardAccount } from '@/lib/sandbox/card-accounts/create-card-account';
import { getSandboxCardAccountOrThrow } from '@/lib/sandbox/card-accounts/load-sandbox-card-account-or-throw';
import { updateCardAccountBalances } from '@/lib/sandbox/card-accounts/update-card-account-balances';
import { sandboxConsentStatusSchema } from '@/lib/sandbox/consents/consent-status-schema';
import { setSandboxConsentStatus } from '@/lib/sandbox/consents/set-sandbox-consent-status';
import { createCustomer } from '@/lib/sandbox/customers/create-customer';
import { createCustomerSchema, customerQuerySchema, initializeSchema } from '@/lib/sandbox/customers/customer-schemas';
import { deleteCustomer } from '@/lib/sandbox/customers/delete-customer';
import { getCustomerOrThrow } from '@/lib/sandbox/customers/get-customer-or-throw';
import { listCustomers } from '@/lib/sandbox/customers/list-customers';
import { initializeSandbox } from '@/lib/sandbox/initialize-sandbox';
import { listAccountPayments } from '@/lib/sandbox/payments/list-account-payments';
import { moveClockSchema, resetClockSchema } from '@/lib/sandbox/clock/clock-schemas';
import { getSandboxClock } from '@/lib/sandbox/clock/get-sandbox-clock';
import { moveSandboxClock } from '@/lib/sandbox/clock/move-sandbox-clock';
import { resetSandboxClock } from '@/lib/sandbox/clock/reset-sandbox-clock';
import { searchParamsObject } from '@/lib/sandbox/shared/search-params-object';
import { createCardTransactionSchema } from '@/lib/sandbox/transactions/card-transaction-schemas';
import { createAccountTransaction } from '@/lib/sandbox/transactions/create-account-transaction';
import { createCardTransaction } from '@/lib/sandbox/transactions/create-card-transaction';
import { getAccountTransactionOrThrow } from '@/lib/sandbox/transactions/get-account-transaction-or-throw';
import { getCardTransactionOrThrow } from '@/lib/sandbox/transactions/get-card-transaction-or-throw';
import { listAccountTransactions } from '@/lib/sandbox/transactions/list-account-transactions';
import { listCardTransactions } from '@/lib/sandbox/transactions/list-card-transactions';
import {
  sandboxCardTransactionQuerySchema,
  sandboxTransactionQuerySchema,
} from '@/lib/sandbox/transactions/sandbox-transaction-query-schemas';
import { createTransactionSchema } from '@/lib/sandbox/transactions/transaction-schemas';
import { parseInput } from '@/lib/xs2a/parse-input';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';

/** What a sandbox handler reads of a request: withXs2a's context, or the portal editor's call for the TPP (D16). */
export type SandboxRequest<Params> = {
  tpp: { id: string };
  params: Params;
  query: URLSearchParams;
  body: unknown;
  /** D16: the TPP's sandbox time; `realNow` is the request's real time, which the clock operations move from. */
  now: Date;
  realNow: Date;
};
export type SandboxHandler<Params = Record<string, never>> = (request: SandboxRequest<Params>) => Promise<Xs2aResult>;

type Customer = { customerId: string };
type Account = { mockAccountId: string };
type CardAccount = { mockCardAccountId: string };
type Agreement = { mockAgreementId: string };
type Transaction = { transactionId: string };

/** Answers `status` with what `read` returns. */
function answer<Params>(status: number, read: (request: SandboxRequest<Params>) => Promise<unknown>) {
  return async (request: SandboxRequest<Params>): Promise<Xs2aResult> => ({ status, body: await read(request) });
}

/**
 * The /v1/sandbox/* operations by operation name: each parses its input with the API's schema and calls one domain
 * function. The route files and the portal's sandbox editor both run these (D16).
 */
export const sandboxHandlers = {
  listSandboxCustomers: answer(200, ({ tpp, query }) =>
    listCustomers({ tppId: tpp.id, ...parseInput(customerQuerySchema, searchParamsObject(query)) }),
  ),
  createSandboxCustomer: answer(201, ({ tpp, body }) =>
    createCustomer({ tppId: tpp.id, customer: parseInput(createCustomerSchema, body) }),
  ),
  getSandboxCustomer: answer<Customer>(200, ({ tpp, params, query }) =>
    getCustomerOrThrow({
      tppId: tpp.id,
      customerId: params.customerId,
      ...parseInput(customerQuerySchema, searchParamsObject(query)),
    }),
  ),
  deleteSandboxCustomer: async ({ tpp, params }: SandboxRequest<Customer>): Promise<Xs2aResult> => {
    await deleteCustomer({ tppId: tpp.id, customerId: params.customerId });
    return { status: 204 };
  },
  createSandboxAccount: answer(201, ({ tpp, body, now }) =>
    createAccount({ tppId: tpp.id, account: parseInput(createAccountSchema, body), now }),
  ),
  getSandboxAccount: answer<Account>(200, ({ tpp, params }) =>
    getSandboxAccountOrThrow({ tppId: tpp.id, accountId: params.mockAccountId }),
  ),
  deleteSandboxAccount: async ({ tpp, params }: SandboxRequest<Account>): Promise<Xs2aResult> => {
    await deleteAccount({ tppId: tpp.id, accountId: params.mockAccountId });
    return { status: 204 };
  },
  replaceSandboxAccountBalances: answer<Account>(200, ({ tpp, params, body, now }) =>
    updateAccountBalances({
      tppId: tpp.id,
      accountId: params.mockAccountId,
      balances: parseInput(accountBalancesSchema, body),
      now,
    }),
  ),
  listSandboxAccountTransactions: answer<Account>(200, ({ tpp, params, query }) =>
    listAccountTransactions({
      tppId: tpp.id,
      accountId: params.mockAccountId,
      query: parseInput(sandboxTransactionQuerySchema, searchParamsObject(query)),
    }),
  ),
  createSandboxAccountTransaction: answer<Account>(201, ({ tpp, params, body, now }) =>
    createAccountTransaction({
      tppId: tpp.id,
      accountId: params.mockAccountId,
      transaction: parseInput(createTransactionSchema, body),
      now,
    }),
  ),
  listSandboxAccountPayments: answer<Account>(200, ({ tpp, params }) =>
    listAccountPayments({ tppId: tpp.id, accountId: params.mockAccountId }),
  ),
  getSandboxAccountTransaction: answer<Account & Transaction>(200, ({ tpp, params }) =>
    getAccountTransactionOrThrow({
      tppId: tpp.id,
      accountId: params.mockAccountId,
      transactionId: params.transactionId,
    }),
  ),
  createSandboxCardAccount: answer(201, ({ tpp, body, now }) =>
    createCardAccount({ tppId: tpp.id, cardAccount: parseInput(createCardAccountSchema, body), now }),
  ),
  getSandboxCardAccount: answer<CardAccount>(200, ({ tpp, params }) =>
    getSandboxCardAccountOrThrow({ tppId: tpp.id, cardAccountId: params.mockCardAccountId }),
  ),
  replaceSandboxCardAccountBalances: answer<CardAccount>(200, ({ tpp, params, body, now }) =>
    updateCardAccountBalances({
      tppId: tpp.id,
      cardAccountId: params.mockCardAccountId,
      balances: parseInput(cardAccountBalancesSchema, body),
      now,
    }),
  ),
  listSandboxCardAccountTransactions: answer<CardAccount>(200, ({ tpp, params, query }) =>
    listCardTransactions({
      tppId: tpp.id,
      cardAccountId: params.mockCardAccountId,
      query: parseInput(sandboxCardTransactionQuerySchema, searchParamsObject(query)),
    }),
  ),
  createSandboxCardAccountTransaction: answer<CardAccount>(201, ({ tpp, params, body, now }) =>
    createCardTransaction({
      tppId: tpp.id,
      cardAccountId: params.mockCardAccountId,
      transaction: parseInput(createCardTransactionSchema, body),
      now,
    }),
  ),
  getSandboxCardAccountTransaction: answer<CardAccount & Transaction>(200, ({ tpp, params }) =>
    getCardTransactionOrThrow({
      tppId: tpp.id,
      cardAccountId: params.mockCardAccountId,
      transactionId: params.transactionId,
    }),
  ),
  createSandboxAgreement: answer(201, ({ tpp, body }) =>
    createAgreement({ tppId: tpp.id, agreement: parseInput(createAgreementSchema, body) }),
  ),
  getSandboxAgreement: answer<Agreement>(200, ({ tpp, params }) =>
    getSandboxAgreementOrThrow({ tppId: tpp.id, agreementId: params.mockAgreementId }),
  ),
  createSandboxEngagement: answer<Agreement>(201, ({ tpp, params, body }) =>
    createEngagement({
      tppId: tpp.id,
      agreementId: params.mockAgreementId,
      engagement: parseInput(createEngagementSchema, body),
    }),
  ),
  initializeSandbox: async ({ tpp, body, now }: SandboxRequest<unknown>): Promise<Xs2aResult> => {
    parseInput(initializeSchema, body);
    return { status: 200, body: await initializeSandbox({ tppId: tpp.id, now }) };
  },
  runSandboxPaymentBatch: answer(200, ({ tpp, body, now }) =>
    runBatchOnDemand({ tppId: tpp.id, now, isLastRunOfDay: parseInput(batchRunSchema, body)?.lastRunOfDay ?? false }),
  ),
  getSandboxClock: answer(200, ({ tpp, realNow }) => getSandboxClock({ tppId: tpp.id, now: realNow })),
  moveSandboxClock: answer(200, ({ tpp, body, realNow }) =>
    moveSandboxClock({ tppId: tpp.id, move: parseInput(moveClockSchema, body), now: realNow }),
  ),
  resetSandboxClock: answer(200, ({ tpp, body, realNow }) => {
    parseInput(resetClockSchema, body);
    return resetSandboxClock({ tppId: tpp.id, now: realNow });
  }),
  setSandboxPaymentStatus: answer<{ paymentId: string }>(200, ({ tpp, params, body, now }) =>
    setPaymentHoldStatus({
      tppId: tpp.id,
      paymentId: params.paymentId,
      status: parseInput(holdStatusSchema, body).status,
      now,
    }),
  ),
  setSandboxConsentStatus: answer<{ consentId: string }>(200, ({ tpp, params, body, now }) =>
    setSandboxConsentStatus({
      tppId: tpp.id,
      consentId: params.consentId,
      consentStatus: parseInput(sandboxConsentStatusSchema, body).consentStatus,
      now,
    }),
  ),
};
