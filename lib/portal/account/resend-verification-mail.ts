import { reservePortalMail, type PortalMailRefusal } from '@/lib/portal/account/reserve-portal-mail';
import { sendVerificationMail } from '@/lib/portal/account/sign-up-developer';
import type { PortalDeveloper } from '@/lib/portal/session/read-portal-session';

export type ResendVerificationMailInput = { developer: PortalDeveloper; clientAddress: string; now: Date };

/** D27: "Resend" on the dashboard: a new verification link for an unverified address, or why the mail throttle refused. */
export async function resendVerificationMail(
  input: ResendVerificationMailInput,
): Promise<{ kind: 'sent' } | PortalMailRefusal> {
  if (input.developer.emailVerifiedAt) return { kind: 'sent' };
  const mayMail = await reservePortalMail({
    clientAddress: input.clientAddress,
    email: input.developer.email,
    now: input.now,
  });
  if (mayMail.kind !== 'reserved') return mayMail;
  await sendVerificationMail({ developerId: input.developer.id, email: input.developer.email, now: input.now });
  return { kind: 'sent' };
}
