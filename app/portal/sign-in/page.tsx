import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AccountPageLink } from '@/components/portal/account-fields';
import { PortalNote, PortalSection } from '@/components/portal/portal-form-parts';
import { SignInForm } from '@/components/portal/sign-in-form';
import { signInTexts } from '@/lib/portal/account/sign-in-texts';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { currentDeveloper } from '@/lib/portal/session/current-developer';
import { safeCallbackPath, withCallbackPath } from '@/lib/portal/session/safe-callback-path';
import { clientAddress } from '@/lib/web/client-address';

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
  const signUpPath = withCallbackPath('/portal/sign-up', callbackUrl);
  const { account } = messages;
  // D19: a slowed sign-in names the address the bank counts, as the launcher saw it.
  const texts = signInTexts(messages, clientAddress(await headers()));
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
        <AccountPageLink className="mt-2" question={account.noAccount} label={account.signUpLink} href={signUpPath} />
      </PortalSection>
    </div>
  );
}
