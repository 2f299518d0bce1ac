import { db } from '@/lib/db';
import { sandboxHandlers, type SandboxHandler, type SandboxRequest } from '@/lib/sandbox/sandbox-handlers';

/** One editor call: the developer's TPP, the path's named segments, the query, the JSON body (D16). */
export type SandboxCall = SandboxRequest<Record<string, string>>;
export type SandboxOperation = {
  method: string;
  pattern: string;
  run: (call: SandboxCall) => Promise<{ status: number; body?: unknown }>;
};

/** The API's handler at the API's path: the pattern's `:names` are the route's params. */
function api<Params>(method: string, pattern: string, handler: SandboxHandler<Params>): SandboxOperation {
  return { method, pattern, run: (call) => handler({ ...call, params: call.params as Params }) };
}

/**
 * D16: the /v1/sandbox/* operations for the portal's sandbox editor, with the API's paths and handlers, the TPP taken
 * from the developer's session instead of the certificate.
 */
export const sandboxOperations: SandboxOperation[] = [
  api('GET', 'customers', sandboxHandlers.listSandboxCustomers),
  api('POST', 'customers', sandboxHandlers.createSandboxCustomer),
  api('GET', 'customers/:customerId', sandboxHandlers.getSandboxCustomer),
  api('DELETE', 'customers/:customerId', sandboxHandlers.deleteSandboxCustomer),
  api('POST', 'accounts', sandboxHandlers.createSandboxAccount),
  api('GET', 'accounts/:mockAccountId', sandboxHandlers.getSandboxAccount),
  api('DELETE', 'accounts/:mockAccountId', sandboxHandlers.deleteSandboxAccount),
  api('PUT', 'accounts/:mockAccountId/balances', sandboxHandlers.replaceSandboxAccountBalances),
  api('GET', 'accounts/:mockAccountId/transactions', sandboxHandlers.listSandboxAccountTransactions),
  api('POST', 'accounts/:mockAccountId/transactions', sandboxHandlers.createSandboxAccountTransaction),
  api('GET', 'accounts/:mockAccountId/transactions/:transactionId', sandboxHandlers.getSandboxAccountTransaction),
  api('GET', 'accounts/:mockAccountId/payments', sandboxHandlers.listSandboxAccountPayments),
  api('POST', 'card-accounts', sandboxHandlers.createSandboxCardAccount),
  api('GET', 'card-accounts/:mockCardAccountId', sandboxHandlers.getSandboxCardAccount),
  api('PUT', 'card-accounts/:mockCardAccountId/balances', sandboxHandlers.replaceSandboxCardAccountBalances),
  api('GET', 'card-accounts/:mockCardAccountId/transactions', sandboxHandlers.listSandboxCardAccountTransactions),
  api('POST', 'card-accounts/:mockCardAccountId/transactions', sandboxHandlers.createSandboxCardAccountTransaction),
  api(
    'GET',
    'card-accounts/:mockCardAccountId/transactions/:transactionId',
    sandboxHandlers.getSandboxCardAccountTransaction,
  ),
  api('POST', 'agreements', sandboxHandlers.createSandboxAgreement),
  api('GET', 'agreements/:mockAgreementId', sandboxHandlers.getSandboxAgreement),
  api('POST', 'agreements/:mockAgreementId/engagements', sandboxHandlers.createSandboxEngagement),
  api('POST', 'initialize', sandboxHandlers.initializeSandbox),
  api('POST', 'batch-runs', sandboxHandlers.runSandboxPaymentBatch),
  api('PUT', 'payments/:paymentId/status', sandboxHandlers.setSandboxPaymentStatus),
  api('GET', 'clock', sandboxHandlers.getSandboxClock),
  api('PUT', 'clock', sandboxHandlers.moveSandboxClock),
  api('DELETE', 'clock', sandboxHandlers.resetSandboxClock),
  api('PUT', 'consents/:consentId/status', sandboxHandlers.setSandboxConsentStatus),
  // The portal's own read: whether "Run batch now" has anything to run.
  {
    method: 'GET',
    pattern: 'payments-summary',
    run: async (call) => ({ status: 200, body: await countSandboxPayments(call.tpp.id) }),
  },
];

/** How many payments the TPP has: the sandbox page offers "Run batch now" once there is at least one (D24). */
async function countSandboxPayments(tppId: string): Promise<{ payments: number }> {
  return { payments: await db.payment.count({ where: { tppId } }) };
}
