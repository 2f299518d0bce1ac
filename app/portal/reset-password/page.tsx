import type { Metadata } from 'next';
import { NewPasswordField } from '@/components/portal/account-fields';
import { PortalError, PortalSection, SubmitButton } from '@/components/portal/portal-form-parts';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await portalLanguage()).messages.account.resetTitle };
}

const errors = ['too-short', 'too-long', 'link-invalid', 'forbidden'] as const;
const passwordErrors: readonly string[] = ['too-short', 'too-long'];

/** D27: the reset link's page. Opening it uses nothing (mail scanners open links); only the form post uses the link. */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; error?: string }>;
}) {
  const { messages } = await portalLanguage();
  const { account } = messages;
  const search = await searchParams;
  const error = errors.find((candidate) => candidate === search.error);
  // D27: a refused password is named at its field; a password is never sent back.
  const passwordError = error && passwordErrors.includes(error) ? account.errors[error] : undefined;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{account.resetTitle}</h1>
      {error && !passwordError && <PortalError title={messages.errorTitle}>{account.errors[error]}</PortalError>}
      <PortalSection id="reset-heading" title={account.setPassword}>
        <form method="post" action="/portal/actions/reset-password">
          <input type="hidden" name="token" value={(search.token ?? '').slice(0, 100)} />
          <NewPasswordField account={account} label={account.newPassword} error={passwordError} />
          <SubmitButton>{account.setPassword}</SubmitButton>
        </form>
      </PortalSection>
    </div>
  );
}
