import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { BankIdSignIn } from '@/components/psu/bank-id-sign-in';
import { ErrorAlert } from '@/components/psu/form-parts';
import { PsuShell } from '@/components/psu/psu-shell';
import { SessionEndWarning } from '@/components/psu/session-end-warning';
import { SignInForm } from '@/components/psu/sign-in-form';
import { isSandbox } from '@/lib/env';
import { formatTestCustomers } from '@/lib/psu/i18n/messages';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { oidcSettings } from '@/lib/psu/oidc/oidc-settings';
import { clientAddress } from '@/lib/web/client-address';
import { signInThrottleText } from '@/lib/psu/sign-in-throttle/sign-in-throttle-text';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';
import { maxFailedSignIns } from '@/lib/sca/sca-failure';
import { scaPageUrl } from '@/lib/sca/sca-page-url';
import { signInSubject, type SignInSubject } from '@/lib/sca/sign-in-subject';
import { openSignInInput, signInRound } from '@/lib/sca/sealed-sign-in-input';
import { PageHeading } from '@/components/psu/page-heading';

const errors = ['format', 'unknown', 'company', 'other-psu', 'identity-provider', 'not-customer'] as const;

/** D29: a number not well formed and a company's number do not count, so they do not say how many attempts are left. */
const countedErrors: readonly string[] = ['unknown', 'other-psu'];

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.signIn.title ?? 'Sign in' };
}

/**
 * What the PSU is signing in for: a consent, one payment, several (a bulk payment or a basket, D25), a standing order,
 * or confirming who they are.
 */
function signInWords(subject: SignInSubject, tppName: string, messages: Messages): { heading: string; intro: string } {
  const words = messages.signIn;
  if (subject === 'consent') return { heading: words.headingConsent(tppName), intro: words.introConsent(tppName) };
  if (subject === 'payment') return { heading: words.headingPayment(tppName), intro: words.introPayment(tppName) };
  if (subject === 'payments') return { heading: words.headingPayments(tppName), intro: words.introPayments(tppName) };
  if (subject === 'standing-order')
    return { heading: words.headingStandingOrder(tppName), intro: words.introStandingOrder(tppName) };
  return { heading: words.headingIdentify(tppName), intro: words.introIdentify(tppName) };
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; until?: string; typed?: string }>;
}) {
  const { flow, csrfToken, sessionKey, language, messages, sessionEndsAt } = await requireScaPage('/sca/sign-in');
  const search = await searchParams;
  const error = errors.find((candidate) => candidate === search.error);
  // D19: a throttled sign-in says how long to wait and why.
  const throttleText = signInThrottleText({
    error: search.error,
    until: search.until,
    now: new Date(),
    messages,
    clientAddress: clientAddress(await headers()),
  });
  const { heading, intro } = signInWords(await signInSubject(flow), flow.tppName, messages);
  const attemptsLeft = maxFailedSignIns - flow.failedAttempts;
  return (
    <PsuShell language={language} messages={messages}>
      <PageHeading isFocusedOnLoad={!isSandbox && oidcSettings() !== null}>{heading}</PageHeading>
      <p className="mt-2 mb-6 text-slate-700">{intro}</p>
      {error && (
        <ErrorAlert id="sign-in-error" isFocusedOnLoad={false} title={messages.errorTitle}>
          {messages.signIn.errors[error]} {countedErrors.includes(error) && messages.signIn.attemptsLeft(attemptsLeft)}
        </ErrorAlert>
      )}
      {throttleText !== null && (
        <ErrorAlert id="sign-in-error" isFocusedOnLoad={false} title={messages.signIn.throttledTitle}>
          {throttleText}
        </ErrorAlert>
      )}
      {isSandbox ? (
        <SignInForm
          messages={messages}
          csrfToken={csrfToken}
          typed={openSignInInput(sessionKey, signInRound(flow), search.typed) ?? undefined}
          errorId={error || throttleText !== null ? 'sign-in-error' : undefined}
          hint={messages.signIn.sandboxHint(flow.tppName, formatTestCustomers(language))}
        />
      ) : (
        <BankIdSignIn
          messages={messages}
          href={scaPageUrl(flow.authorisationId, '/sca/oidc/start')}
          isAvailable={oidcSettings() !== null}
          csrfToken={csrfToken}
        />
      )}
      <SessionEndWarning endsAt={sessionEndsAt} language={language} messages={messages} />
    </PsuShell>
  );
}
