import { readSnapshot } from '@/lib/database/read-snapshot';
import { isResourceId } from '@/lib/ids/is-resource-id';
import { agreementInclude, type AgreementRecord } from '@/lib/sandbox/shared/includes';
import { resourceUnknown } from '@/lib/sandbox/shared/resource-unknown';
import { presentSandboxAgreement, type SandboxAgreementView } from '@/lib/sandbox/agreements/present-sandbox-agreement';

/**
 * The agreement with this id in this TPP's sandbox, or 404 RESOURCE_UNKNOWN. Its owner and engagements are read
 * on the same snapshot, so an owner deleted meanwhile takes the agreement with it instead of leaving a null (D21).
 */
export async function loadSandboxAgreementOrThrow(input: {
  tppId: string;
  agreementId: string;
}): Promise<AgreementRecord> {
  const agreement = isResourceId(input.agreementId)
    ? await readSnapshot((client) =>
        client.agreement.findFirst({ where: { id: input.agreementId, tppId: input.tppId }, include: agreementInclude }),
      )
    : null;
  if (!agreement) throw resourceUnknown('agreement');
  return agreement;
}

/** GET /v1/sandbox/agreements/{mockAgreementId}: the agreement with its owner and engagements. */
export async function getSandboxAgreementOrThrow(input: {
  tppId: string;
  agreementId: string;
}): Promise<SandboxAgreementView> {
  return presentSandboxAgreement(await loadSandboxAgreementOrThrow(input));
}
