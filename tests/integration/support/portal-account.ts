import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db';
import type { AddressedResponse, BrowserAtAddress } from './browser-at-address';
import { waitFor } from './wait-for';

/** A fresh address for a new developer account. */
export function newDeveloperEmail(): string {
  return `dev-${randomBytes(6).toString('hex')}@example.test`;
}

/** The links of the newest outbox mail to `to` (D27: the sandbox keeps mail when no SMTP server is set). */
export async function latestMailLinks(to: string): Promise<{ subject: string; links: string[] }> {
  const mail = await db.portalMail.findFirst({
    where: { to },
    orderBy: { createdAt: 'desc' },
    select: { subject: true, links: true },
  });
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}

/** The password-reset mail to `email`, waited for (it goes out after the answer): its link and the token in it. */
export async function passwordResetLinkOf(email: string): Promise<{ link: string; token: string }> {
  const { links } = await waitFor(() =>
    db.portalMail.findFirst({
      where: { to: email, subject: 'Set a new password for the Nordbank developer portal' },
      select: { links: true },
    }),
  );
  const link = links[0] ?? '';
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}

/** A link's path and query, to follow it on the test's own connection. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** D27: the redirect of a refused portal form: its page, its error and the fields it typed, sealed (never in clear). */
export function refusedTo(page: string, error: string): RegExp {
  return new RegExp(`^${page}\\?error=${error}&typed=[A-Za-z0-9_-]+$`);
}

/** next-auth's credentials sign-in as next-auth/react does it: its CSRF token first, then the callback, JSON answers. */
export async function signInAt(
  browser: BrowserAtAddress,
  email: string,
  password: string,
): Promise<AddressedResponse & { error: string | null }> {
  const { csrfToken } = JSON.parse((await browser.get('/api/auth/csrf')).html) as { csrfToken: string };
  const response = await browser.post('/api/auth/callback/credentials', {
    csrfToken,
    email,
    password,
    json: 'true',
    callbackUrl: '/portal',
  });
  const url = (JSON.parse(response.html || '{}') as { url?: string }).url ?? '';
  return { ...response, error: url ? new URL(url).searchParams.get('error') : null };
}

/** Sign-up, then the verification link from the mail, then sign-in: a verified developer's browser. */
export async function verifiedDeveloperAt(
  browser: BrowserAtAddress,
  email = newDeveloperEmail(),
  password = 'correct horse battery',
): Promise<{ email: string; password: string }> {
  const signUp = await browser.post('/portal/actions/sign-up', { email, password });
  if (signUp.headers.location !== '/portal/sign-up?mailed=1')
    throw new Error(`sign-up answered ${signUp.status} ${signUp.headers.location}`);
  const { links } = await latestMailLinks(email);
  await browser.get(pathOf(links[0] ?? ''));
  const signedIn = await signInAt(browser, email, password);
  if (signedIn.error) throw new Error(`sign-in refused: ${signedIn.error}`);
  return { email, password };
}
