import { runTransaction } from '@/lib/database/after-commit';
import { db } from '@/lib/db';
import { failSca } from '@/lib/sca/fail-sca';
import { hasScaSessionEnded } from '@/lib/sca/sca-session-lifetime';
import { isFinalScaStatus } from '@/lib/sca/sca-transitions';

/**
 * An SCA still open whose session has ended lapses (FAILED, `sessionEndedAt` set): nobody decided, so what it was for
 * is rejected only when nothing else can still authorise it (failSca). The PSU who opens the link again is then told
 * that the request was not completed and given the way back to the TPP with the failure, instead of being sent to a
 * session that no longer exists. False when there was nothing to end.
 */
export async function endScaOfEndedSession(input: { authorisationId: string; now: Date }): Promise<boolean> {
  const row = await db.authorisation.findUnique({
    where: { id: input.authorisationId },
    select: { scaStatus: true, linkUsedAt: true, consentId: true, paymentId: true, basketId: true },
  });
  if (!row || isFinalScaStatus(row.scaStatus) || !hasScaSessionEnded(row.linkUsedAt, input.now)) return false;
  const { scaStatus, consentId, paymentId, basketId } = row;
  return runTransaction((client) =>
    failSca({ authorisationId: input.authorisationId, from: scaStatus, consentId, paymentId, basketId, ending: 'lapsed', now: input.now, data: { sessionEndedAt: input.now } }, client),
  );
}
