// GET /v1/sandbox/agreements/{mockAgreementId} – read a sandbox agreement with its engagements
import { getAgreementOrThrow } from '@/lib/sandbox/agreements/get-agreement-or-throw';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

export const GET = withXs2a<{ mockAgreementId: string }>(
  async ({ tpp, params }) => ({ status: 200, body: await getAgreementOrThrow({ tppId: tpp.id, agreementId: params.mockAgreementId }) }),
  { operation: 'getSandboxAgreement', isSandboxOnly: true },
);
