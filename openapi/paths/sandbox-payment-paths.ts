import {
  accountPaymentsExample,
  batchRunExample,
  batchRunResultExample,
  holdStatusExample,
  holdStatusResultExample,
} from '@/openapi/examples/sandbox-examples';
import { exactObject, nullable } from '@/openapi/components/json-schema';
import { createdIdParameter } from './sandbox-create';
import { operation } from './operation';

const paymentIds = (description: string) => ({ type: 'array', description, items: { type: 'string' } });
const string = { type: 'string' };
const day = { type: 'string', format: 'date' };
const dateTime = { type: 'string', format: 'date-time' };
const statuses = [
  'RCVD',
  'PDNG',
  'ACTC',
  'ACCP',
  'ACSP',
  'ACSC',
  'ACCC',
  'ACWC',
  'ACWP',
  'ACFC',
  'PATC',
  'PART',
  'RJCT',
  'CANC',
];

const sandboxPayment = exactObject({
  paymentId: string,
  paymentService: { type: 'string', enum: ['payments', 'bulk-payments', 'periodic-payments'] },
  paymentProduct: string,
  transactionStatus: { type: 'string', enum: statuses },
  fundsAvailable: nullable({ type: 'boolean' }),
  instructedAmount: exactObject(
    { currency: string, amount: string },
    'The total of its instructions as the payment API writes an Amount: a decimal string (D7).',
  ),
  creditorName: nullable(string),
  numberOfTransactions: { type: 'integer', description: 'Instructions of a bulk payment; 1 otherwise.' },
  requestedExecutionDate: nullable(day),
  startDate: nullable(day),
  endDate: nullable(day),
  frequency: nullable(string),
  createdAt: dateTime,
  statusChangedAt: dateTime,
});

export const sandboxPaymentPaths = {
  '/v1/sandbox/accounts/{mockAccountId}/payments': {
    get: operation({
      operationId: 'listSandboxAccountPayments',
      summary: "List this TPP's payments from a sandbox account",
      description:
        "D24: every single, periodic and bulk payment this TPP initiated from the account (the debtor account the PSU chose at SCA, or, before it, the one the TPP named by IBAN or BBAN), newest first, at most 1000, with its status and dates, for PUT /v1/sandbox/payments/{paymentId}/status. Amounts are the payment API's decimal strings, not the int32 minor units of the mock-data resources (D7). Date-times are the bank's time with its offset.",
      pathParameters: [createdIdParameter('mockAccountId', 'resourceId of an account', 'accounts')],
      success: {
        status: 200,
        description: 'The payments.',
        schema: exactObject({ payments: { type: 'array', items: sandboxPayment } }),
        example: accountPaymentsExample,
      },
    }),
  },
  '/v1/sandbox/batch-runs': {
    post: operation({
      operationId: 'runSandboxPaymentBatch',
      summary: "Run the payment batch now over this TPP's sandbox",
      description:
        "Spec 6: executes this TPP's due single and bulk payments as a scheduled run does: approved (PDNG, including one short of funds in an earlier run), requested for today or earlier (the bank's date, Europe/Oslo), and periodic payments with a date due today (with scheduled runs, also the dates of earlier days whose last run did not take place, as those runs catch them up, except those of days the bank held the payment on; none after the day's last scheduled run, which missed what it found short of funds). Enough money in both closingBooked and expected: booked on the debtor account (and on a creditor account of this sandbox), balances moved, ACSC (ACCC when every creditor is an account here). Too little: left PDNG for a later run (nothing written), or with lastRunOfDay=true rejected for lack of funds: ACCP with fundsAvailable=false, final. No body (or an empty object) runs as an extra run of the day.",
      requestSchema: 'BatchRunRequest',
      requestExample: batchRunExample,
      isRequestOptional: true,
      success: {
        status: 200,
        description: 'The paymentIds the run executed, left for a later run and rejected.',
        schema: exactObject({
          executed: paymentIds('Booked: ACSC or ACCC.'),
          retried: paymentIds('Short of funds, left PDNG for a later run.'),
          rejected: paymentIds(
            'ACCP with fundsAvailable=false (lack of funds, the last run), or RJCT (cannot be executed).',
          ),
        }),
        example: batchRunResultExample,
      },
    }),
  },
  '/v1/sandbox/payments/{paymentId}/status': {
    put: operation({
      operationId: 'setSandboxPaymentStatus',
      summary: 'Put a sandbox payment on hold, release it or stop it',
      description:
        "Release 1.21.18: the bank's own hold and stop. onHold: ACWP (from PDNG; the batch leaves it, and a periodic payment's dates of the days it was held are not paid later); released: back to PDNG (from ACWP); stopped: RJCT (from any status that is not final). Any other move is 409 STATUS_INVALID. Only this TPP's payments.",
      pathParameters: [
        { name: 'paymentId', description: 'paymentId of a payment initiated by this TPP in the sandbox.' },
      ],
      requestSchema: 'PaymentHoldStatusRequest',
      requestExample: holdStatusExample,
      success: {
        status: 200,
        description: 'The payment and its new status.',
        schema: exactObject({
          paymentId: { type: 'string' },
          transactionStatus: { type: 'string', enum: ['ACWP', 'PDNG', 'RJCT'] },
        }),
        example: holdStatusResultExample,
      },
      moreErrors: { 409: 'Conflict' },
    }),
  },
};
