import { runTransaction } from '@/lib/database/after-commit';
import { listAvailableAccounts } from '@/lib/consents/available-accounts';
import { refreshAccountStatuses } from '@/lib/core-connector/refresh-account-statuses';
import { consentValidUntil } from '@/lib/consents/consent-validity';
import { moveConsentStatus } from '@/lib/consents/move-consent-status';
import { newId } from '@/lib/ids/new-id';
import { finaliseSca, ScaOutOfStep } from '@/lib/sca/finalise-sca';
import { scaDecision } from '@/lib/sca/sca-decision';
import type { ScaFlow } from '@/lib/sca/sca-flow';
import { isGoneMeanwhile } from '@/lib/xs2a/map-database-error';

export type ApproveOutcome =
  { kind: 'approved' } | { kind: 'retry'; error: 'choose-account' | 'accounts-changed' } | { kind: 'out-of-step' };

export type ApproveConsentInput = {
  flow: ScaFlow;
  choiceIds: string[];
  now: Date;
};

/**
 * D8: the PSU approves the consent with the offered accounts they ticked, still open at the core (D34): in one
 * transaction the SCA is FINALISED, the consent valid for 90 days (replacing an older valid one of its key) and the
 * TPP session activated.
 */
export async function approveConsent(input: ApproveConsentInput): Promise<ApproveOutcome> {
  const { flow, now } = input;
  const decision = scaDecision(flow, 'CONSENT');
  if (!decision) return { kind: 'out-of-step' };
  const { customerId, context, subjectId: consentId } = decision;
  const available = await listAvailableAccounts({
    tppId: flow.tppId,
    customerId,
    context,
    agreementId: flow.agreementId,
  });
  const chosen = available.filter((account) => input.choiceIds.includes(account.choiceId));
  if (chosen.length === 0) return { kind: 'retry', error: 'choose-account' };
  // D34: an account the core has since blocked or closed drops out; the PSU sees the accounts there are now.
  const isStatusChanged = await refreshAccountStatuses({
    accountIds: chosen.flatMap((account) => (account.kind === 'account' ? [account.id] : [])),
    cardAccountIds: chosen.flatMap((account) => (account.kind === 'card' ? [account.id] : [])),
  });
  if (isStatusChanged) return { kind: 'retry', error: 'accounts-changed' };
  const key = { tppId: flow.tppId, customerId, context, agreementId: flow.agreementId };
  try {
    await runTransaction(async (client) => {
      await finaliseSca({ flow: { ...flow, customerId }, now }, client);
      const data = { ...key, validUntil: consentValidUntil(now), lastScaAt: now };
      if (!(await moveConsentStatus({ consentId, from: 'received', to: 'valid', now, data }, client)))
        throw new ScaOutOfStep();
      await client.consent.updateMany({
        where: { ...key, status: 'valid', id: { not: consentId } },
        data: { status: 'expired', statusChangedAt: now },
      });
      await client.consentAccount.createMany({
        data: chosen.map((account) => ({
          id: newId(),
          consentId,
          accountId: account.kind === 'account' ? account.id : null,
          cardAccountId: account.kind === 'card' ? account.id : null,
        })),
      });
    });
    return { kind: 'approved' };
  } catch (error) {
    if (error instanceof ScaOutOfStep) return { kind: 'out-of-step' };
    // An account ticked went between the look-up and the approval (D21): nothing was written; the page shows the
    // accounts there are now.
    if (isGoneMeanwhile(error)) return { kind: 'retry', error: 'accounts-changed' };
    throw error;
  }
}
