import type { PsuContext } from '@/lib/generated/prisma/enums';
import {
  toConsentedAccounts,
  type ConsentedAccount,
  type ConsentedAccountsRead,
} from '@/lib/accounts/read-consented-accounts';
import { consentRequired } from '@/lib/consents/consent-required';
import { isoDate } from '@/lib/berlin-group/bank-date';
import { decideConsentAccess } from '@/lib/consents/decide-consent-access';
import { expireConsentIfDue } from '@/lib/consents/expire-consent-if-due';
import { findCurrentConsent } from '@/lib/consents/find-current-consent';
import { checkTppSession, type ActiveTppSession } from '@/lib/tpp-sessions/check-tpp-session';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { DeferredRequestIdClaim } from '@/lib/xs2a/deferred-request-id-claim';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** What an account information request may see: the PSU's valid consent in the context the request addresses. */
export type AccountConsent = {
  consent: {
    id: string;
    validUntil: string;
    frequencyPerDay: number;
    recurringIndicator: boolean;
    lastScaAt: Date | null;
  };
  customer: { id: string; customerNumber: string; customerName: string };
  context: PsuContext;
  /** The corporate agreement (CORPORATE), else null. */
  agreementId: string | null;
  psuId: string;
  psuCorporateId: string | null;
  /** The accounts and card accounts the PSU chose. Their own status (enabled, blocked, deleted) is the caller's to check. */
  accountIds: string[];
  cardAccountIds: string[];
  /** Present when the request carried a TPP-Session-ID: it is active (SCA within the last hour) for this PSU. */
  tppSession: ActiveTppSession | null;
  /** The consented accounts the guard read in its statement (`readAccounts`, D31), for readConsentedAccounts; else null. */
  accountsRead: (ConsentedAccountsRead & { accounts: ConsentedAccount[] }) | null;
};

export type RequireAccountConsentInput = {
  tpp: TppIdentity;
  psu: PsuHeaders;
  now: Date;
  requestIdClaim?: DeferredRequestIdClaim;
  readAccounts?: ConsentedAccountsRead;
};

/**
 * The guard of every account information endpoint (D17): the consent of the addressed context (decideConsentAccess),
 * then the TPP-Session-ID, read with the accounts in `readAccounts` and the deferred X-Request-ID claim in one
 * statement (D31). Returns the grant, or throws the Berlin Group error, 401 ones with scaRedirect.
 */
export async function requireAccountConsent(input: RequireAccountConsentInput): Promise<AccountConsent> {
  const { tpp, psu, now, requestIdClaim, readAccounts } = input;
  const context: PsuContext = psu.psuCorporateId ? 'CORPORATE' : 'PRIVATE';
  const scaNeeded = (code: 'CONSENT_INVALID' | 'CONSENT_EXPIRED', text: string) =>
    consentRequired({ tppId: tpp.id, psu, now, code, text, requestedContext: context });

  if (!psu.psuId) {
    await requestIdClaim?.claimNow();
    throw await scaNeeded(
      'CONSENT_INVALID',
      'No PSU-ID: the PSU must authenticate and give consent at the bank first.',
    );
  }
  const { found, claimedRows } = await findCurrentConsent({
    tppId: tpp.id,
    psuId: psu.psuId,
    psuCorporateId: psu.psuCorporateId ?? null,
    context,
    requestIdClaim: requestIdClaim?.pendingStatement(),
    accounts: readAccounts,
  });
  await requestIdClaim?.settle(claimedRows);
  if (!found)
    throw await scaNeeded(
      'CONSENT_INVALID',
      'The bank gave this TPP no such PSU-ID: the PSU must authenticate and give consent.',
    );
  if (psu.psuCorporateId && !found.agreementId)
    throw await scaNeeded(
      'CONSENT_INVALID',
      'The bank gave this TPP no such PSU-Corporate-ID: the PSU must give consent in a corporate context.',
    );

  const consent = found.consent ? await expireConsentIfDue(found.consent, now) : null;
  // A valid consent was read with hasValidCorporateConsent false: only a refusal can depend on it.
  const decision = decideConsentAccess({
    context,
    consent,
    hasValidCorporateConsent: consent?.status !== 'valid' && found.hasValidCorporateConsent,
  });
  if (decision.outcome === 'refused') throw new Xs2aError(decision.code, { path: decision.path, text: decision.text });
  if (decision.outcome === 'sca-needed') throw await scaNeeded(decision.code, decision.text);

  const session = await checkTppSession({ tppId: tpp.id, psu, customerId: found.customer.id, now });
  if (session.state === 'expired')
    throw await scaNeeded(
      'CONSENT_EXPIRED',
      'The TPP-Session-ID is more than 1 hour old: SCA is required to renew it.',
    );
  if (session.state === 'needs-sca')
    throw await scaNeeded(
      'CONSENT_INVALID',
      'This TPP-Session-ID has no completed SCA for this PSU: a new SCA is required.',
    );

  const { id, validUntil, frequencyPerDay, recurringIndicator, lastScaAt } = decision.consent;
  return {
    consent: {
      id,
      validUntil: validUntil ? isoDate(validUntil) : '9999-12-31',
      frequencyPerDay,
      recurringIndicator,
      lastScaAt,
    },
    customer: found.customer,
    context,
    agreementId: found.agreementId,
    psuId: psu.psuId.toLowerCase(),
    psuCorporateId: psu.psuCorporateId?.toLowerCase() ?? null,
    accountIds: found.accountIds,
    cardAccountIds: found.cardAccountIds,
    tppSession: session.state === 'active' ? session.session : null,
    // Read into Prisma's types only now, after the claim was settled: nothing before it may fail on its own.
    accountsRead: readAccounts ? { ...readAccounts, accounts: toConsentedAccounts(found.accounts) } : null,
  };
}
