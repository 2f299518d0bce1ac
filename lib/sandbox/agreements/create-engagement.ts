import { db } from '@/lib/db';
import { checkSandboxRoom } from '@/lib/sandbox/check-sandbox-room';
import { newId } from '@/lib/ids/new-id';
import { findCustomerByNumberOrThrow } from '@/lib/sandbox/customers/find-customer-by-number-or-throw';
import { presentEngagement, type EngagementView } from '@/lib/sandbox/agreements/present-engagement';
import { engagementInclude } from '@/lib/sandbox/shared/includes';
import type { CreateEngagementInput } from '@/lib/sandbox/agreements/agreement-schemas';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { findEngagementTarget } from './find-engagement-target';
import { loadSandboxAgreementOrThrow } from './load-sandbox-agreement-or-throw';

/**
 * POST /v1/sandbox/agreements/{mockAgreementId}/engagements (spec "Sandbox engagement", rules 1-4): lets a PSU (a private
 * customer) see and register payments on an account of the corporation that owns the agreement. Answers 201 with the
 * engagement in the request's shape. One engagement per PSU, account and agreement (the same one twice is 400), also
 * when it is sent several times at once.
 */
export async function createEngagement(input: {
  tppId: string;
  agreementId: string;
  engagement: CreateEngagementInput;
}): Promise<EngagementView> {
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
