import { db } from '@/lib/db';
import type { PaymentService } from '@/lib/generated/prisma/enums';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/** The service of the flow's payment (single, periodic or bulk), which titles its approval page; null without one. */
export async function findPaymentService(flow: Pick<ScaFlow, 'paymentId' | 'tppId'>): Promise<PaymentService | null> {
  if (!flow.paymentId) return null;
  const payment = await db.payment.findUnique({
    where: { id: flow.paymentId },
    select: { service: true, tppId: true },
  });
  return payment && payment.tppId === flow.tppId ? payment.service : null;
}
