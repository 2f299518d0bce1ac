// POST /v1/sandbox/batch-runs – run the payment batch now over this TPP's sandbox and report what it did (D24)
import { batchRunSchema } from '@/lib/payments/batch/batch-schemas';
import { runBatchOnDemand } from '@/lib/payments/batch/run-batch-on-demand';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const POST = withXs2a(
  async ({ tpp, body, now }) => {
    const input = parseInput(batchRunSchema, body);
    return {
      status: 200,
      body: await runBatchOnDemand({ tppId: tpp.id, now, isLastRunOfDay: input?.lastRunOfDay ?? false }),
    };
  },
  { operation: 'runSandboxPaymentBatch', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
