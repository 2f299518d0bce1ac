import {
  batchRunExample,
  batchRunResultExample,
  holdStatusExample,
  holdStatusResultExample,
} from '@/openapi/examples/sandbox-examples';
import { exactObject } from '@/openapi/components/json-schema';
import { operation } from './operation';

const paymentIds = (description: string) => ({ type: 'array', description, items: { type: 'string' } });

export const sandboxPaymentPaths = {
  '/v1/sandbox/batch-runs': {
    post: operation({
      operationId: 'runSandboxPaymentBatch',
      summary: "Run the payment batch now over this TPP's sandbox",
      description:
        "Spec 6, D24: executes this TPP's due single and bulk payments as a scheduled run does: approved (PDNG, including one short of funds in an earlier run), requested for today or earlier (the bank's date, Europe/Oslo), and periodic payments with a date due today (with scheduled runs, also the dates of earlier days whose last run did not take place, as those runs catch them up, except those of days the bank held the payment on; none after the day's last scheduled run, which missed what it found short of funds). Enough money in both closingBooked and expected: booked on the debtor account (and on a creditor account of this sandbox), balances moved, ACSC (ACCC when every creditor is an account here). Too little: left PDNG for a later run (nothing written), or with lastRunOfDay=true rejected for lack of funds: ACCP with fundsAvailable=false, final. No body (or an empty object) runs as an extra run of the day.",
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
        "Release 1.21.18, D24: the bank's own hold and stop. onHold: ACWP (from PDNG; the batch leaves it, and a periodic payment's dates of the days it was held are not paid later); released: back to PDNG (from ACWP); stopped: RJCT (from any status that is not final). Any other move is 409 STATUS_INVALID. Only this TPP's payments.",
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
