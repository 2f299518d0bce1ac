import { db } from '@/lib/db';
import { hashSecretToken } from '@/lib/web/secret-token';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { scaReturn } from '@/lib/sca/sca-return';

/** What a dead end may say about a link that did exist: what it was for and what became of it. */
export type DeadLink = {
  subject: 'consent' | 'payment' | 'identification';
  outcome: 'approved' | 'not-completed' | 'open';
  /** Only after a failure: the TPP and its failure return, which carries nothing about the PSU (spec "SCA redirect flow" 5). */
  back: { tppName: string; url: string } | null;
};

const subjects = {
  CONSENT: 'consent',
  PAYMENT: 'payment',
  PAYMENT_CANCELLATION: 'payment',
  SIGNING_BASKET: 'payment',
  USER_IDENTIFICATION: 'identification',
} as const;

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
  const subject = subjects[row.kind];
  if (row.scaStatus === 'FINALISED') return { subject, outcome: 'approved', back: null };
  if (row.scaStatus !== 'FAILED') return { subject, outcome: 'open', back: null };
  const flow = await getScaFlow(row.id);
  const destination = flow ? await scaReturn(flow) : null;
  return {
    subject,
    outcome: 'not-completed',
    back: flow && destination ? { tppName: flow.tppName, url: destination.url } : null,
  };
}
