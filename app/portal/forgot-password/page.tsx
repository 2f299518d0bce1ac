import type { Metadata } from 'next';
import { EmailField } from '@/components/portal/account-fields';
import { MailSentNote } from '@/components/portal/mail-sent-note';
import { PortalError, PortalSection, SubmitButton } from '@/components/portal/portal-form-parts';
import { readMailRefusal } from '@/lib/portal/account/read-mail-refusal';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await portalLanguage()).messages.account.forgotTitle };
}

const errors = ['forbidden'] as const;

/** D27: "Forgot password?": a reset link by mail; the answer is the same for addresses without an account. */
export default async function ForgotPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; mailed?: string; mail?: string; until?: string }>;
}) {
  const { messages } = await portalLanguage();
  const { account } = messages;
  const search = await searchParams;
  const error = errors.find((candidate) => candidate === search.error);
  // D27, D19: a refused mail says why and until when, naming the client's address when it is the address's pace.
  const mailRefusal = await readMailRefusal({ mail: search.mail, until: search.until, account });
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{account.forgotTitle}</h1>
      {search.mailed === '1' && <MailSentNote messages={messages}>{account.resetMailed}</MailSentNote>}
      {error && <PortalError title={messages.errorTitle}>{account.errors[error]}</PortalError>}
      {mailRefusal && <PortalError title={messages.errorTitle}>{mailRefusal}</PortalError>}
      <PortalSection id="forgot-heading" title={account.sendLink}>
        <p className="mb-4 text-slate-700">{account.forgotIntro}</p>
        <form method="post" action="/portal/actions/forgot-password">
          <EmailField account={account} />
          <SubmitButton>{account.sendLink}</SubmitButton>
        </form>
      </PortalSection>
    </div>
  );
}
