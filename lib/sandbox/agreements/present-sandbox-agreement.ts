import type { AgreementRecord } from '@/lib/sandbox/shared/includes';
import { apiLink, type Link } from '@/lib/xs2a/links';
import { presentEngagement, type EngagementView } from './present-engagement';

/** A sandbox agreement: its owner's customerNumber (spec engagement rule 4), its name and its engagements. */
export type SandboxAgreementView = {
  agreementId: string;
  owner: string;
  name: string | null;
  engagements: EngagementView[];
  _links: { self: Link; engagements: Link };
};

/** Engagements are listed by customer, then account, so the same agreement always reads the same. */
export function presentSandboxAgreement(agreement: AgreementRecord): SandboxAgreementView {
  const engagements = agreement.engagements
    .map(presentEngagement)
    .sort((left, right) => sortKey(left).localeCompare(sortKey(right)));
  return {
    agreementId: agreement.id,
    owner: agreement.owner.customerNumber,
    name: agreement.name,
    engagements,
    _links: {
      self: apiLink(['sandbox', 'agreements', agreement.id], ['GET']),
      engagements: apiLink(['sandbox', 'agreements', agreement.id, 'engagements'], ['POST']),
    },
  };
}

function sortKey(engagement: EngagementView): string {
  return `${engagement.customer} ${'iban' in engagement.account ? engagement.account.iban : engagement.account.maskedPan}`;
}
