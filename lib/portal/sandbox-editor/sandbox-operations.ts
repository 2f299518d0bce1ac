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

/**
 * D16: the /v1/sandbox/* operations for the portal's sandbox editor, with the API's paths, schemas and domain
 * functions, the TPP taken from the developer's session instead of the certificate.
 */
export const sandboxOperations: SandboxOperation[] = [
  {
    method: 'GET',
    pattern: 'customers',
    run: async (call) => ({
      status: 200,
      body: await listCustomers({ tppId: call.tppId, ...parseInput(customerQuerySchema, query(call)) }),
    }),
  },
  {
    method: 'POST',
    pattern: 'customers',
    run: async (call) => ({
      status: 201,
      body: await createCustomer({ tppId: call.tppId, customer: parseInput(createCustomerSchema, call.body) }),
    }),
  },
  {
    method: 'GET',
    pattern: 'customers/:customerId',
    run: async (call) => ({
      status: 200,
      body: await getCustomerOrThrow({
        tppId: call.tppId,
        customerId: call.params.customerId!,
        ...parseInput(customerQuerySchema, query(call)),
      }),
    }),
  },
  {
    method: 'DELETE',
    pattern: 'customers/:customerId',
    run: async (call) => (
      await deleteCustomer({ tppId: call.tppId, customerId: call.params.customerId! }),
      { status: 204 }
    ),
  },
  {
    method: 'POST',
    pattern: 'accounts',
    run: async (call) => ({
      status: 201,
      body: await createAccount({
        tppId: call.tppId,
        account: parseInput(createAccountSchema, call.body),
        now: call.now,
      }),
    }),
  },
  {
    method: 'GET',
    pattern: 'accounts/:accountId',
    run: async (call) => ({
      status: 200,
      body: await getSandboxAccountOrThrow({ tppId: call.tppId, accountId: call.params.accountId! }),
    }),
  },
  {
    method: 'DELETE',
    pattern: 'accounts/:accountId',
    run: async (call) => (
      await deleteAccount({ tppId: call.tppId, accountId: call.params.accountId! }),
      { status: 204 }
    ),
  },
  {
    method: 'PUT',
    pattern: 'accounts/:accountId/balances',
    run: async (call) => ({
      status: 200,
      body: await replaceAccountBalances({
        tppId: call.tppId,
        accountId: call.params.accountId!,
        balances: parseInput(accountBalancesSchema, call.body),
        now: call.now,
      }),
    }),
  },
  {
    method: 'GET',
    pattern: 'accounts/:accountId/transactions',
    run: async (call) => ({
      status: 200,
      body: await listAccountTransactions({
        tppId: call.tppId,
        accountId: call.params.accountId!,
        query: parseInput(sandboxTransactionQuerySchema, query(call)),
      }),
    }),
  },
  {
    method: 'POST',
    pattern: 'accounts/:accountId/transactions',
    run: async (call) => ({
      status: 201,
      body: await createAccountTransaction({
        tppId: call.tppId,
        accountId: call.params.accountId!,
        transaction: parseInput(createTransactionSchema, call.body),
        now: call.now,
      }),
    }),
  },
  {
    method: 'GET',
    pattern: 'accounts/:accountId/transactions/:transactionId',
    run: async (call) => ({
      status: 200,
      body: await getAccountTransactionOrThrow({
        tppId: call.tppId,
        accountId: call.params.accountId!,
        transactionId: call.params.transactionId!,
      }),
    }),
  },
  {
    method: 'POST',
    pattern: 'card-accounts',
    run: async (call) => ({
      status: 201,
      body: await createCardAccount({
        tppId: call.tppId,
        cardAccount: parseInput(createCardAccountSchema, call.body),
        now: call.now,
      }),
    }),
  },
  {
    method: 'GET',
    pattern: 'card-accounts/:cardAccountId',
    run: async (call) => ({
      status: 200,
      body: await getSandboxCardAccountOrThrow({ tppId: call.tppId, cardAccountId: call.params.cardAccountId! }),
    }),
  },
  {
    method: 'PUT',
    pattern: 'card-accounts/:cardAccountId/balances',
    run: async (call) => ({
      status: 200,
      body: await replaceCardAccountBalances({
        tppId: call.tppId,
        cardAccountId: call.params.cardAccountId!,
        balances: parseInput(cardAccountBalancesSchema, call.body),
        now: call.now,
      }),
    }),
  },
  {
    method: 'GET',
    pattern: 'card-accounts/:cardAccountId/transactions',
    run: async (call) => ({
      status: 200,
      body: await listCardTransactions({
        tppId: call.tppId,
        cardAccountId: call.params.cardAccountId!,
        query: parseInput(sandboxCardTransactionQuerySchema, query(call)),
      }),
    }),
  },
  {
    method: 'POST',
    pattern: 'card-accounts/:cardAccountId/transactions',
    run: async (call) => ({
      status: 201,
      body: await createCardTransaction({
        tppId: call.tppId,
        cardAccountId: call.params.cardAccountId!,
        transaction: parseInput(createCardTransactionSchema, call.body),
        now: call.now,
      }),
    }),
  },
  {
    method: 'GET',
    pattern: 'card-accounts/:cardAccountId/transactions/:transactionId',
    run: async (call) => ({
      status: 200,
      body: await getCardTransactionOrThrow({
        tppId: call.tppId,
        cardAccountId: call.params.cardAccountId!,
        transactionId: call.params.transactionId!,
      }),
    }),
  },
  {
    method: 'POST',
    pattern: 'agreements',
    run: async (call) => ({
      status: 201,
      body: await createAgreement({ tppId: call.tppId, agreement: parseInput(createAgreementSchema, call.body) }),
    }),
  },
  {
    method: 'GET',
    pattern: 'agreements/:agreementId',
    run: async (call) => ({
      status: 200,
      body: await getSandboxAgreementOrThrow({ tppId: call.tppId, agreementId: call.params.agreementId! }),
    }),
  },
  {
    method: 'POST',
    pattern: 'agreements/:agreementId/engagements',
    run: async (call) => ({
      status: 201,
      body: await createEngagement({
        tppId: call.tppId,
        agreementId: call.params.agreementId!,
        engagement: parseInput(createEngagementSchema, call.body),
      }),
    }),
  },
  {
    method: 'POST',
    pattern: 'initialize',
    run: async (call) => (
      parseInput(initializeSchema, call.body),
      { status: 200, body: await initializeSandbox({ tppId: call.tppId, now: call.now }) }
    ),
  },
  {
    method: 'POST',
    pattern: 'batch-runs',
    run: async (call) => ({
      status: 200,
      body: await runBatchOnDemand({
        tppId: call.tppId,
        now: call.now,
        isLastRunOfDay: parseInput(batchRunSchema, call.body)?.lastRunOfDay ?? false,
      }),
    }),
  },
  {
    method: 'PUT',
    pattern: 'payments/:paymentId/status',
    run: async (call) => ({
      status: 200,
      body: await setPaymentHoldStatus({
        tppId: call.tppId,
        paymentId: call.params.paymentId!,
        status: parseInput(holdStatusSchema, call.body).status,
        now: call.now,
      }),
    }),
  },
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
