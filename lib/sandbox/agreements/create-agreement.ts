import { db } from '@/lib/db';
import { checkSandboxRoom } from '@/lib/sandbox/check-sandbox-room';
import { newId } from '@/lib/ids/new-id';
import { findCustomerByNumberOrThrow } from '@/lib/sandbox/customers/find-customer-by-number-or-throw';
import type { SandboxAgreementView } from '@/lib/sandbox/agreements/present-sandbox-agreement';
import type { CreateAgreementBody } from '@/lib/sandbox/agreements/agreement-schemas';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { getSandboxAgreementOrThrow } from './load-sandbox-agreement-or-throw';

/**
 * POST /v1/sandbox/agreements: a corporation's agreement (spec engagement rule 4: its owner is the corporation). A
 * private customer's own agreement is made with the customer. Accounts join it through engagements.
 */
export async function createAgreement(input: {
  tppId: string;
  agreement: CreateAgreementBody;
}): Promise<SandboxAgreementView> {
  const { tppId, agreement } = input;
  const owner = await findCustomerByNumberOrThrow({ tppId, customerNumber: agreement.owner, path: 'owner' });
  if (owner.customerType !== 'CORPORATE') {
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'owner',
      text: `owner: ${agreement.owner} is a private customer; an agreement is owned by a corporate customer (spec engagement rule 4).`,
    });
  }
  await checkSandboxRoom({ tppId, kind: 'agreements' });
  const id = newId();
  await db.agreement.create({
    data: { id, tppId, ownerCustomerId: owner.id, name: agreement.name ?? owner.customerName },
  });
  return getSandboxAgreementOrThrow({ tppId, agreementId: id });
}
