import { db } from '@/lib/db';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/** What the PSU signs in to decide on, as the sign-in page names it: one payment, several, or a standing order. */
export type SignInSubject = 'consent' | 'identification' | 'payment' | 'payments' | 'standing-order';

/** D23, D25: a basket and a bulk payment are several payments, a periodic payment a standing order. */
export async function signInSubject(flow: Pick<ScaFlow, 'kind' | 'paymentId'>): Promise<SignInSubject> {
  if (flow.kind === 'CONSENT') return 'consent';
  if (flow.kind === 'USER_IDENTIFICATION') return 'identification';
  if (flow.kind === 'SIGNING_BASKET') return 'payments';
  const payment = flow.paymentId
    ? await db.payment.findUnique({ where: { id: flow.paymentId }, select: { service: true } })
    : null;
  if (payment?.service === 'bulk_payments') return 'payments';
  if (payment?.service === 'periodic_payments') return 'standing-order';
  return 'payment';
}
