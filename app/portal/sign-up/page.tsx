import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { AccountPageLink, EmailField, NewPasswordField } from '@/components/portal/account-fields';
import { MailSentNote } from '@/components/portal/mail-sent-note';
import { PortalError, PortalSection, SubmitButton } from '@/components/portal/portal-form-parts';
import { openTypedFields, signedOutTypedFieldsKey } from '@/lib/portal/forms/typed-fields';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { readMailRefusal } from '@/lib/portal/account/read-mail-refusal';
import { clientSignUpSlowdown } from '@/lib/portal/account/reserve-sign-up';
import { waitWords } from '@/lib/portal/i18n/wait-words';
import { safeCallbackPath, withCallbackPath } from '@/lib/portal/session/safe-callback-path';
import { clientAddress } from '@/lib/web/client-address';
import { waitSecondsUntil } from '@/lib/throttle/wait-seconds-until';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await portalLanguage()).messages.account.createAccount };
}

const errors = ['email', 'too-short', 'too-long', 'mail', 'forbidden', 'throttled', 'slowed'] as const;

/** D27: a new developer account; the answer is the same whether or not the address already has one. */
export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<{
    error?: string;
    mailed?: string;
    mail?: string;
    typed?: string;
    callbackUrl?: string;
    until?: string;
  }>;
}) {
  const { messages } = await portalLanguage();
  const { account } = messages;
  const search = await searchParams;
  const error = errors.find((candidate) => candidate === search.error);
  // D27: a refusal about a field is shown at the field, the address as typed; the password is never sent back.
  const emailError = error === 'email' ? account.errors.email : undefined;
  const passwordError = error === 'too-short' || error === 'too-long' ? account.errors[error] : undefined;
  // D19: a slowed sign-up names the address the bank counts and the wait, recomputed from `until` on every load.
  const slowedSeconds =
    error === 'slowed'
      ? waitSecondsUntil(search.until, new Date(), clientSignUpSlowdown.longestDelayMilliseconds)
      : null;
  const slowedText =
    slowedSeconds === null
      ? null
      : account.signUpSlowed(clientAddress(await headers()), waitWords(slowedSeconds, account));
  const pageError = error === 'slowed' ? slowedText : error && account.errors[error];
  // D27, D19: a sign-up whose mail the throttle refused says so, why and until when.
  const mailRefusal =
    search.mailed === '0'
      ? ((await readMailRefusal({ mail: search.mail, until: search.until, account })) ?? account.mailRefused)
      : null;
  const typed =
    error && error !== 'forbidden' ? openTypedFields(signedOutTypedFieldsKey(), 'sign-up', search.typed) : null;
  // D27: where the developer was going when sent to sign in ("My consents", say) survives the sign-up.
  const callbackUrl = safeCallbackPath(search.callbackUrl);
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-bold tracking-tight">{account.signUpTitle}</h1>
      <p className="mb-6 text-slate-700">{account.signUpIntro}</p>
      {search.mailed === '1' && <MailSentNote messages={messages}>{account.mailed}</MailSentNote>}
      {mailRefusal && (
        <PortalError id="sign-up-mail-error" title={messages.errorTitle}>
          {`${mailRefusal} ${account.signUpNotMailed}`}
        </PortalError>
      )}
      {pageError && !emailError && !passwordError && (
        <PortalError id="sign-up-error" title={messages.errorTitle}>
          {pageError}
        </PortalError>
      )}
      <PortalSection id="sign-up-heading" title={account.createAccount}>
        <form method="post" action="/portal/actions/sign-up">
          {callbackUrl !== '/portal' && <input type="hidden" name="callbackUrl" value={callbackUrl} />}
          <EmailField account={account} typed={typed?.email} error={emailError} />
          <NewPasswordField account={account} label={account.password} error={passwordError} />
          <SubmitButton>{account.createAccount}</SubmitButton>
        </form>
        <AccountPageLink
          question={account.haveAccount}
          label={account.signIn}
          href={withCallbackPath('/portal/sign-in', callbackUrl)}
        />
      </PortalSection>
    </div>
  );
}
