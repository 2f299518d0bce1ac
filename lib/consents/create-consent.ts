import { db } from '@/lib/db';
import type { PsuContext } from '@/lib/generated/prisma/enums';
import { newId } from '@/lib/ids/new-id';
import { consentFrequencyPerDay, consentValidUntil } from '@/lib/consents/consent-validity';
import { checkTppRedirectUris } from '@/lib/sca/check-tpp-redirect-uris';
import { startScaRedirect, type ScaRedirect } from '@/lib/sca/start-sca-redirect';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

export type CreatedConsent = ScaRedirect & { consentId: string };

/**
 * D8: a bank-offered consent starts as `received` with no accounts; the PSU chooses them during SCA. The consent and
 * its authorisation are created together, after the redirect URIs passed their checks.
 */
export async function createConsent(input: { tppId: string; psu: PsuHeaders; now: Date; requestedContext?: PsuContext }): Promise<CreatedConsent> {
  const uris = await checkTppRedirectUris({ tppId: input.tppId, psu: input.psu });
  return db.$transaction(async (client) => {
    const consent = await client.consent.create({
      data: { id: newId(), tppId: input.tppId, validUntil: consentValidUntil(input.now), frequencyPerDay: consentFrequencyPerDay, statusChangedAt: input.now },
      select: { id: true },
    });
    const redirect = await startScaRedirect({ ...input, uris, kind: 'CONSENT', consentId: consent.id }, client);
    return { ...redirect, consentId: consent.id };
  });
}
