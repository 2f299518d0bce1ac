import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { AuthorisationKind, PsuContext } from '@/lib/generated/prisma/enums';
import { isSandbox } from '@/lib/env';
import { newId } from '@/lib/ids/new-id';
import { languageFromHeader } from '@/lib/psu/i18n/pick-language';
import { publicOrigin } from '@/lib/web/public-origin';
import { hashSecretToken, newSecretToken } from '@/lib/web/secret-token';
import type { TppRedirectUris } from '@/lib/sca/check-tpp-redirect-uris';
import { registerPendingSession } from '@/lib/tpp-sessions/register-pending-session';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

/** D17: the scaRedirect link is single-use and expires after 15 minutes. */
export const linkLifetimeMilliseconds = 15 * 60 * 1000;

export type ScaRedirect = { authorisationId: string; tppSessionId: string; scaRedirect: string };

export type ScaRedirectInput = {
  tppId: string;
  psu: PsuHeaders;
  uris: TppRedirectUris;
  kind: AuthorisationKind;
  consentId?: string;
  paymentId?: string;
  basketId?: string;
  requestedContext?: PsuContext;
  now: Date;
};

/** An SCA process ready to be stored: its Authorisation row, and what the TPP is told once it is. */
export type PreparedScaRedirect = {
  authorisation: Prisma.AuthorisationUncheckedCreateInput & { id: string; tppSessionId: string; linkExpiresAt: Date };
  redirect: ScaRedirect;
};

/**
 * D8: one SCA process (an Authorisation) and its single-use link, of which only the hash is stored. The TPP's PSU
 * headers travel with it, and without a TPP-Session-ID the bank creates one. `uris` come from checkTppRedirectUris.
 */
export function prepareScaRedirect(input: ScaRedirectInput): PreparedScaRedirect {
  const token = newSecretToken();
  const tppSessionId = input.psu.tppSessionId ?? newId();
  const requestedContext =
    input.requestedContext ?? input.psu.psuContext ?? (input.psu.psuCorporateId ? ('CORPORATE' as const) : undefined);
  const authorisation = {
    id: newId(),
    tppId: input.tppId,
    kind: input.kind,
    consentId: input.consentId,
    paymentId: input.paymentId,
    basketId: input.basketId,
    context: requestedContext,
    requestedContext,
    linkTokenHash: hashSecretToken(token),
    linkExpiresAt: new Date(input.now.getTime() + linkLifetimeMilliseconds),
    tppRedirectUri: input.uris.redirectUri,
    tppNokRedirectUri: input.uris.nokRedirectUri,
    tppSessionId,
    // D17: production has no app handoff yet, so TPP-Redirect-Preferred: false is approved on the web pages there.
    redirectPreferred: input.psu.tppRedirectPreferred || !isSandbox,
    psuIdHint: input.psu.psuId?.toLowerCase(),
    corporateIdHint: input.psu.psuCorporateId?.toLowerCase(),
    language: languageFromHeader(input.psu.psuAcceptLanguage),
  };
  return {
    authorisation,
    redirect: { authorisationId: authorisation.id, tppSessionId, scaRedirect: `${publicOrigin}/sca/${token}` },
  };
}

/** Stores a prepared SCA process and registers its TPP session (PENDING when new), within the caller's transaction. */
export async function startScaRedirect(
  input: ScaRedirectInput,
  client: Prisma.TransactionClient = db,
): Promise<ScaRedirect> {
  const prepared = prepareScaRedirect(input);
  await client.authorisation.create({ data: prepared.authorisation, select: { id: true } });
  await registerPendingSession({ tppId: input.tppId, sessionId: prepared.redirect.tppSessionId }, client);
  return prepared.redirect;
}
