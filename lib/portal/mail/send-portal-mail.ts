import nodemailer from 'nodemailer';
import { db } from '@/lib/db';
import { env, isSandbox } from '@/lib/env';
import { newId } from '@/lib/ids/new-id';

export type PortalMail = { to: string; subject: string; text: string; links: string[] };

let transport: nodemailer.Transporter | undefined;

/**
 * D27: portal mail goes by SMTP when PORTAL_SMTP_URL is set. Without it the sandbox keeps the mail in its outbox
 * (/portal/outbox, readable only from the machine itself); production has no outbox, so there it fails closed.
 */
export async function sendPortalMail(mail: PortalMail): Promise<void> {
  if (env.PORTAL_SMTP_URL) {
    transport ??= nodemailer.createTransport(env.PORTAL_SMTP_URL);
    await transport.sendMail({ from: env.PORTAL_MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    return;
  }
  if (!isSandbox) throw new Error('PORTAL_SMTP_URL is not set: production sends portal mail only by SMTP.');
  await db.portalMail.create({
    data: { id: newId(), to: mail.to, subject: mail.subject, text: mail.text, links: mail.links },
  });
}
