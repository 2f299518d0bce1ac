import { createHmac } from 'node:crypto';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { isSameCsrfToken } from '@/lib/web/is-same-csrf-token';
import { maskCsrfToken } from '@/lib/web/masked-csrf-token';
import { newId } from '@/lib/ids/new-id';
import { hashSecretToken, newSecretToken } from '@/lib/web/secret-token';

/** D17: after the single-use link is consumed, the flow continues on a session that lasts as long as the link did. */
export const webSessionLifetimeMilliseconds = 15 * 60 * 1000;

/**
 * The PSU's browser session: one SCA flow (authorisationId), "My consents" (the signed-in customer), or the mark of a
 * sign-in at SCA (both: the customer who signed in, and the SCA they signed in to; lib/psu/sessions/signed-in-browser.ts).
 */
export type WebSession = {
  id: string;
  authorisationId: string | null;
  customerTppId: string | null;
  customerId: string | null;
  expiresAt: Date;
  /** The session-bound CSRF token for this response's forms, masked anew on every read (D17: BREACH); not stored. */
  csrfToken: string;
  /** D23: the key of the payment approval codes (dynamic linking); derived from the session token, never on a page. */
  approvalKey: Buffer;
  /** D30: what the PSU had chosen on an SCA page when they switched language (saveScaDraft); pre-ticks only. */
  draft: unknown;
};

/** Derived from the session's secret token, so the pages can render it while the database keeps only its hash. */
function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('psu-form-csrf').digest('base64url');
}

export type CreateWebSessionInput = {
  authorisationId?: string;
  customerTppId?: string;
  customerId?: string;
  expiresAt?: Date;
  now: Date;
};

/**
 * A new session, written through `client`: a transaction's, when what the session is for (a link consumed, D17) must be
 * kept only with it. Expired sessions are pruned first, outside any transaction (deleteExpiredWebSessions).
 */
export async function createWebSession(
  input: CreateWebSessionInput,
  client?: Prisma.TransactionClient,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = input.expiresAt ?? new Date(input.now.getTime() + webSessionLifetimeMilliseconds);
  if (!client) await deleteExpiredWebSessions(input.now);
  await (client ?? db).psuWebSession.create({
    data: {
      id: newId(),
      tokenHash: hashSecretToken(token),
      authorisationId: input.authorisationId,
      customerTppId: input.customerTppId,
      customerId: input.customerId,
      csrfTokenHash: hashSecretToken(csrfTokenFor(token)),
      expiresAt,
    },
  });
  return { token, expiresAt };
}

/** Deletes the sessions whose time is over; a caller that writes its session in a transaction calls it before. */
export async function deleteExpiredWebSessions(now: Date): Promise<void> {
  await db.psuWebSession.deleteMany({ where: { expiresAt: { lt: now } } });
}

function approvalKeyFor(sessionToken: string): Buffer {
  return createHmac('sha256', sessionToken).update('psu-payment-approval').digest();
}

/** The live session behind a cookie value, or null when there is none or it has expired. */
export async function readWebSession(token: string | undefined, now: Date): Promise<WebSession | null> {
  if (!token) return null;
  return (await readWebSessions([token], now)).get(token) ?? null;
}

/**
 * The live sessions behind several cookie tokens (D17: a browser may hold several SCA sessions), in one query; keyed by
 * the token, so that a form's CSRF token can name its own (readPsuForm).
 */
export async function readWebSessions(tokens: readonly string[], now: Date): Promise<Map<string, WebSession>> {
  const usable = tokens.filter((token) => token.length > 0 && token.length <= 100);
  if (usable.length === 0) return new Map();
  const rows = await db.psuWebSession.findMany({ where: { tokenHash: { in: usable.map(hashSecretToken) } } });
  const sessions = new Map<string, WebSession>();
  for (const token of usable) {
    const row = rows.find((candidate) => candidate.tokenHash === hashSecretToken(token));
    if (row && row.expiresAt.getTime() > now.getTime())
      sessions.set(token, {
        id: row.id,
        authorisationId: row.authorisationId,
        customerTppId: row.customerTppId,
        customerId: row.customerId,
        expiresAt: row.expiresAt,
        csrfToken: maskCsrfToken(csrfTokenFor(token)),
        approvalKey: approvalKeyFor(token),
        draft: row.draft,
      });
  }
  return sessions;
}

/**
 * Constant-time: whether a submitted form token, masked or plain (isSameCsrfToken), is the CSRF token of the session
 * behind a cookie token (live or not).
 */
export function isCsrfTokenOf(sessionToken: string, submitted: unknown): boolean {
  return isSameCsrfToken(csrfTokenFor(sessionToken), submitted);
}

export async function endWebSession(sessionId: string): Promise<void> {
  await db.psuWebSession.deleteMany({ where: { id: sessionId } });
}
