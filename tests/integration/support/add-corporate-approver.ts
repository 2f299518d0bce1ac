import { db } from '@/lib/db';
import type { EngagementRole } from '@/lib/generated/prisma/enums';
import { newId } from '@/lib/ids/new-id';
import { corporateIdFor } from '@/lib/psu/corporate-pseudonym';

export type AddCorporateApproverInput = {
  tppId: string;
  /** The private customer to engage; the known state's registrar is 13039319955 (D10). */
  approver: string;
  approvalLimit: bigint;
  roles?: EngagementRole[];
};

/** Engages `approver` for the known corporation 18129215603 on every account its registrar may use, as the bank would
 * (spec "Sandbox engagement"); the PSU-Corporate-ID the TPP knows the agreement by. */
export async function addCorporateApprover(input: AddCorporateApproverInput): Promise<string> {
  const { tppId } = input;
  const agreement = await db.agreement.findFirstOrThrow({ where: { tppId, owner: { customerNumber: '18129215603' } } });
  const registrarEngagements = await db.engagement.findMany({
    where: { agreementId: agreement.id, customer: { customerNumber: '13039319955' }, accountId: { not: null } },
  });
  const customer = await db.customer.findUniqueOrThrow({
    where: { tppId_customerNumber: { tppId, customerNumber: input.approver } },
  });
  await db.engagement.createMany({
    data: registrarEngagements.map((engagement) => ({
      id: newId(),
      tppId,
      agreementId: agreement.id,
      customerId: customer.id,
      accountId: engagement.accountId,
      roles: input.roles ?? ['REGISTER', 'VIEW', 'APPROVE'],
      approvalLimit: input.approvalLimit,
    })),
  });
  return corporateIdFor({ tppId, agreementId: agreement.id });
}
