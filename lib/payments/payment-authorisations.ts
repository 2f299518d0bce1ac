import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { getPaymentOrThrow, type GetPaymentOrThrowInput } from '@/lib/payments/get-payment-or-throw';
import { getScaStatusOrThrow } from '@/lib/sca/get-sca-status-or-throw';
import { listAuthorisationIds } from '@/lib/sca/list-authorisation-ids';

/** Berlin Group GET …/authorisations: the ids of the payment's SCA processes (kind PAYMENT), oldest first. */
export async function listPaymentAuthorisationIds(input: GetPaymentOrThrowInput): Promise<string[]> {
  const payment = await getPaymentOrThrow(input);
  return listAuthorisationIds({ paymentId: payment.id, tppId: input.tppId, kind: 'PAYMENT' });
}

/** Berlin Group GET …/authorisations/{authorisationId}: the scaStatus as it stands (D29; presentScaStatus cases it, D20). */
export async function getPaymentScaStatus(input: GetPaymentOrThrowInput): Promise<ScaStatus> {
  const payment = await getPaymentOrThrow(input);
  return getScaStatusOrThrow({
    where: { id: input.path.authorisationId ?? '', paymentId: payment.id, tppId: input.tppId, kind: 'PAYMENT' },
    resource: 'payment',
    now: input.now,
  });
}
