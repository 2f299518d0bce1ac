import { reservePortalMail } from '@/lib/portal/account/reserve-portal-mail';
import { sendVerificationMail } from '@/lib/portal/account/sign-up-developer';
import type { PortalDeveloper } from '@/lib/portal/session/read-portal-session';

/** D27: "Resend" on the dashboard: a new verification link for an unverified address, within the mail throttle. */
export async function resendVerificationMail(input: { developer: PortalDeveloper; clientAddress: string; now: Date }): Promise<void> {
  if (input.developer.emailVerifiedAt) return;
  if (!(await reservePortalMail({ clientAddress: input.clientAddress, email: input.developer.email, now: input.now }))) return;
  await sendVerificationMail({ developerId: input.developer.id, email: input.developer.email, now: input.now });
}
