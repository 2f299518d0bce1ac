import { batchRunSchema, holdStatusSchema } from '@/lib/payments/batch/batch-schemas';
import { runBatchOnDemand } from '@/lib/payments/batch/run-batch-on-demand';
import { setPaymentHoldStatus } from '@/lib/payments/batch/set-payment-hold-status';
import { createAccount } from '@/lib/sandbox/accounts/create-account';
import { deleteAccount } from '@/lib/sandbox/accounts/delete-account';
import { getSandboxAccountOrThrow } from '@/lib/sandbox/accounts/load-sandbox-account-or-throw';
import { replaceAccountBalances } from '@/lib/sandbox/accounts/replace-account-balances';
import { createAgreement } from '@/lib/sandbox/agreements/create-agreement';
import { createEngagement } from '@/lib/sandbox/agreements/create-engagement';
import { getSandboxAgreementOrThrow } from '@/lib/sandbox/agreements/load-sandbox-agreement-or-throw';
import { createCardAccount } from '@/lib/sandbox/card-accounts/create-card-account';
import { getSandboxCardAccountOrThrow } from '@/lib/sandbox/card-accounts/load-sandbox-card-account-or-throw';
import { replaceCardAccountBalances } from '@/lib/sandbox/card-accounts/replace-card-account-balances';
import { createCustomer } from '@/lib/sandbox/customers/create-customer';
import { deleteCustomer } from '@/lib/sandbox/customers/delete-customer';
import { getCustomerOrThrow } from '@/lib/sandbox/customers/get-customer-or-throw';
import { listCustomers } from '@/lib/sandbox/customers/list-customers';
import { initializeSandbox } from '@/lib/sandbox/initialize-sandbox';
import { createAccountSchema } from '@/lib/sandbox/accounts/account-schemas';
import { createAgreementSchema, createEngagementSchema } from '@/lib/sandbox/agreements/agreement-schemas';
import { accountBalancesSchema, cardAccountBalancesSchema } from '@/lib/sandbox/balances/balance-schemas';
import { createCardAccountSchema } from '@/lib/sandbox/card-accounts/card-account-schemas';
import { createCardTransactionSchema } from '@/lib/sandbox/transactions/card-transaction-schemas';
import { createCustomerSchema, customerQuerySchema, initializeSchema } from '@/lib/sandbox/customers/customer-schemas';
import { searchParamsObject } from '@/lib/sandbox/shared/search-params-object';
import {
  sandboxCardTransactionQuerySchema,
  sandboxTransactionQuerySchema,
} from '@/lib/sandbox/transactions/sandbox-transaction-query-schemas';
import { createTransactionSchema } from '@/lib/sandbox/transactions/transaction-schemas';
import { createAccountTransaction } from '@/lib/sandbox/transactions/create-account-transaction';
import { createCardTransaction } from '@/lib/sandbox/transactions/create-card-transaction';
import { getAccountTransactionOrThrow } from '@/lib/sandbox/transactions/get-account-transaction-or-throw';
import { getCardTransactionOrThrow } from '@/lib/sandbox/transactions/get-card-transaction-or-throw';
import { listAccountTransactions } from '@/lib/sandbox/transactions/list-account-transactions';
import { listCardTransactions } from '@/lib/sandbox/transactions/list-card-transactions';
import { parseInput } from '@/lib/xs2a/parse-input';
import { db } from '@/lib/db';

export type SandboxCall = {
  tppId: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  now: Date;
};
export type SandboxOperation = {
  method: string;
  pattern: string;
  run: (call: SandboxCall) => Promise<{ status: number; body?: unknown }>;
};

const query = (call: SandboxCall) => searchParamsObject(call.query);

/** An operation that answers `status` with what `body` returns for the call. */
function answer(
  method: string,
  pattern: string,
  status: number,
  body: (call: SandboxCall) => Promise<unknown>,
): SandboxOperation {
  return { method, pattern, run: async (call) => ({ status, body: await body(call) }) };
}

/**
 * D16: the /v1/sandbox/* operations for the portal's sandbox editor, with the API's paths, schemas and domain
 * functions, the TPP taken from the developer's session instead of the certificate.
 */
