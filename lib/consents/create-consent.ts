import { executeStatement } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import type { PsuContext } from '@/lib/generated/prisma/enums';
import { newId } from '@/lib/ids/new-id';
import { consentFrequencyPerDay, consentValidUntil } from '@/lib/consents/consent-validity';
import { isoDate } from '@/lib/berlin-group/bank-date';
import { checkTppRedirectUris } from '@/lib/sca/check-tpp-redirect-uris';
import { prepareScaRedirect, type ScaRedirect } from '@/lib/sca/start-sca-redirect';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

export type CreatedConsent = ScaRedirect & { consentId: string };

export type CreateConsentInput = {
  tppId: string;
  psu: PsuHeaders;
  now: Date;
  requestedContext?: PsuContext;
  /** D37: a statement written with the consent, in its statement (the response kept for replays, `ReplayCopy`). */
  alsoWrite?: (created: CreatedConsent) => Prisma.Sql;
};

/**
 * D8: creates a bank-offered consent as `received` with no accounts, its authorisation, the TPP session and
 * `alsoWrite`, after the redirect URIs passed their checks, in one statement (D31).
 */
export async function createConsent(input: CreateConsentInput): Promise<CreatedConsent> {
  const uris = await checkTppRedirectUris({ tppId: input.tppId, psu: input.psu });
  const consentId = newId();
  const { authorisation, redirect } = prepareScaRedirect({ ...input, uris, kind: 'CONSENT', consentId });
  const at = Prisma.sql`${input.now}::timestamp(3)`;
  const created = { ...redirect, consentId };
  const alsoWrite = input.alsoWrite?.(created);
  const also = alsoWrite ? Prisma.sql`also AS (${alsoWrite}), ` : Prisma.empty;
  await executeStatement(
    Prisma.sql`
    WITH ${also}consent AS (
      INSERT INTO "Consent" ("id", "tppId", "validUntil", "frequencyPerDay", "statusChangedAt", "createdAt")
      VALUES (${consentId}, ${input.tppId}, ${isoDate(consentValidUntil(input.now))}::date, ${consentFrequencyPerDay}, ${at}, ${at})
    ), session AS (
      INSERT INTO "TppSession" ("id", "tppId", "sessionId", "createdAt") VALUES (${newId()}, ${input.tppId}, ${authorisation.tppSessionId}, ${at})
      ON CONFLICT ("tppId", "sessionId") DO NOTHING
    )
    INSERT INTO "Authorisation" ("id", "tppId", "kind", "consentId", "context", "requestedContext", "linkTokenHash", "linkExpiresAt", "tppRedirectUri",
      "tppNokRedirectUri", "tppSessionId", "redirectPreferred", "psuIdHint", "corporateIdHint", "language", "createdAt", "updatedAt")
    VALUES (${authorisation.id}, ${input.tppId}, 'CONSENT', ${consentId}, ${authorisation.context ?? null}::"PsuContext", ${authorisation.requestedContext ?? null}::"PsuContext", ${authorisation.linkTokenHash},
      ${authorisation.linkExpiresAt}::timestamp(3), ${authorisation.tppRedirectUri}, ${authorisation.tppNokRedirectUri ?? null}, ${authorisation.tppSessionId},
      ${authorisation.redirectPreferred ?? true}, ${authorisation.psuIdHint ?? null}, ${authorisation.corporateIdHint ?? null}, ${authorisation.language ?? null},
      ${at}, ${at})`,
    // D37: prepared, so PostgreSQL plans it once per connection; its text depends on alsoWrite alone, not on values.
    { prepared: true },
  );
  return created;
}
