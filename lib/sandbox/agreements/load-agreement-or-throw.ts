import { db } from '@/lib/db';
import { isResourceId } from '@/lib/ids/is-resource-id';
import { agreementInclude, type AgreementRecord } from '@/lib/sandbox/queries/includes';
import { resourceUnknown } from '@/lib/sandbox/resource-unknown';

/** The agreement with this id in this TPP's sandbox (D4), or 404 RESOURCE_UNKNOWN. */
export async function loadAgreementOrThrow(input: { tppId: string; agreementId: string }): Promise<AgreementRecord> {
  const agreement = isResourceId(input.agreementId)
    ? await db.agreement.findFirst({ where: { id: input.agreementId, tppId: input.tppId }, include: agreementInclude })
    : null;
  if (!agreement) throw resourceUnknown('agreement');
  return agreement;
}
