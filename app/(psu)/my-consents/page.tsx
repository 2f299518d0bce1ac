import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { BankIdSignIn } from '@/components/psu/bank-id-sign-in';
import { ConsentList } from '@/components/psu/consent-list';
import { CsrfField, ErrorAlert } from '@/components/psu/form-parts';
import { MyConsentsPortalNeeded } from '@/components/psu/my-consents-portal-needed';
import { MyConsentsSignIn } from '@/components/psu/my-consents-sign-in';
import { PsuShell } from '@/components/psu/psu-shell';
import { listPsuConsents } from '@/lib/consents/list-psu-consents';
import { isSandbox } from '@/lib/env';
import { browserLanguage } from '@/lib/psu/browser-language';
import { myConsentsNow } from '@/lib/psu/my-consents-now';
import { myConsentsSandboxWorld } from '@/lib/psu/my-consents-sandbox-world';
import { readMyConsentsSession } from '@/lib/psu/sessions/my-consents-session';
import { oidcSettings } from '@/lib/psu/oidc/oidc-settings';
import { clientAddress } from '@/lib/web/client-address';
import { signInThrottleText } from '@/lib/psu/sign-in-throttle/sign-in-throttle-text';
import { PageHeading } from '@/components/psu/page-heading';

const errors = ['format', 'unknown', 'identity-provider', 'not-customer'] as const;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await browserLanguage()).messages.myConsents.title };
}

type Search = { error?: string; until?: string };

/**
 * D30, "My consents": the PSU signs in as at SCA, sees which TPPs hold consent to which accounts and when each
 * last used it, revokes any (after a confirmation), and sees the history of ended consents. In the sandbox the customer
 * is one of the portal session's TPP's: without a developer of a TPP signed in to the portal, the page says so.
 */
export default async function MyConsentsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { language, messages } = await browserLanguage();
  const search = await searchParams;
  const now = new Date();
  const session = await readMyConsentsSession(now);
  const listing = session
    ? await listPsuConsents({ customerId: session.customerId, now: await myConsentsNow(session, now) })
    : null;
  if (!session || !listing) {
    const error = errors.find((candidate) => candidate === search.error);
    // D19: a throttled sign-in says how long to wait and why.
    const throttleText = signInThrottleText({
      error: search.error,
      until: search.until,
      now,
      messages,
      clientAddress: clientAddress(await headers()),
    });
    const world = isSandbox ? await myConsentsSandboxWorld(now) : null;
    return (
      <PsuShell language={language} messages={messages}>
        <PageHeading isFocusedOnLoad={world ? world.kind !== 'linked' : oidcSettings() !== null}>
          {messages.myConsents.heading}
        </PageHeading>
        <p className="mt-2 mb-6 text-slate-700">{messages.myConsents.intro}</p>
        {error && (
          <ErrorAlert id="sign-in-error" isFocusedOnLoad={false} title={messages.errorTitle}>
            {messages.myConsents.errors[error]}
          </ErrorAlert>
        )}
        {throttleText !== null && (
          <ErrorAlert id="sign-in-error" isFocusedOnLoad={false} title={messages.signIn.throttledTitle}>
            {throttleText}
          </ErrorAlert>
        )}
        {world?.kind === 'linked' ? (
          <MyConsentsSignIn
            language={language}
            messages={messages}
            tppName={world.tpp.name}
            csrfToken={world.csrfToken}
            errorId={error || throttleText !== null ? 'sign-in-error' : undefined}
          />
        ) : world ? (
          <MyConsentsPortalNeeded messages={messages} isSignedIn={world.kind === 'not-linked'} />
        ) : (
          <BankIdSignIn messages={messages} href="/my-consents/oidc/start" isAvailable={oidcSettings() !== null} />
        )}
      </PsuShell>
    );
  }
  const { customerName, consents } = listing;
  return (
    <PsuShell language={language} messages={messages}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <PageHeading>{messages.myConsents.heading}</PageHeading>
          <p className="mt-1 text-sm text-slate-700">{messages.myConsents.signedInAs(customerName)}</p>
        </div>
        <form method="post" action="/my-consents/actions/sign-out">
          <CsrfField token={session.csrfToken} />
          <button type="submit" className="text-sm font-medium text-bank-700 underline">
            {messages.signOut}
          </button>
        </form>
      </div>
      <ConsentList consents={consents} messages={messages} language={language} />
    </PsuShell>
  );
}
