import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { PortalNote, PortalSection } from '@/components/portal/portal-form-parts';
import { SignInForm } from '@/components/portal/sign-in-form';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { currentDeveloper } from '@/lib/portal/session/current-developer';
import { safeCallbackPath, withCallbackPath } from '@/lib/portal/session/safe-callback-path';
import { clientAddress } from '@/lib/psu/client-address';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await portalLanguage()).messages.account.signIn };
}

type Search = { callbackUrl?: string; verified?: string; verifyFailed?: string; reset?: string; signedOut?: string };

/** D27: sign-in with e-mail and password (next-auth credentials). */
export default async function SignInPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { messages } = await portalLanguage();
  const search = await searchParams;
  const callbackUrl = safeCallbackPath(search.callbackUrl);
  if (await currentDeveloper()) redirect(callbackUrl);
  const { account } = messages;
  const texts = {
    email: account.email,
    password: account.password,
    signIn: account.signIn,
    errorTitle: messages.errorTitle,
    credentials: account.errors.credentials,
    throttledOne: account.throttled(1),
    throttledMany: account.throttled(1000).replace('1000', '{n}'),
    // D19: a slowed sign-in names the address the bank counts, as the launcher saw it.
    slowed: account.slowed(clientAddress(await headers()), '{wait}'),
    oneSecond: account.seconds(1),
    seconds: account.seconds(1000).replace('1000', '{n}'),
    oneMinute: account.minutes(1),
    minutes: account.minutes(1000).replace('1000', '{n}'),
  };
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{account.signInTitle}</h1>
      {search.verified === '1' && <PortalNote>{account.verified}</PortalNote>}
      {search.verifyFailed === '1' && <PortalNote tone="warning">{account.verifyFailed}</PortalNote>}
      {search.reset === '1' && <PortalNote>{account.passwordReset}</PortalNote>}
      {search.signedOut === '1' && <PortalNote>{account.signedOut}</PortalNote>}
      <PortalSection id="sign-in-heading" title={account.signIn}>
        <SignInForm texts={texts} callbackUrl={callbackUrl} />
        <p className="mt-6 text-sm">
          <Link className="text-bank-700 underline" href="/portal/forgot-password">
            {account.forgotPassword}
          </Link>
        </p>
        <p className="mt-2 text-sm">
          {account.noAccount}{' '}
          <Link className="text-bank-700 underline" href={withCallbackPath('/portal/sign-up', callbackUrl)}>
            {account.signUpLink}
          </Link>
        </p>
      </PortalSection>
    </div>
  );
}
