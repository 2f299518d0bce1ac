import { listCorporateAgreements } from '@/lib/psu/corporate-agreements';
import { findAgreementIdByCorporateId } from '@/lib/psu/corporate-pseudonym';
import { moveScaStatus } from '@/lib/sca/move-sca-status';
import { resolveContext } from '@/lib/sca/resolve-context';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/**
 * The PSU is known (signed in, or in an active TPP session): PSU_IDENTIFIED with the customer and the context when
 * there is no choice to make (resolveContext), then authenticated for the web pages or handed over to the mobile app
 * (TPP-Redirect-Preferred: false). False when the SCA had already moved on.
 */
export async function identifyPsu(input: { flow: ScaFlow; customerId: string }): Promise<boolean> {
  const { flow, customerId } = input;
  const agreements = await listCorporateAgreements({ tppId: flow.tppId, customerId, kind: flow.kind });
  const hintedAgreementId = flow.corporateIdHint
    ? await findAgreementIdByCorporateId({ tppId: flow.tppId, psuCorporateId: flow.corporateIdHint })
    : null;
  const choice = resolveContext({ requested: flow.context, hintedAgreementId, agreements });
  const authorisationId = flow.authorisationId;
  const isIdentified = await moveScaStatus({
    authorisationId,
    from: 'RECEIVED',
    to: 'PSU_IDENTIFIED',
    data: { customerId, ...choice },
  });
  if (!isIdentified) return false;
  if (flow.redirectPreferred) {
    await moveScaStatus({ authorisationId, from: 'PSU_IDENTIFIED', to: 'PSU_AUTHENTICATED' });
  } else {
    await moveScaStatus({ authorisationId, from: 'PSU_IDENTIFIED', to: 'SCA_METHOD_SELECTED' });
    await moveScaStatus({ authorisationId, from: 'SCA_METHOD_SELECTED', to: 'STARTED' });
  }
  return true;
}
