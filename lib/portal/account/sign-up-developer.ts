import { db } from '@/lib/db';
import { sendPortalMail } from '@/lib/portal/mail/send-portal-mail';
import { normaliseEmail } from '@/lib/portal/account/normalise-email';
import { hashPassword } from '@/lib/portal/account/password-hash';
import { passwordProblem, type PasswordProblem } from '@/lib/portal/account/password-rules';
import { portalLink } from '@/lib/portal/account/portal-link';
import { issuePortalToken } from '@/lib/portal/account/portal-token';
import { reservePortalMail, type PortalMailRefusal } from '@/lib/portal/account/reserve-portal-mail';
import { reserveSignUp } from '@/lib/portal/account/reserve-sign-up';
import { newId } from '@/lib/ids/new-id';
import { safeCallbackPath } from '@/lib/portal/session/safe-callback-path';

/**
 * `slowed`: the client's address must wait for its many sign-ups until `retryAt` (D19); nothing was created.
 * `not-mailed`: the sign-up went through, but the mail throttle sent no mail (`mail` says why and until when).
 */
export type SignUpOutcome =
  | { kind: 'mailed' }
  | { kind: 'invalid'; problem: 'email' | PasswordProblem | 'throttled' }
  | { kind: 'slowed'; retryAt: Date }
  | { kind: 'not-mailed'; mail: PortalMailRefusal };

export type SignUpDeveloperInput = {
  email: string;
  password: string;
  clientAddress: string;
  now: Date;
  callbackPath?: string;
};

/**
 * D27: a new account and its verification mail; an existing address's owner is mailed instead, the answer the same.
 * A mail the throttle refuses is `not-mailed` alike (the link then comes from "Resend"). Throttled before hashing.
 */
export async function signUpDeveloper(input: SignUpDeveloperInput): Promise<SignUpOutcome> {
  const email = normaliseEmail(input.email);
  if (!email) return { kind: 'invalid', problem: 'email' };
  const problem = passwordProblem(input.password);
  if (problem) return { kind: 'invalid', problem };
  const throttle = await reserveSignUp({ clientAddress: input.clientAddress, email, now: input.now });
  if (throttle.kind === 'throttled') return { kind: 'invalid', problem: 'throttled' };
  if (throttle.kind === 'slowed') return { kind: 'slowed', retryAt: throttle.retryAt };
  const mayMail = await reservePortalMail({ clientAddress: input.clientAddress, email, now: input.now });
  const passwordHash = await hashPassword(input.password);
  const id = newId();
  const created = await db.developer.createMany({ data: [{ id, email, passwordHash }], skipDuplicates: true });
  if (mayMail.kind !== 'reserved') return { kind: 'not-mailed', mail: mayMail };
  if (created.count === 0) {
    await sendPortalMail({
      to: email,
      subject: 'Your Nordbank developer portal account',
      text: `Someone tried to create a developer portal account for ${email}, which already has one.\n\nIf it was you, sign in, or set a new password with "Forgot password?" on the sign-in page. If not, you need do nothing.`,
      links: [],
    });
    return { kind: 'mailed' };
  }
  await sendVerificationMail({ developerId: id, email, now: input.now, callbackPath: input.callbackPath });
  return { kind: 'mailed' };
}

export type SendVerificationMailInput = { developerId: string; email: string; now: Date; callbackPath?: string };

/**
 * The mail with a link that proves the developer reads this address; the link carries where the developer goes after
 * signing in, when that is not the dashboard (D27).
 */
export async function sendVerificationMail(input: SendVerificationMailInput): Promise<void> {
  const token = await issuePortalToken({
    kind: 'EMAIL_VERIFICATION',
    developerId: input.developerId,
    email: input.email,
    now: input.now,
  });
  const callbackPath = safeCallbackPath(input.callbackPath);
  const link = portalLink(
    '/portal/verify-email',
    token,
    callbackPath === '/portal' ? {} : { callbackUrl: callbackPath },
  );
  await sendPortalMail({
    to: input.email,
    subject: 'Verify your e-mail for the Nordbank developer portal',
    text: `Follow this link within 24 hours to verify your e-mail address:\n\n${link}\n\nIf you did not sign up, you need do nothing.`,
    links: [link],
  });
}
