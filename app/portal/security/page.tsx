import type { Metadata } from 'next';
import {
  CsrfField,
  PortalError,
  PortalNote,
  PortalSection,
  SubmitButton,
  TextField,
} from '@/components/portal/portal-form-parts';
import { ButtonForm } from '@/components/portal/button-form';
import { openTypedFields } from '@/lib/portal/forms/typed-fields';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { readTotpEnrolment } from '@/lib/portal/security/read-totp-enrolment';
import { hasRecentAuthentication } from '@/lib/portal/security/require-recent-authentication';
import { securityMessages } from '@/lib/portal/security/security-messages';
import { requirePortalDeveloper } from '@/lib/portal/session/require-portal-developer';
import { formatDateTime } from '@/lib/psu/i18n/format-date-time';

export async function generateMetadata(): Promise<Metadata> {
  return { title: securityMessages((await portalLanguage()).language).title };
}

const errors = ['code', 'not-started', 'required', 'forbidden'] as const;
const notes = ['enabled', 'disabled'] as const;

/** D27: the developer's own two-step verification: set up with a QR code drawn here, recovery codes, turn off. */
export default async function SecurityPage({
  searchParams,
}: {
  searchParams: Promise<{ enrol?: string; error?: string; note?: string; typed?: string }>;
}) {
  const { developer, csrfToken, typedFieldsKey } = await requirePortalDeveloper('/portal/security');
  const { language, messages } = await portalLanguage();
  const texts = securityMessages(language);
  const search = await searchParams;
  const error = errors.find((candidate) => candidate === search.error);
  const note = notes.find((candidate) => candidate === search.note);
  const enrolment = await readTotpEnrolment({
    developerId: developer.id,
    email: developer.email,
    isRecent: hasRecentAuthentication(developer, new Date()),
  });
  const recoveryCodes =
    note === 'enabled' ? openTypedFields(typedFieldsKey, 'recovery-codes', search.typed)?.codes?.split(' ') : undefined;
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{texts.title}</h1>
      {developer.mustEnrolTotp && <PortalNote tone="warning">{texts.enrolRequired}</PortalNote>}
      {note && <PortalNote>{texts[note]}</PortalNote>}
      {error && error !== 'code' && (
        <PortalError id="security-error" title={messages.errorTitle}>
          {texts.errors[error]}
        </PortalError>
      )}
      {recoveryCodes && (
        <PortalSection id="recovery-heading" title={texts.recoveryHeading}>
          <p className="mb-4 text-slate-700">{texts.recoveryIntro}</p>
          <ul className="grid grid-cols-2 gap-2 font-mono sm:grid-cols-5" aria-label={texts.recoveryHeading}>
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </PortalSection>
      )}
      <PortalSection id="two-step-heading" title={texts.twoStepHeading}>
        <p className="mb-4 text-slate-700">{texts.twoStepIntro}</p>
        {enrolment.kind === 'enabled' && (
          <>
            <p className="mb-2">{texts.enabledSince(formatDateTime(enrolment.enabledAt, language))}</p>
            <p className="mb-4">{texts.recoveryCodesLeft(enrolment.recoveryCodesLeft)}</p>
            <ButtonForm action="/portal/actions/totp" csrfToken={csrfToken} name="change" value="disable">
              {texts.turnOff}
            </ButtonForm>
          </>
        )}
        {enrolment.kind === 'pending' && (
          <>
            <p className="mb-4">{texts.scan}</p>
            <svg
              role="img"
              aria-label={texts.qrLabel}
              viewBox={`-4 -4 ${enrolment.qr.size + 8} ${enrolment.qr.size + 8}`}
              className="mb-4 h-48 w-48 bg-white"
              shapeRendering="crispEdges"
            >
              <path d={enrolment.qr.path} fill="#000" />
            </svg>
            <p className="mb-4">
              {texts.setupKey}: <code className="font-mono break-all">{enrolment.secret}</code>
            </p>
            <form method="post" action="/portal/actions/totp">
              <CsrfField token={csrfToken} />
              <input type="hidden" name="change" value="confirm" />
              <TextField
                id="code"
                name="code"
                label={texts.code}
                hint={texts.codeHint}
                autoComplete="one-time-code"
                maxLength={10}
                isRequired
                error={error === 'code' ? texts.errors.code : undefined}
              />
              <SubmitButton>{texts.turnOn}</SubmitButton>
            </form>
          </>
        )}
        {enrolment.kind === 'none' && (
          <ButtonForm action="/portal/actions/totp" csrfToken={csrfToken} name="change" value="start">
            {texts.start}
          </ButtonForm>
        )}
      </PortalSection>
    </div>
  );
}
