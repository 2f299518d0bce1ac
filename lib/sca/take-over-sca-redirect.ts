import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { prepareScaRedirect, type ScaRedirect, type ScaRedirectInput } from '@/lib/sca/start-sca-redirect';
import { registerPendingSession } from '@/lib/tpp-sessions/register-pending-session';

/**
 * D22: hands the resource's SCA that nobody has opened yet (RECEIVED, link unused and unexpired) to this request: a new
 * link token replaces the old one, with a renewed expiry and this request's TPP and PSU headers. Null when there is
 * none, or when the PSU opened it or another request took it over first (the caller then starts a new SCA).
 */
export async function takeOverScaRedirect(
  input: ScaRedirectInput,
  client: Prisma.TransactionClient = db,
): Promise<ScaRedirect | null> {
  const open = { scaStatus: 'RECEIVED' as const, linkUsedAt: null, linkExpiresAt: { gt: input.now } };
  const unopened = await client.authorisation.findFirst({
    where: {
      ...open,
      tppId: input.tppId,
      kind: input.kind,
      consentId: input.consentId,
      paymentId: input.paymentId,
      basketId: input.basketId,
    },
    orderBy: { createdAt: 'desc' },
    select: { id: true, linkTokenHash: true },
  });
  if (!unopened) return null;
  const { authorisation, redirect } = prepareScaRedirect(input);
  // Compare-and-swap on the old hash: a PSU opening the old link, or a second takeover, leaves this one no row.
  const taken = await client.authorisation.updateMany({
    where: { ...open, id: unopened.id, linkTokenHash: unopened.linkTokenHash },
    data: {
      context: authorisation.context ?? null,
      linkTokenHash: authorisation.linkTokenHash,
      linkExpiresAt: authorisation.linkExpiresAt,
      tppRedirectUri: authorisation.tppRedirectUri,
      tppNokRedirectUri: authorisation.tppNokRedirectUri ?? null,
      tppSessionId: authorisation.tppSessionId,
      redirectPreferred: authorisation.redirectPreferred,
      psuIdHint: authorisation.psuIdHint ?? null,
      corporateIdHint: authorisation.corporateIdHint ?? null,
      language: authorisation.language ?? null,
    },
  });
  if (taken.count === 0) return null;
  await registerPendingSession({ tppId: input.tppId, sessionId: redirect.tppSessionId }, client);
  return { ...redirect, authorisationId: unopened.id };
}
