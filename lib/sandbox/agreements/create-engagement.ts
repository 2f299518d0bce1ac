import { db } from '@/lib/db';
import { checkSandboxRoom } from '@/lib/sandbox/check-sandbox-room';
import { newId } from '@/lib/ids/new-id';
import { findCustomerByNumberOrThrow } from '@/lib/sandbox/customers/find-customer-by-number-or-throw';
import { presentEngagement, type EngagementView } from '@/lib/sandbox/agreements/present-engagement';
import { engagementInclude } from '@/lib/sandbox/shared/includes';
import type { CreateEngagementBody } from '@/lib/sandbox/agreements/agreement-schemas';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { findEngagementTarget } from './find-engagement-target';
import { loadSandboxAgreementOrThrow } from './load-sandbox-agreement-or-throw';

export type CreateEngagementInput = { tppId: string; agreementId: string; engagement: CreateEngagementBody };

/**
 * POST /v1/sandbox/agreements/{mockAgreementId}/engagements (spec "Sandbox engagement", rules 1-4, D16): lets a PSU
 * act on an account of the agreement's corporation. 201 with the engagement; one per PSU, account and agreement.
 */
export async function createEngagement(input: CreateEngagementInput): Promise<EngagementView> {
  const { tppId, engagement } = input;
  const agreement = await loadSandboxAgreementOrThrow(input);
  if (agreement.owner.customerType !== 'CORPORATE') {
    throw new Xs2aError('FORMAT_ERROR', {
      text: "This agreement is a private customer's own; engagements are added to a corporate customer's agreement (spec engagement rule 4).",
    });
  }
  const customer = await findCustomerByNumberOrThrow({ tppId, customerNumber: engagement.customer, path: 'customer' });
  if (customer.customerType !== 'PRIVATE') {
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'customer',
      text: `customer: ${engagement.customer} is a corporate customer; an engagement names the PSU, a private customer (spec engagement rule 2).`,
    });
  }
  await checkSandboxRoom({ tppId, kind: 'engagements', agreementId: agreement.id });
  const target = await findEngagementTarget({
    tppId,
    account: engagement.account,
    agreementOwnerId: agreement.ownerCustomerId,
    customerId: customer.id,
  });
  const created = await db.$transaction(async (client) => {
    // The same engagement sent twice at once would pass the look-up below twice: the second waits for the first.
    await client.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`sandbox-engagement:${agreement.id}:${customer.id}`}, 0))`;
    const duplicate = await client.engagement.findFirst({
      where: { tppId, agreementId: agreement.id, customerId: customer.id, ...target },
      select: { id: true },
    });
    if (duplicate)
      throw new Xs2aError('FORMAT_ERROR', {
        path: 'account',
        text: 'account: the customer already has an engagement on this account in this agreement.',
      });
    return client.engagement.create({
      data: {
        id: newId(),
        tppId,
        agreementId: agreement.id,
        customerId: customer.id,
        ...target,
        roles: engagement.roles,
        registerLimit:
          engagement.registerLimit === undefined || engagement.registerLimit === null
            ? null
            : BigInt(engagement.registerLimit),
        approvalLimit:
          engagement.approvalLimit === undefined || engagement.approvalLimit === null
            ? null
            : BigInt(engagement.approvalLimit),
      },
      include: engagementInclude,
    });
  });
  return presentEngagement(created);
}
