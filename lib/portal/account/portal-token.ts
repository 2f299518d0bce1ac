import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { PortalTokenKind } from '@/lib/generated/prisma/enums';
import { hashSecretToken, newSecretToken } from '@/lib/web/secret-token';

const minute = 60 * 1000;

/** D27: how long a mailed link works. A reset link is short-lived: it is as good as the password. */
const lifetimes: Record<PortalTokenKind, number> = {
  EMAIL_VERIFICATION: 24 * 60 * minute,
  PASSWORD_RESET: 30 * minute,
  CONTACT_EMAIL_VERIFICATION: 24 * 60 * minute,
  EMAIL_CHANGE: 24 * 60 * minute,
};

/** How long a sign-up's verification link works; an account still unverified well after it is deleted (D33). */
export const emailVerificationLinkMilliseconds = lifetimes.EMAIL_VERIFICATION;

/** The longest a mailed link works: after it, no mail in the sandbox outbox holds a usable link (housekeeping, D33). */
export const longestPortalLinkMilliseconds = Math.max(...Object.values(lifetimes));

export type IssuePortalTokenInput = {
  kind: PortalTokenKind;
  developerId: string;
  email: string;
  tppId?: string;
  now: Date;
};

/**
 * A new single-use token for a mailed link; only its hash is stored. Earlier unused tokens of the same kind for the
 * same address stay valid (asking again must not cancel a link already mailed; the mail throttle bounds how many
 * there are); those for another address (a changed contact e-mail) and expired ones lapse.
 */
export async function issuePortalToken(input: IssuePortalTokenInput): Promise<string> {
  const token = newSecretToken();
  await db.$transaction([
    db.portalToken.deleteMany({
      where: {
        developerId: input.developerId,
        kind: input.kind,
        OR: [{ email: { not: input.email } }, { expires: { lte: input.now } }],
      },
    }),
    db.portalToken.create({
      data: {
        tokenHash: hashSecretToken(token),
        kind: input.kind,
        developerId: input.developerId,
        email: input.email,
        tppId: input.tppId ?? null,
        expires: new Date(input.now.getTime() + lifetimes[input.kind]),
      },
    }),
  ]);
  return token;
}

export type ConsumedPortalToken = { developerId: string; email: string; tppId: string | null };

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export type IsUsablePortalTokenInput = { kind: PortalTokenKind; token: string | null | undefined; now: Date };

/** True while a token can still be used: known, of this kind, not expired. Nothing is used up. */
export async function isUsablePortalToken(input: IsUsablePortalTokenInput): Promise<boolean> {
  if (!input.token || !tokenPattern.test(input.token)) return false;
  const found = await db.portalToken.count({
    where: { tokenHash: hashSecretToken(input.token), kind: input.kind, expires: { gt: input.now } },
  });
  return found > 0;
}

export type ConsumePortalTokenInput = { kind: PortalTokenKind; token: string | null | undefined; now: Date };

/**
 * Uses a token once: the row is deleted in the same statement that finds it, so two clicks at once cannot both use it.
 * The other links of its kind mailed to the same address end with it. Null for an unknown, used, expired or malformed
 * token, or one of another kind.
 */
export async function consumePortalToken(
  input: ConsumePortalTokenInput,
  client: Prisma.TransactionClient = db,
): Promise<ConsumedPortalToken | null> {
  if (!input.token || !tokenPattern.test(input.token)) return null;
  const rows = await client.$queryRaw<ConsumedPortalToken[]>`
    DELETE FROM "PortalToken" WHERE "tokenHash" = ${hashSecretToken(input.token)} AND kind = ${input.kind}::"PortalTokenKind" AND expires > ${input.now}
    RETURNING "developerId", email, "tppId"`;
  const used = rows[0];
  if (used)
    await client.portalToken.deleteMany({
      where: { developerId: used.developerId, kind: input.kind, email: used.email },
    });
  return used ?? null;
}
