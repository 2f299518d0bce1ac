import { db } from '@/lib/db';
import { hashSecretToken } from '@/lib/web/secret-token';
import { findPaymentService } from '@/lib/payments/approval/find-payment-service';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { wayBackToTpp, type WayBackToTpp } from '@/lib/sca/way-back-to-tpp';

/** What a dead end may say about a link that did exist: what it was for and what became of it. */
export type DeadLink = {
  subject: DeadLinkSubject;
  outcome: 'approved' | 'not-completed' | 'open';
  /** The TPP and the way back to it (wayBackToTpp), which carries nothing about the PSU. */
  back: WayBackToTpp | null;
};

/** What the link was for, in the words its dead end uses: a bulk payment and a basket are several payments. */
export type DeadLinkSubject = 'consent' | 'payment' | 'payments' | 'standingOrder' | 'cancellation' | 'identification';

const subjects = {
  CONSENT: 'consent',
  PAYMENT: 'payment',
  PAYMENT_CANCELLATION: 'cancellation',
  SIGNING_BASKET: 'payments',
  USER_IDENTIFICATION: 'identification',
} as const;

const paymentSubjects = { payments: 'payment', periodic_payments: 'standingOrder', bulk_payments: 'payments' } as const;

/**
 * D29: what a used, expired or withdrawn link's dead end may say became of the request, never naming the PSU, an
 * account or an amount. Null for a token that is no link, or one never opened and still open.
 */
export async function deadLink(token: string | undefined): Promise<DeadLink | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db.authorisation.findUnique({
    where: { linkTokenHash: hashSecretToken(token) },
    select: { id: true, kind: true, scaStatus: true, linkUsedAt: true },
  });
  if (!row || (!row.linkUsedAt && row.scaStatus !== 'FAILED')) return null;
  const flow = await getScaFlow(row.id);
  const service = row.kind === 'PAYMENT' && flow ? await findPaymentService(flow) : null;
  const subject: DeadLinkSubject = service ? paymentSubjects[service] : subjects[row.kind];
  const back = flow ? await wayBackToTpp(flow) : null;
  if (row.scaStatus === 'FINALISED') return { subject, outcome: 'approved', back };
  if (row.scaStatus !== 'FAILED') return { subject, outcome: 'open', back };
  return { subject, outcome: 'not-completed', back };
}