export const sandboxOperations: SandboxOperation[] = [
  answer('GET', 'customers', 200, (call) =>
    listCustomers({ tppId: call.tppId, ...parseInput(customerQuerySchema, query(call)) }),
  ),
  answer('POST', 'customers', 201, (call) =>
    createCustomer({ tppId: call.tppId, customer: parseInput(createCustomerSchema, call.body) }),
  ),
  answer('GET', 'customers/:customerId', 200, (call) =>
    getCustomerOrThrow({
      tppId: call.tppId,
      customerId: call.params.customerId!,
      ...parseInput(customerQuerySchema, query(call)),
    }),
  ),
  {
    method: 'DELETE',
    pattern: 'customers/:customerId',
    run: async (call) => (
      await deleteCustomer({ tppId: call.tppId, customerId: call.params.customerId! }),
      { status: 204 }
    ),
  },
  answer('POST', 'accounts', 201, (call) =>
    createAccount({
      tppId: call.tppId,
      account: parseInput(createAccountSchema, call.body),
      now: call.now,
    }),
  ),
  answer('GET', 'accounts/:accountId', 200, (call) =>
    getSandboxAccountOrThrow({ tppId: call.tppId, accountId: call.params.accountId! }),
  ),
  {
    method: 'DELETE',
    pattern: 'accounts/:accountId',
    run: async (call) => (
      await deleteAccount({ tppId: call.tppId, accountId: call.params.accountId! }),
      { status: 204 }
    ),
  },
  answer('PUT', 'accounts/:accountId/balances', 200, (call) =>
    replaceAccountBalances({
      tppId: call.tppId,
      accountId: call.params.accountId!,
      balances: parseInput(accountBalancesSchema, call.body),
      now: call.now,
    }),
  ),
  answer('GET', 'accounts/:accountId/transactions', 200, (call) =>
    listAccountTransactions({
      tppId: call.tppId,
      accountId: call.params.accountId!,
      query: parseInput(sandboxTransactionQuerySchema, query(call)),
    }),
  ),
  answer('POST', 'accounts/:accountId/transactions', 201, (call) =>
    createAccountTransaction({
      tppId: call.tppId,
      accountId: call.params.accountId!,
      transaction: parseInput(createTransactionSchema, call.body),
      now: call.now,
    }),
  ),
  answer('GET', 'accounts/:accountId/transactions/:transactionId', 200, (call) =>
    getAccountTransactionOrThrow({
      tppId: call.tppId,
      accountId: call.params.accountId!,
      transactionId: call.params.transactionId!,
    }),
  ),
  answer('POST', 'card-accounts', 201, (call) =>
    createCardAccount({
      tppId: call.tppId,
      cardAccount: parseInput(createCardAccountSchema, call.body),
      now: call.now,
    }),
  ),
  answer('GET', 'card-accounts/:cardAccountId', 200, (call) =>
    getSandboxCardAccountOrThrow({ tppId: call.tppId, cardAccountId: call.params.cardAccountId! }),
  ),
  answer('PUT', 'card-accounts/:cardAccountId/balances', 200, (call) =>
    replaceCardAccountBalances({
      tppId: call.tppId,
      cardAccountId: call.params.cardAccountId!,
      balances: parseInput(cardAccountBalancesSchema, call.body),
      now: call.now,
    }),
  ),
  answer('GET', 'card-accounts/:cardAccountId/transactions', 200, (call) =>
    listCardTransactions({
      tppId: call.tppId,
      cardAccountId: call.params.cardAccountId!,
      query: parseInput(sandboxCardTransactionQuerySchema, query(call)),
    }),
  ),
  answer('POST', 'card-accounts/:cardAccountId/transactions', 201, (call) =>
    createCardTransaction({
      tppId: call.tppId,
      cardAccountId: call.params.cardAccountId!,
      transaction: parseInput(createCardTransactionSchema, call.body),
      now: call.now,
    }),
  ),
  answer('GET', 'card-accounts/:cardAccountId/transactions/:transactionId', 200, (call) =>
    getCardTransactionOrThrow({
      tppId: call.tppId,
      cardAccountId: call.params.cardAccountId!,
      transactionId: call.params.transactionId!,
    }),
  ),
  answer('POST', 'agreements', 201, (call) =>
    createAgreement({ tppId: call.tppId, agreement: parseInput(createAgreementSchema, call.body) }),
  ),
  answer('GET', 'agreements/:agreementId', 200, (call) =>
    getSandboxAgreementOrThrow({ tppId: call.tppId, agreementId: call.params.agreementId! }),
  ),
  answer('POST', 'agreements/:agreementId/engagements', 201, (call) =>
    createEngagement({
      tppId: call.tppId,
      agreementId: call.params.agreementId!,
      engagement: parseInput(createEngagementSchema, call.body),
    }),
  ),
  {
    method: 'POST',
    pattern: 'initialize',
    run: async (call) => (
      parseInput(initializeSchema, call.body),
      { status: 200, body: await initializeSandbox({ tppId: call.tppId, now: call.now }) }
    ),
  },
  answer('POST', 'batch-runs', 200, (call) =>
    runBatchOnDemand({
      tppId: call.tppId,
      now: call.now,
      isLastRunOfDay: parseInput(batchRunSchema, call.body)?.lastRunOfDay ?? false,
    }),
  ),
  answer('PUT', 'payments/:paymentId/status', 200, (call) =>
    setPaymentHoldStatus({
      tppId: call.tppId,
      paymentId: call.params.paymentId!,
      status: parseInput(holdStatusSchema, call.body).status,
      now: call.now,
    }),
  ),
  // The portal's own read: whether "Run batch now" has anything to run.
  {
    method: 'GET',
    pattern: 'payments-summary',
    run: async (call) => ({ status: 200, body: await countSandboxPayments(call.tppId) }),
  },
];

/** How many payments the TPP has: the sandbox page offers "Run batch now" once there is at least one (D24). */
async function countSandboxPayments(tppId: string): Promise<{ payments: number }> {
  return { payments: await db.payment.count({ where: { tppId } }) };
}
