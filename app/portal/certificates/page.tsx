import type { Metadata } from 'next';
import {
  CsrfField,
  PortalError,
  PortalNote,
  PortalSection,
  SubmitButton,
  TextArea,
  TextField,
} from '@/components/portal/portal-form-parts';
import { GenerateCertificate } from '@/components/portal/generate-certificate';
import { isSandbox } from '@/lib/env';
import { createCertificateChallenge } from '@/lib/portal/certificates/certificate-challenge';
import { listTppCertificates } from '@/lib/portal/certificates/list-tpp-certificates';
import type { LinkRefusal } from '@/lib/portal/certificates/link-refusal';
import { openTypedFields } from '@/lib/portal/forms/typed-fields';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { requirePortalDeveloper } from '@/lib/portal/session/require-portal-developer';
import { safeCallbackPath } from '@/lib/portal/session/safe-callback-path';
import { VerifyFirstNote, verifyFirstNoteId } from '@/components/portal/verify-first-note';
import { ScrollingTable } from '@/components/portal/scrolling-table';
import { ConfirmCheckbox } from '@/components/portal/confirm-checkbox';
import { certificateLifecycleMessagesEn } from '@/lib/portal/certificates/messages-en';
import { certificateLifecycleMessagesNb } from '@/lib/portal/certificates/messages-nb';
import { dateTimeFormat } from '@/lib/web/intl-formats';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await portalLanguage()).messages.certificates.title };
}

const refusals: LinkRefusal[] = [
  'challenge',
  'certificate',
  'validity',
  'usage',
  'identifier',
  'trust',
  'signature',
  'other-key',
  'unverified',
  'request',
  'key',
  'revoked',
];
// D27: what a "Revoke" form can be refused for; shown above the list.
const revokeErrors = ['confirm-revoke', 'revoke-unknown', 'forbidden'] as const;
// D27: the field each refusal of "Link certificate" is about, where it is shown; the others are about the page.
const certificateRefusals: readonly LinkRefusal[] = [
  'certificate',
  'validity',
  'usage',
  'identifier',
  'trust',
  'other-key',
];
const signatureRefusals: readonly LinkRefusal[] = ['challenge', 'signature'];

