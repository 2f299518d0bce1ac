import { presentAgreement, type AgreementView } from '@/lib/sandbox/presenters/present-agreement';
import { loadAgreementOrThrow } from './load-agreement-or-throw';

/** GET /v1/sandbox/agreements/{mockAgreementId}: the agreement with its owner and engagements. */
export async function getAgreementOrThrow(input: { tppId: string; agreementId: string }): Promise<AgreementView> {
  return presentAgreement(await loadAgreementOrThrow(input));
}
