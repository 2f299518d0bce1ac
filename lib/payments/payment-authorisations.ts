import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { getPaymentOrThrow, type GetPaymentOrThrowInput } from '@/lib/payments/get-payment-or-throw';
import { currentScaStatus } from '@/lib/sca/current-sca-status';
import { listAuthorisationIds } from '@/lib/sca/list-authorisation-ids';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** Berlin Group GET …/authorisations: the ids of the payment's SCA processes (kind PAYMENT), oldest first. */
export async function listPaymentAuthorisationIds(input: GetPaymentOrThrowInput): Promise<string[]> {
  const payment = await getPaymentOrThrow(input);
  return listAuthorisationIds({ paymentId: payment.id, tppId: input.tppId, kind: 'PAYMENT' });
}

/** Berlin Group GET …/authorisations/{authorisationId}: the scaStatus as it stands (D29; presentScaStatus cases it, D20). */
export async function getPaymentScaStatus(input: GetPaymentOrThrowInput): Promise<ScaStatus> {
  const payment = await getPaymentOrThrow(input);
  const authorisationId = input.path.authorisationId ?? '';
  const scaStatus = await currentScaStatus(
    { id: authorisationId, paymentId: payment.id, tppId: input.tppId, kind: 'PAYMENT' },
    input.now,
  );
  if (!scaStatus)
    throw new Xs2aError('RESOURCE_UNKNOWN', {
      path: 'authorisationId',
      text: `The payment has no authorisation ${authorisationId.slice(0, 64)}.`,
    });
  return scaStatus;
}
