import type { Metadata } from 'next';
import {
  CsrfField,
  PortalError,
  PortalNote,
  PortalSection,
  SubmitButton,
  TextField,
} from '@/components/portal/portal-form-parts';
import { NewPasswordField } from '@/components/portal/account-fields';
import { ConfirmCheckbox } from '@/components/portal/confirm-checkbox';
import { longestPassword } from '@/lib/portal/account/password-rules';
import { readMailFieldError } from '@/lib/portal/account/read-mail-field-error';
import { readAccountSettings } from '@/lib/portal/account/read-account-settings';
import { accountSettingsMessagesEn } from '@/lib/portal/account-settings/messages-en';
import { accountSettingsMessagesNb } from '@/lib/portal/account-settings/messages-nb';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { requirePortalDeveloper } from '@/lib/portal/session/require-portal-developer';

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await portalLanguage();
  return { title: (language === 'nb' ? accountSettingsMessagesNb : accountSettingsMessagesEn).title };
}

const errors = Object.keys(accountSettingsMessagesEn.errors) as (keyof typeof accountSettingsMessagesEn.errors)[];
const notes = ['emailMailed', 'passwordChanged', 'left'] as const;
// D27: the section each refusal is about, shown at its field; the others above the page.
const emailErrors: readonly string[] = ['email-invalid', 'email-unchanged', 'mail', 'mail-refused'];
const passwordErrors: readonly string[] = ['current-wrong', 'too-short', 'too-long'];

/** D27: the developer's own account: sign-in e-mail (changed by a mailed link), password, its TPP, and deletion. */
export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; note?: string; mail?: string; until?: string }>;
}) {
  const { developer, csrfToken } = await requirePortalDeveloper('/portal/account');
  const { language, messages } = await portalLanguage();
  const texts = language === 'nb' ? accountSettingsMessagesNb : accountSettingsMessagesEn;
  const search = await searchParams;
  const error = errors.find((candidate) => candidate === search.error);
  const note = notes.find((candidate) => candidate === search.note);
  const { tpp, developerCount } = await readAccountSettings(developer.tppId);
  const emailError = await readMailFieldError({ error, search, fieldErrors: emailErrors, texts, messages });
  const passwordError = error && passwordErrors.includes(error) ? texts.errors[error] : undefined;
  const pageError = error && !emailError && !passwordError ? texts.errors[error] : undefined;
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{texts.title}</h1>
      {note && <PortalNote>{texts[note]}</PortalNote>}
      {pageError && (
        <PortalError id="account-error" title={messages.errorTitle}>
          {pageError}
        </PortalError>
      )}
      <PortalSection id="email-heading" title={texts.signInHeading}>
        <p className="mb-4 break-all">{texts.currentEmail(developer.email)}</p>
        <form method="post" action="/portal/actions/change-email">
          <CsrfField token={csrfToken} />
          <TextField
            id="newEmail"
            name="newEmail"
            type="email"
            label={texts.newEmail}
            hint={texts.newEmailHint}
            autoComplete="email"
            maxLength={254}
            isRequired
            error={emailError}
          />
          <SubmitButton>{texts.changeEmail}</SubmitButton>
        </form>
      </PortalSection>
      <PortalSection id="password-heading" title={texts.passwordHeading}>
        <form method="post" action="/portal/actions/change-password">
          <CsrfField token={csrfToken} />
          <TextField
            id="currentPassword"
            name="currentPassword"
            type="password"
            label={texts.currentPassword}
            autoComplete="current-password"
            isRequired
            error={error === 'current-wrong' ? passwordError : undefined}
          />
          <NewPasswordField
            account={messages.account}
            name="newPassword"
            label={texts.newPassword}
            hint={texts.newPasswordHint}
            maxLength={longestPassword}
            error={error !== 'current-wrong' ? passwordError : undefined}
          />
          <SubmitButton>{texts.changePassword}</SubmitButton>
        </form>
      </PortalSection>
      <PortalSection id="tpp-heading" title={texts.tppHeading}>
        {tpp ? (
          <>
            <p className="mb-2">{texts.memberOf(tpp.name, tpp.organizationIdentifier)}</p>
            <p className="mb-2 text-slate-700">{texts.leaveIntro}</p>
            {developerCount <= 1 && <PortalNote tone="warning">{texts.lastMember}</PortalNote>}
            <form method="post" action="/portal/actions/leave-tpp">
              <CsrfField token={csrfToken} />
              <input type="hidden" name="tppId" value={tpp.id} />
              <ConfirmCheckbox label={texts.confirmLeave} />
              <SubmitButton>{texts.leaveTpp}</SubmitButton>
            </form>
          </>
        ) : (
          <p>{texts.noTpp}</p>
        )}
      </PortalSection>
      <PortalSection id="delete-heading" title={texts.deleteHeading}>
        <p className="mb-4 text-slate-700">{texts.deleteIntro}</p>
        <form method="post" action="/portal/actions/delete-account">
          <CsrfField token={csrfToken} />
          <TextField
            id="deletePassword"
            name="password"
            type="password"
            label={texts.password}
            autoComplete="current-password"
            isRequired
            error={error === 'password-wrong' ? texts.errors['password-wrong'] : undefined}
          />
          <ConfirmCheckbox label={texts.confirmDelete} />
          <SubmitButton>{texts.deleteAccount}</SubmitButton>
        </form>
      </PortalSection>
    </div>
  );
}
