import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MailSentNote } from '@/components/portal/mail-sent-note';
import {
  CsrfField,
  PortalError,
  PortalNote,
  PortalSection,
  SubmitButton,
  TextField,
} from '@/components/portal/portal-form-parts';
import { RowActionForm } from '@/components/portal/row-action-form';
import { TppSecuritySection } from '@/components/portal/tpp-security-section';
import { readMailFieldError } from '@/lib/portal/account/read-mail-field-error';
import { openTypedFields } from '@/lib/portal/forms/typed-fields';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { looksPersonalEmail } from '@/lib/portal/organisation/looks-personal-email';
import { readOrganisation } from '@/lib/portal/organisation/read-organisation';
import { listPortalChanges } from '@/lib/portal/security/list-portal-changes';
import { listTppMembers } from '@/lib/portal/security/list-tpp-members';
import { securityMessages } from '@/lib/portal/security/security-messages';
import { requirePortalTpp } from '@/lib/portal/session/require-portal-developer';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await portalLanguage()).messages.organisation.title };
}

const errors = ['email', 'host', 'too-many-hosts', 'mail', 'mail-refused', 'forbidden'] as const;
// D27: the field each refusal is about, where it is shown; the others are about the page.
const contactErrors: readonly string[] = ['email', 'mail', 'mail-refused'];
const hostErrors: readonly string[] = ['host', 'too-many-hosts'];
const notes = [
  'saved',
  'unchanged',
  'cleared',
  'contactVerified',
  'contactVerifyFailed',
  'hostAdded',
  'hostRemoved',
  'securitySaved',
  'memberRemoved',
] as const;

/** D27, spec 14: the developer's own TPP: identity, the optional contact e-mail, and the production redirect hosts. */
export default async function OrganisationPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; note?: string; typed?: string; mail?: string; until?: string }>;
}) {
  const { tpp, csrfToken, typedFieldsKey, developer } = await requirePortalTpp('/portal/organisation');
  const { language, messages } = await portalLanguage();
  const security = securityMessages(language);
  const { organisation: texts } = messages;
  const organisation = await readOrganisation(tpp.id);
  if (!organisation) notFound();
  const search = await searchParams;
  const error = errors.find((candidate) => candidate === search.error);
  const note = notes.find((candidate) => candidate === search.note);
  // D27, D19: a refused mail says why and until when, naming the client's address when it is the address's pace.
  const contactError = await readMailFieldError({ error, search, fieldErrors: contactErrors, texts, messages });
  const hostError = error && hostErrors.includes(error) ? texts.errors[error] : undefined;
  const typedContact = contactError
    ? openTypedFields(typedFieldsKey, 'contact-email', search.typed)?.contactEmail
    : undefined;
  const typedHost = hostError ? openTypedFields(typedFieldsKey, 'redirect-host', search.typed)?.host : undefined;
  const isPersonal = organisation.contactEmail !== null && looksPersonalEmail(organisation.contactEmail);
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{texts.title}</h1>
      {note === 'saved' && <MailSentNote messages={messages}>{texts.saved}</MailSentNote>}
      {note && note !== 'saved' && (
        <PortalNote tone={note === 'contactVerifyFailed' ? 'warning' : 'info'}>
          {note === 'securitySaved'
            ? security.organisation.changed
            : note === 'memberRemoved'
              ? security.organisation.memberRemoved
              : texts[note]}
        </PortalNote>
      )}
      {error && !contactError && !hostError && (
        <PortalError id="organisation-error" title={messages.errorTitle}>
          {texts.errors[error]}
        </PortalError>
      )}
      {search.error === 'needs-own-totp' && (
        <PortalError id="organisation-error" title={messages.errorTitle}>
          {security.organisation.needsOwnTotp}
        </PortalError>
      )}
      <PortalSection id="identity-heading" title={organisation.name}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{texts.name}</dt>
          <dd>{organisation.name}</dd>
          <dt className="font-semibold">{texts.organisationIdentifier}</dt>
          <dd className="font-mono break-all">{organisation.organizationIdentifier}</dd>
          <dt className="font-semibold">{texts.roles}</dt>
          <dd className="font-mono">{organisation.roles.join(', ')}</dd>
        </dl>
      </PortalSection>
      <PortalSection id="contact-heading" title={texts.contactHeading}>
        <p className="mb-4 text-slate-700">{texts.contactIntro}</p>
        <p className="mb-4" id="contact-status">
          {organisation.contactEmail === null ? (
            texts.none
          ) : (
            <>
              <span className="font-mono break-all">{organisation.contactEmail}</span>{' '}
              {organisation.contactEmailVerifiedAt ? (
                <span className="ml-2 rounded bg-bank-600 px-2 py-0.5 text-sm font-semibold text-white">
                  {texts.verified}
                </span>
              ) : (
                <span className="ml-2 text-sm text-slate-700">{texts.unverified}</span>
              )}
            </>
          )}
        </p>
        {isPersonal && <PortalNote tone="warning">{texts.personalWarning}</PortalNote>}
        <form method="post" action="/portal/actions/contact-email">
          <CsrfField token={csrfToken} />
          <TextField
            id="contactEmail"
            name="contactEmail"
            type="email"
            label={texts.contactEmail}
            autoComplete="email"
            maxLength={254}
            defaultValue={typedContact ?? organisation.contactEmail ?? ''}
            error={contactError}
          />
          <SubmitButton>{texts.save}</SubmitButton>
        </form>
      </PortalSection>
      <PortalSection id="hosts-heading" title={texts.hostsHeading}>
        <p className="mb-4 text-slate-700">{texts.hostsIntro}</p>
        {organisation.redirectHosts.length === 0 ? (
          <p className="mb-4">{texts.noHosts}</p>
        ) : (
          <ul className="mb-4 divide-y divide-slate-200" aria-label={texts.hostsHeading}>
            {organisation.redirectHosts.map((host) => (
              <li key={host} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-mono break-all">{host}</span>
                <RowActionForm
                  action="/portal/actions/redirect-hosts"
                  csrfToken={csrfToken}
                  fields={{ host, change: 'remove' }}
                  tone="danger"
                >
                  {texts.removeHost(host)}
                </RowActionForm>
              </li>
            ))}
          </ul>
        )}
        <form method="post" action="/portal/actions/redirect-hosts">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="change" value="add" />
          <TextField
            id="host"
            name="host"
            label={texts.host}
            isRequired
            maxLength={253}
            defaultValue={typedHost}
            error={hostError}
          />
          <SubmitButton>{texts.addHost}</SubmitButton>
        </form>
      </PortalSection>
      <TppSecuritySection
        texts={security}
        csrfToken={csrfToken}
        requiresTotp={organisation.requiresTotp}
        changes={await listPortalChanges(tpp.id)}
        members={await listTppMembers(tpp.id)}
        developerId={developer.id}
        language={language}
      />
    </div>
  );
}
