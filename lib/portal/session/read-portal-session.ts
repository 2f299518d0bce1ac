import { readPortalSessionRow } from '@/lib/portal/session/read-portal-session-row';

/**
 * A signed-in developer. `authenticatedAt`: when the session last proved the password (and second factor);
 * `mustEnrolTotp`: the TPP requires a second factor this developer has not set up, so only enrolment is open (D27).
 */
export type PortalDeveloper = {
  id: string;
  email: string;
  emailVerifiedAt: Date | null;
  tppId: string | null;
  hasTotp: boolean;
  mustEnrolTotp: boolean;
  authenticatedAt: Date;
};

/**
 * The developer of a session cookie's token, or null when the token is absent, malformed, unknown or expired, or the
 * sign-in still waits for its second factor (D27).
 */
export async function readPortalSession(token: string | undefined, now: Date): Promise<PortalDeveloper | null> {
  const session = await readPortalSessionRow(token, now);
  if (!session || session.isAwaitingSecondFactor) return null;
  const { developer } = session;
  const hasTotp = developer.totpEnabledAt !== null;
  return {
    id: developer.id,
    email: developer.email,
    emailVerifiedAt: developer.emailVerifiedAt,
    tppId: developer.tppId,
    hasTotp,
    mustEnrolTotp: !hasTotp && developer.tpp?.requiresTotp === true,
    authenticatedAt: session.authenticatedAt,
  };
}
