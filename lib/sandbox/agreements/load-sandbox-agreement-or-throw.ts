import { findSandboxRowOrThrow } from '@/lib/sandbox/shared/find-sandbox-row-or-throw';
import { readSnapshot } from '@/lib/database/read-snapshot';
import { agreementInclude, type AgreementRecord } from '@/lib/sandbox/shared/includes';
import { presentSandboxAgreement, type SandboxAgreementView } from '@/lib/sandbox/agreements/present-sandbox-agreement';

export type LoadSandboxAgreementOrThrowInput = { tppId: string; agreementId: string };

/**
 * The agreement with this id in this TPP's sandbox, or 404 RESOURCE_UNKNOWN. Its owner and engagements are read
 * on the same snapshot, so an owner deleted meanwhile takes the agreement with it instead of leaving a null (D21).
 */
export async function loadSandboxAgreementOrThrow(input: LoadSandboxAgreementOrThrowInput): Promise<AgreementRecord> {
  return findSandboxRowOrThrow({
    id: input.agreementId,
    resource: 'agreement',
    find: () =>
      readSnapshot((client) =>
        client.agreement.findFirst({ where: { id: input.agreementId, tppId: input.tppId }, include: agreementInclude }),
      ),
  });
}

/** GET /v1/sandbox/agreements/{mockAgreementId}: the agreement with its owner and engagements. */
export async function getSandboxAgreementOrThrow(
  input: LoadSandboxAgreementOrThrowInput,
): Promise<SandboxAgreementView> {
  return presentSandboxAgreement(await loadSandboxAgreementOrThrow(input));
}