/** D27: link the account to a TPP by proving a certificate's key, or generate a sandbox certificate; the TPP's certificates. */
export default async function CertificatesPage({
  searchParams,
}: {
  searchParams: Promise<{
    error?: string;
    linked?: string;
    link?: string;
    typed?: string;
    callbackUrl?: string;
    note?: string;
  }>;
}) {
  const { developer, csrfToken, typedFieldsKey } = await requirePortalDeveloper('/portal/certificates');
  const { messages, language } = await portalLanguage();
  const { certificates: texts } = messages;
  const search = await searchParams;
  const error = refusals.find((candidate) => candidate === search.error);
  const lifecycle = language === 'nb' ? certificateLifecycleMessagesNb : certificateLifecycleMessagesEn;
  const revokeError = revokeErrors.find((candidate) => candidate === search.error);
  const certificateError = error && certificateRefusals.includes(error) ? texts.errors[error] : undefined;
  const signatureError = error && signatureRefusals.includes(error) ? texts.errors[error] : undefined;
  const typed = error ? openTypedFields(typedFieldsKey, 'link-certificate', search.typed) : null;
  // D17, D27: a developer sent here from "My consents" to link the account finds the way back once linked.
  // D27: linking and generating need a verified address; the page says so before any work, the server still refuses.
  const isVerified = developer.emailVerifiedAt !== null;
  const isFromMyConsents = safeCallbackPath(search.callbackUrl) === '/my-consents';
  const now = new Date();
  const challenge = await createCertificateChallenge({ developerId: developer.id, now });
  const listing = developer.tppId ? await listTppCertificates(developer.tppId) : null;
  const date = dateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'Europe/Oslo',
  });
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{texts.title}</h1>
      {search.link === 'required' && !listing?.tpp && <PortalNote tone="warning">{texts.linkRequired}</PortalNote>}
      {search.linked === '1' && listing?.tpp && <PortalNote>{texts.linked(listing.tpp.name)}</PortalNote>}
      {isFromMyConsents && listing?.tpp && (
        <p className="mb-6">
          <a className="text-bank-700 font-semibold underline" href="/my-consents">
            {texts.backToMyConsents}
          </a>
        </p>
      )}
      {search.note === 'revoked' && <PortalNote>{lifecycle.revoked}</PortalNote>}
      {revokeError && (
        <PortalError id="revoke-error" title={messages.errorTitle}>
          {lifecycle.errors[revokeError]}
        </PortalError>
      )}
      {!isVerified && <VerifyFirstNote messages={messages} csrfToken={csrfToken} />}
      {error && !certificateError && !signatureError && (
        <PortalError id="link-error" title={messages.errorTitle}>
          {texts.errors[error]}
        </PortalError>
      )}
      {listing?.tpp && (
        <PortalSection
          id="certificates-heading"
          title={texts.listHeading(`${listing.tpp.name} (${listing.tpp.organizationIdentifier})`)}
        >
          {listing.certificates.length === 0 ? (
            <p>{texts.none}</p>
          ) : (
            <ScrollingTable
              labelledBy="certificates-heading"
              gap="pr-4"
              headings={[
                texts.subject,
                texts.serial,
                texts.expires,
                texts.roles,
                lifecycle.status,
                lifecycle.revokeColumn,
              ]}
            >
              {listing.certificates.map((certificate) => (
                <tr key={certificate.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4 break-all">{certificate.subjectDn}</td>
                  <td className="py-2 pr-4 font-mono break-all">{certificate.serialNumber}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{date.format(certificate.notAfter)}</td>
                  <td className="py-2 pr-4 font-mono">{certificate.roles.join(', ')}</td>
                  <td className="py-2 pr-4">
                    {certificate.revokedAt ? lifecycle.revokedOn(date.format(certificate.revokedAt)) : lifecycle.valid}
                  </td>
                  <td className="py-2">
                    {!certificate.revokedAt && (
                      <form method="post" action="/portal/actions/revoke-certificate" className="min-w-48">
                        <CsrfField token={csrfToken} />
                        <input type="hidden" name="certificateId" value={certificate.id} />
                        <ConfirmCheckbox label={lifecycle.confirmRevoke} className="mb-1" />
                        <button
                          type="submit"
                          className="font-medium text-red-800 underline"
                          aria-label={lifecycle.revoke(certificate.serialNumber)}
                        >
                          {lifecycle.revokeColumn}
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </ScrollingTable>
          )}
          <h3 className="mt-6 mb-2 font-semibold">{lifecycle.rotateHeading}</h3>
          <p className="text-sm text-slate-700">{lifecycle.rotateIntro}</p>
          <h3 className="mt-6 mb-2 font-semibold">{texts.developersHeading}</h3>
          <ul className="list-disc pl-6 text-sm">
            {listing.developers.map((member) => (
              <li key={member.id}>{member.email}</li>
            ))}
          </ul>
        </PortalSection>
      )}
      <PortalSection id="link-heading" title={texts.linkHeading}>
        <p className="mb-4 text-slate-700">{texts.linkIntro}</p>
        <form method="post" action="/portal/actions/link-certificate">
          <CsrfField token={csrfToken} />
          {isFromMyConsents && <input type="hidden" name="callbackUrl" value="/my-consents" />}
          <TextField
            id="challenge"
            name="challenge"
            label={texts.challenge}
            hint={texts.challengeHint}
            defaultValue={challenge}
            isReadOnly
          />
          <TextArea
            id="certificatePem"
            name="certificatePem"
            label={texts.certificatePem}
            rows={8}
            isRequired
            defaultValue={typed?.certificatePem}
            error={certificateError}
          />
          <TextArea
            id="signature"
            name="signature"
            label={texts.challengeSignature}
            hint={certificateError || signatureError ? texts.signNewChallenge : undefined}
            rows={4}
            isRequired
            error={signatureError}
          />
          <SubmitButton disabledBy={isVerified ? undefined : verifyFirstNoteId}>{texts.linkCertificate}</SubmitButton>
        </form>
      </PortalSection>
      {isSandbox && (
        <PortalSection id="generate-heading" title={texts.generateHeading}>
          <GenerateCertificate
            csrfToken={csrfToken}
            disabledBy={isVerified ? undefined : verifyFirstNoteId}
            texts={{
              heading: texts.generateHeading,
              intro: texts.generateIntro,
              organisationIdentifier: texts.organisationIdentifier,
              organisationIdentifierHint: texts.organisationIdentifierHint,
              organisationName: texts.organisationName,
              roles: texts.roles,
              generate: texts.generate,
              generating: texts.generating,
              generated: texts.generated,
              downloadKey: texts.downloadKey,
              downloadCertificate: texts.downloadCertificate,
              errorTitle: messages.errorTitle,
              errors: texts.errors,
            }}
          />
        </PortalSection>
      )}
    </div>
  );
}
