import type { Customer } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { checkSandboxRoom } from '@/lib/sandbox/check-sandbox-room';
import { privateAgreementName } from '@/lib/sandbox/customers/private-agreement-name';
import type { DbClient } from '@/lib/database/db-client';

export type EngageInOwnAgreementInput = {
  tppId: string;
  owner: Pick<Customer, 'id' | 'customerName'>;
  target: { accountId: string } | { cardAccountId: string };
};

/**
 * Spec "Create sandbox card account": a private customer's new account is added to the customer's agreement and so
 * appears in the PRIVATE context (roles OWNER, DISPOSAL, VIEW and REGISTER). The agreement is made if it was deleted.
 * Either is refused beyond the sandbox's capacity (D16), and the create's transaction with it.
 */
export async function engageInOwnAgreement(client: DbClient, input: EngageInOwnAgreementInput): Promise<void> {
  const { tppId, owner } = input;
  const existing = await client.agreement.findFirst({
    where: { tppId, ownerCustomerId: owner.id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  // D16: the agreement, or the engagement in it, counts against the sandbox's capacity like one created on its own.
  await checkSandboxRoom(
    existing ? { tppId, kind: 'engagements', agreementId: existing.id } : { tppId, kind: 'agreements' },
    client,
  );
  const agreementId = existing?.id ?? newId();
  if (!existing)
    await client.agreement.create({
      data: { id: agreementId, tppId, ownerCustomerId: owner.id, name: privateAgreementName(owner.customerName) },
    });
  await client.engagement.create({
    data: {
      id: newId(),
      tppId,
      agreementId,
      customerId: owner.id,
      ...input.target,
      roles: ['OWNER', 'DISPOSAL', 'VIEW', 'REGISTER'],
    },
  });
}
