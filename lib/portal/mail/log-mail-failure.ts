import { getLogger } from '@/lib/observability/logger';

/** The portal form whose mail could not be sent. */
export type PortalMailForm =
  | 'sign-up'
  | 'password-reset'
  | 'contact-email'
  | 'resend-verification'
  | 'email-change'
  // D27: the notice of a change to the TPP's contact mailbox.
  | 'change-notice';

/**
 * D33: a portal mail that could not be sent is one JSON line naming the form, the error's kind, nodemailer's code
 * (`EENVELOPE`, `EAUTH`, `ECONNECTION`, …) and the SMTP reply code, never the message: nodemailer quotes the SMTP
 * server's answer there, which names the recipient (a developer's address, or who has an account).
 */
export function logMailFailure(form: PortalMailForm, error: unknown): void {
  const { name, code, responseCode } = (error ?? {}) as { name?: unknown; code?: unknown; responseCode?: unknown };
  const failure = {
    name: typeof name === 'string' ? name : typeof error,
    ...(typeof code === 'string' && { code }),
    ...(typeof responseCode === 'number' && { responseCode }),
  };
  getLogger().error({ form, error: failure }, 'A portal mail could not be sent');
}
