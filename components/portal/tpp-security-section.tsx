import { ColumnHeads } from '@/components/portal/column-heads';
import { CsrfField, PortalSection, SubmitButton } from '@/components/portal/portal-form-parts';
import type { PortalChangeRow } from '@/lib/portal/security/list-portal-changes';
import type { SecurityMessages } from '@/lib/portal/security/messages-en';
import { formatDateTime } from '@/lib/psu/i18n/format-date-time';
import type { Language } from '@/lib/psu/i18n/pick-language';

export type TppSecuritySectionProps = {
  texts: SecurityMessages;
  csrfToken: string;
  requiresTotp: boolean;
  changes: PortalChangeRow[];
  language: Language;
};

/** D27: the TPP's rule for two-step verification and its audit list (Oslo time), on /portal/organisation. */
export function TppSecuritySection({ texts, csrfToken, requiresTotp, changes, language }: TppSecuritySectionProps) {
  const { organisation } = texts;
  return (
    <>
      <PortalSection id="tpp-security-heading" title={organisation.heading}>
        <p className="mb-4" id="tpp-security-status">
          {requiresTotp ? organisation.required : organisation.notRequired}
        </p>
        <form method="post" action="/portal/actions/require-totp">
          <CsrfField token={csrfToken} />
          <SubmitButton name="requiresTotp" value={requiresTotp ? 'no' : 'yes'}>
            {requiresTotp ? organisation.stopRequiring : organisation.require}
          </SubmitButton>
        </form>
      </PortalSection>
      <PortalSection id="changes-heading" title={organisation.changesHeading}>
        <p className="mb-4 text-slate-700">{organisation.changesIntro}</p>
        {changes.length === 0 ? (
          <p>{organisation.noChanges}</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="changes-heading">
            <table className="w-full text-left text-sm">
              <thead>
                <ColumnHeads
                  gap="pr-3"
                  headings={[organisation.when, organisation.who, organisation.change, organisation.detail]}
                />
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.id} className="border-b border-slate-200 align-top">
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(change.createdAt, language)}</td>
                    <td className="py-2 pr-3 break-all">{change.developerEmail}</td>
                    <td className="py-2 pr-3">{texts.changeKinds[change.kind]}</td>
                    <td className="py-2 font-mono break-all">{change.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PortalSection>
    </>
  );
}
