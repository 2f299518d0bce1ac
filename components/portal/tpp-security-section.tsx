import { ButtonForm } from '@/components/portal/button-form';
import { ScrollingTable } from '@/components/portal/scrolling-table';
import { PortalSection } from '@/components/portal/portal-form-parts';
import { RowActionForm } from '@/components/portal/row-action-form';
import type { PortalChangeRow } from '@/lib/portal/security/list-portal-changes';
import type { TppMember } from '@/lib/portal/security/list-tpp-members';
import type { SecurityMessages } from '@/lib/portal/security/messages-en';
import { formatDateTime } from '@/lib/psu/i18n/format-date-time';
import type { Language } from '@/lib/psu/i18n/pick-language';

export type TppSecuritySectionProps = {
  texts: SecurityMessages;
  csrfToken: string;
  requiresTotp: boolean;
  changes: PortalChangeRow[];
  members: TppMember[];
  developerId: string;
  language: Language;
};

/** D27: the TPP's rule for two-step verification, its members and its audit list (Oslo time), on /portal/organisation. */
export function TppSecuritySection(props: TppSecuritySectionProps) {
  const { texts, csrfToken, requiresTotp, changes, members, developerId, language } = props;
  const { organisation } = texts;
  return (
    <>
      <PortalSection id="tpp-security-heading" title={organisation.heading}>
        <p className="mb-4" id="tpp-security-status">
          {requiresTotp ? organisation.required : organisation.notRequired}
        </p>
        <ButtonForm
          action="/portal/actions/require-totp"
          csrfToken={csrfToken}
          name="requiresTotp"
          value={requiresTotp ? 'no' : 'yes'}
        >
          {requiresTotp ? organisation.stopRequiring : organisation.require}
        </ButtonForm>
      </PortalSection>
      <PortalSection id="members-heading" title={organisation.membersHeading}>
        <p className="mb-4 text-slate-700">{organisation.membersIntro}</p>
        <ScrollingTable
          labelledBy="members-heading"
          gap="pr-3"
          headings={[
            organisation.member,
            organisation.twoStep,
            <span key="remove" className="sr-only">
              {organisation.removeColumn}
            </span>,
          ]}
        >
          {members.map((member) => (
            <tr key={member.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-3 break-all">
                {member.email} {member.id === developerId && organisation.you}
              </td>
              <td className="py-2 pr-3">{member.hasTotp ? organisation.on : organisation.off}</td>
              <td className="py-2">
                {member.id !== developerId && (
                  <RowActionForm
                    action="/portal/actions/remove-member"
                    csrfToken={csrfToken}
                    fields={{ memberId: member.id }}
                    tone="danger"
                  >
                    {organisation.remove(member.email)}
                  </RowActionForm>
                )}
              </td>
            </tr>
          ))}
        </ScrollingTable>
      </PortalSection>
      <PortalSection id="changes-heading" title={organisation.changesHeading}>
        <p className="mb-4 text-slate-700">{organisation.changesIntro}</p>
        {changes.length === 0 ? (
          <p>{organisation.noChanges}</p>
        ) : (
          <ScrollingTable
            labelledBy="changes-heading"
            gap="pr-3"
            headings={[organisation.when, organisation.who, organisation.change, organisation.detail]}
          >
            {changes.map((change) => (
              <tr key={change.id} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(change.createdAt, language)}</td>
                <td className="py-2 pr-3 break-all">{change.developerEmail}</td>
                <td className="py-2 pr-3">{texts.changeKinds[change.kind]}</td>
                <td className="py-2 font-mono break-all">{change.detail}</td>
              </tr>
            ))}
          </ScrollingTable>
        )}
      </PortalSection>
    </>
  );
}
