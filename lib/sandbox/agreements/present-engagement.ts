import type { EngagementRole } from '@/lib/generated/prisma/client';
import type { EngagementRecord } from '@/lib/sandbox/shared/includes';
import { engagementRoles } from '@/lib/sandbox/agreements/agreement-schemas';

/**
 * Spec "Sandbox engagement": the same shape as the request. An engagement on a card account names it by maskedPan, the
 * Berlin Group account reference for cards. The int32 limits are minor units (D7); null means no limit.
 */
export type EngagementView = {
  customer: string;
  account: { iban: string } | { maskedPan: string };
  roles: EngagementRole[];
  registerLimit: number | null;
  approvalLimit: number | null;
};

export function presentEngagement(engagement: EngagementRecord): EngagementView {
  return {
    customer: engagement.customer.customerNumber,
    account: engagement.account
      ? { iban: engagement.account.iban }
      : { maskedPan: engagement.cardAccount?.maskedPan ?? '' },
    roles: [...engagement.roles].sort((left, right) => engagementRoles.indexOf(left) - engagementRoles.indexOf(right)),
    registerLimit: engagement.registerLimit === null ? null : Number(engagement.registerLimit),
    approvalLimit: engagement.approvalLimit === null ? null : Number(engagement.approvalLimit),
  };
}
