// PUT /v1/sandbox/payments/{paymentId}/status – the bank puts a sandbox payment on hold, releases or stops it (D24)
import { holdStatusSchema } from '@/lib/payments/batch/batch-schemas';
import { setPaymentHoldStatus } from '@/lib/payments/batch/set-payment-hold-status';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const PUT = withXs2a<{ paymentId: string }>(
  async ({ tpp, params, body, now }) => ({
    status: 200,
    body: await setPaymentHoldStatus({
      tppId: tpp.id,
      paymentId: params.paymentId,
      status: parseInput(holdStatusSchema, body).status,
      now,
    }),
  }),
  { operation: 'setSandboxPaymentStatus', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, POST, PATCH, DELETE } = otherMethods(['PUT']);
